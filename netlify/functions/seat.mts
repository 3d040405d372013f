import type { Config } from '@netlify/functions';
import { seatLinkTokenSchema } from '../../src/domain/seats/schemas.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, readJson, validate } from '../lib/platform/http.ts';
import { acceptSeatLink, viewSeatLink } from '../lib/registration/seats/requests.ts';

// POST /api/seat { token } -> what a claim or transfer link offers (404 once used or replaced);
// POST /api/seat/accept { token, details } -> { myRegistrationUrl }: the seat is the sender's now.
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const body = await readJson(req);
  const db = await getDb();
  if (new URL(req.url).pathname.endsWith('/accept')) return json(await acceptSeatLink(ctx, db, body));
  return json(await viewSeatLink(ctx, db, validate(seatLinkTokenSchema, body).token));
});

export const config: Config = { path: ['/api/seat', '/api/seat/accept'], rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
