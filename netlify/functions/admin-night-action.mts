import type { Config } from '@netlify/functions';
import { balanceInputSchema, breakInputSchema, clockActionInputSchema, eliminateInputSchema, playersLeftInputSchema, seatInputSchema, undoInputSchema } from '../../src/domain/tournament/floor-input.ts';
import { tournamentSetupSchema } from '../../src/domain/tournament/setup.ts';
import { admits, teamMessages } from '../../src/domain/team.ts';
import { z } from '../../src/domain/zod.ts';
import { verifiedCheckInId } from '../lib/check-in/check-in-code.ts';
import { adminTournamentNow } from '../lib/night/admin.ts';
import { createDisplayLink } from '../lib/night/board.ts';
import { clockAction, purgeNightClock, setPlayersLeft } from '../lib/night/clock.ts';
import { eliminate, undoLastHand } from '../lib/night/eliminations.ts';
import { confirmBalance, confirmBreak } from '../lib/night/floor-moves.ts';
import { savePrizes } from '../lib/night/prizes.ts';
import { publishResults, withdrawResults } from '../lib/night/results.ts';
import { drawForEveryone, moveByHand, setSeatingOpen } from '../lib/night/seats.ts';
import { registrationLevels, saveSetup } from '../lib/night/tournaments.ts';
import { clock } from '../lib/platform/clock.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, HttpError, json, readJson, validate } from '../lib/platform/http.ts';
import { concurrentSaveMessage } from '../../src/domain/sales-admin.ts';
import { auditBy, requireAdmin } from '../lib/team/require-admin.ts';

// POST /api/admin/night/:id/:action (src/domain/tournament/contract.ts): setup, clock, seating,
// draw, players-left, display-links, eliminate, undo, balance, break, prizes, publish, withdraw; and
// /api/admin/night/:id/seats/:registrationId. The floor's roles only; each answers with the tournament as the floor's screen shows it.
const versionSchema = z.object({ version: z.number('Reload and try again').int('Reload and try again') });
const seatingSchema = z.object({ open: z.boolean('Choose open or closed') });

export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const session = await requireAdmin(req, admits.night);
  const by = auditBy(session);
  const id = Number(ctx.params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new HttpError(404, 'This tournament does not exist.');
  const db = await getDb();
  const action = ctx.params.registrationId !== undefined ? 'seats' : ctx.params.action;
  // The prizes and the published results are the organizer's word; the floor runs the room.
  if ((action === 'prizes' || action === 'publish' || action === 'withdraw') && !(admits.organizers as readonly string[]).includes(session.role)) throw new HttpError(403, teamMessages.wrongRole);
  const body = action === 'draw' || action === 'display-links' || action === 'publish' || action === 'withdraw' ? {} : await readJson(req);
  switch (action) {
    case 'setup': {
      const { version } = validate(versionSchema, body);
      const setup = validate(tournamentSetupSchema(registrationLevels().map((l) => l.id)), body);
      const saved = await saveSetup(db, id, version, setup, by, clock.now());
      if (!saved) return json({ message: concurrentSaveMessage, current: await adminTournamentNow(db, id) }, 409);
      await purgeNightClock();
      break;
    }
    case 'clock':
      await clockAction(db, id, validate(clockActionInputSchema, body), by, clock.now());
      break;
    case 'seating':
      await setSeatingOpen(db, id, validate(seatingSchema, body).open, by);
      break;
    case 'draw': {
      const { seated, unseated } = await drawForEveryone(db, id, by);
      await purgeNightClock();
      return json({ tournament: await adminTournamentNow(db, id), seated, unseated });
    }
    case 'players-left':
      await setPlayersLeft(db, id, validate(playersLeftInputSchema, body).playersLeft, by);
      break;
    case 'display-links':
      return json(await createDisplayLink(db, id, by));
    case 'seats':
      await moveByHand(db, id, ctx.params.registrationId ?? '', validate(seatInputSchema, body), by);
      break;
    case 'eliminate':
      await eliminate(db, id, validate(eliminateInputSchema, body), by, verifiedCheckInId);
      break;
    case 'undo':
      await undoLastHand(db, id, validate(undoInputSchema, body).hand, by);
      break;
    case 'balance':
      await confirmBalance(db, id, validate(balanceInputSchema, body), by);
      break;
    case 'break':
      await confirmBreak(db, id, validate(breakInputSchema, body).table, by);
      break;
    case 'prizes':
      await savePrizes(db, id, body, by);
      break;
    case 'publish':
      await publishResults(db, id, by, clock.now());
      break;
    case 'withdraw':
      await withdrawResults(db, id, by);
      break;
    default:
      throw new HttpError(404, 'Not found.');
  }
  return json(await adminTournamentNow(db, id));
});

export const config: Config = { path: ['/api/admin/night/:id/:action', '/api/admin/night/:id/seats/:registrationId'] };
