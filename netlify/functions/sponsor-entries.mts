import type { Config } from '@netlify/functions';
import { paypalRegistrationSchema } from '../../src/domain/api-contract.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, readJson, validate } from '../lib/platform/http.ts';
import { sponsorshipEntries } from '../lib/registration/payment-keys.ts';

// POST /api/sponsor-entries { registrationKey } -> { registrationId, entries: [{ code, state, usedBy }] }:
// a paid sponsorship's player entries for its success page, through the payment key the server
// issued with it (no entries until it is paid; none for other registrations). 404 for an unknown
// or expired key. Counted with the other payment-key lookups, so keys cannot be tried in bulk.
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const { registrationKey } = validate(paypalRegistrationSchema, await readJson(req));
  return json(await sponsorshipEntries(ctx, await getDb(), registrationKey));
});

export const config: Config = { path: '/api/sponsor-entries', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
