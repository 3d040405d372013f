// The registration screen's fields without its schema (registration-screen.ts): the screen
// renders from these and loads zod only when the visitor starts on the form.
/** The fields the visitor fills, in screen order (the error summary lists them in this order). */
export const registrationScreenFields = [
  'registrationType',
  // A select with a value always ("1"): listed so the server's refusals of it show at the field.
  'seats',
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'jobTitle',
  'tShirtSize',
  'billingStreet',
  'billingCity',
  'billingState',
  'billingZip',
] as const;
export type RegistrationScreenField = (typeof registrationScreenFields)[number];
