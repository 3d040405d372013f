// The waiting list's public calls (the contract: src/domain/waiting-list/contract.ts). Plain answers,
// no zod: the registration screen reads an offer with its first load; the join form checks its
// input with the shared schema before it sends.
import type { JoinWaitingList } from '../domain/waiting-list/join-schema.ts';
import { sendJson } from './fetcher.ts';

/** GET /api/waiting-list/offer: its status and body, whatever the status (404, 410 say why). */
export async function fetchOffer(token: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`/api/waiting-list/offer?token=${encodeURIComponent(token)}`, { headers: { accept: 'application/json' } });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** POST /api/waiting-list -> { message } (an ApiError when refused). */
export const joinWaitingList = (input: JoinWaitingList): Promise<unknown> => sendJson<unknown>('POST', '/api/waiting-list', input);
