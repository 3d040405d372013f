import type { Config } from '@netlify/functions';
import { getDb } from '../lib/platform/db.ts';
import { retryDue } from '../lib/platform/mail/outbox.ts';

// Scheduled every 5 minutes: sends the e-mails whose first try failed (SMTP down), with backoff;
// after retryPolicy.maxAttempts failures a message is marked dead (admin stats count them).
export default async function mailRetry(): Promise<Response> {
  const tally = await retryDue(await getDb());
  if (tally.sent || tally.pending || tally.dead) console.log(`mail-retry: sent ${tally.sent}, still pending ${tally.pending}, dead ${tally.dead}`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '*/5 * * * *' };
