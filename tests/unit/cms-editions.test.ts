// The CMS's Dates field (src/cms/editions.ts): the build's rules by field, and a new edition in one step.
import { describe, expect, it } from 'vitest';
import { editionProblems, labelFor, newEditionChecklist, startNextEdition } from '../../src/cms/editions.ts';
import { contentProblems } from '../../src/cms/validate.ts';
import { eventSchema } from '../../src/data/schemas.ts';
import { datedSchedule } from '../../src/domain/dated-schedule.ts';
import event from '../../src/content/event.json' with { type: 'json' };
import sponsors from '../../src/content/sponsors.json' with { type: 'json' };

const editions = {
  number: 4,
  upcoming: { startDate: '2026-09-24', endDate: '2026-09-25' },
  past: { startDate: '2025-09-25', endDate: '2025-09-26' },
  scheduleFor: 'past' as const,
};

describe('the Dates field', () => {
  it('names the field an end before the start is wrong in, as the build does', () => {
    expect(editionProblems(editions)).toEqual({});
    expect(editionProblems({ ...editions, upcoming: { startDate: '2026-09-24', endDate: '2026-09-20' } })).toEqual({
      'upcoming.endDate': 'The end date is before the start date',
    });
    expect(editionProblems({ ...editions, past: { startDate: '', endDate: '2025-09-26' } })).toEqual({ 'past.startDate': 'must be a date, YYYY-MM-DD' });
  });

  it('shows the label the site will show, or nothing while the dates are wrong', () => {
    expect(labelFor(editions.upcoming)).toBe('September 24-25, 2026');
    expect(labelFor({ startDate: '2026-09-24', endDate: '2026-09-20' })).toBe('');
  });

  it('starts the next edition in one step: this one becomes the last, the next is a year later on the same weekdays', () => {
    expect(startNextEdition(editions)).toEqual({
      number: 5,
      past: { startDate: '2026-09-24', endDate: '2026-09-25' },
      upcoming: { startDate: '2027-09-23', endDate: '2027-09-24' }, // Thursday and Friday again
      scheduleFor: 'upcoming',
    });
    expect(newEditionChecklist.join(' ')).toMatch(/Winner.*Sponsors.*Photos/);
    expect(newEditionChecklist).toContain("In /admin: disable last edition's promo codes (Sales and promo codes > Disable last edition's codes).");
  });

  it('moves every dated fact the site shows onto the new edition, on the same weekdays', () => {
    const before = eventSchema.parse({ ...event, editions });
    const after = eventSchema.parse({ ...event, editions: startNextEdition(editions) });
    expect(before).toMatchObject({ edition: '4th annual', startsAt: 'September 25th at noon' });
    expect(after).toMatchObject({ edition: '5th annual', startsAt: 'September 23rd at noon' });
    expect(after.upcoming).toMatchObject({ label: 'September 23-24, 2027', year: 2027 });
    expect(after.scheduled).toEqual(after.upcoming); // the schedule, its start and the sponsor year follow the new edition
    const days = [{ items: [] }, { items: [] }];
    expect(datedSchedule(before.scheduled.startDate, days)).toMatchObject({
      title: 'Tournament Schedule - September 25-26, 2025',
      days: [{ heading: 'Thursday September 25' }, { heading: 'Friday September 26' }],
    });
    expect(datedSchedule(after.scheduled.startDate, days)).toMatchObject({
      title: 'Tournament Schedule - September 23-24, 2027',
      days: [{ heading: 'Thursday September 23', date: '2027-09-23' }, { heading: 'Friday September 24', date: '2027-09-24' }],
    });
    // Year after year, the weekdays stay those of the first edition.
    let value: typeof editions | ReturnType<typeof startNextEdition> = editions;
    for (let i = 0; i < 10; i++) value = startNextEdition(value);
    expect(value.number).toBe(14);
    expect([new Date(value.upcoming.startDate).getUTCDay(), new Date(value.upcoming.endDate).getUTCDay()]).toEqual([4, 5]);
    // ... and still the 4th Thursday of September: 52 weeks each time would drift ten days earlier.
    expect(value.upcoming.startDate).toBe('2036-09-25');
  });

  it('keeps a tournament in its month and year: the same weekday of the same week, the last one when there is no 5th', () => {
    const at = (startDate: string, endDate: string) => startNextEdition({ ...editions, upcoming: { startDate, endDate } }).upcoming;
    expect(at('2026-01-01', '2026-01-02')).toEqual({ startDate: '2027-01-07', endDate: '2027-01-08' }); // 1st Thursday of January
    expect(at('2026-10-29', '2026-10-31')).toEqual({ startDate: '2027-10-28', endDate: '2027-10-30' }); // 5th Thursday: 2027 has only 4
    expect(at('2027-02-25', '2027-02-26')).toEqual({ startDate: '2028-02-24', endDate: '2028-02-25' }); // over a leap day
  });

  it('names the edition number the build refuses', () => {
    expect(editionProblems({ ...editions, number: 0 })).toEqual({ number: 'must be 1 or more' });
  });
});

describe('a CMS save', () => {
  it('is checked against the build’s schemas: today’s files pass, a sponsor without a name does not', () => {
    expect(contentProblems('content', 'event', event)).toEqual([]);
    expect(contentProblems('content', 'sponsors', sponsors)).toEqual([]);
    const nameless = { sponsors: [...sponsors.sponsors, { name: '', kind: 'Energy', url: 'https://x.example' }] };
    expect(contentProblems('content', 'sponsors', nameless)).toEqual(['sponsors.13.name: The sponsor name is missing']);
    expect(contentProblems('galleries', 'woop-2026', { title: 'WOOP 2026', photos: [{ src: '../../assets/gallery/a.jpg', alt: '', caption: 'x' }] })).toEqual([
      'photos.0.alt: The photo description (alt text) is missing',
    ]);
  });
});
