// Check-in at the door: what the /api/admin/check-in endpoints answer, written
// once for the server and the /admin/check-in screen, and the one rule that says whether a
// registration may be checked in. Pure.
import { z } from './zod.ts';
import { checkInCountSchema, paymentFlags, registrationStates } from './admin-contract.ts';
import { doorSeatsSchema } from './tournament/door-seat.ts';

export type { CheckInCount } from './admin-contract.ts';

/** A registration as the door sees it. */
export const checkInCardSchema = z.object({
  registrationId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  /** The level's name ('Player' when missing). */
  levelName: z.string(),
  /** Room additions, by name. */
  rooms: z.array(z.string()),
  tShirtSize: z.string().nullable(),
  /** registered | canceled. */
  status: z.string(),
  state: z.enum(registrationStates),
  /** A paid registration the organizer must refund (its place or code was given away, or paid twice). */
  flag: z.enum(paymentFlags).nullable(),
  /** ISO time of the check-in, or null. */
  checkedInAt: z.string().nullable(),
  /** The seats drawn for the player (at check-in, or by the floor): "Main Event: Table 4, Seat 7". */
  seats: doorSeatsSchema,
});
export type CheckInCard = z.infer<typeof checkInCardSchema>;

/** GET /api/admin/check-in?q= */
export const checkInSearchSchema = z.object({ results: z.array(checkInCardSchema) });

/** POST and DELETE /api/admin/check-in/:registrationId (and their 409 answers). */
export const checkInChangeSchema = z.object({ card: checkInCardSchema, count: checkInCountSchema });
export type CheckInChange = z.infer<typeof checkInChangeSchema>;

/** What the door says of a code or a name. 'unknown': no registration has that code. */
export type CheckInVerdict = 'ready' | 'already_checked_in' | 'not_paid' | 'refunded' | 'canceled' | 'unknown';

export function checkInVerdict(card: CheckInCard | null): CheckInVerdict {
  if (!card) return 'unknown';
  if (card.status === 'canceled') return 'canceled';
  if (card.state === 'refunded' || card.state === 'reversed') return 'refunded';
  if (card.state !== 'paid' && card.state !== 'comped') return 'not_paid';
  return card.checkedInAt ? 'already_checked_in' : 'ready';
}

/** The large text the door shows for each verdict. */
export const verdictLabels: Record<CheckInVerdict, string> = {
  ready: 'Paid: ready to check in',
  already_checked_in: 'Already checked in',
  not_paid: 'Not paid',
  refunded: 'Refunded',
  canceled: 'Canceled',
  unknown: 'Unknown code',
};

/** The search box's rule, checked on both sides. */
export const checkInQuerySchema = z
  .string('Enter a name to search for.')
  .trim()
  .min(2, 'Enter at least 2 characters of the name.')
  .max(100, 'Enter at most 100 characters.');
