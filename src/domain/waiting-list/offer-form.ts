// What a page makes of a waiting-list offer it opened (the registration screen, the sponsor form):
// the name and address in the form's fields, the notice above the form, the kept item's label.
// Loaded with those pages: no zod, no I/O.
import type { OfferView } from './contract.ts';

/** A name as one line ("Ann Lee Smith") in the form's two fields: split at the first space; all in
 * the first name when there is none. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const whole = name.trim().replace(/\s+/g, ' ');
  const space = whole.indexOf(' ');
  return space < 0 ? { firstName: whole, lastName: '' } : { firstName: whole.slice(0, space), lastName: whole.slice(space + 1) };
}

interface ContactFields {
  firstName: string;
  lastName: string;
  email: string;
}

/** The name and address the offer was made to, in the contact fields still empty: whatever the
 * visitor typed before the offer came stays. */
export function withOfferContact<T extends ContactFields>(values: T, offer: Pick<OfferView, 'name' | 'email'>): T {
  const name = splitName(offer.name);
  return { ...values, firstName: values.firstName || name.firstName, lastName: values.lastName || name.lastName, email: values.email || offer.email };
}

/** What the page says above the form while an offer is open. */
export const offerNotice = (offer: Pick<OfferView, 'itemName' | 'untilLabel'>): string =>
  `A place for the ${offer.itemName} is kept for you until ${offer.untilLabel}.`;

/** The label of the item an offer keeps for this visitor (on sale for them alone). */
export const keptBadge = 'KEPT FOR YOU';
