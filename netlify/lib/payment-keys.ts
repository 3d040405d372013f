// Payloads of the two payment-key endpoints. registrationData from the browser is accepted (the
// contract sends it) but never stored or echoed: the server answers from its own row.
import { z } from 'zod';
import { paymentKeyPattern } from './ids.ts';

export const invalidKeyMessage = 'The payment key is not valid.';

const registrationKey = z.string(invalidKeyMessage).trim().regex(paymentKeyPattern, invalidKeyMessage);

export const pendingRegistrationSchema = z.object({
  registrationKey,
  registrationId: z.string('Registration ID is required').trim().min(1, 'Registration ID is required').max(40),
  registrationData: z.unknown().optional(),
});

export const paypalRegistrationSchema = z.object({ registrationKey });
