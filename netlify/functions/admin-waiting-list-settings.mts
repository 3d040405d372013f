import type { Config } from '@netlify/functions';
import { admits } from '../../src/domain/team.ts';
import { offerTimesSchema } from '../../src/domain/waiting-list/join-schema.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, readJson, validate } from '../lib/platform/http.ts';
import { auditBy, requireAdmin } from '../lib/team/require-admin.ts';
import { saveWaitingListSettings } from '../lib/waiting-list/admin.ts';

// POST /api/admin/waiting-list/settings { offerHours, cutoffHours } -> 200 the settings | 400 field errors.
export default handler({ methods: ['POST'] }, async (req) => {
  const session = await requireAdmin(req, admits.organizers);
  const settings = validate(offerTimesSchema, await readJson(req));
  return json(await saveWaitingListSettings(await getDb(), settings, auditBy(session)));
});

export const config: Config = { path: '/api/admin/waiting-list/settings' };
