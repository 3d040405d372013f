// The mail outbox: every e-mail the site sends, queued in the transaction that causes it
// (netlify/lib/platform/mail/outbox.ts decides when to send and how to retry).
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

/**
 * Links whose fragment is a secret that opens something: the registrant's page
 * (/my-registration#<token>, netlify/lib/registration/personal-link.ts), a seat's claim or transfer link
 * (/seat#<token>, netlify/lib/registration/seats) and a team invitation
 * (/admin/invitation#<token>, netlify/lib/team/invitations.ts). Matched by their path so every
 * kind of message is covered, whoever writes it.
 */
const secretLink = '(/(my-registration|admin/invitation|seat)#)[A-Za-z0-9_-]+';
const redactedLinkText = '[removed once sent]';

/** The stored body with each secret link's token replaced by the placeholder. */
const redact = (column: 'textBody' | 'htmlBody') => sql<string>`regexp_replace(${sql.ref(column)}, ${secretLink}, ${`\\1${redactedLinkText}`}, 'g')`;

// A message's secret links are needed only to send it: once it is sent (or given up, never to be
// sent again) the stored copy keeps the placeholder. A pending message keeps them for its retry.
export async function markMailSent(db: Db, id: number, attempts: number, at: Date): Promise<void> {
  await db
    .updateTable('mailOutbox')
    .set({ status: 'sent', sentAt: at, attempts, lastError: null, textBody: redact('textBody'), htmlBody: redact('htmlBody') })
    .where('id', '=', id)
    .execute();
}

export async function markMailFailed(db: Db, id: number, failure: { dead: boolean; attempts: number; error: string; nextAttemptAt: Date }): Promise<void> {
  await db
    .updateTable('mailOutbox')
    .set({
      status: failure.dead ? 'dead' : 'pending',
      attempts: failure.attempts,
      lastError: failure.error.slice(0, 500),
      nextAttemptAt: failure.nextAttemptAt,
      ...(failure.dead ? { textBody: redact('textBody'), htmlBody: redact('htmlBody') } : {}),
    })
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
