import type { Config } from '@netlify/functions';
import { announcementInputSchema } from '../../src/domain/announcements.ts';
import { announcementList, createAnnouncement, ResendError } from '../lib/announcements/announcements.ts';
import { admits } from '../../src/domain/team.ts';
import { auditBy, requireAdmin } from '../lib/team/require-admin.ts';
import { getDb } from '../lib/platform/db.ts';
import { byMethod, json, readJson, validate } from '../lib/platform/http.ts';

export default byMethod({
  // GET /api/admin/announcements -> { subscribed, unsubscribed, announcements: [progress, newest first] }
  GET: async (req) => {
    await requireAdmin(req, admits.organizers);
    return json(await announcementList(await getDb()));
  },
  // POST /api/admin/announcements { subject, body, resend? } -> 201 the new announcement's progress
  // (nothing sent yet); 409 { message, last: { subject, createdAt, queued } } when one went within
  // the last day and `resend` is not true.
  POST: async (req) => {
    const session = await requireAdmin(req, admits.organizers);
    const input = validate(announcementInputSchema, await readJson(req));
    try {
      return json(await createAnnouncement(await getDb(), input, auditBy(session)), 201);
    } catch (error) {
      if (error instanceof ResendError) return json({ message: error.message, last: error.last }, 409);
      throw error;
    }
  },
});

export const config: Config = { path: '/api/admin/announcements' };
