// The outbox: queue inside the caller's transaction, send right after it commits (best effort),
// and retry what is still pending from the scheduled function, with backoff, until `maxAttempts`.
// Once a message is sent (or given up) its stored copy keeps no personal or invitation link
// (db/repositories/mail-outbox.ts): the table is no store of working links.
import type { Db, OutboxRow } from '../../../../db/database.ts';
import { findPendingMail, insertMail, listDueMail, markMailFailed, markMailSent, type NewMail } from '../../../../db/repositories/mail-outbox.ts';
import { mailConfig } from './config.ts';
import { deliver } from './transport.ts';

export { countDeadMail } from '../../../../db/repositories/mail-outbox.ts';
export type QueuedMail = NewMail;

export const retryPolicy = {
  maxAttempts: 6,
  /** Wait before try n+1: base * 2^(n-1) minutes, capped (1, 2, 4, 8, 16 min...). */
  baseDelayMs: 60_000,
  maxDelayMs: 6 * 60 * 60_000,
};

export const queueMail = (db: Db, mail: QueuedMail): Promise<number> => insertMail(db, mail);

async function attempt(db: Db, row: OutboxRow, now: Date): Promise<'sent' | 'pending' | 'dead'> {
  try {
    await deliver(
      mailConfig(),
      { to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody, attachments: row.attachments, headers: row.headers },
      row.id,
    );
    await markMailSent(db, row.id, row.attempts + 1, now);
    return 'sent';
  } catch (error) {
    const attempts = row.attempts + 1;
    const dead = attempts >= retryPolicy.maxAttempts;
    const delay = Math.min(retryPolicy.maxDelayMs, retryPolicy.baseDelayMs * 2 ** (attempts - 1));
    const message = (error as Error).message ?? String(error);
    console.error(`Mail ${row.id} (${row.kind}) try ${attempts} failed: ${message}${dead ? '; giving up (dead)' : ''}`);
    await markMailFailed(db, row.id, { dead, attempts, error: message, nextAttemptAt: new Date(now.getTime() + delay) });
    return dead ? 'dead' : 'pending';
  }
}

/** After the transaction that queued them has committed: try each once now. Never throws. */
export async function sendQueued(db: Db, ids: number[]): Promise<void> {
  for (const id of ids) {
    try {
      const row = await findPendingMail(db, id);
      if (row) await attempt(db, row, new Date());
    } catch (error) {
      console.error(`Mail ${id}: could not be sent now, the retry job will: ${(error as Error).message}`);
    }
  }
}

/** The scheduled retry: every pending message whose time has come (orphans after a minute). */
export async function retryDue(db: Db, now = new Date(), limit = 50): Promise<{ sent: number; pending: number; dead: number }> {
  const tally = { sent: 0, pending: 0, dead: 0 };
  for (const row of await listDueMail(db, now, 60_000, limit)) tally[await attempt(db, row, now)]++;
  return tally;
}
