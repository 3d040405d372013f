// POST /api/contact: a visitor's message to the organizers. The client is limited (limits.contact),
// and the row and the organizers' notice are stored in one transaction, the notice sent after the
// commit.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { insertContactMessage } from '../../../db/repositories/contact-messages.ts';
import type { ContactInput } from '../../../src/domain/contact.ts';
import { sendQueued, queueMail } from '../platform/mail/outbox.ts';
import { enforceLimit, limits } from '../platform/rate-limit.ts';
import { contactNotice } from './mail.ts';

export async function sendContactMessage(ctx: { ip?: string }, db: Kysely<Database>, input: ContactInput): Promise<void> {
  await enforceLimit(ctx, limits.contact);
  const mailIds = await db.transaction().execute(async (trx) => {
    await insertContactMessage(trx, input);
    return [await queueMail(trx, contactNotice(input))];
  });
  await sendQueued(db, mailIds);
}
