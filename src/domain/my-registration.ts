// The registrant's own page, /my-registration#<token>: what its endpoints take and
// answer, shared by the island and the functions. Pure.
import { z } from './zod.ts';
import { registrationTShirtSizes } from './t-shirt-sizes.ts';
import { registrationStates } from './admin-contract.ts';
import { paymentMethods } from './receipt.ts';
import { interestSchema, registrationSchema, resultsListingSchema, sponsorRegistrationSchema } from './schemas.ts';
import { doorSeatsSchema } from './tournament/door-seat.ts';
import { playerResultsSchema } from './tournament/player-result.ts';
import { resultsListings } from './tournament/results-listing.ts';
import { heldSeatViewSchema, orderViewSchema } from './seats/views.ts';

export const invalidLinkMessage = 'This link is not valid. Enter your e-mail below and we will send you a new one.';

/** Every call of the page carries the token from the URL's fragment in its JSON body (never in a URL). */
export const personalTokenSchema = z.object({
  token: z.string(invalidLinkMessage).trim().min(1, invalidLinkMessage).max(100, invalidLinkMessage),
});

/** "Send me my link": the same answer whether or not the address is known. */
export const linkRequestSchema = interestSchema.pick({ email: true });
export const linkRequestAnswer =
  'If a registration uses this address, we have sent its link there. Please check your inbox (and spam folder) in a few minutes.';

/** The sizes a registrant may choose when correcting (the registration form's list). */
export const correctionTShirtSizes: readonly string[] = registrationTShirtSizes;
const sizeMessage = 'Please select a t-shirt size';

/** The fields a registrant may correct, validated by the same schema as the registration itself. */
export const correctableFields = ['tShirtSize', 'dietaryRestrictions', 'phone', 'billingStreet', 'billingCity', 'billingState', 'billingZip'] as const;
export type CorrectableField = (typeof correctableFields)[number];

const pick = { tShirtSize: true, dietaryRestrictions: true, phone: true, billingStreet: true, billingCity: true, billingState: true, billingZip: true } as const;

/** A sponsor's billing address stays required (SPEC §5 sponsor schema); a player's is optional. */
export const correctionSchema = (sponsor: boolean) =>
  (sponsor ? sponsorRegistrationSchema : registrationSchema)
    .pick(pick)
    .extend({ tShirtSize: z.string(sizeMessage).trim().refine((v) => correctionTShirtSizes.includes(v), sizeMessage) });
export type Correction = z.infer<ReturnType<typeof correctionSchema>>;

/** POST /api/my-registration/results-listing: how the published results show the player. */
export const resultsListingChangeSchema = z.object({ resultsListing: resultsListingSchema });

const iso = z.string();

/** POST /api/my-registration -> the registration as its registrant sees it. */
export const myRegistrationSchema = z.object({
  registrationId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string().nullable(),
  jobTitle: z.string().nullable(),
  registrationType: z.string().nullable(),
  registrationTypeName: z.string(),
  sponsor: z.boolean(),
  rooms: z.array(z.string()),
  tShirtSize: z.string().nullable(),
  dietaryRestrictions: z.string().nullable(),
  billingStreet: z.string().nullable(),
  billingCity: z.string().nullable(),
  billingState: z.string().nullable(),
  billingZip: z.string().nullable(),
  /** What the server charges, "2450.00". */
  amount: z.string().nullable(),
  promoCode: z.string().nullable(),
  state: z.enum(registrationStates),
  holdExpiresAt: iso.nullable(),
  paidAt: iso.nullable(),
  paidCents: z.number().int().nullable(),
  paidBy: z
    .object({ method: z.enum(paymentMethods), reference: z.string().nullable(), receivedOn: z.string().nullable() })
    .nullable(),
  /** "2026-0042" once paid (or comped). */
  receiptNumber: z.string().nullable(),
  canPay: z.boolean(),
  canDownloadInvoice: z.boolean(),
  /** The check-in code (an SVG document drawn by the server), once paid. */
  checkInQrSvg: z.string().nullable(),
  /** The tournament as an iCalendar file. */
  ics: z.string(),
  /** The player's seats on the night, once drawn: "Main Event", table, seat. */
  seats: doorSeatsSchema,
  /** How the published results show the player (their choice). */
  resultsListing: z.enum(resultsListings),
  /** Their places once the results are published: "Main Event", 3rd, the prize's words. */
  results: playerResultsSchema,
  /** An order of several seats (the buyer's page): each seat and its player. */
  order: orderViewSchema.nullable(),
  /** A player named on an order's seat: the seat, and handing it over. */
  heldSeat: heldSeatViewSchema.nullable(),
});
export type MyRegistration = z.infer<typeof myRegistrationSchema>;

/** POST /api/my-registration/pay -> the payment key the existing PayPal checkout pays with. */
export const myPaymentSchema = z.object({
  registrationId: z.string(),
  registrationKey: z.string(),
  amount: z.string(),
});
export type MyPayment = z.infer<typeof myPaymentSchema>;

/** POST /api/my-registration/link */
export const linkRequestResultSchema = z.object({ message: z.string() });
