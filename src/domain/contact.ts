// The contact form (/contact): every field required, with messages naming the field.
import { z } from './zod.ts';
import { oneLine } from './schemas.ts';

// The form's field list and texts live apart from the schema so the browser loads zod only on submit.
export { contactSuccessMessage } from './contact-fields.ts';

const field = (message: string, max: number) =>
  z.string(message).trim().min(1, message).max(max, `Must be ${max} characters or fewer`);

export const contactSchema = z.object({
  name: oneLine('Your name', 100, 'Enter your name').min(1, 'Enter your name'),
  email: z.string('Enter your email address').trim().min(1, 'Enter your email address').max(254, 'Must be 254 characters or fewer')
    .pipe(z.email('Enter an email address in the correct format, like name@example.com')),
  subject: oneLine('Subject', 150, 'Enter a subject').min(1, 'Enter a subject'),
  message: field('Enter your message', 5000),
  /** The honeypot: people never see it, so anything typed there is a bot's. */
  website: z.string().optional().default(''),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const contactTooManyMessage = 'You have sent several messages in the last few minutes. Please wait 10 minutes and try again.';
