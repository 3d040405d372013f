import type { Config } from '@netlify/functions';
import { handler, json } from '../lib/platform/http.ts';
import { passwordSignIn } from '../lib/team/password-sign-in.ts';

// POST /api/admin/login { password } -> { token }: the shared password signs in as the built-in
// owner account, rate-limited per client and across all clients.
export default handler({ methods: ['POST'] }, async (req, ctx) => json(await passwordSignIn(req, ctx)));

export const config: Config = { path: '/api/admin/login', rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
