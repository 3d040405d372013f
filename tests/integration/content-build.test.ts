// The site's content lives in src/content/*.json, read through content collections.
// 1. Every built page matches its committed snapshot (tests/fixtures/pages/): moving the content
//    from TypeScript into data files changed no page's text or markup, and any later change to what
//    a page shows must show up here (update with `npx vitest run --project integration
//    tests/integration/content-build.test.ts -u` and review the diff).
// 2. The build refuses a hand-edited file with a wrong field, naming the file and the field.
// 3. Content text that looks like markup stays text: no script of its own, no CSP hash for one.
// Each build runs in a throwaway copy of the checkout (tests/support/site-copy.ts).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptElements } from '../../scripts/security-headers.ts';
import { pageMarkup } from '../support/page-markup.ts';
import { buildSite, editJson, makeSiteCopy, removeSiteCopy } from '../support/site-copy.ts';

const copies: string[] = [];
const copy = () => {
  const dir = makeSiteCopy('woop-content-');
  copies.push(dir);
  return dir;
};
afterAll(() => copies.forEach(removeSiteCopy));

describe('the pages built from src/content', () => {
  let dist: string;
  beforeAll(async () => {
    const site = copy();
    const built = await buildSite(site);
    expect(built.code, built.output).toBe(0);
    dist = path.join(site, 'dist');
  }, 180_000);

  it('match the committed snapshot of every page', async () => {
    const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).sort();
    expect(pages.length).toBeGreaterThan(30);
    for (const page of pages) {
      await expect(pageMarkup(readFileSync(path.join(dist, page), 'utf8'))).toMatchFileSnapshot(`../fixtures/pages/${page}`);
    }
  });
});

describe('a hand-edited content file with a wrong field', () => {
  it('fails the build naming the file and the field: an end date before the start', async () => {
    const site = copy();
    editJson(site, 'src/content/event.json', (e) => (e.editions.upcoming.endDate = '2026-09-20'));
    const built = await buildSite(site);
    expect(built.code).not.toBe(0);
    expect(built.output).toContain('src/content/event.json');
    expect(built.output).toContain('editions.upcoming.endDate: The end date is before the start date');
  }, 180_000);

  it('fails the build naming the file and the field: a sponsor without a name', async () => {
    const site = copy();
    editJson(site, 'src/content/sponsors.json', (s) => delete s.sponsors[2].name);
    const built = await buildSite(site);
    expect(built.code).not.toBe(0);
    expect(built.output).toContain('src/content/sponsors.json');
    expect(built.output).toContain('name: The sponsor name is missing');
  }, 180_000);

  it('fails the build naming the file and the field: a photo without alt text', async () => {
    const site = copy();
    editJson(site, 'src/content/galleries/woop-2024.json', (g) => (g.photos[4].alt = ' '));
    const built = await buildSite(site);
    expect(built.code).not.toBe(0);
    expect(built.output).toContain('src/content/galleries/woop-2024.json');
    expect(built.output).toContain('photos.4.alt: The photo description (alt text) is missing');
  }, 180_000);
});

describe('content text that looks like markup', () => {
  it('a venue and an event name holding </script><script>alert(1)</script>: no executable script, no CSP hash for it', async () => {
    const site = copy();
    const injection = '</script><script>alert(1)</script>';
    editJson(site, 'src/content/venue.json', (v) => (v.name = `Lakefront ${injection}`));
    editJson(site, 'src/content/event.json', (e) => (e.name = `World Oilman's ${injection}`));
    const built = await buildSite(site);
    expect(built.code, built.output).toBe(0);
    const html = readFileSync(path.join(site, 'dist/index.html'), 'utf8');
    const scripts = scriptElements(html);
    const isData = (s: (typeof scripts)[number]) => s.attributes.get('type') === 'application/ld+json';
    expect(scripts.filter((s) => !isData(s) && s.content.includes('alert(1)')).map((s) => s.content)).toEqual([]);
    // The JSON-LD is one element holding both names whole.
    const jsonLd = scripts.filter(isData);
    expect(jsonLd).toHaveLength(1);
    const data = JSON.parse(jsonLd[0]!.content);
    expect(data.location.name).toBe(`Lakefront ${injection}`);
    expect(data.organizer.name).toBe(`World Oilman's ${injection}`);
    // The home page's policy hashes only scripts of the page that hold no content text.
    const rule = readFileSync(path.join(site, 'dist/_headers'), 'utf8').split(/\n(?=\/)/).find((r) => r.startsWith('/\n'))!;
    const hashed = [...rule.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]);
    const hash = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}`;
    expect(hashed).not.toContain(hash('alert(1)'));
    expect(hashed.sort()).toEqual([...new Set(scripts.filter((s) => !isData(s) && !s.attributes.has('src')).map((s) => hash(s.content)))].sort());
  }, 180_000);
});
