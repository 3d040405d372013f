import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { requireAdmin } from '../lib/auth/require-admin.ts';
import { searchByName } from '../lib/check-in.ts';
import { getDb } from '../lib/db.ts';
import { handler, json, validate } from '../lib/http.ts';
import { checkInQuerySchema } from '../../src/domain/check-in-contract.ts';

// GET /api/admin/check-in?q=name: registrations whose name, company, e-mail or ID contains q
// (at most 20, paid first); 400 naming q when it is too short or long.
export default handler({ methods: ['GET'] }, async (req) => {
  await requireAdmin(req);
  const { q } = validate(z.object({ q: checkInQuerySchema }), { q: new URL(req.url).searchParams.get('q') ?? '' });
  return json({ results: await searchByName(await getDb(), q) });
});

export const config: Config = { path: '/api/admin/check-in' };
