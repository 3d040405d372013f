// Storing a contact message: the row and the organizers' notice in one transaction (the rate limit
// is the endpoint's, netlify/lib/platform/rate-limit.ts). Returns the queued mail's ids, to send after commit.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { insertContactMessage } from '../../../db/repositories/contact-messages.ts';
import type { ContactInput } from '../../../src/domain/contact.ts';
import { contactNotice } from './mail.ts';
import { queueMail } from '../platform/mail/outbox.ts';

export async function storeContactMessage(db: Kysely<Database>, input: ContactInput): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    await insertContactMessage(trx, input);
    return [await queueMail(trx, contactNotice(input))];
  });
}
