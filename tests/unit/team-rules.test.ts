// The team's pure rules (src/domain/team.ts): what each role may use, when a session ends (8 hours;
// the door's at midnight at the venue, daylight saving included), the door's event days, and the
// invitation form's field errors.
import { describe, expect, it } from 'vitest';
import { capabilities, invitationInputSchema, sessionEnd, withinAccessDays, deviceName } from '../../src/domain/team.ts';
import { endOfVenueDay } from '../../src/domain/venue-time.ts';

const chicago = 'America/Chicago';

describe('roles', () => {
  it('gives the door only check-in, the floor only the night, the treasurer no deletion, announcements or team, the organizer no team', () => {
    const none = { dashboard: false, registrations: false, exports: false, recordPayments: false, deleteRegistrations: false, seats: false, announcements: false, sales: false, waitingList: false, team: false, checkIn: false, night: false, results: false };
    expect(capabilities('door')).toEqual({ ...none, checkIn: true });
    expect(capabilities('floor')).toEqual({ ...none, night: true });
    expect(capabilities('organizer')).toMatchObject({ night: true, checkIn: true, results: true });
    expect(capabilities('treasurer')).toMatchObject({ night: false });
    expect(capabilities('treasurer')).toMatchObject({ dashboard: true, exports: true, recordPayments: true, deleteRegistrations: false, seats: false, announcements: false, sales: false, waitingList: false, team: false });
    expect(capabilities('organizer')).toMatchObject({ deleteRegistrations: true, seats: true, announcements: true, sales: true, waitingList: true, team: false });
    expect(capabilities('owner').team).toBe(true);
  });
});

describe('session ends', () => {
  it('lasts 8 hours, and a door session until midnight at the venue', () => {
    const now = new Date('2026-09-25T15:00:00Z'); // 10:00 in Lake Charles (CDT, UTC-5)
    expect(sessionEnd('organizer', now, chicago)).toEqual(new Date('2026-09-25T23:00:00Z'));
    expect(sessionEnd('door', now, chicago)).toEqual(new Date('2026-09-26T05:00:00Z'));
    // 23:30 local is still the same day: half an hour left.
    expect(endOfVenueDay(new Date('2026-09-26T04:30:00Z'), chicago)).toEqual(new Date('2026-09-26T05:00:00Z'));
    // In winter (CST, UTC-6).
    expect(endOfVenueDay(new Date('2026-12-01T12:00:00Z'), chicago)).toEqual(new Date('2026-12-02T06:00:00Z'));
  });

  it('lets a door account sign in on its event days only, venue time', () => {
    const days = { accessFrom: '2026-09-24', accessUntil: '2026-09-25' };
    expect(withinAccessDays(days, new Date('2026-09-24T05:30:00Z'), chicago)).toBe(true); // 00:30 on the 24th
    expect(withinAccessDays(days, new Date('2026-09-24T04:30:00Z'), chicago)).toBe(false); // 23:30 on the 23rd
    expect(withinAccessDays(days, new Date('2026-09-26T04:59:00Z'), chicago)).toBe(true);
    expect(withinAccessDays(days, new Date('2026-09-26T05:00:00Z'), chicago)).toBe(false);
    expect(withinAccessDays({ accessFrom: null, accessUntil: null }, new Date(), chicago)).toBe(true);
  });
});

describe('the invitation form', () => {
  const parse = (input: Record<string, unknown>) => {
    const result = invitationInputSchema.safeParse(input);
    return result.success ? 'ok' : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('names the field that is wrong', () => {
    expect(parse({ name: 'Dana', email: 'dana@example.com', role: 'door' })).toBe('ok');
    expect(parse({ name: '', email: 'nope', role: 'boss' })).toEqual({ name: 'Enter their name.', email: 'Enter a valid e-mail address.', role: 'Choose a role.' });
    expect(parse({ name: 'Tess', email: 't@example.com', role: 'treasurer', accessFrom: '2026-09-24', accessUntil: '2026-09-25' })).toEqual({ accessFrom: 'Only a door invitation can be limited to days.' });
    expect(parse({ name: 'Dana', email: 'd@example.com', role: 'door', accessFrom: '2026-09-24' })).toEqual({ accessUntil: 'Give both the first and the last day.' });
    expect(parse({ name: 'Dana', email: 'd@example.com', role: 'door', accessFrom: '2026-09-25', accessUntil: '2026-09-24' })).toEqual({ accessUntil: 'The last day cannot be before the first day.' });
  });
});

it('names the device of a session from its User-Agent', () => {
  expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1')).toBe('iPhone · Safari');
  expect(deviceName('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36')).toBe('Android · Chrome');
  expect(deviceName(null)).toBe('Unknown device');
});
