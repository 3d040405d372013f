// The content files' rules (src/data/schemas.ts), as the build and the CMS apply them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registrationOpenAnnouncement } from '../../src/data/announcements.ts';
import { event } from '../../src/data/event.ts';
import day from '../../src/content/event-day.json' with { type: 'json' };
import eventFile from '../../src/content/event.json' with { type: 'json' };
import policy from '../../src/content/policy.json' with { type: 'json' };
import { contentProblems } from '../../src/cms/validate.ts';
import { announcementSchema, editionDatesSchema, eventDaySchema, eventSchema, policySchema, sponsorSchema, venueSchema } from '../../src/data/schemas.ts';
import { z } from '../../src/domain/zod.ts';
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
      const result = eventSchema.safeParse({ ...eventFile, editions: { ...eventFile.editions, upcoming } });
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

describe('links in the content', () => {
  const contentDir = path.resolve('src/content');
  const files = readdirSync(contentDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));
  const problems = (file: string, data: unknown) => {
    const gallery = /^galleries\/(.+)\.json$/.exec(file);
    return gallery ? contentProblems('galleries', gallery[1]!, data) : contentProblems('content', file.replace(/\.json$/, ''), data);
  };
  /** Every string of today's content that is a link (scheme://, or mailto:), with its path. */
  const links = (value: unknown, at: (string | number)[] = []): (string | number)[][] =>
    typeof value === 'string'
      ? /^([a-z][a-z0-9+.-]*:\/\/|mailto:)/i.test(value)
        ? [at]
        : []
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([k, v]) => links(v, [...at, Array.isArray(value) ? Number(k) : k]))
        : [];
  const withValue = (data: unknown, at: (string | number)[], value: string) => {
    const copy = structuredClone(data) as Record<string | number, any>;
    let node = copy;
    for (const key of at.slice(0, -1)) node = node[key];
    node[at.at(-1)!] = value;
    return copy;
  };

  it('today’s content is valid and has its links where expected', () => {
    const found: string[] = [];
    for (const file of files) {
      const data = JSON.parse(readFileSync(path.join(contentDir, file), 'utf8'));
      expect(problems(file, data), file).toEqual([]);
      for (const at of links(data)) found.push(`${file}:${at.map((k) => (typeof k === 'number' ? '*' : k)).join('.')}`);
    }
    expect([...new Set(found)].sort()).toEqual(['sponsors.json:sponsors.*.url', 'venue.json:mapsUrl']);
  });

  it('every link field refuses javascript:, data: and other non-web addresses, naming the field', () => {
    for (const file of files) {
      const data = JSON.parse(readFileSync(path.join(contentDir, file), 'utf8'));
      for (const at of links(data)) {
        for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'ftp://files.example/x']) {
          expect(problems(file, withValue(data, at, bad)), `${file} ${at.join('.')} = ${bad}`).toEqual([`${at.join('.')}: must be a web address starting with https://`]);
        }
        expect(problems(file, withValue(data, at, 'http://example.com/page')), `${file} ${at.join('.')}`).toEqual([]);
      }
    }
  });

  it('the schemas themselves refuse javascript: in the venue’s map link and a sponsor’s web site', () => {
    const venue = JSON.parse(readFileSync(path.join(contentDir, 'venue.json'), 'utf8'));
    expect(venueSchema(z.string()).safeParse({ ...venue, mapsUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(sponsorSchema(z.string()).safeParse({ name: 'A', kind: 'B', url: 'javascript:alert(1)' }).success).toBe(false);
    expect(sponsorSchema(z.string()).safeParse({ name: 'A', kind: 'B', url: 'https://a.example' }).success).toBe(true);
  });
});

describe('the venue’s time zone', () => {
  it('must be one the platform knows: every rule on the venue’s clock reads it', () => {
    expect(eventDaySchema.safeParse(day).success).toBe(true);
    const typo = eventDaySchema.safeParse({ ...day, timeZone: 'America/Chicgo' });
    expect(typo.success ? [] : friendlyIssues(typo.error)).toEqual(['timeZone: must be a time zone such as America/Chicago']);
  });
});

describe('hotel check-in', () => {
  it('is written in words from its time, so the e-mails and the reminders’ clock cannot disagree', () => {
    expect(eventDaySchema.parse(day).hotelCheckIn).toEqual({ time: '16:00', label: '4pm' });
    expect(eventDaySchema.parse({ ...day, hotelCheckIn: { time: '15:30' } }).hotelCheckIn.label).toBe('3:30pm');
  });
});
