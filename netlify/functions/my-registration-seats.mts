import type { Config } from '@netlify/functions';
import { getDb } from '../lib/platform/db.ts';
import { handler, HttpError, json, readJson } from '../lib/platform/http.ts';
import { seatActions, type SeatAction } from '../../src/domain/seats/contract.ts';
import { changeMySeat } from '../lib/registration/seats/requests.ts';

// POST /api/my-registration/seats/:action (name | claim-link | transfer), with the personal link's
// token in the body (src/domain/seats/contract.ts) -> the registration page's answer again.
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const action = ctx.params.action as SeatAction;
  if (!seatActions.includes(action)) throw new HttpError(404, 'Not found');
  return json(await changeMySeat(ctx, await getDb(), action, await readJson(req)));
});

export const config: Config = { path: '/api/my-registration/seats/:action', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
