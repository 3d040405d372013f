// Registration levels and room additions: the organizer edits this file each year.
// Prices are in whole dollars here; the rules in src/domain work in cents.
export interface RegistrationLevelData {
  id: string;
  name: string;
  priceDollars: number;
  description: string;
  soldOut: boolean;
}

export const registrationLevels: readonly RegistrationLevelData[] = [
  {
    id: 'all-in',
    name: 'All In',
    priceDollars: 2450,
    description: 'Main Event, Second Chance Tournament, dinner party and the Friday golf tournament.',
    soldOut: true,
  },
  {
    id: 'just-main-event',
    name: 'Just Main Event',
    priceDollars: 2200,
    description: 'Entry to the Main Event with lunch, dinner and breakfast.',
    soldOut: true,
  },
  {
    id: 'just-second-chance',
    name: 'Just Second Chance Tournament',
    priceDollars: 1950,
    description: 'Entry to the evening Second Chance Tournament with dinner and breakfast.',
    soldOut: true,
  },
  {
    id: 'second-chance-golf',
    name: 'Second Chance Tournament & Golf',
    priceDollars: 2200,
    description: 'The Second Chance Tournament plus the Friday morning golf tournament.',
    soldOut: true,
  },
  {
    id: 'party-golf',
    name: 'Party and Golf',
    priceDollars: 1950,
    description: 'Meals and the evening party, plus the Friday morning golf tournament.',
    soldOut: true,
  },
  {
    id: 'just-party',
    name: 'Just Here to Party',
    priceDollars: 1700,
    description: 'Meals and the evening party, no tournament play.',
    soldOut: true,
  },
];

export interface RoomAdditionData {
  id: string;
  name: string;
  priceDollars: number;
  available: boolean;
}

// Attendee rooms only; sponsor suites are requested by e-mail to the info address.
export const roomAdditions: readonly RoomAdditionData[] = [
  { id: 'wednesday-room', name: 'Wednesday Night Room', priceDollars: 200, available: false },
  { id: 'friday-room', name: 'Friday Night Room', priceDollars: 375, available: false },
  { id: 'saturday-room', name: 'Saturday Night Room', priceDollars: 475, available: false },
];
