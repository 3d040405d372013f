import type { Config } from '@netlify/functions';
import { getDb } from '../lib/platform/db.ts';
import { runWaitingLists } from '../lib/waiting-list/expiry.ts';

// Scheduled every 5 minutes: offers past their end are closed (their people told) and free places
// go to the next in line (netlify/lib/waiting-list/expiry.ts). `waitingListJob(clock)` lets the
// tests run it at any time.
export function waitingListJob(clock: () => Date = () => new Date()) {
  return async function runWaitingList(): Promise<Response> {
    const { items, mails } = await runWaitingLists(await getDb(), clock());
    if (mails) console.log(`waiting-list: ${items} lists looked at, ${mails} e-mails`);
    return new Response(null, { status: 204 });
  };
}

export default waitingListJob();

export const config: Config = { schedule: '*/5 * * * *' };
