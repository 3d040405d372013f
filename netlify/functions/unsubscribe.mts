import type { Config } from '@netlify/functions';
import { getDb } from '../lib/platform/db.ts';
import { handler, readBody } from '../lib/platform/http.ts';
import { confirmPage, invalidLinkPage, unsubscribeByLink, unsubscribeTokenSchema } from '../lib/announcements/unsubscribe.ts';

// GET /api/unsubscribe?token=... -> a page with an Unsubscribe button (changes nothing).
// POST /api/unsubscribe?token=... (that button, or a mail program's RFC 8058 one-click POST with
// the body "List-Unsubscribe=One-Click") -> the address is off the notify list for good.
export default handler({ methods: ['GET', 'POST'] }, async (req, ctx) => {
  const token = unsubscribeTokenSchema.safeParse(new URL(req.url).searchParams.get('token'));
  if (req.method === 'GET') return token.success ? confirmPage(token.data) : invalidLinkPage();
  await readBody(req, 4096); // the one-click body says nothing more than the token does
  if (!token.success) return invalidLinkPage();
  return unsubscribeByLink(ctx, await getDb(), token.data);
});

export const config: Config = { path: '/api/unsubscribe', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
