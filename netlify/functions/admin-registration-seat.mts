import type { Config } from '@netlify/functions';
import { seatPersonSchema } from '../../src/domain/seats/schemas.ts';
import { admits } from '../../src/domain/team.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, HttpError, json, readJson, validate } from '../lib/platform/http.ts';
import { adminRegistrationId } from '../lib/registration/admin.ts';
import { moveSeatByOrganizer } from '../lib/registration/seats/admin.ts';
import { noSuchSeatMessage } from '../../src/domain/seats/seat.ts';
import { auditBy, requireAdmin } from '../lib/team/require-admin.ts';

// POST /api/admin/registrations/:registrationId/seats/:seatNo { firstName, lastName, email } -> the
// order's seats: the organizer names or moves a seat at once (after the players' cutoff too).
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const session = await requireAdmin(req, admits.organizers);
  const seatNo = Number(ctx.params.seatNo);
  if (!Number.isInteger(seatNo) || seatNo < 1 || seatNo > 50) throw new HttpError(404, noSuchSeatMessage);
  const orderId = adminRegistrationId(ctx.params.registrationId);
  const person = validate(seatPersonSchema, await readJson(req));
  return json(await moveSeatByOrganizer(await getDb(), orderId, seatNo, person, auditBy(session)));
});

export const config: Config = { path: '/api/admin/registrations/:registrationId/seats/:seatNo' };
