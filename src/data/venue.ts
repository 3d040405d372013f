// Where the tournament is played: the casino hotel, its address, the maps link, the venue photo,
// and the facts, transport and amenity lists of the home page's Event Location section.
// The casino's name is a placeholder like the photos; the city is the real one (SPEC: Lake Charles, LA).
import venuePhoto from '../assets/venue.jpg';
import { venueSchema } from './schemas.ts';
import { venuePlace } from './venue-place.ts';

export const venue = venueSchema.parse({
  ...venuePlace,
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Lake+Charles+LA+casino+resort',
  photo: venuePhoto,
  photoAlt: 'The tournament room at the casino resort: rows of green felt poker tables under warm pendant lights',
  facts: [
    '15 minutes from the regional airport',
    '2 hours from Houston',
    '3.5 hours from New Orleans',
    'Free on-site parking',
    'Valet available',
  ],
  transport: [
    { title: 'By car', detail: 'Straight off Interstate 10, with free self-parking and valet at the main entrance.' },
    { title: 'By air', detail: 'Lake Charles Regional Airport is 15 minutes away; Houston airports are about 2 hours by car.' },
    { title: 'Shuttle', detail: 'The resort runs a courtesy shuttle to and from the regional airport; ask the front desk.' },
    { title: 'Rideshare and taxi', detail: 'Pick-up and drop-off at the hotel lobby entrance, day and night.' },
  ],
  amenities: [
    { title: 'Hotel rooms and suites', detail: 'Check-in from 4 PM, a short walk from the tournament room.' },
    { title: 'Restaurants', detail: 'A steakhouse, a buffet and a café open around the clock.' },
    { title: 'Bars and lounge', detail: 'Live music on the weekend and a quiet lounge for a nightcap.' },
    { title: 'Pool and spa', detail: 'A resort pool, a full-service spa and a fitness centre.' },
    { title: 'Golf', detail: 'A championship golf course close by, home of the Friday morning tournament.' },
    { title: 'Casino floor', detail: 'Table games and slots open 24 hours.' },
  ],
});

export const venueAddressLine = `${venue.street}, ${venue.city}, ${venue.region} ${venue.postalCode}`;
