// The mail outbox: every e-mail the site sends, queued in the transaction that causes it
// (netlify/lib/mail/outbox.ts decides when to send and how to retry).
import { sql } from 'kysely';
import type { Db, MailAttachment, OutboxRow } from '../database.ts';

export interface NewMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra header lines, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export async function insertMail(db: Db, mail: NewMail): Promise<number> {
  const row = await db
    .insertInto('mailOutbox')
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      attachments: JSON.stringify(mail.attachments ?? []),
      headers: JSON.stringify(mail.headers ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markMailSent(db: Db, id: number, attempts: number, at: Date): Promise<void> {
  await db.updateTable('mailOutbox').set({ status: 'sent', sentAt: at, attempts, lastError: null }).where('id', '=', id).execute();
}

export async function markMailFailed(db: Db, id: number, failure: { dead: boolean; attempts: number; error: string; nextAttemptAt: Date }): Promise<void> {
  await db
    .updateTable('mailOutbox')
    .set({ status: failure.dead ? 'dead' : 'pending', attempts: failure.attempts, lastError: failure.error.slice(0, 500), nextAttemptAt: failure.nextAttemptAt })
    .where('id', '=', id)
    .execute();
}

export async function findPendingMail(db: Db, id: number): Promise<OutboxRow | undefined> {
  return db.selectFrom('mailOutbox').selectAll().where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
}

/**
 * Pending messages whose time has come. A message never tried yet belongs to the request that
 * queued it (it sends right after its commit) for `graceMs`, so the two do not send it twice.
 */
export async function listDueMail(db: Db, now: Date, graceMs: number, limit: number): Promise<OutboxRow[]> {
  return db
    .selectFrom('mailOutbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now)
    .where((eb) => eb.or([eb('attempts', '>', 0), eb('createdAt', '<', new Date(now.getTime() - graceMs))]))
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function countDeadMail(db: Db): Promise<number> {
  const row = await db.selectFrom('mailOutbox').select(sql<string>`count(*)`.as('n')).where('status', '=', 'dead').executeTakeFirstOrThrow();
  return Number(row.n);
}
