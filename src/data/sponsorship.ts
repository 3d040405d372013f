// Sponsorship payment details: who the treasurer is, where checks go, the PayPal.me handle (from
// src/content/treasurer.json), and the /easy-payment level list (edited here).
//
// PLACEHOLDERS: the treasurer's real e-mail, PayPal.me handle and Houston mailing address are not
// known yet. The values in treasurer.json are clearly fake (.example domain, "example" handle, a
// 555 number-style address) and must be replaced before going live.
// Plain JSON without zod: the sponsor islands import this module and should not ship zod for it.
import treasurer from '../content/treasurer.json' with { type: 'json' };

export interface SponsorshipData {
  readonly treasurerEmail: string;
  readonly paypalMeHandle: string;
  readonly checkPayableTo: string;
  readonly checkAddress: readonly string[];
  readonly itemPrefix: string;
}

/**
 * The treasurer's details (src/content/treasurer.json, edited in the CMS): the mailbox for payment
 * e-mails and check questions, the PayPal.me handle (https://paypal.me/<handle>/<amount>), who checks
 * are payable to and where they are mailed, and what the payment provider shows as the item
 * (followed by the level name). Checked by content-check.ts at build time.
 */
export const sponsorship: SponsorshipData = treasurer;

/**
 * The /easy-payment variant's list, with these names, prices and places. `levelId` links an entry to the sponsor
 * level (src/data/sponsor-levels.ts) whose live availability the server reports; an entry without
 * one (Second Chance) only has its static availability. `available` 0 = taken.
 */
export interface EasyPaymentLevelData {
  id: string;
  name: string;
  priceDollars: number;
  available: number;
  levelId?: string;
}

export const easyPaymentLevels: readonly EasyPaymentLevelData[] = [
  { id: 'premium', name: 'Premium', priceDollars: 6250, available: 1, levelId: 'final' },
  // Listed without figures of its own: the Cocktail Sponsor level's price and capacity.
  { id: 'cocktail', name: 'Cocktail', priceDollars: 5250, available: 1, levelId: 'cocktail' },
  { id: 'secondChance', name: 'Second Chance', priceDollars: 5250, available: 0 },
  { id: 'table', name: 'Table', priceDollars: 3750, available: 5, levelId: 'table' },
  { id: 'test', name: 'Test', priceDollars: 2, available: 999, levelId: 'test' },
];
