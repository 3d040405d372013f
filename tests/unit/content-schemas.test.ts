// The content files' rules (src/data/schemas.ts), as the build and the CMS apply them (issue 30).
import { describe, expect, it } from 'vitest';
import { registrationOpenAnnouncement } from '../../src/data/announcements.ts';
import { event } from '../../src/data/event.ts';
import policy from '../../src/content/policy.json' with { type: 'json' };
import { announcementSchema, editionDatesSchema, eventSchema, policySchema } from '../../src/data/schemas.ts';
import { dateRangeLabel } from '../../src/domain/date-range.ts';
import { friendlyIssues } from '../../src/domain/friendly-parse.ts';

describe('an edition’s dates', () => {
  it('give its year and the label the site shows', () => {
    expect(editionDatesSchema.parse({ startDate: '2026-09-24', endDate: '2026-09-25' })).toEqual({
      startDate: '2026-09-24',
      endDate: '2026-09-25',
      year: 2026,
      label: 'September 24-25, 2026',
    });
    expect(dateRangeLabel('2027-09-30', '2027-10-01')).toBe('September 30 - October 1, 2027');
    expect(dateRangeLabel('2027-12-31', '2028-01-01')).toBe('December 31, 2027 - January 1, 2028');
    expect(dateRangeLabel('2027-09-30', '2027-09-30')).toBe('September 30, 2027');
  });

  it('refuse an end before the start, a date that is not a date, and say which field', () => {
    const bad = (upcoming: unknown) => {
      const { upcoming: _u, past, ...rest } = event;
      const result = eventSchema.safeParse({ ...rest, editions: { upcoming, past: { startDate: past.startDate, endDate: past.endDate } } });
      return result.success ? [] : friendlyIssues(result.error);
    };
    expect(bad({ startDate: '2026-09-24', endDate: '2026-09-20' })).toEqual(['editions.upcoming.endDate: The end date is before the start date']);
    expect(bad({ startDate: '2026-02-30', endDate: '2026-03-01' })).toEqual(['editions.upcoming.startDate: is not a real date']);
    expect(bad({ startDate: 'next autumn', endDate: '2026-03-01' })[0]).toBe('editions.upcoming.startDate: must be a date, YYYY-MM-DD');
  });

  it('keep today’s event as the site showed it', () => {
    expect(event.upcoming).toMatchObject({ year: 2026, label: 'September 24-25, 2026' });
    expect(event.past).toMatchObject({ year: 2025, label: 'September 25-26, 2025' });
  });
});

describe('the announcement template', () => {
  it('is filled from the event and the venue', () => {
    expect(registrationOpenAnnouncement.subject).toBe('WOOP 2026 registration is open');
    expect(registrationOpenAnnouncement.body).toContain(
      "You asked us to tell you when registration opens for the 4th annual World Oilman's Overnight Poker Tournament. It is open now.",
    );
    expect(registrationOpenAnnouncement.body).toContain('The tournament is on September 24-25, 2026 at Lakefront Casino Resort in Lake Charles, Louisiana.');
  });

  it('refuses an unknown placeholder, naming the known ones', () => {
    const result = announcementSchema.safeParse({ subject: '{shortname} is open', body: 'Hello' });
    expect(result.success).toBe(false);
    expect(friendlyIssues(result.error!)[0]).toMatch(/^subject: \{shortname\} is not a placeholder; use \{shortName\} \{year\}/);
  });
});

describe('the policy text', () => {
  it('accepts today’s text and refuses an unknown placeholder or an anchor that is not one', () => {
    expect(policySchema.safeParse(policy).success).toBe(true);
    const bad = { ...policy, sections: [{ id: 'Cookies!', heading: 'Cookies', paragraphs: ['Write to {mail}.'] }] };
    const result = policySchema.safeParse(bad);
    expect(friendlyIssues(result.error!)).toEqual([
      'sections.0.id: must be lower-case letters, digits and dashes',
      'sections.0.paragraphs.0: Use only the placeholders {name} and {email}',
    ]);
  });
});
