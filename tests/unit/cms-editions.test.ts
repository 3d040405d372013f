// The CMS's Dates field (src/cms/editions.ts): the build's rules by field, and a new edition in one step.
import { describe, expect, it } from 'vitest';
import { editionProblems, labelFor, newEditionChecklist, startNextEdition } from '../../src/cms/editions.ts';
import { contentProblems } from '../../src/cms/validate.ts';
import event from '../../src/content/event.json' with { type: 'json' };
import sponsors from '../../src/content/sponsors.json' with { type: 'json' };

const editions = { upcoming: { startDate: '2026-09-24', endDate: '2026-09-25' }, past: { startDate: '2025-09-25', endDate: '2025-09-26' } };

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
      past: { startDate: '2026-09-24', endDate: '2026-09-25' },
      upcoming: { startDate: '2027-09-23', endDate: '2027-09-24' }, // Thursday and Friday again
    });
    expect(newEditionChecklist.join(' ')).toMatch(/Winner.*Sponsors.*Photos/);
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
