// Sponsor levels: the organizer edits this file. capacity null = unlimited.
export interface SponsorLevelData {
  id: string;
  name: string;
  priceDollars: number;
  capacity: number | null;
  description: string;
  /** Player entries the sponsorship includes: issued as single-use codes once it is paid. */
  playerEntries: number;
  /** true: PayPal only, no check or bank transfer invoice (the organizer's own checkout test). */
  paypalOnly?: boolean;
}

export const sponsorLevels: readonly SponsorLevelData[] = [
  { id: 'test', name: 'Test Sponsor', priceDollars: 2, capacity: null, description: 'A test payment to check the checkout works.', playerEntries: 0, paypalOnly: true },
  { id: 'table', name: 'Table Sponsor', priceDollars: 3750, capacity: 5, description: 'Logo placement and 2 player entries.', playerEntries: 2 },
  { id: 'cocktail', name: 'Cocktail Sponsor', priceDollars: 5250, capacity: 1, description: 'Logo at all bars and 3 player entries.', playerEntries: 3 },
  { id: 'final', name: 'Final Table Sponsor', priceDollars: 6250, capacity: 1, description: 'Premium placement and 4 player entries.', playerEntries: 4 },
];
