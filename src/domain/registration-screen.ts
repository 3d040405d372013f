// What the registration screen (/registration) checks before it sends.
//
// SPEC §5 marks every personal, company and address field and the T-shirt size as required on
// that screen but does not show its messages. Decision: the general registration schema's
// messages where it has them (first/last name, email, phone, registration type), and for the
// fields it leaves optional the "X is required" messages SPEC gives the sponsor schema for the
// very same fields ('Company name is required', 'Job title is required', 'Please select a
// t-shirt size', 'Street address is required', 'City is required', 'State is required',
// 'ZIP code is required'). Only the field rules are borrowed: the sponsor schema's refusal of
// the attendee levels does not apply here.
import type { z } from 'zod';
import { registrationSchema, sponsorRegistrationSchema } from './schemas.ts';

const sponsor = sponsorRegistrationSchema.shape;

export const registrationScreenSchema = registrationSchema.extend({
  company: sponsor.company,
  jobTitle: sponsor.jobTitle,
  tShirtSize: sponsor.tShirtSize,
  billingStreet: sponsor.billingStreet,
  billingCity: sponsor.billingCity,
  billingState: sponsor.billingState,
  billingZip: sponsor.billingZip,
});
export type RegistrationScreenInput = z.input<typeof registrationScreenSchema>;
