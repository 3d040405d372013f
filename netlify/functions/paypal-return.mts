// PayPal sends the visitor back here after paying (GET, or POST with rm=2). Nothing it carries is
// trusted: the page it leads to asks the server what it has verified.
import type { Config } from '@netlify/functions';
import { handler } from '../lib/platform/http.ts';

export default handler({ methods: ['GET', 'POST'] }, async (req) => {
  const key = new URL(req.url).searchParams.get('key');
  const location = key ? `/payment-success?key=${encodeURIComponent(key)}` : '/';
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
});

export const config: Config = { path: '/api/paypal-return' };
