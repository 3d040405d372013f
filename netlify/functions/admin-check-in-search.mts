import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { admits } from '../../src/domain/team.ts';
import { requireAdmin } from '../lib/team/require-admin.ts';
import { searchByName } from '../lib/check-in/check-in.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, validate } from '../lib/platform/http.ts';
import { checkInQuerySchema } from '../../src/domain/check-in-contract.ts';

// GET /api/admin/check-in?q=name: registrations whose name, company, e-mail (not for the door) or ID contains q
// (at most 20, paid first); 400 naming q when it is too short or long.
export default handler({ methods: ['GET'] }, async (req) => {
  const session = await requireAdmin(req, admits.checkIn);
  const { q } = validate(z.object({ q: checkInQuerySchema }), { q: new URL(req.url).searchParams.get('q') ?? '' });
  // The door never sees e-mail addresses, so it cannot find who has one either.
  return json({ results: await searchByName(await getDb(), q, { byEmail: session.role !== 'door' }) });
});

export const config: Config = { path: '/api/admin/check-in' };
