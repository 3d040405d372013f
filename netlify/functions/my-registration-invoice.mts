import type { Config } from '@netlify/functions';
import { personalTokenSchema } from '../../src/domain/my-registration.ts';
import { getDb } from '../lib/platform/db.ts';
import { HttpError, handler, readJson, validate } from '../lib/platform/http.ts';
import { openRegistration } from '../lib/registration/my-registration.ts';
import { enforceLimit, limits } from '../lib/platform/rate-limit.ts';
import { invoicePdf } from '../lib/receipts/documents.ts';
import { pdfResponse } from '../lib/receipts/response.ts';

// POST /api/my-registration/invoice { token } -> the invoice PDF of an unpaid registration, for a
// company's accounts payable (409 once it is paid: the receipt replaces it).
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const { token } = validate(personalTokenSchema, await readJson(req));
  await enforceLimit(ctx, limits.personalPage);
  const reg = await openRegistration(await getDb(), token);
  if (reg.paymentStatus !== 'pending' || (reg.amountCents ?? 0) === 0) throw new HttpError(409, 'This registration has nothing left to pay: there is no invoice.');
  return pdfResponse(await invoicePdf(reg));
});

export const config: Config = { path: '/api/my-registration/invoice', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
