// The join form ("Join the waiting list"), shared by the form and the function that answers it.
// What can be waited for is a fact of the moment (which items are sold out now), so the schema is
// built from the live items the caller passes in; each refusal names its field.
import { z } from '../zod.ts';
import { interestSchema, oneLine } from '../schemas.ts';
import type { SaleKind } from '../live-facts.ts';

/** An item as the join form needs it: its kind and whether a place can be bought now. */
export interface WaitableItem {
  id: string;
  kind: SaleKind;
  /** True while the item is sold out (its live state 'sold_out': no place left). */
  soldOut: boolean;
}

export const joinMessages = {
  name: 'Please enter your name',
  item: 'Please choose what you are waiting for',
  unknownItem: 'Please choose a level, room or sponsor level from the list',
  notSoldOut: 'This is not sold out: you can register for it now',
  rooms: 'Rooms can only be added to a player level',
  unknownRoom: 'Please choose rooms from the list',
} as const;

export function joinWaitingListSchema(items: readonly WaitableItem[]) {
  const byId = new Map(items.map((i) => [i.id, i]));
  return z
    .object({
      name: oneLine('Name', 200, joinMessages.name).min(1, joinMessages.name),
      email: interestSchema.shape.email,
      itemId: oneLine('Item', 60, joinMessages.item).min(1, joinMessages.item),
      rooms: z.array(z.string(joinMessages.unknownRoom).trim()).max(10, joinMessages.unknownRoom).optional().default([]),
    })
    .superRefine((v, ctx) => {
      const item = byId.get(v.itemId);
      if (!item) ctx.addIssue({ code: 'custom', path: ['itemId'], message: joinMessages.unknownItem });
      else if (!item.soldOut) ctx.addIssue({ code: 'custom', path: ['itemId'], message: joinMessages.notSoldOut });
      if (v.rooms.length === 0) return;
      if (item && item.kind !== 'player') ctx.addIssue({ code: 'custom', path: ['rooms'], message: joinMessages.rooms });
      else if (v.rooms.some((r) => byId.get(r)?.kind !== 'room')) ctx.addIssue({ code: 'custom', path: ['rooms'], message: joinMessages.unknownRoom });
    })
    .transform((v) => ({ ...v, rooms: [...new Set(v.rooms)].sort() }));
}
export type JoinWaitingList = z.output<ReturnType<typeof joinWaitingListSchema>>;

/** The organizer's settings in /admin: the offer time and the cutoff before the event (offer-lifetime.ts). */
export const offerTimesSchema = z.object({
  offerHours: z.coerce.number('Offer time must be a number of hours').int('Offer time must be whole hours').min(1, 'Offer time must be at least 1 hour').max(168, 'Offer time must be at most 168 hours (a week)'),
  cutoffHours: z.coerce.number('Cutoff must be a number of hours').int('Cutoff must be whole hours').min(0, 'Cutoff cannot be negative').max(168, 'Cutoff must be at most 168 hours (a week)'),
});
