// The TV's seating board: who sits where, by last name, behind a display link an organizer makes
// and can revoke (the link's token is shown once; only its SHA-256 is kept). The board's answer
// holds names, so it is never cached by anyone (private, no-store).
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { insertAuditEntry, type AdminActor } from '../../../db/repositories/audit.ts';
import { findDisplayLink, findTournament, insertDisplayLink, listSeats, revokeDisplayLink } from '../../../db/repositories/tournaments.ts';
import { boardLinkInvalidMessage, type SeatingBoard } from '../../../src/domain/tournament/contract.ts';
import { z } from '../../../src/domain/zod.ts';
import { sha256Hex } from '../platform/hash.ts';
import { siteUrl } from '../platform/env.ts';
import { HttpError } from '../platform/http.ts';
import { newLinkToken } from '../platform/ids.ts';
import { enforceLimit, limits } from '../platform/rate-limit.ts';
import { openTablesOf } from './tournaments.ts';

export const boardTokenSchema = z.string(boardLinkInvalidMessage).regex(/^[0-9a-f]{32}$/, boardLinkInvalidMessage);

export const boardPath = (token: string): string => `/live/board#${token}`;

export async function createDisplayLink(db: Kysely<Database>, tournamentId: number, by: AdminActor): Promise<{ url: string }> {
  if (!(await findTournament(db, tournamentId))) throw new HttpError(404, 'This tournament does not exist.');
  const token = newLinkToken();
  await db.transaction().execute(async (trx) => {
    await insertDisplayLink(trx, { tournamentId, tokenHash: sha256Hex(token), createdBy: by.name ?? null });
    await insertAuditEntry(trx, { ...by, action: 'night.display-link', target: `tournament:${tournamentId}`, snapshot: null });
  });
  return { url: `${siteUrl()}${boardPath(token)}` };
}

export async function revokeLink(db: Kysely<Database>, linkId: number, by: AdminActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await revokeDisplayLink(trx, linkId))) throw new HttpError(404, 'This display link does not exist or was revoked already.');
    await insertAuditEntry(trx, { ...by, action: 'night.display-link.revoke', target: `display-link:${linkId}`, snapshot: null });
  });
}

/** Two players of one table with the same last name are told apart by their first initial. */
function boardName(player: { firstName: string; lastName: string }, tableMates: readonly { firstName: string; lastName: string }[]): string {
  const same = tableMates.filter((p) => p.lastName.toLowerCase() === player.lastName.toLowerCase()).length > 1;
  return same ? `${player.lastName}, ${player.firstName.slice(0, 1)}.` : player.lastName;
}

/** GET /api/night/board?token=: rate limited as other link lookups (the tokens cannot be guessed; this bounds the work). */
export async function seatingBoard(ctx: { ip?: string }, db: Kysely<Database>, token: string, now: Date): Promise<SeatingBoard> {
  await enforceLimit(ctx, limits.displayBoard);
  const link = await findDisplayLink(db, sha256Hex(token));
  const tournament = link ? await findTournament(db, link.tournamentId) : undefined;
  if (!link || !tournament) throw new HttpError(404, boardLinkInvalidMessage);
  const seats = await listSeats(db, tournament.id);
  // The tables in play: a broken table leaves the board (its players show at their new seats).
  const tables = openTablesOf(tournament).map(({ table }) => {
    const at = seats.filter((s) => s.tableNo === table);
    return { table, seats: at.map((s) => ({ seat: s.seatNo, name: boardName(s, at) })) };
  });
  return { name: tournament.name, seatsPerTable: tournament.seatsPerTable, tables, generatedAt: now.getTime() };
}
