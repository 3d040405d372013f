import type { Config } from '@netlify/functions';
import { personalTokenSchema } from '../../src/domain/my-registration.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, readJson, validate } from '../lib/platform/http.ts';
import { pdfResponse } from '../lib/receipts/response.ts';
import { myReceipt } from '../lib/registration/my-documents.ts';

// POST /api/my-registration/receipt { token } -> the receipt PDF of a paid registration (409 before it is paid).
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const { token } = validate(personalTokenSchema, await readJson(req));
  return pdfResponse(await myReceipt(ctx, await getDb(), token));
});

export const config: Config = { path: '/api/my-registration/receipt', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
