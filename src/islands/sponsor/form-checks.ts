// What the sponsor form (SponsorForm.tsx) needs zod for: its check with the shared schema, the
// payload, and the calls whose answers are checked against the API contract. The form imports
// this module when the visitor starts on it, not with the page: about 25 KiB compressed that
// /exact-copy does not need to show the form.
import { fieldErrors } from '../../domain/schemas.ts';
import { sponsorCheckoutFormSchema, type SponsorCheckoutForm } from '../../domain/sponsor-form.ts';

export { toSponsorRegistrationPayload } from '../../domain/sponsor-form.ts';
export { payRegistration, registerSponsor } from './register.ts';

/** The form's values as the schema reads them, or its messages per field. */
export function checkSponsorForm(values: unknown): { data: SponsorCheckoutForm; errors?: undefined } | { data?: undefined; errors: Record<string, string> } {
  const parsed = sponsorCheckoutFormSchema.safeParse(values);
  return parsed.success ? { data: parsed.data } : { errors: fieldErrors(parsed.error) };
}
