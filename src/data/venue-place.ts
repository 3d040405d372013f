// The venue's name and address, without the photo import, so server code (the confirmation
// e-mail, its calendar attachment) can read them in plain Node. venue.ts spreads these.
export const venuePlace = {
  name: 'Lakefront Casino Resort',
  street: '100 Lakeshore Drive',
  city: 'Lake Charles',
  region: 'LA',
  postalCode: '70601',
  country: 'US',
};
