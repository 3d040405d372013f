import type { Config } from '@netlify/functions';
import { registrationIdParamSchema } from '../../src/domain/admin-contract.ts';
import { admits } from '../../src/domain/team.ts';
import { deleteRegistration } from '../lib/registration/admin.ts';
import { auditBy, requireAdmin } from '../lib/team/require-admin.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json } from '../lib/platform/http.ts';

export default handler({ methods: ['DELETE'] }, async (req, ctx) => {
  const session = await requireAdmin(req, admits.organizers);
  const registrationId = (ctx.params.registrationId ?? '').trim();
  const valid = registrationIdParamSchema.safeParse(registrationId).success;
  const deleted = valid && (await deleteRegistration(await getDb(), registrationId, auditBy(session)));
  if (!deleted) return json({ success: false, message: `Registration ${registrationId} not found.` }, 404);
  return json({ success: true, message: `Registration ${registrationId} deleted successfully!` });
});

export const config: Config = { path: '/api/admin/registrations/:registrationId' };
