// The organizer's record of a check or bank transfer, shared by the admin form and
// POST /api/admin/registrations/:registrationId/payments. Pure.
import { z } from './zod.ts';
import { maxAmountCents, parseAmount, tooMuchMessage } from './money.ts';
import { offlineMethods } from './receipt.ts';
import { isIsoDay } from './iso-day.ts';
import { oneLine } from './schemas.ts';

export const offlinePaymentMessages = {
  method: 'Choose check or bank transfer',
  amount: 'Enter the amount received, e.g. 3750.00',
  receivedOn: 'Enter the date the payment was received',
  future: 'The date the payment was received cannot be in the future',
  reference: 'Enter the check number or the transfer reference',
} as const;

/** Tomorrow in UTC: a payment received "today" anywhere in the Americas is never refused as future. */
const latestDay = (now: Date) => new Date(now.getTime() + 24 * 3600 * 1000).toISOString().slice(0, 10);

export const offlinePaymentSchema = (now = new Date()) =>
  z.object({
    method: z.enum(offlineMethods, offlinePaymentMessages.method),
    amount: z
      .string(offlinePaymentMessages.amount)
      .trim()
      .refine((v) => (parseAmount(v) ?? 0) > 0, offlinePaymentMessages.amount)
      .refine((v) => (parseAmount(v) ?? 0) <= maxAmountCents, tooMuchMessage('The amount'))
      .transform((v) => parseAmount(v)!),
    receivedOn: z
      .string(offlinePaymentMessages.receivedOn)
      .trim()
      .refine(isIsoDay, offlinePaymentMessages.receivedOn)
      .refine((v) => v <= latestDay(now), offlinePaymentMessages.future),
    reference: oneLine('Reference', 100, offlinePaymentMessages.reference).min(1, offlinePaymentMessages.reference),
  });
export type OfflinePaymentInput = z.input<ReturnType<typeof offlinePaymentSchema>>;
export type OfflinePayment = z.infer<ReturnType<typeof offlinePaymentSchema>>;

/** The answer: the registration is paid (or paid and flagged), with its receipt number. */
export const offlinePaymentResultSchema = z.object({
  registrationId: z.string(),
  outcome: z.string(),
  receiptNumber: z.string().nullable(),
  message: z.string(),
});
export type OfflinePaymentResult = z.infer<typeof offlinePaymentResultSchema>;
