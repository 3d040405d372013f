import type { Config } from '@netlify/functions';
import { contactSchema, contactSuccessMessage, contactTooManyMessage } from '../../src/domain/contact.ts';
import { clientAddress } from '../lib/auth/client-address.ts';
import { getDb } from '../lib/db.ts';
import { HttpError, handler, json, readJson, validate } from '../lib/http.ts';
import { storeContactMessage } from '../lib/mail/contact.ts';
import { sendQueued } from '../lib/mail/outbox.ts';

// POST /api/contact { name, email, subject, message, website }: stores the message and e-mails the
// organizers. A filled honeypot (`website`) is answered like a success and dropped.
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const input = validate(contactSchema, await readJson(req));
  if (input.website.trim() !== '') return json({ success: true, message: contactSuccessMessage }, 201);
  const db = await getDb();
  const outcome = await storeContactMessage(db, clientAddress(req, ctx as { ip?: string }), input);
  if (!outcome.stored) throw new HttpError(429, contactTooManyMessage, undefined, { 'retry-after': '600' });
  await sendQueued(db, outcome.mailIds);
  return json({ success: true, message: contactSuccessMessage }, 201);
});

export const config: Config = { path: '/api/contact' };
