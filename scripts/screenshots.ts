// Full-page screenshots of every content page at 390, 768 and 1280 px, for a visual check.
// Usage: start the server (PORT=8901 node scripts/serve.ts), then
//   BASE_URL=http://localhost:8901 node scripts/screenshots.ts [/tmp/shots]
// PAGES=/registration,/easy-payment picks other pages; WIDTHS=390,1280 other widths.
// Not a test: it prints where the PNGs are; look at them.
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://localhost:8888';
const outDir = process.argv[2] ?? '/tmp/shots';
const pages = process.env.PAGES?.split(',') ?? ['/', '/about', '/schedule', '/photos', '/sponsorship', '/contact', '/register', '/privacy', '/terms', '/live', '/no-such-page'];
const widths = (process.env.WIDTHS ?? '390,768,1280').split(',').map(Number);

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 844 } });
  for (const path of pages) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    // Scroll through so lazy images load, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 120));
      }
    });
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
    const name = `${outDir}/${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await page.close();
}
await browser.close();
