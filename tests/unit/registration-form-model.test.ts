import { describe, expect, it } from 'vitest';
import { getRegistrationLevels, getRoomAdditions } from '../../src/data/levels.ts';
import { formatUsd } from '../../src/domain/money.ts';
import {
  buildPayload,
  emptyValues,
  promoOutcome,
  promoStillApplies,
  screenFieldErrors,
  totalCents,
  valuesFromEntries,
  type FormValues,
} from '../../src/islands/registration/form-model.ts';
import { validate } from '../../src/islands/registration/checks.ts';

const levels = getRegistrationLevels(['all-in', 'just-main-event', 'just-party', 'wednesday-room']);
const rooms = getRoomAdditions(['wednesday-room']);

const filled: FormValues = {
  ...emptyValues,
  registrationType: 'all-in',
  firstName: ' Ann ',
  lastName: 'Oakley',
  email: 'ann@example.com',
  phone: '337 555 0100',
  company: 'Oakley Oil',
  jobTitle: 'Landman',
  tShirtSize: 'M',
  billingStreet: '1 Main St',
  billingCity: 'Lake Charles',
  billingState: 'LA',
  billingZip: '70601',
};

describe('validate', () => {
  it('names every required field of the screen, in screen order', () => {
    const result = validate(emptyValues);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.order).toEqual([
      'registrationType', 'firstName', 'lastName', 'email', 'phone', 'company', 'jobTitle',
      'tShirtSize', 'billingStreet', 'billingCity', 'billingState', 'billingZip',
    ]);
    expect(result.errors).toMatchObject({
      registrationType: 'Please select a registration type',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      company: 'Company name is required',
      jobTitle: 'Job title is required',
      tShirtSize: 'Please select a t-shirt size',
      billingStreet: 'Street address is required',
      billingCity: 'City is required',
      billingState: 'State is required',
      billingZip: 'ZIP code is required',
    });
  });

  it('accepts a complete form and refuses a short phone or a bad email', () => {
    expect(validate(filled)).toEqual({ ok: true });
    const bad = validate({ ...filled, phone: '555-0100', email: 'ann@' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.order).toEqual(['email', 'phone']);
  });

  it('treats whitespace-only answers as missing', () => {
    const result = validate({ ...filled, company: '   ' });
    expect(result.ok ? null : result.errors.company).toBe('Company name is required');
  });
});

describe('totalCents', () => {
  it('adds rooms to the level and takes the promo off the level only', () => {
    expect(totalCents(filled, levels, rooms, null)).toBe(245000);
    const withRoom = { ...filled, roomAdditions: ['wednesday-room'] };
    expect(totalCents(withRoom, levels, rooms, null)).toBe(265000);
    expect(totalCents(withRoom, levels, rooms, { code: 'woop100', discount: { kind: 'off', cents: 10000 } })).toBe(255000);
    // karl0: the total becomes the rooms only.
    expect(totalCents(withRoom, levels, rooms, { code: 'karl0', discount: { kind: 'off', cents: 1000000 } })).toBe(20000);
  });

  it('charges the level once per seat, rooms once', () => {
    expect(totalCents({ ...filled, roomAdditions: ['wednesday-room'] }, levels, rooms, null, 3)).toBe(3 * 245000 + 20000);
  });

  it('is zero with no level chosen', () => {
    expect(formatUsd(totalCents(emptyValues, levels, rooms, null))).toBe('$0.00');
  });
});

describe('buildPayload', () => {
  it('is SPEC §3 payload with the fixed fields and the displayed total', () => {
    const payload = buildPayload({ ...filled, roomAdditions: ['wednesday-room'] }, 255000, {
      code: ' WOOP100 ',
      discount: { kind: 'off', cents: 10000 },
    });
    expect(payload).toEqual({
      registrationType: 'all-in',
      roomAdditions: ['wednesday-room'],
      firstName: 'Ann',
      lastName: 'Oakley',
      email: 'ann@example.com',
      phone: '337 555 0100',
      company: 'Oakley Oil',
      jobTitle: 'Landman',
      tShirtSize: 'M',
      billingStreet: '1 Main St',
      billingCity: 'Lake Charles',
      billingState: 'LA',
      billingZip: '70601',
      amount: '2550.00',
      experience: 'Not specified',
      agreeTerms: true,
      referral: '',
      dietaryRestrictions: '',
      promoCode: 'woop100',
      resultsListing: 'name-and-company',
    });
    expect(buildPayload(filled, 245000, null).promoCode).toBe('');
    // One seat sends SPEC's payload as before; an order sends its seats.
    expect(buildPayload(filled, 245000, null, undefined, 1)).not.toHaveProperty('seats');
    expect(buildPayload(filled, 735000, null, undefined, 3)).toMatchObject({ seats: 3, amount: '7350.00' });
    expect(buildPayload({ ...filled, resultsListing: 'hidden' }, 245000, null).resultsListing).toBe('hidden');
  });
});

describe('promoOutcome (SPEC §8 messages)', () => {
  it('refuses an unknown code', () => {
    expect(promoOutcome('nope', 'all-in', { valid: false, available: false, message: 'Invalid promo code' })).toEqual({
      kind: 'refused',
      toast: { title: 'Invalid promo code', description: 'Please try again.' },
    });
  });

  it('refuses a code restricted to another level with the server message', () => {
    const message = "Cornerstone promo code can only be applied to 'Just Main Event' registration.";
    expect(
      promoOutcome('cornerstone', 'all-in', { valid: true, available: false, message, restrictedTo: 'just-main-event' }),
    ).toEqual({ kind: 'refused', toast: { title: 'Invalid registration type', description: message } });
    // ... and when no level is chosen yet.
    expect(promoOutcome('cornerstone', '', { valid: true, available: false, message, restrictedTo: 'just-main-event' })).toEqual({
      kind: 'refused',
      toast: { title: 'Invalid registration type', description: message },
    });
  });

  it('refuses an unavailable code with the server message', () => {
    expect(promoOutcome('berry', 'all-in', { valid: true, available: false, message: 'Already used.' })).toEqual({
      kind: 'refused',
      toast: { title: 'Promo code unavailable', description: 'Already used.' },
    });
  });

  it('applies an available code, lower-cased, with its discount', () => {
    const outcome = promoOutcome(' Cornerstone ', 'just-main-event', {
      valid: true,
      available: true,
      message: '',
      discount: { kind: 'off', cents: 150000 },
      restrictedTo: 'just-main-event',
    });
    expect(outcome).toEqual({
      kind: 'applied',
      promo: { code: 'cornerstone', discount: { kind: 'off', cents: 150000 }, restrictedTo: 'just-main-event' },
    });
  });

  it('a restricted promo stops applying on another level', () => {
    const promo = { code: 'cornerstone', discount: { kind: 'off' as const, cents: 150000 }, restrictedTo: 'just-main-event' };
    expect(promoStillApplies(promo, 'just-main-event')).toBe(true);
    expect(promoStillApplies(promo, 'all-in')).toBe(false);
    expect(promoStillApplies({ ...promo, restrictedTo: undefined }, 'all-in')).toBe(true);
  });
});

describe('screenFieldErrors', () => {
  it('keeps only fields the screen shows', () => {
    expect(screenFieldErrors({ email: 'Bad', amount: 'Nope' })).toEqual({ email: 'Bad' });
    expect(screenFieldErrors({ seats: 'Only 2 seats are left at this level.' })).toEqual({ seats: 'Only 2 seats are left at this level.' });
    expect(screenFieldErrors(undefined)).toEqual({});
  });
});


describe('valuesFromEntries (what was typed before the island hydrated)', () => {
  it('reads every field, the chosen level and the rooms from the form', () => {
    const data = new FormData();
    data.set('registrationType', 'all-in');
    data.append('roomAdditions', 'wednesday-room');
    data.set('firstName', ' Annie ');
    data.set('email', 'annie@example.com');
    data.set('tShirtSize', 'L');
    data.set('promoCode', 'woop100');
    data.set('resultsListing', 'name');
    data.set('seats', '3');
    expect(valuesFromEntries(data)).toEqual({
      ...emptyValues,
      seats: '3',
      registrationType: 'all-in',
      roomAdditions: ['wednesday-room'],
      firstName: ' Annie ',
      email: 'annie@example.com',
      tShirtSize: 'L',
      resultsListing: 'name',
    });
  });

  it('gives the empty form for an untouched one', () => {
    expect(valuesFromEntries(new FormData())).toEqual(emptyValues);
  });
});
