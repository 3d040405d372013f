import type { Config } from '@netlify/functions';
import { getDb } from '../lib/platform/db.ts';
import { handler, readBody } from '../lib/platform/http.ts';
import { invalidLeaveLinkPage, leaveByLink, leaveConfirmPage } from '../lib/waiting-list/leave.ts';
import { waitingListTokenSchema } from '../lib/waiting-list/offer-link.ts';

// GET /api/waiting-list/leave?token= -> a page with a "Leave the waiting list" button (changes nothing).
// POST (that button) -> off the list; a place kept for the person goes to the next in line.
export default handler({ methods: ['GET', 'POST'] }, async (req, ctx) => {
  const token = waitingListTokenSchema.safeParse(new URL(req.url).searchParams.get('token'));
  if (req.method === 'GET') return token.success ? leaveConfirmPage(token.data) : invalidLeaveLinkPage();
  await readBody(req, 4096);
  if (!token.success) return invalidLeaveLinkPage();
  return leaveByLink(ctx, await getDb(), token.data);
});

export const config: Config = { path: '/api/waiting-list/leave', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
