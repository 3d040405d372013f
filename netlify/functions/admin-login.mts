import type { Config } from '@netlify/functions';
import { adminLogin } from '../lib/team/password-sign-in.ts';
import { handler } from '../lib/platform/http.ts';

export default handler({ methods: ['POST'] }, adminLogin);

export const config: Config = { path: '/api/admin/login', rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
