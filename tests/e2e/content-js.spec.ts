// DESIGN.md: content pages ship no JavaScript except the header's (and, on /photos, the lightbox
// island; on /contact, the contact form; on /register, the notify form). The header is
// HTML rendered at build time plus one small inlined script (src/islands/header/behaviour.ts), so
// a page with no other island loads no script file at all. React only where there is a React
// island beyond the header: the lightbox. The contact and Notify Me forms are prebuilt
// HTML with a small script of their own (src/islands/forms/enhance.ts). We record every script
// the page loads and check each one is an island, React's client renderer, a form's script, or a
// module they import.
// Budget: what a content page loads (without any action of the visitor) is at most 70 KiB
// compressed (brotli, from the files in dist/); React's client renderer alone is about 55 KiB, so
// only a page with a React island beyond the header comes near it.
import { expect, test, type Page } from '@playwright/test';
import { contentPages, waitForIslands } from './helpers/content.ts';
import { kib, recordScripts, scriptSize, total } from './helpers/script-bytes.ts';

const contentPageBudget = 70 * 1024;

const importRe = /(?:import|from)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]|import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;

/** Every module reachable from the given entry URLs through relative static or dynamic imports. */
async function moduleClosure(page: Page, entries: string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const source = await (await page.request.get(url)).text();
    for (const match of source.matchAll(importRe)) queue.push(new URL(match[1] ?? match[2]!, url).href);
  }
  return seen;
}

// The islands a content page may carry besides the header (React, for the lightbox only), and the
// prebuilt forms whose small script (no React) a page loads as its own <script src>.
const extraIslands: Record<string, string[]> = { '/photos': ['Lightbox'] };
const formScripts: Record<string, string[]> = { '/contact': ['ContactForm'], '/register': ['NotifyForm'] };
// The home page's call to action and /register's Notify Me text read the live facts (LiveText): a
// small module whose request to GET /api/live-facts starts only after the page has loaded.
const pageScripts: Record<string, string[]> = { '/': ['LiveText'], '/register': ['LiveText'] };
const reactRuntime = /\/_astro\/(client|react|react-dom|jsx-runtime)\.[\w-]+\.js$/;

// /register (the Notify Me page) is a content page for the JavaScript budget too.
for (const { path, heading } of [...contentPages, { path: '/register', heading: 'Tournament Registration' }]) {
  const extra = extraIslands[path] ?? [];
  const forms = formScripts[path] ?? [];
  const own = pageScripts[path] ?? [];
  const what = [...extra, ...[...forms, ...own].map((f) => `the ${f} script`)];
  test(`${path} loads only the header script${what.map((n) => ` and ${n}`).join('')}`, async ({ page, baseURL }) => {
    const scripts = recordScripts(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await waitForIslands(page);
    await page.waitForLoadState('networkidle');

    const islands = await page.locator('astro-island').evaluateAll((els) =>
      els.map((el) => ({ component: el.getAttribute('component-url')!, renderer: el.getAttribute('renderer-url')! })),
    );
    const names = islands.map((i) => i.component.split('/').pop()!.split('.')[0]);
    expect(names).toEqual(extra);
    // A page whose only interactive part is the header loads no script file; no React on a page
    // without a React island, prebuilt forms included.
    if (what.length === 0) expect(scripts).toEqual([]);
    if (extra.length === 0) expect(scripts.filter((url) => reactRuntime.test(url))).toEqual([]);

    // Our own <script src>: a prebuilt form's script, nothing else (island code arrives through the islands).
    const sources = await page.locator('script[src]').evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).src));
    expect(sources.map((url) => new URL(url).pathname.split('/').pop()!.split('.')[0]).sort()).toEqual([...forms, ...own].sort());
    if (own.length > 0) {
      const liveAfterLoad = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return performance.getEntriesByType('resource').filter((r) => r.name.endsWith('/api/live-facts')).map((r) => r.startTime >= nav.loadEventEnd);
      });
      expect(liveAfterLoad).toEqual([true]);
    }

    const allowed = await moduleClosure(page, [
      ...islands.flatMap((i) => [new URL(i.component, baseURL).href, new URL(i.renderer, baseURL).href]),
      ...sources,
    ]);
    for (const url of scripts) expect(allowed, `unexpected script ${url}`).toContain(url);
    // A form's own code is requested only after the page has loaded (src/islands/forms/after-load.ts):
    // earlier, it competes with the fonts for a slow connection and delays the first paint.
    if (forms.length > 0) {
      const afterLoad = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return performance
          .getEntriesByType('resource')
          .filter((r) => /\/[a-z]+-form\.[\w-]+\.js$/.test(r.name))
          .map((r) => r.startTime >= nav.loadEventEnd);
      });
      expect(afterLoad).toEqual([true]);
    }

    const sizes = scripts.map(scriptSize);
    const brotli = total(sizes, 'brotli');
    test.info().annotations.push({ type: 'js', description: `${path}: ${kib(brotli)} brotli, ${kib(total(sizes, 'gzip'))} gzip` });
    expect(brotli, `${path} loads ${kib(brotli)} of compressed JavaScript: ${sizes.map((s) => `${s.file} ${kib(s.brotli)}`).join(', ')}`).toBeLessThanOrEqual(contentPageBudget);
    // Inline scripts (hash-allowed by the CSP): the header's behaviour, once and small; Astro's
    // island bootstrap on a page with islands; JSON-LD data.
    const inline = await page.locator('script:not([src])').evaluateAll((els) =>
      els.map((el) => ({ type: el.getAttribute('type'), text: el.textContent ?? '' })),
    );
    const header = inline.filter((s) => s.type === 'module' && s.text.includes('menu-toggle'));
    expect(header).toHaveLength(1);
    expect(header[0]!.text.length, 'the header script stays small').toBeLessThan(2048);
    for (const script of inline) {
      if (script.type === 'application/ld+json' || header.includes(script)) continue;
      expect(script.text.length, 'inline script is Astro bootstrap size').toBeLessThan(5000);
      expect(script.text).toMatch(/astro|Astro/);
    }
  });
}
