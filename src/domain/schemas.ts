// zod schemas shared by the browser and the functions, with SPEC §5's messages word for word.
import { z } from './zod.ts';
import { playerLevelIds } from './items.ts';
import { defaultSponsorTShirtSize, sponsorTShirtSizes } from './t-shirt-sizes.ts';
import { offerLinkInvalidMessage } from './waiting-list/contract.ts';
import { offerTokenPattern } from './waiting-list/offer-token.ts';
import { defaultResultsListing, resultsListingMessage, resultsListings } from './tournament/results-listing.ts';

const seatsMessage = 'Please choose a number of seats';
const tooLong = (max: number) => `Must be ${max} characters or fewer`;

/** C0 and C1 control characters (tab, CR, LF ...), DEL and the Unicode line separators. A one-line
 * field never needs them, and in the organizer's e-mail a line break forges header lines. */
export const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
export const controlCharacterMessage = (label: string) =>
  `${label} must not contain line breaks, tabs or other control characters`;

/** A one-line text field: trimmed, at most `max` characters, no control characters. */
export const oneLine = (label: string, max = 200, message?: string) =>
  z.string(message).trim().max(max, tooLong(max)).refine((v) => !controlCharacters.test(v), controlCharacterMessage(label));
const text = oneLine;
const required = (label: string, message: string, max = 200) => text(label, max, message).min(1, message);
const optional = (label: string, max = 200) => text(label, max).optional().default('');
const email = (message: string) => z.string(message).trim().max(254, tooLong(254)).pipe(z.email(message));

/** The notify-me form (SPEC §5): e-mail required. */
export const interestSchema = z.object({
  email: email('Please enter a valid email address'),
  sendConfirmation: z.boolean().optional().default(true),
});

/** A player's choice of how they appear in the published results (results-listing.ts). */
export const resultsListingSchema = z.enum(resultsListings, resultsListingMessage);

/** General registration schema (SPEC §5) over the registration payload (SPEC §3). */
export const registrationSchema = z.object({
  registrationType: required('Registration type', 'Please select a registration type', 60),
  roomAdditions: z.array(text('Room addition', 60)).max(10).optional().default([]),
  firstName: required('First name', 'First name is required', 100),
  lastName: required('Last name', 'Last name is required', 100),
  email: email('Please enter a valid email address'),
  phone: text('Phone number', 40, 'Please enter a valid phone number').min(10, 'Please enter a valid phone number'),
  company: optional('Company'),
  jobTitle: optional('Job title'),
  tShirtSize: optional('T-shirt size', 10),
  billingStreet: optional('Street address'),
  billingCity: optional('City', 100),
  billingState: optional('State', 100),
  billingZip: optional('ZIP code', 20),
  amount: optional('Amount', 20),
  experience: optional('Experience', 100).transform((v) => v || 'Not specified'),
  agreeTerms: z.boolean().optional().default(true),
  referral: optional('Referral'),
  dietaryRestrictions: optional('Dietary restrictions', 500),
  promoCode: optional('Promo code', 40).transform((v) => v.toLowerCase()),
  /** The browser's random key for this form's answers: the same form sent twice registers once. */
  submissionKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Please reload the page and try again').optional(),
  /** A waiting-list offer link's token (/registration#offer=): the registration takes the place kept for it. */
  offerToken: z.string().regex(offerTokenPattern, offerLinkInvalidMessage).optional(),
  /** How the player appears in the published results (name and company unless they choose otherwise). */
  resultsListing: resultsListingSchema.optional().default(defaultResultsListing),
  /** Seats of a player level bought at once (2 or more: an order whose buyer names the players later, src/domain/seats). */
  seats: z.coerce.number(seatsMessage).int(seatsMessage).min(1, seatsMessage).max(50, seatsMessage).optional().default(1),
});
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.infer<typeof registrationSchema>;

/** Sponsor registration schema (SPEC §5): the general one with company, job and address required. */
export const sponsorRegistrationSchema = registrationSchema.extend({
  registrationType: required('Registration type', 'Please select a registration type', 60)
    .refine((t) => !playerLevelIds.includes(t), 'This registration type is currently unavailable'),
  company: required('Company name', 'Company name is required'),
  jobTitle: required('Job title', 'Job title is required'),
  tShirtSize: required('T-shirt size', 'Please select a t-shirt size', 10),
  billingStreet: required('Street address', 'Street address is required'),
  billingCity: required('City', 'City is required', 100),
  billingState: required('State', 'State is required', 100),
  billingZip: required('ZIP code', 'ZIP code is required', 20),
});

/** The /exact-copy sponsor form (SPEC §5). */
export const sponsorFormSchema = z.object({
  firstName: required('First name', 'First name is required', 100),
  lastName: required('Last name', 'Last name is required', 100),
  email: email('Invalid email address'),
  phone: required('Phone number', 'Phone number is required', 40),
  company: optional('Company'),
  jobTitle: optional('Job title'),
  shirtSize: z.enum(sponsorTShirtSizes).default(defaultSponsorTShirtSize),
  sponsorshipLevel: required('Sponsorship level', 'Please select a sponsorship level', 60),
  billingStreet: required('Street address', 'Street address is required'),
  billingCity: required('City', 'City is required', 100),
  billingState: required('State', 'State is required', 100),
  billingZip: required('ZIP code', 'ZIP code is required', 20),
  agreeTerms: z.literal(true, 'You must agree to the terms and conditions'),
});

export { fieldErrors } from './field-errors.ts';
