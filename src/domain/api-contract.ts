// The answers of our own API (the contract in the working agreement), as zod schemas so the
// browser checks what it reads and both sides share one type. Request bodies live in schemas.ts.
import { z } from './zod.ts';

const cents = z.number().int().nonnegative();

/** Mirrors pricing.ts's Discount. */
export const discountSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('off'), cents }),
  z.object({ kind: z.literal('fixed'), cents }),
]);

/** GET /api/check-promo-code/:code?registrationType=ID */
export const promoCheckSchema = z.object({
  valid: z.boolean(),
  available: z.boolean(),
  message: z.string().optional().default(''),
  discount: discountSchema.optional(),
  restrictedTo: z.string().optional(),
});
export type PromoCheck = z.infer<typeof promoCheckSchema>;

/**
 * The payment key: `<timestamp>-<32+ hex chars>` (>= 128 random bits), issued by the server.
 * Whoever holds it can read the registration's summary, so a short or non-random key is refused.
 */
export const paymentKeyPattern = /^\d{1,16}-[0-9a-f]{32,128}$/i;
export const paymentKeySchema = z.string().regex(paymentKeyPattern, 'Invalid payment key');

/** POST /api/register -> 201. A comped registration (a $0 total) is confirmed at once. */
export const registerResultSchema = z.object({
  registrationId: z.string().min(1),
  amount: z.string().regex(/^\d+\.\d{2}$/),
  registrationKey: paymentKeySchema,
  paymentStatus: z.enum(['pending', 'comped']),
});
export type RegisterResult = z.infer<typeof registerResultSchema>;

/** POST /api/registration-interest */
export const interestResultSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
});
export type InterestResult = z.infer<typeof interestResultSchema>;

/** POST /api/store-pending-registration */
export const pendingRegistrationSchema = z.object({
  registrationKey: paymentKeySchema,
  registrationData: z.record(z.string(), z.unknown()),
  registrationId: z.string().min(1),
});
export type PendingRegistration = z.infer<typeof pendingRegistrationSchema>;

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
});
export type StoredPaypalRegistration = z.infer<typeof storedPaypalRegistrationSchema>;

/** Every error answer: `{ message, errors? }`. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
