// The offer link an e-mail carries (`/registration#offer=<token>`, `/exact-copy#offer=<token>` for a
// sponsor level): the page it opens for an item's kind, and its token read back from the fragment.
// No zod and no I/O. The pages read the token in a module loaded only when a link has one
// (src/islands/waiting-list/answers.ts); what they show of the offer is in offer-form.ts.
import { hashParam } from '../location-hash.ts';
import type { SaleKind } from '../live-facts.ts';
import { offerHashKey, offerTokenPattern } from './offer-token.ts';

/**
 * The page that sells an item of this kind, where its offer link opens: the sponsor form (the one
 * sponsor page that registers through POST /api/register) for a sponsor level, the registration
 * screen for a player level or a room.
 */
export const offerPage = (kind: SaleKind): string => (kind === 'sponsor' ? '/exact-copy' : '/registration');

/** The offer link's path and fragment, for an item of this kind. */
export const offerLinkPath = (kind: SaleKind, token: string): string => `${offerPage(kind)}#${offerHashKey}=${token}`;

/** The token in a location hash ('#offer=...'), when it has a token's shape. */
export function offerTokenFromHash(hash: string): string | undefined {
  const value = hashParam(hash, offerHashKey)?.trim().toLowerCase();
  return value && offerTokenPattern.test(value) ? value : undefined;
}
