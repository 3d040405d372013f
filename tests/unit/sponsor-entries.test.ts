// The shape of entry codes and links, shared by the registration screen and the server,
// the answer check of the sponsor success pages, and the announcement text every recipient gets.
import { describe, expect, it } from 'vitest';
import { newEntryCode, newUnsubscribeToken } from '../../netlify/lib/platform/ids.ts';
import { siteUrl as linkOrigin } from '../../netlify/lib/platform/env.ts';
import { registrationOpenAnnouncement } from '../../src/data/announcements.ts';
import { getSponsorLevels } from '../../src/data/levels.ts';
import { announcementInputSchema, announcementText } from '../../src/domain/announcements.ts';
import { entryCodeFromHash, entryCodePattern, entryLink, isEntryCode, parseSponsorEntriesAnswer } from '../../src/domain/sponsor-entries.ts';

describe('entry codes', () => {
  it('are drawn at random in the documented shape, never twice in 1,000 draws', () => {
    const codes = Array.from({ length: 1000 }, newEntryCode);
    expect(codes.every((c) => entryCodePattern.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(1000);
    expect(newUnsubscribeToken()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('are told apart from promo codes whatever the case and spaces, and read from the link fragment', () => {
    const code = newEntryCode();
    expect(isEntryCode(` ${code.toUpperCase()} `)).toBe(true);
    for (const promo of ['berry', 'karl0', 'entry', 'entry-aaaaa', 'entry-aaaaa-bbbbb-ccccc-dddd!', 'entry-iiiii-lllll-ooooo-uuuuu']) expect(isEntryCode(promo), promo).toBe(false);
    expect(entryLink('https://woop.example', code)).toBe(`https://woop.example/registration#entry=${code}`);
    expect(entryCodeFromHash(new URL(entryLink('https://woop.example', code)).hash)).toBe(code);
    expect(entryCodeFromHash(`#entry=${code.toUpperCase()}`)).toBe(code);
    expect(entryCodeFromHash('#entry=berry')).toBeUndefined();
    expect(entryCodeFromHash('')).toBeUndefined();
  });

  it("are linked in e-mails from SITE_URL, else Netlify's URL, else the local server's own port", () => {
    expect(linkOrigin({ SITE_URL: 'https://woop.example/', URL: 'https://x.netlify.app' })).toBe('https://woop.example');
    expect(linkOrigin({ URL: 'https://x.netlify.app' })).toBe('https://x.netlify.app');
    expect(linkOrigin({ PORT: '8903' })).toBe('http://localhost:8903');
    expect(linkOrigin({})).toBe('http://localhost:8888');
  });

  it('come with each paid level as its data says: Table 2, Cocktail 3, Final Table 4, Test none', () => {
    expect(Object.fromEntries(getSponsorLevels().map((l) => [l.id, l.playerEntries]))).toEqual({ test: 0, table: 2, cocktail: 3, final: 4 });
  });

  it('are read from the server only in the expected shape', () => {
    const good = { registrationId: 'WOOP-1', entries: [{ code: 'entry-aaaaa-bbbbb-ccccc-ddddd', state: 'used', usedBy: { registrationId: 'WOOP-2', name: 'Pat' } }] };
    expect(parseSponsorEntriesAnswer(good)).toEqual(good);
    for (const bad of [null, {}, { registrationId: 'x', entries: [{ code: 'c', state: 'stolen', usedBy: null }] }, { registrationId: 'x', entries: [{ code: 1, state: 'unused', usedBy: null }] }]) {
      expect(() => parseSponsorEntriesAnswer(bad)).toThrow();
    }
  });
});

describe('announcements', () => {
  it('start from the prefilled "registration is open" message, which passes its own checks', () => {
    expect(announcementInputSchema.safeParse(registrationOpenAnnouncement).success).toBe(true);
    expect(registrationOpenAnnouncement.subject).toMatch(/registration is open/);
  });

  it('end with the registration link and the address\'s unsubscribe link, with one kind of line break', () => {
    const text = announcementText('Hello,\r\n\r\nIt is open.', 'https://woop.example', 'https://woop.example/api/unsubscribe?token=abc');
    expect(text).toBe(
      ['Hello,', '', 'It is open.', '', 'Register: https://woop.example/registration', '', '--', 'You receive this because you asked to be told when WOOP registration opens.', 'Unsubscribe: https://woop.example/api/unsubscribe?token=abc'].join('\n'),
    );
  });

  it('refuse an empty subject, a subject on two lines and control characters in the text, naming the field', () => {
    const errors = (input: unknown) => announcementInputSchema.safeParse(input).error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
    expect(errors({ subject: ' ', body: 'x' })).toEqual(['subject: Subject is required']);
    expect(errors({ subject: 'a\nb', body: 'x' })).toEqual(['subject: Subject must not contain line breaks, tabs or other control characters']);
    expect(errors({ subject: 'a', body: 'a\u0007b' })).toEqual(['body: Text must not contain line breaks, tabs or other control characters']);
    expect(errors({ subject: 'a', body: 'line one\nline two\r\n\ttabbed' })).toBeUndefined();
  });
});
