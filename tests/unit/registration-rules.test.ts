// The server's pricing of a registration payload (no database involved).
import { describe, expect, it } from 'vitest';
import { levelName } from '../../src/data/levels.ts';
import { priceRegistration } from '../../netlify/lib/registration/registration.ts';

const payload = (overrides: Record<string, unknown> = {}) => ({
  registrationType: 'all-in',
  roomAdditions: [],
  firstName: 'Jolene',
  lastName: 'Broussard',
  email: 'jolene@example.com',
  phone: '337-555-0100',
  amount: '',
  promoCode: '',
  ...overrides,
});
const open = 'all-in,just-party,just-main-event,wednesday-room,friday-room,saturday-room';
const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as { status: number; message: string; errors?: Record<string, string> };
  }
  throw new Error('expected a failure');
};

describe('priceRegistration', () => {
  it('keeps each room once and the code (trimmed, lower-cased) for the transaction that prices them', () => {
    const priced = priceRegistration(payload({ roomAdditions: ['saturday-room', 'saturday-room'], promoCode: ' WOOP200 ', amount: '2,725.00' }), open);
    expect(priced).toMatchObject({ promoCode: 'woop200', openIds: open.split(',') });
    expect(priced.input.roomAdditions).toEqual(['saturday-room']);
    expect(priced.input.promoCode).toBe('woop200');
  });

  it('refuses a room that is not in the list (availability and prices are the sales settings: tests/integration/sales.test.ts)', () => {
    expect(failure(() => priceRegistration(payload({ roomAdditions: ['penthouse'] }), open))).toMatchObject({ status: 400, errors: { roomAdditions: 'Please choose room additions from the list.' } });
  });

  it('prices sponsors from the sponsor list and refuses promo codes and rooms for them', () => {
    const sponsor = { registrationType: 'table', company: 'C', jobTitle: 'J', tShirtSize: 'L', billingStreet: 'S', billingCity: 'C', billingState: 'LA', billingZip: '70601' };
    expect(priceRegistration(payload(sponsor), undefined)).toMatchObject({ sponsorLevel: { id: 'table', capacity: 5 }, levelName: 'Table Sponsor' });
    expect(failure(() => priceRegistration(payload({ ...sponsor, promoCode: 'karl0' }), undefined)).errors).toHaveProperty('promoCode');
    expect(failure(() => priceRegistration(payload({ ...sponsor, roomAdditions: ['friday-room'] }), open)).errors).toHaveProperty('roomAdditions');
  });

  it('names registration types for the payment summary', () => {
    expect(levelName('just-party')).toBe('Just Here to Party');
    expect(levelName('final')).toBe('Final Table Sponsor');
    expect(levelName(null)).toBe('Player');
  });
});
