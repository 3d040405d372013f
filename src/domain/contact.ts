// The contact form (/contact): every field required, with messages naming the field.
import { z } from 'zod';

// The form's field list and texts live apart from the schema so the browser loads zod only on submit.
export { contactFields, contactSuccessMessage } from './contact-fields.ts';

const field = (message: string, max: number) =>
  z.string(message).trim().min(1, message).max(max, `Must be ${max} characters or fewer`);

export const contactSchema = z.object({
  name: field('Enter your name', 100),
  email: z.string('Enter your email address').trim().min(1, 'Enter your email address').max(254, 'Must be 254 characters or fewer')
    .pipe(z.email('Enter an email address in the correct format, like name@example.com')),
  subject: field('Enter a subject', 150),
  message: field('Enter your message', 5000),
  /** The honeypot: people never see it, so anything typed there is a bot's. */
  website: z.string().optional().default(''),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const contactLimit = { maxMessages: 5, windowMs: 10 * 60 * 1000 };
export const contactTooManyMessage = 'You have sent several messages in the last few minutes. Please wait 10 minutes and try again.';
