// GET /api/night/board?token=: the TV's seating board through its display link (contract.ts),
// checked against its schema. A call that hangs (a TV on a dropped Wi-Fi) gives up before the
// next poll, so the board says it is not connected instead of waiting on it.
import { seatingBoardSchema } from '../domain/tournament/board-schema.ts';
import { boardLinkInvalidMessage, type SeatingBoard } from '../domain/tournament/contract.ts';
import { ApiError, apiFetch, serverMessage } from './fetcher.ts';

const giveUpMs = 8_000;

export async function fetchSeatingBoard(token: string): Promise<SeatingBoard> {
  const res = await apiFetch(`/api/night/board?token=${encodeURIComponent(token)}`, {
    cache: 'no-store',
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(giveUpMs),
  });
  return seatingBoardSchema.parse(await res.json());
}

/** The server's message when it refused the link itself (revoked, unknown, not a token); undefined for any other failure (the network, a busy server). */
export function refusedLinkMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 400)) return undefined;
  return serverMessage(error).message ?? boardLinkInvalidMessage;
}
