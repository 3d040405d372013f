// Sponsorship payment details: who the treasurer is, where checks go, the PayPal.me handle, and the
// /easy-payment level list. The organizer edits this file.
//
// PLACEHOLDERS: SPEC.md does not give the treasurer's e-mail, the PayPal.me handle or the Houston
// mailing address. The values below are clearly fake (.example domain, "example" handle, a 555
// number-style address) and must be replaced before going live.

export const sponsorship = {
  /** PLACEHOLDER: the treasurer's mailbox (pre-filled payment e-mails, check questions). */
  treasurerEmail: 'treasurer@woop-poker.example',
  /** PLACEHOLDER: the PayPal.me handle (https://paypal.me/<handle>/<amount>). */
  paypalMeHandle: 'WOOPPokerExample',
  /** Checks are payable to the tournament (SPEC §2, /paypal-me-payment). */
  checkPayableTo: "World Oilman's Overnight Poker Tournament",
  /** PLACEHOLDER: the Houston address checks are mailed to. */
  checkAddress: ['WOOP Poker Tournament', 'Attn: Treasurer', '1000 Example Street, Suite 100', 'Houston, TX 77002'],
  /** What the payment provider shows as the item, followed by the level name. */
  itemPrefix: 'WOOP Sponsorship',
} as const;

/**
 * The /easy-payment variant's list, as SPEC §3 gives it. `levelId` links an entry to the sponsor
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
  // SPEC names Cocktail without numbers: the Cocktail Sponsor level's price and capacity.
  { id: 'cocktail', name: 'Cocktail', priceDollars: 5250, available: 1, levelId: 'cocktail' },
  { id: 'secondChance', name: 'Second Chance', priceDollars: 5250, available: 0 },
  { id: 'table', name: 'Table', priceDollars: 3750, available: 5, levelId: 'table' },
  { id: 'test', name: 'Test', priceDollars: 2, available: 999, levelId: 'test' },
];
