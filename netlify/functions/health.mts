import type { Config } from '@netlify/functions';
import { databaseIsUp } from '../lib/platform/db.ts';
import { handler, json } from '../lib/platform/http.ts';

// GET /api/health -> { ok: true, database: 'up' } or 503 { ok: false, database: 'down' }.
export default handler({ methods: ['GET'] }, async () => {
  return (await databaseIsUp()) ? json({ ok: true, database: 'up' }) : json({ ok: false, database: 'down' }, 503);
});

export const config: Config = { path: '/api/health' };
