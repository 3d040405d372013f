// The nearest-rank percentile of sorted figures (0 for none): every benchmark's p50/p95/p99.
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
