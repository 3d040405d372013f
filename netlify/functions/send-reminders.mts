import type { Config } from '@netlify/functions';
import { getDb } from '../lib/platform/db.ts';
import { getEnv } from '../lib/platform/env.ts';
import { sendDueReminders } from '../lib/reminders/reminders.ts';

// Scheduled every 15 minutes: the reminder e-mails (complete your payment before the hold ends; a
// week before the event; the morning of check-in), each at most once per registration, through the
// outbox. `remindersJob(clock)` lets the tests run it at any time.
export function remindersJob(clock: () => Date = () => new Date()) {
  return async function sendReminders(): Promise<Response> {
    const tally = await sendDueReminders(await getDb(), { now: clock(), holdSeconds: getEnv().paymentHoldSeconds });
    const total = tally.pending_payment + tally.week_before + tally.morning_of;
    if (total) console.log(`send-reminders: pending payment ${tally.pending_payment}, week before ${tally.week_before}, morning of ${tally.morning_of}`);
    return new Response(null, { status: 204 });
  };
}

export default remindersJob();

export const config: Config = { schedule: '*/15 * * * *' };
