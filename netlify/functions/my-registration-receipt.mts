import type { Config } from '@netlify/functions';
import { personalTokenSchema } from '../../src/domain/my-registration.ts';
import { getDb } from '../lib/platform/db.ts';
import { HttpError, handler, readJson, validate } from '../lib/platform/http.ts';
import { openRegistration } from '../lib/registration/my-registration.ts';
import { enforceLimit, limits } from '../lib/platform/rate-limit.ts';
import { pdfResponse } from '../lib/receipts/response.ts';
import { receiptPdf } from '../lib/receipts/documents.ts';

// POST /api/my-registration/receipt { token } -> the receipt PDF of a paid registration (409 before it is paid).
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const { token } = validate(personalTokenSchema, await readJson(req));
  await enforceLimit(ctx, limits.personalPage);
  const db = await getDb();
  const receipt = await receiptPdf(db, await openRegistration(db, token));
  if (!receipt) throw new HttpError(409, 'This registration has no receipt yet: it is not paid.');
  return pdfResponse(receipt);
});

export const config: Config = { path: '/api/my-registration/receipt', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
