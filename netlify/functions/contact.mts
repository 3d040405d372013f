import type { Config } from '@netlify/functions';
import { contactSchema, contactSuccessMessage } from '../../src/domain/contact.ts';
import { sendContactMessage } from '../lib/contact/contact.ts';
import { getDb } from '../lib/platform/db.ts';
import { handler, json, readJson, validate } from '../lib/platform/http.ts';

// POST /api/contact { name, email, subject, message, website }: stores the message and e-mails the
// organizers. A filled honeypot (`website`) is answered like a success and dropped.
export default handler({ methods: ['POST'] }, async (req, ctx) => {
  const input = validate(contactSchema, await readJson(req));
  if (input.website.trim() === '') await sendContactMessage(ctx, await getDb(), input);
  return json({ success: true, message: contactSuccessMessage }, 201);
});

export const config: Config = { path: '/api/contact', rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] } };
