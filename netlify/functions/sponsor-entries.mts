import type { Config } from '@netlify/functions';
import { findRegistrationByPaymentKey } from '../../db/repositories/payment-keys.ts';
import { listSponsorEntries } from '../../db/repositories/sponsor-entries.ts';
import { getDb } from '../lib/db.ts';
import { HttpError, handler, json, readJson, validate } from '../lib/http.ts';
import { paypalRegistrationSchema } from '../../src/domain/api-contract.ts';
import { enforceLimit, limits } from '../lib/rate-limit.ts';

// POST /api/sponsor-entries { registrationKey } -> { registrationId, entries: [{ code, state, usedBy }] }:
// a paid sponsorship's player entries for its success page, through the payment key the server
// issued with it (no entries until it is paid; none for other registrations). 404 for an unknown
// or expired key. Counted with the other payment-key lookups, so keys cannot be tried in bulk.
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const { registrationKey } = validate(paypalRegistrationSchema, await readJson(req));
  await enforceLimit(ctx, limits.paymentLookup);
  const db = await getDb();
  const row = await findRegistrationByPaymentKey(db, registrationKey);
  if (!row) throw new HttpError(404, 'No registration was found for this payment.');
  return json({ registrationId: row.registrationId, entries: await listSponsorEntries(db, row.registrationId) });
});

export const config: Config = { path: '/api/sponsor-entries', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
