import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { admits } from '../../src/domain/team.ts';
import { auditBy, requireAdmin } from '../lib/team/require-admin.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, readJson, validate } from '../lib/platform/http.ts';
import { changePasswordSignIn } from '../lib/team/members.ts';

// PUT /api/admin/team/password-sign-in { enabled } (owner): turns the shared password's sign-in
// off (only once an owner has a passkey) or back on. ADMIN_PASSWORD_SIGN_IN=on overrides it.
export default handler({ methods: ['PUT'] }, async (req) => {
  const session = await requireAdmin(req, admits.owner);
  const { enabled } = validate(z.object({ enabled: z.boolean('Say whether password sign-in is on.') }), await readJson(req));
  await changePasswordSignIn(await getDb(), enabled, auditBy(session));
  return json({ message: enabled ? 'Password sign-in is on.' : 'Password sign-in is off: sign in with a passkey.' });
});

export const config: Config = { path: '/api/admin/team/password-sign-in' };
