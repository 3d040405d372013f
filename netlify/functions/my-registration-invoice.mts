import type { Config } from '@netlify/functions';
import { personalTokenSchema } from '../../src/domain/my-registration.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, readJson, validate } from '../lib/platform/http.ts';
import { pdfResponse } from '../lib/receipts/response.ts';
import { myInvoice } from '../lib/registration/my-documents.ts';

// POST /api/my-registration/invoice { token } -> the invoice PDF of an unpaid registration, for a
// company's accounts payable (409 once it is paid: the receipt replaces it).
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const { token } = validate(personalTokenSchema, await readJson(req));
  return pdfResponse(await myInvoice(ctx, await getDb(), token));
});

export const config: Config = { path: '/api/my-registration/invoice', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
