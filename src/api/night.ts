// The public clock's two calls (src/domain/tournament/contract.ts), each answer checked against
// its schema. A call that hangs (a TV on a dropped Wi-Fi) gives up after a few seconds, so the
// screen counts it as failed instead of waiting on it and skipping the polls after it.
import { nightClockSchema, serverTimeSchema } from '../domain/tournament/clock-schema.ts';
import type { NightClock } from '../domain/tournament/contract.ts';
import type { TimeSample } from '../domain/tournament/server-time.ts';
import { apiFetch } from './fetcher.ts';

const giveUpMs = 8_000;
// Older TV browsers lack AbortSignal.timeout: there a call waits as long as the browser lets it.
const giveUp = (): AbortSignal | undefined => (typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(giveUpMs) : undefined);

/** GET /api/night/clock: the tournaments' clocks, from the CDN's cache. */
export async function fetchNightClock(): Promise<NightClock> {
  const res = await apiFetch('/api/night/clock', { headers: { accept: 'application/json' }, signal: giveUp() });
  return nightClockSchema.parse(await res.json());
}

/** GET /api/time once: the server's time and the screen's clock around the round trip. */
export async function sampleServerTime(): Promise<TimeSample> {
  const sentAt = Date.now();
  const res = await apiFetch('/api/time', { cache: 'no-store', headers: { accept: 'application/json' }, signal: giveUp() });
  // The answer's headers have come: the server read its clock before this, after `sentAt`.
  const receivedAt = Date.now();
  return { sentAt, receivedAt, serverAt: serverTimeSchema.parse(await res.json()).now };
}
