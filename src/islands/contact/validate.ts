// The contact form's check with the shared zod schema. The form imports this module only when it
// is used (zod is most of its code), so /contact paints and hydrates without it.
import { contactSchema, type ContactInput } from '../../domain/contact.ts';
import { fieldErrors } from '../../domain/schemas.ts';

export function validateContact(values: unknown): { data: ContactInput; errors?: undefined } | { data?: undefined; errors: Record<string, string> } {
  const parsed = contactSchema.safeParse(values);
  return parsed.success ? { data: parsed.data } : { errors: fieldErrors(parsed.error) };
}
