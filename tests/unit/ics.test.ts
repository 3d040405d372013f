import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, parseIcsEvent } from '../../src/domain/ics.ts';

const base = {
  uid: 'woop-2026-X@woop.example',
  startDate: '2026-09-24',
  endDate: '2026-09-25',
  summary: 'WOOP 2026',
  location: 'Casino, 1 Main St; Lake Charles',
  description: 'Line one\nLine two, with a comma',
  stamp: new Date('2026-11-22T03:00:00.000Z'),
};

describe('buildIcs', () => {
  it('writes an all-day VEVENT whose DTEND is the day after the last day', () => {
    const ics = buildIcs(base);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('DTSTART;VALUE=DATE:20260924\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20260926\r\n');
    expect(ics).toContain('DTSTAMP:20261122T030000Z\r\n');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes commas, semicolons, backslashes and newlines, and reads them back', () => {
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const ev = parseIcsEvent(buildIcs(base));
    expect(ev).toMatchObject({ LOCATION: base.location, DESCRIPTION: base.description, UID: base.uid, DTSTART: '20260924' });
  });

  it('folds lines longer than 75 octets and unfolds them back', () => {
    const long = 'x'.repeat(200);
    const ics = buildIcs({ ...base, description: long });
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(parseIcsEvent(ics).DESCRIPTION).toBe(long);
  });
});
