import type { Config } from '@netlify/functions';
import { pingDatabase } from '../../db/repositories/health.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json } from '../lib/platform/http.ts';

// GET /api/health -> { ok: true, database: 'up' } or 503 { ok: false, database: 'down' }.
export default handler({ methods: ['GET'] }, async () => {
  try {
    await pingDatabase(await getDb());
    return json({ ok: true, database: 'up' });
  } catch (error) {
    console.error('Health check: database down:', (error as Error).message);
    return json({ ok: false, database: 'down' }, 503);
  }
});

export const config: Config = { path: '/api/health' };
