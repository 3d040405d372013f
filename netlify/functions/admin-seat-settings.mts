import type { Config } from '@netlify/functions';
import { seatSettingsSchema } from '../../src/domain/seats/schemas.ts';
import { admits } from '../../src/domain/team.ts';
import { getDb } from '../lib/platform/db.ts';
import { byMethod, json, readJson, validate } from '../lib/platform/http.ts';
import { saveSeatSettingsBy, seatSettings } from '../lib/registration/seats/admin.ts';
import { auditBy, requireAdmin } from '../lib/team/require-admin.ts';

// GET /api/admin/seat-settings -> { maxSeats, transferCutoffHours };
// POST the same -> the saved settings | 400 naming the field.
export default byMethod({
  GET: async (req) => {
    await requireAdmin(req, admits.organizers);
    return json(await seatSettings(await getDb()));
  },
  POST: async (req) => {
    const session = await requireAdmin(req, admits.organizers);
    return json(await saveSeatSettingsBy(await getDb(), validate(seatSettingsSchema, await readJson(req)), auditBy(session)));
  },
});

export const config: Config = { path: '/api/admin/seat-settings' };
