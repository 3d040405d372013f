// The T-shirt sizes each form offers: a rule of the forms (the server refuses any other size), not
// content the organizer edits.
export const registrationTShirtSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const;
export const sponsorTShirtSizes = ['S', 'M', 'L', 'XL', 'XXL'] as const;
export const defaultSponsorTShirtSize = 'L' as const;
