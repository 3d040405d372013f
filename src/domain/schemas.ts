// zod schemas shared by the browser and the functions, with SPEC §5's messages word for word.
import { z } from 'zod';
import { attendeeLevelIds } from './levels.ts';
import { defaultSponsorTShirtSize, sponsorTShirtSizes } from '../data/sponsor-levels.ts';

const tooLong = (max: number) => `Must be ${max} characters or fewer`;
const text = (max = 200, message?: string) => z.string(message).trim().max(max, tooLong(max));
const required = (message: string, max = 200) => text(max, message).min(1, message);
const optional = (max = 200) => text(max).optional().default('');
const email = (message: string) => z.string(message).trim().max(254, tooLong(254)).pipe(z.email(message));

/** The notify-me form (SPEC §5): e-mail required. */
export const interestSchema = z.object({
  email: email('Please enter a valid email address'),
  sendConfirmation: z.boolean().optional().default(true),
});
export type Interest = z.infer<typeof interestSchema>;

/** General registration schema (SPEC §5) over the registration payload (SPEC §3). */
export const registrationSchema = z.object({
  registrationType: required('Please select a registration type', 60),
  roomAdditions: z.array(text(60)).max(10).optional().default([]),
  firstName: required('First name is required', 100),
  lastName: required('Last name is required', 100),
  email: email('Please enter a valid email address'),
  phone: text(40, 'Please enter a valid phone number').min(10, 'Please enter a valid phone number'),
  company: optional(),
  jobTitle: optional(),
  tShirtSize: optional(10),
  billingStreet: optional(),
  billingCity: optional(100),
  billingState: optional(100),
  billingZip: optional(20),
  amount: optional(20),
  experience: optional(100).transform((v) => v || 'Not specified'),
  agreeTerms: z.boolean().optional().default(true),
  referral: optional(),
  dietaryRestrictions: optional(500),
  promoCode: optional(40).transform((v) => v.toLowerCase()),
});
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.infer<typeof registrationSchema>;

/** Sponsor registration schema (SPEC §5): the general one with company, job and address required. */
export const sponsorRegistrationSchema = registrationSchema.extend({
  registrationType: required('Please select a registration type', 60)
    .refine((t) => !attendeeLevelIds.includes(t), 'This registration type is currently unavailable'),
  company: required('Company name is required'),
  jobTitle: required('Job title is required'),
  tShirtSize: required('Please select a t-shirt size', 10),
  billingStreet: required('Street address is required'),
  billingCity: required('City is required', 100),
  billingState: required('State is required', 100),
  billingZip: required('ZIP code is required', 20),
});
export type SponsorRegistration = z.infer<typeof sponsorRegistrationSchema>;

/** The /exact-copy sponsor form (SPEC §5). */
export const sponsorFormSchema = z.object({
  firstName: required('First name is required', 100),
  lastName: required('Last name is required', 100),
  email: email('Invalid email address'),
  phone: required('Phone number is required', 40),
  company: optional(),
  jobTitle: optional(),
  shirtSize: z.enum(sponsorTShirtSizes).default(defaultSponsorTShirtSize),
  sponsorshipLevel: required('Please select a sponsorship level', 60),
  billingStreet: required('Street address is required'),
  billingCity: required('City is required', 100),
  billingState: required('State is required', 100),
  billingZip: required('ZIP code is required', 20),
  agreeTerms: z.literal(true, 'You must agree to the terms and conditions'),
});
export type SponsorForm = z.infer<typeof sponsorFormSchema>;

/** Field errors as { field: firstMessage }, for error summaries and the API's 400 answers. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}
