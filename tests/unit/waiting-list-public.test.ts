// The visitor's side of the waiting list: the offer link (the page it opens, read from the address),
// the offer filling the registration form or the sponsor form and sent with it, what a sold-out page
// offers to wait for, and what the answers of the waiting list's endpoints say to the visitor.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/fetcher.ts';
import { offerPath } from '../../netlify/lib/waiting-list/mail.ts';
import { getRegistrationLevels, getRoomAdditions, getSponsorLevels } from '../../src/data/levels.ts';
import type { LiveItem } from '../../src/domain/live-facts.ts';
import { hashParam } from '../../src/domain/location-hash.ts';
import { registrationSchema, sponsorRegistrationSchema } from '../../src/domain/schemas.ts';
import { availabilityLabel, keepLevel, sponsorOffers, withAvailability } from '../../src/domain/sponsor-checkout.ts';
import { toSponsorRegistrationPayload, type SponsorCheckoutForm } from '../../src/domain/sponsor-form.ts';
import { offerEndedMessage, offerLinkInvalidMessage, type OfferView } from '../../src/domain/waiting-list/contract.ts';
import { joinWaitingListSchema } from '../../src/domain/waiting-list/join-schema.ts';
import { keptBadge, offerNotice, splitName, withOfferContact } from '../../src/domain/waiting-list/offer-form.ts';
import { offerLinkPath, offerTokenFromHash } from '../../src/domain/waiting-list/offer-link.ts';
import { waitingItems } from '../../src/domain/waiting-list/waitable.ts';
import { buildPayload, emptyValues, valuesWithOffer } from '../../src/islands/registration/form-model.ts';
import { withLive } from '../../src/islands/registration/live.ts';
import { joinedOutcome, joinRefusal, offerOutcome, parseOfferView, refusalText } from '../../src/islands/waiting-list/answers.ts';
import { waitingListTexts } from '../../src/islands/waiting-list/texts.ts';

const token = '0123456789abcdef0123456789abcdef';

const item = (id: string, kind: LiveItem['kind'], state: LiveItem['state'], left: number | null): LiveItem => ({
  id,
  kind,
  name: id,
  state,
  priceCents: 100_00,
  regularPriceCents: 100_00,
  earlyUntil: null,
  opensAt: null,
  closesAt: null,
  capacity: left === null ? null : 10,
  left,
});

const offer: OfferView = {
  itemId: 'all-in',
  itemName: 'All In',
  kind: 'player',
  name: 'Ann Lee Oakley',
  email: 'ann@example.com',
  rooms: ['friday-room', 'saturday-room'],
  until: '2026-09-22T20:30:00.000Z',
  untilLabel: 'Tuesday, September 22, 2026, 3:30 PM CDT',
};

describe('the offer link', () => {
  it('opens the page that sells its item: the sponsor form for a sponsor level, the registration screen for the rest', () => {
    expect(offerPath('final', token)).toBe(`/exact-copy#offer=${token}`);
    expect(offerPath('test', token)).toBe(`/exact-copy#offer=${token}`);
    expect(offerPath('all-in', token)).toBe(`/registration#offer=${token}`);
    expect(offerPath('friday-room', token)).toBe(`/registration#offer=${token}`);
    // The pages read back what the e-mail links to.
    expect(offerTokenFromHash(new URL(offerPath('final', token), 'http://localhost').hash)).toBe(token);
    expect(offerLinkPath('sponsor', token)).toBe(`/exact-copy#offer=${token}`);
    expect(offerLinkPath('room', token)).toBe(`/registration#offer=${token}`);
  });

  it('is read from the fragment, in any case, and nothing else is taken for a token', () => {
    expect(offerTokenFromHash(`#offer=${token}`)).toBe(token);
    expect(offerTokenFromHash(`#offer=${token.toUpperCase()}`)).toBe(token);
    expect(offerTokenFromHash(`#entry=x&offer=${token}`)).toBe(token);
    for (const hash of ['', '#', '#offer=', `#offer=${token}0`, '#offer=0123456789abcdef0123456789abcdeg', `#token=${token}`]) {
      expect(offerTokenFromHash(hash), hash).toBeUndefined();
    }
    expect(hashParam('#a=1&b=two', 'b')).toBe('two');
    expect(hashParam('#a=', 'a')).toBeUndefined();
  });

  it('splits the name at the first space into the form\'s first and last name', () => {
    expect(splitName('Ann Lee Oakley')).toEqual({ firstName: 'Ann', lastName: 'Lee Oakley' });
    expect(splitName('  Ann   Oakley ')).toEqual({ firstName: 'Ann', lastName: 'Oakley' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });

  it('says what is kept and until when', () => {
    expect(offerNotice(offer)).toBe('A place for the All In is kept for you until Tuesday, September 22, 2026, 3:30 PM CDT.');
  });

  it('reads the offer the server answers, or why it opens nothing', () => {
    expect(parseOfferView(offer)).toEqual(offer);
    expect(parseOfferView({ ...offer, kind: 'other' })).toBeNull();
    expect(parseOfferView({ ...offer, until: undefined })).toBeNull();
    expect(offerOutcome(token, 200, offer)).toEqual({ kind: 'open', token, offer });
    expect(offerOutcome(token, 404, { message: offerLinkInvalidMessage })).toEqual({ kind: 'refused', message: offerLinkInvalidMessage });
    expect(offerOutcome(token, 410, { error: offerEndedMessage })).toEqual({ kind: 'refused', message: offerEndedMessage });
    expect(offerOutcome(token, 500, { message: 'Internal' })).toEqual({ kind: 'refused', message: waitingListTexts.offerFailed });
    expect(offerOutcome(token, 200, { nonsense: true })).toEqual({ kind: 'refused', message: waitingListTexts.offerFailed });
  });
});

describe('a registration from an offer', () => {
  const levels = getRegistrationLevels([]);
  const rooms = getRoomAdditions(['friday-room']);

  it('opens the offered level to this visitor alone, with its own badge, and not as one to wait for', () => {
    const facts = { items: [item('all-in', 'player', 'sold_out', 0), item('friday-room', 'room', 'on_sale', 3)], registrationOpen: false, maxSeats: 10, generatedAt: '' };
    const plain = withLive(levels, rooms, { kind: 'ready', facts }, 'America/Chicago');
    expect(plain.levels.find((l) => l.id === 'all-in')?.soldOut).toBe(true);
    expect(plain.badges['all-in']).toBe('SOLD OUT');
    expect(plain.waiting.map((w) => [w.id, w.soldOut])).toEqual([['all-in', true], ['friday-room', false]]);

    const kept = withLive(levels, rooms, { kind: 'ready', facts }, 'America/Chicago', 'all-in');
    expect(kept.levels.find((l) => l.id === 'all-in')?.soldOut).toBe(false);
    expect(kept.badges['all-in']).toBe(keptBadge);
    expect(kept.waiting.map((w) => w.id)).toEqual(['friday-room']);
    // Before (or without) the live facts too.
    expect(withLive(levels, rooms, { kind: 'off' }, 'America/Chicago', 'all-in').levels.find((l) => l.id === 'all-in')?.soldOut).toBe(false);
  });

  it('fills the level, the rooms that can be added and the empty name and e-mail fields', () => {
    const values = valuesWithOffer(emptyValues, offer, rooms);
    expect(values).toMatchObject({ registrationType: 'all-in', roomAdditions: ['friday-room'], firstName: 'Ann', lastName: 'Lee Oakley', email: 'ann@example.com' });
    // What the visitor typed before the offer came stays.
    expect(valuesWithOffer({ ...emptyValues, firstName: 'Annie', roomAdditions: ['friday-room'] }, offer, rooms)).toMatchObject({ firstName: 'Annie', lastName: 'Lee Oakley', roomAdditions: ['friday-room'] });
    // A room offer checks that room and chooses no level.
    const room = valuesWithOffer(emptyValues, { ...offer, kind: 'room', itemId: 'saturday-room', rooms: [] }, rooms);
    expect(room).toMatchObject({ registrationType: '', roomAdditions: ['saturday-room'] });
  });

  it('sends the offer\'s token with the registration, which the shared schema takes', () => {
    const values = { ...valuesWithOffer(emptyValues, offer, rooms), phone: '337 555 0100' };
    expect(buildPayload(values, 100_00, null)).not.toHaveProperty('offerToken');
    const payload = buildPayload(values, 100_00, null, token);
    expect(payload.offerToken).toBe(token);
    expect(registrationSchema.parse(payload).offerToken).toBe(token);
    const refused = registrationSchema.safeParse({ ...payload, offerToken: 'nope' });
    expect(refused.success ? null : refused.error.issues[0]).toMatchObject({ path: ['offerToken'], message: offerLinkInvalidMessage });
  });
});

describe('a sponsorship from an offer', () => {
  const sponsorOffer: OfferView = { ...offer, itemId: 'final', itemName: 'Final Table Sponsor', kind: 'sponsor', rooms: [] };
  const live = sponsorOffers([item('final', 'sponsor', 'sold_out', 0), item('table', 'sponsor', 'on_sale', 3)]);

  it('opens the kept level to this visitor alone, labelled as kept; the other levels stay as the live facts say', () => {
    const levels = withAvailability(getSponsorLevels(), live);
    expect(levels.find((l) => l.id === 'final')).toMatchObject({ taken: true });
    const kept = keepLevel(levels, 'final');
    expect(kept.find((l) => l.id === 'final')).toMatchObject({ taken: false, kept: true });
    expect(availabilityLabel(kept.find((l) => l.id === 'final')!)).toBe(keptBadge);
    expect(kept.filter((l) => l.id !== 'final')).toEqual(levels.filter((l) => l.id !== 'final'));
    expect(keepLevel(levels, undefined)).toEqual(levels);
  });

  it('fills only the empty name and e-mail fields, and sends the token with a payload the sponsor schema takes', () => {
    const empty = { firstName: '', lastName: '', email: '', phone: '337 555 0100' };
    expect(withOfferContact(empty, sponsorOffer)).toEqual({ firstName: 'Ann', lastName: 'Lee Oakley', email: 'ann@example.com', phone: '337 555 0100' });
    expect(withOfferContact({ ...empty, firstName: 'Annie', email: 'annie@example.com' }, sponsorOffer)).toMatchObject({ firstName: 'Annie', lastName: 'Lee Oakley', email: 'annie@example.com' });

    const form: SponsorCheckoutForm = {
      firstName: 'Ann', lastName: 'Lee Oakley', email: 'ann@example.com', phone: '3375550100', company: 'Bayou Minerals', jobTitle: 'CEO',
      shirtSize: 'L', sponsorshipLevel: 'final', billingStreet: '1 A St', billingCity: 'Lake Charles', billingState: 'LA', billingZip: '70601', agreeTerms: true,
    };
    expect(toSponsorRegistrationPayload(form, 625000)).not.toHaveProperty('offerToken');
    const payload = toSponsorRegistrationPayload(form, 625000, token);
    expect(payload).toMatchObject({ registrationType: 'final', offerToken: token });
    expect(sponsorRegistrationSchema.parse(payload).offerToken).toBe(token);
  });
});

describe('joining from a page', () => {
  it('offers the sold-out items of the page\'s kinds, as the join schema takes them', () => {
    const live = [
      item('all-in', 'player', 'sold_out', 0),
      item('just-party', 'player', 'closed', null),
      item('party-golf', 'player', 'sold_out', 2), // set sold out by hand with places left: unavailable, not SOLD OUT
      item('friday-room', 'room', 'on_sale', 4),
      item('table', 'sponsor', 'sold_out', 0),
    ];
    const regItems = waitingItems(live, ['player', 'room']);
    expect(regItems.filter((i) => i.soldOut).map((i) => i.id)).toEqual(['all-in']);
    expect(waitingItems(live, ['sponsor'])).toEqual([{ id: 'table', kind: 'sponsor', name: 'table', soldOut: true }]);
    const schema = joinWaitingListSchema(regItems);
    expect(schema.safeParse({ name: 'Ann', email: 'ann@example.com', itemId: 'all-in', rooms: ['friday-room'] }).success).toBe(true);
    expect(schema.safeParse({ name: 'Ann', email: 'ann@example.com', itemId: 'party-golf' }).success).toBe(false);
  });

  it('shows the server\'s message, its field errors, a limit\'s wait, or ours when it says nothing usable', () => {
    expect(joinedOutcome({ message: 'Thank you.' })).toEqual({ kind: 'joined', message: 'Thank you.' });
    expect(joinedOutcome({})).toEqual({ kind: 'refused', message: waitingListTexts.failed, errors: {} });
    const invalid = new ApiError(400, '', { message: 'Please enter your name', errors: { name: 'Please enter your name' } });
    expect(joinRefusal(invalid)).toEqual({ kind: 'refused', message: 'Please enter your name', errors: { name: 'Please enter your name' } });
    const limited = new ApiError(429, '', { error: 'Too many requests from your connection. Please wait 5 minutes and try again.' });
    expect(joinRefusal(limited)).toMatchObject({ message: 'Too many requests from your connection. Please wait 5 minutes and try again.' });
    expect(joinRefusal(new ApiError(503, '', { message: 'db down' }))).toMatchObject({ message: waitingListTexts.failed });
    expect(joinRefusal(new TypeError('Failed to fetch'))).toMatchObject({ message: waitingListTexts.failed });
    expect(refusalText('plain')).toBeUndefined();
  });
});
