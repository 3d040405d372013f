// What the registration screen needs zod for: the check of the form with the shared schema, and
// the calls whose answers are checked against the API contract. The screen imports this module
// when the visitor starts on the form, not with the page: about 25 KiB compressed and 90 KiB of
// script to parse that a phone does not need to show the form.
import { registrationScreenSchema } from '../../domain/registration-screen.ts';
import { registrationScreenFields, type RegistrationScreenField } from '../../domain/registration-screen-fields.ts';
import { fieldErrors } from '../../domain/schemas.ts';
import type { FormValues } from './form-model.ts';

export { checkPromoCode, register } from '../../api/client.ts';

export type Validation =
  | { ok: true }
  | { ok: false; errors: Partial<Record<RegistrationScreenField, string>>; order: RegistrationScreenField[] };

/** Checks the form with the shared schema; errors come back in screen order for the summary. */
export function validate(values: FormValues): Validation {
  const result = registrationScreenSchema.safeParse(values);
  if (result.success) return { ok: true };
  const all = fieldErrors(result.error);
  const errors: Partial<Record<RegistrationScreenField, string>> = {};
  for (const field of registrationScreenFields) if (all[field]) errors[field] = all[field];
  return { ok: false, errors, order: registrationScreenFields.filter((f) => errors[f]) };
}
