// The contact form's fields and success text (SPEC §2 "Contact"), without the zod schema: the
// form renders from these and loads the schema (contact.ts) only when it is submitted.
export const contactFields = ['name', 'email', 'subject', 'message'] as const;

export const contactSuccessMessage = 'Thank you! Your message has been sent to the organizers. We will get back to you soon.';
