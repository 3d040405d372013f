// The seats' request bodies (zod, with the messages the forms show by field). Shared by the
// personal page, the /seat page, /admin and the functions.
import { z } from '../zod.ts';
import { registrationSchema } from '../schemas.ts';
import { personalTokenSchema } from '../my-registration.ts';
import { registrationTShirtSizes } from '../t-shirt-sizes.ts';

const seatNo = z.coerce.number('Please choose a seat').int('Please choose a seat').min(1, 'Please choose a seat').max(50, 'Please choose a seat');

/** A person a seat is given to: the name and address the sender (or the organizer in /admin) types. */
export const seatPersonSchema = registrationSchema.pick({ firstName: true, lastName: true, email: true });

export const nameSeatSchema = personalTokenSchema.extend({ seatNo }).merge(seatPersonSchema);
export const claimLinkSchema = personalTokenSchema.extend({ seatNo, email: registrationSchema.shape.email });
export const transferSeatSchema = personalTokenSchema.extend({ seatNo: seatNo.optional() }).merge(seatPersonSchema);

/** The /seat page: what the person taking the seat fills in about themselves. */
export const acceptSeatSchema = z.object({
  token: z.string().trim().min(1).max(100),
  firstName: registrationSchema.shape.firstName,
  lastName: registrationSchema.shape.lastName,
  email: registrationSchema.shape.email,
  phone: registrationSchema.shape.phone,
  company: registrationSchema.shape.company,
  tShirtSize: z
    .string()
    .trim()
    .optional()
    .default('')
    .refine((v) => v === '' || (registrationTShirtSizes as readonly string[]).includes(v), 'Please select a t-shirt size'),
});
export type AcceptSeat = z.infer<typeof acceptSeatSchema>;

export const seatLinkTokenSchema = z.object({ token: z.string('This seat link is not valid.').trim().min(1).max(100) });


const hours = z.coerce.number('Enter a whole number of hours').int('Enter a whole number of hours');
export const seatSettingsSchema = z.object({
  maxSeats: z.coerce.number('Enter a whole number of seats').int('Enter a whole number of seats').min(1, 'At least 1 seat').max(50, 'At most 50 seats'),
  transferCutoffHours: hours.min(0, 'At least 0 hours').max(720, 'At most 720 hours (30 days)'),
});

