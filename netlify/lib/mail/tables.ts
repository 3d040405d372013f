// Kysely types of the mail tables (db/migrations/2026-11-22T030000_mail_outbox.ts);
// `withMail(db)` adds them to the shared Database type.
import type { ColumnType, Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../../db/database.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  attachments: ColumnType<MailAttachment[], string | undefined, string>;
  status: Generated<'pending' | 'sent' | 'dead'>;
  attempts: Generated<number>;
  nextAttemptAt: Timestamp;
  lastError: string | null;
  createdAt: Timestamp;
  sentAt: Date | null;
}

export interface ContactAttemptsTable {
  id: Generated<number>;
  clientKey: string;
  attemptedAt: Timestamp;
}

export type MailTables = { mailOutbox: MailOutboxTable; contactAttempts: ContactAttemptsTable };
export type MailDb = Kysely<Database & MailTables> | Transaction<Database & MailTables>;
export type OutboxRow = Selectable<MailOutboxTable>;

export const withMail = <T extends Kysely<Database> | Transaction<Database>>(db: T): MailDb =>
  (db as Kysely<Database>).$extendTables<MailTables>() as MailDb;
