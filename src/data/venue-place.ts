// The venue's name and address from src/content/venue.json, without the photo, so server code (the
// confirmation e-mail, its calendar attachment) can read them in plain Node. The pages read the
// whole file through the `venue` content collection.
import data from '../content/venue.json' with { type: 'json' };
import { parseWithFriendlyErrors } from '../domain/friendly-parse.ts';
import { venuePlaceSchema } from './schemas.ts';

export const venuePlace = parseWithFriendlyErrors(venuePlaceSchema, data, 'src/content/venue.json');
