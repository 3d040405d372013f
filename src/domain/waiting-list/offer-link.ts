// The offer link an e-mail carries (`/registration#offer=<token>`) and what the registration screen
// makes of the offer it opens: the token's shape, the name split into the form's two fields, the
// notice. No zod and no I/O: the registration screen loads this with the page (the offer itself is
// asked for and read by a module loaded only when a link has one).
import { hashParam } from '../location-hash.ts';
import type { OfferView } from './contract.ts';
import { offerTokenPattern } from './offer-token.ts';

export const offerHashKey = 'offer';

/** The token in a location hash ('#offer=...'), when it has a token's shape. */
export function offerTokenFromHash(hash: string): string | undefined {
  const value = hashParam(hash, offerHashKey)?.trim().toLowerCase();
  return value && offerTokenPattern.test(value) ? value : undefined;
}

/** A name as one line ("Ann Lee Smith") in the form's two fields: split at the first space; all in
 * the first name when there is none. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const whole = name.trim().replace(/\s+/g, ' ');
  const space = whole.indexOf(' ');
  return space < 0 ? { firstName: whole, lastName: '' } : { firstName: whole.slice(0, space), lastName: whole.slice(space + 1) };
}

/** What the registration screen says above the form while an offer is open. */
export const offerNotice = (offer: Pick<OfferView, 'itemName' | 'untilLabel'>): string =>
  `A place for the ${offer.itemName} is kept for you until ${offer.untilLabel}.`;
