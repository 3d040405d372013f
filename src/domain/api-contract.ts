// The answers of our own API (the contract in the working agreement), as zod schemas so the
// browser checks what it reads and both sides share one type. Request bodies live in schemas.ts.
import { z } from './zod.ts';

const cents = z.number().int().nonnegative();

/** Mirrors pricing.ts's Discount. */
export const discountSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('off'), cents }),
  z.object({ kind: z.literal('fixed'), cents }),
  z.object({ kind: z.literal('percent'), percent: z.number().int().min(0).max(100) }),
]);

/** GET /api/check-promo-code/:code?registrationType=ID */
export const promoCheckSchema = z.object({
  valid: z.boolean(),
  available: z.boolean(),
  message: z.string().optional().default(''),
  discount: discountSchema.optional(),
  restrictedTo: z.string().optional(),
  /** Every level a restricted code applies to (restrictedTo is the first). */
  levelIds: z.array(z.string()).optional(),
});
export type PromoCheck = z.infer<typeof promoCheckSchema>;

/**
 * The payment key: `<timestamp>-<32+ hex chars>` (>= 128 random bits), issued by the server.
 * Whoever holds it can read the registration's summary, so a short or non-random key is refused.
 */
export const paymentKeyPattern = /^\d{1,16}-[0-9a-f]{32,128}$/i;
export const paymentKeySchema = z.string().regex(paymentKeyPattern, 'Invalid payment key');

export const invalidKeyMessage = 'The payment key is not valid.';
/** A payment key as a request carries it: trimmed, with the message the server answers. */
const registrationKey = z.string(invalidKeyMessage).trim().regex(paymentKeyPattern, invalidKeyMessage);

/** POST /api/register -> 201. A comped registration (a $0 total) is confirmed at once. */
export const registerResultSchema = z.object({
  registrationId: z.string().min(1),
  amount: z.string().regex(/^\d+\.\d{2}$/),
  registrationKey: paymentKeySchema,
  paymentStatus: z.enum(['pending', 'comped']),
  /** A comped registration's own page (/my-registration#token), for the success screen. */
  myRegistrationUrl: z.string().optional(),
});
export type RegisterResult = z.infer<typeof registerResultSchema>;

/** POST /api/registration-interest */
export const interestResultSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
});
export type InterestResult = z.infer<typeof interestResultSchema>;

/**
 * POST /api/store-pending-registration. registrationData is accepted (SPEC's contract sends it) but
 * never stored or echoed: the server answers from its own row.
 */
export const pendingRegistrationSchema = z.object({
  registrationKey,
  registrationId: z.string('Registration ID is required').trim().min(1, 'Registration ID is required').max(40),
  registrationData: z.unknown().optional(),
});
export type PendingRegistration = z.infer<typeof pendingRegistrationSchema>;

/** POST /api/store-paypal-registration { registrationKey } */
export const paypalRegistrationSchema = z.object({ registrationKey });

/** POST /api/store-paypal-registration -> what the server stored for the key. */
export const storedPaypalRegistrationSchema = z.object({
  registrationId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  registrationType: z.string(),
  registrationTypeName: z.string(),
  amount: z.string(),
  paymentStatus: z.string(),
  /** Once paid (or comped): the registrant's own page, /my-registration#token. */
  myRegistrationUrl: z.string().optional(),
});
export type StoredPaypalRegistration = z.infer<typeof storedPaypalRegistrationSchema>;

/** GET /api/paypal-checkout?key= -> the buy-now form the browser posts to PayPal. */
export interface BuyNowForm {
  action: string;
  /** [name, value] in the order they are posted. */
  fields: [string, string][];
}
