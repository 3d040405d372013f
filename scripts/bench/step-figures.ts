// Latencies and statuses per step of a benchmark run (bench:rush, bench:night), and their
// figures: the requests, p50/p95/p99, the slowest and the answers by status.
import { percentile } from './percentile.ts';

export interface StepFigures {
  step: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  statuses: Record<number, number>;
}

export function stepFigures() {
  const latencies = new Map<string, number[]>();
  const statuses = new Map<string, Record<number, number>>();
  return {
    record(step: string, status: number, ms: number): void {
      (latencies.get(step) ?? latencies.set(step, []).get(step)!).push(ms);
      const counts = statuses.get(step) ?? statuses.set(step, {}).get(step)!;
      counts[status] = (counts[status] ?? 0) + 1;
    },
    figures(): StepFigures[] {
      return [...latencies].map(([step, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        return { step, requests: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0, statuses: statuses.get(step)! };
      });
    },
  };
}

/** The answers without any HTTP answer (status 0) and the 5xx, over all steps. */
export function failuresOf(steps: readonly StepFigures[]): { failures: number; fiveXx: number } {
  const all = steps.flatMap((s) => Object.entries(s.statuses));
  return {
    failures: all.filter(([status]) => status === '0').reduce((n, [, c]) => n + c, 0),
    fiveXx: all.filter(([status]) => Number(status) >= 500).reduce((n, [, c]) => n + c, 0),
  };
}

/** The figures as console.table prints them. */
export const figureRows = (steps: readonly StepFigures[]) =>
  steps.map((s) => ({ step: s.step, requests: s.requests, 'p50 ms': Math.round(s.p50), 'p95 ms': Math.round(s.p95), 'p99 ms': Math.round(s.p99), 'max ms': Math.round(s.max), statuses: JSON.stringify(s.statuses) }));
