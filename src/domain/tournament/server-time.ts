// Every screen counts down from the server's time, not its own: a TV's or a phone's clock can be
// off by seconds or minutes. A screen asks the server's time a few times (an answer the CDN never
// caches) and keeps the offset from the quickest round trip, whose midpoint is closest to the
// moment the server read its clock; then server time = Date.now() + offset, and screens agree to
// within that round trip's half.

export interface TimeSample {
  /** The screen's Date.now() when it sent the request, and when the answer arrived. */
  sentAt: number;
  receivedAt: number;
  /** The server's time in the answer (ms). */
  serverAt: number;
}

/** The offset (ms) to add to the screen's clock, from its best sample; 0 without a usable sample. */
export function serverOffset(samples: readonly TimeSample[]): number {
  const usable = samples.filter((s) => s.receivedAt >= s.sentAt);
  if (usable.length === 0) return 0;
  const best = usable.reduce((a, b) => (b.receivedAt - b.sentAt < a.receivedAt - a.sentAt ? b : a));
  return Math.round(best.serverAt - (best.sentAt + best.receivedAt) / 2);
}
