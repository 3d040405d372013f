// The CMS's field rules are the build's (src/cms/config.ts reads them from src/data/schemas.ts):
// checked here by behaviour, on today's content files. For every field of the CMS configuration:
// its pattern accepts exactly the values the build's schema accepts there (a set of probes), it is
// required exactly when the build refuses the file without it, and a list's least number of items
// is the build's. The content kinds are the same list in the CMS as in the build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cmsConfig } from '../../src/cms/config.ts';
import { contentProblems } from '../../src/cms/validate.ts';
import { contentKinds, fileKinds } from '../../src/data/content-kinds.ts';
import { venuePlaceSchema } from '../../src/data/schemas.ts';

type Field = Record<string, unknown> & { name: string; widget: string };
type Collection = { name: string; files?: (Field & { fields: Field[] })[]; fields?: Field[] };

const config = cmsConfig({ repo: 'owner/site', branch: 'main' }) as { collections: Collection[] };
const [content, ...folders] = config.collections as [Collection, ...Collection[]];

/** Every file and folder of the CMS with today's content, the fields, and how to check a change. */
const entries = [
  ...content.files!.map((f) => ({ kind: f.name, fields: f.fields, data: read(`${f.name}.json`), problems: (data: unknown) => contentProblems('content', f.name, data) })),
  ...folders.map((c) => ({ kind: c.name, fields: c.fields!, data: read(`${c.name}/woop-2025.json`), problems: (data: unknown) => contentProblems(c.name, 'woop-2025', data) })),
];

function read(file: string): unknown {
  return JSON.parse(readFileSync(path.join('src/content', file), 'utf8'));
}

/** Each field with its path ("days.*.items.*.time"); a list's single `field` is its items ("intro.*"). */
function walk(fields: Field[], at: string[] = []): { field: Field; at: string[] }[] {
  return fields.flatMap((field) => {
    const here = [...at, field.name];
    const inner = (field.fields as Field[] | undefined) ?? [];
    if (field.widget === 'list' && field.field) return [{ field, at: here }, { field: field.field as Field, at: [...here, '*'] }];
    return [{ field, at: here }, ...walk(inner, field.widget === 'list' ? [...here, '*'] : here)];
  });
}

/** A copy of `data` with `change` applied at every place the path names ('*': every item). */
function changed(data: unknown, at: string[], change: (parent: Record<string, unknown>, key: string) => void): unknown {
  const copy = structuredClone(data);
  const visit = (node: unknown, rest: string[]): void => {
    if (node === null || typeof node !== 'object') return;
    const [key, ...more] = rest as [string, ...string[]];
    if (key === '*') return (node as unknown[]).forEach((item, i) => (more.length ? visit(item, more) : change(node as Record<string, unknown>, String(i))));
    if (more.length) visit((node as Record<string, unknown>)[key], more);
    else change(node as Record<string, unknown>, key);
  };
  visit(copy, at);
  return copy;
}

/** Whether the problems name this path (any item for '*'). */
const namesPath = (problems: string[], at: string[]) => {
  const pattern = new RegExp(`^${at.map((k) => (k === '*' ? '\\d+' : k.replace(/[^\w]/g, '\\$&'))).join('\\.')}(?:\\.\\d+)?: `);
  return problems.some((p) => pattern.test(p));
};

const probes = [
  'LA', 'TX', 'la', 'L', 'LAX', 'L1', 'US', '70601', '7060', '70601-1234', '(337) 555-0100', '337-555', 'tel:+13375550100', 'tel:13375550100', 'tel:+1 337', '+13375550100',
  'https://www.example.com', 'http://example.com/page?a=1', 'https://localhost', 'https://exa mple.com', 'javascript:alert(1)', 'ftp://files.example/x', 'HTTPS://EXAMPLE.COM',
  'info@example.com', 'first.last+tag@mail.example.org', 'info@example', 'a b@example.com', '@example.com',
  '16:00', '09:30', '23:59', '24:00', '9:00', '12:60',
  'woop', 'Woop2026', 'x'.repeat(20), 'x'.repeat(21), 'has space', 'cookies', 'data-we-keep', 'Cookies!',
  'Plain words.', 'Write to {email} about {name}.', 'Write to {mail}.', 'A stray { brace', 'closing } brace', '{shortName} {year} is open', '{dates} at {venue} in {city}', '{nope}',
];

describe('the CMS configuration', () => {
  it('has one file or folder per kind of content, as the build does', () => {
    expect(content.files!.map((f) => f.name)).toEqual(fileKinds);
    expect([...content.files!.map((f) => f.name), ...folders.map((c) => c.name)].sort()).toEqual([...contentKinds].sort());
  });

  it('puts on every field a pattern that accepts exactly what the build accepts there', () => {
    const patterned: string[] = [];
    for (const entry of entries) {
      expect(entry.problems(entry.data), entry.kind).toEqual([]);
      for (const { field, at } of walk(entry.fields)) {
        if (!field.pattern) continue;
        patterned.push(`${entry.kind}:${at.join('.')}`);
        const [source, message] = field.pattern as [string, string];
        expect(message, `${entry.kind} ${at.join('.')}`).toMatch(/^(Must|Use)/);
        for (const probe of probes) {
          const cms = new RegExp(source).test(probe);
          const build = !namesPath(entry.problems(changed(entry.data, at, (parent, key) => (parent[key] = probe))), at);
          expect(cms, `${entry.kind} ${at.join('.')} = ${JSON.stringify(probe)}: the CMS ${cms ? 'accepts' : 'refuses'} it, the build ${build ? 'accepts' : 'refuses'} it`).toBe(build);
        }
      }
    }
    expect(patterned).toEqual([
      'event:startTime',
      'event-day:hotelCheckIn.time', 'event-day:reminders.weekBefore.time', 'event-day:reminders.morningOf.time',
      'venue:region', 'venue:postalCode', 'venue:country', 'venue:mapsUrl',
      'contacts:email', 'contacts:phone', 'contacts:phoneHref',
      'sponsors:sponsors.*.url',
      'treasurer:treasurerEmail', 'treasurer:paypalMeHandle',
      'policy:intro.*', 'policy:sections.*.id', 'policy:sections.*.paragraphs.*',
      'announcement:subject', 'announcement:body',
    ]);
  });

  it('requires a field exactly when the build refuses the file without it', () => {
    for (const entry of entries) {
      for (const { field, at } of walk(entry.fields)) {
        if (at.at(-1) === '*') continue; // a list's item: the list's number of items says it
        const refused = namesPath(entry.problems(changed(entry.data, at, (parent, key) => delete parent[key])), at);
        expect(field.required !== false, `${entry.kind} ${at.join('.')}`).toBe(refused);
      }
    }
  });

  it('asks for at least as many items in a list as the build, and refuses as many more', () => {
    for (const entry of entries) {
      for (const { field, at } of walk(entry.fields)) {
        if (field.widget !== 'list') continue;
        const listOf = (n: number) => changed(entry.data, at, (parent, key) => (parent[key] = Array.from({ length: n }, () => (parent[key] as unknown[])[0])));
        const min = (field.min as number | undefined) ?? 0;
        if (min > 0) expect(namesPath(entry.problems(listOf(min - 1)), at), `${entry.kind} ${at.join('.')} with ${min - 1}`).toBe(true);
        expect(namesPath(entry.problems(listOf(Math.max(min, 1))), at), `${entry.kind} ${at.join('.')} with ${Math.max(min, 1)}`).toBe(false);
        if (field.max !== undefined) expect(namesPath(entry.problems(listOf((field.max as number) + 1)), at), `${entry.kind} ${at.join('.')} over its max`).toBe(true);
      }
    }
  });

  it('and the build refuse a state or country code that is not two capital letters', () => {
    const venue = read('venue.json') as Record<string, unknown>;
    for (const code of ['la', 'L1', 'Lo']) {
      expect(venuePlaceSchema.safeParse({ ...venue, region: code }).success, code).toBe(false);
      expect(venuePlaceSchema.safeParse({ ...venue, country: code }).success, code).toBe(false);
    }
  });
});
