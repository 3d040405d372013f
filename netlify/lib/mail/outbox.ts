// The outbox: queue inside the caller's transaction, send right after it commits (best effort),
// and retry what is still pending from the scheduled function, with backoff, until `maxAttempts`.
import { sql } from 'kysely';
import { mailConfig } from './config.ts';
import type { Db, MailAttachment, OutboxRow } from '../../../db/database.ts';
import { deliver } from './transport.ts';

export interface QueuedMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export const retryPolicy = {
  maxAttempts: 6,
  /** Wait before try n+1: base * 2^(n-1) minutes, capped (1, 2, 4, 8, 16 min...). */
  baseDelayMs: 60_000,
  maxDelayMs: 6 * 60 * 60_000,
};

export async function queueMail(db: Db, mail: QueuedMail): Promise<number> {
  const row = await db
    .insertInto('mailOutbox')
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      attachments: JSON.stringify(mail.attachments ?? []),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function attempt(db: Db, row: OutboxRow, now: Date): Promise<'sent' | 'pending' | 'dead'> {
  try {
    await deliver(
      mailConfig(),
      { to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody, attachments: row.attachments },
      row.id,
    );
    await db.updateTable('mailOutbox').set({ status: 'sent', sentAt: now, attempts: row.attempts + 1, lastError: null }).where('id', '=', row.id).execute();
    return 'sent';
  } catch (error) {
    const attempts = row.attempts + 1;
    const dead = attempts >= retryPolicy.maxAttempts;
    const delay = Math.min(retryPolicy.maxDelayMs, retryPolicy.baseDelayMs * 2 ** (attempts - 1));
    const message = (error as Error).message ?? String(error);
    console.error(`Mail ${row.id} (${row.kind}) try ${attempts} failed: ${message}${dead ? '; giving up (dead)' : ''}`);
    await db
      .updateTable('mailOutbox')
      .set({ status: dead ? 'dead' : 'pending', attempts, lastError: message.slice(0, 500), nextAttemptAt: new Date(now.getTime() + delay) })
      .where('id', '=', row.id)
      .execute();
    return dead ? 'dead' : 'pending';
  }
}

/** After the transaction that queued them has committed: try each once now. Never throws. */
export async function sendQueued(db: Db, ids: number[]): Promise<void> {
  for (const id of ids) {
    try {
      const row = await db.selectFrom('mailOutbox').selectAll().where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
      if (row) await attempt(db, row, new Date());
    } catch (error) {
      console.error(`Mail ${id}: could not be sent now, the retry job will: ${(error as Error).message}`);
    }
  }
}

/** The scheduled retry: every pending message whose time has come. */
export async function retryDue(db: Db, now = new Date(), limit = 50): Promise<{ sent: number; pending: number; dead: number }> {
  const rows = await db
    .selectFrom('mailOutbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now)
    // A message never tried yet belongs to the request that queued it (it sends right after its
    // commit) for a minute, so the two do not send it twice; after that it is an orphan, ours.
    .where((eb) => eb.or([eb('attempts', '>', 0), eb('createdAt', '<', new Date(now.getTime() - 60_000))]))
    .orderBy('id')
    .limit(limit)
    .execute();
  const tally = { sent: 0, pending: 0, dead: 0 };
  for (const row of rows) tally[await attempt(db, row, now)]++;
  return tally;
}

export async function countDeadMail(db: Db): Promise<number> {
  const row = await db.selectFrom('mailOutbox').select(sql<string>`count(*)`.as('n')).where('status', '=', 'dead').executeTakeFirstOrThrow();
  return Number(row.n);
}
