// Lighthouse (mobile) over every content page of the production build. Prints a table:
// page, performance, accessibility, best practices, SEO, LCP, CLS, TBT, JS bytes.
// Usage: npm run bench:lighthouse   (builds first if dist/ is missing; starts scripts/serve.ts on a
// spare port; Chromium from CHROME_PATH, else /usr/bin/chromium). A benchmark: it prints numbers,
// it does not fail on them. Targets: performance >= 95, accessibility 100, best practices >= 95, SEO 100.
// Netlify's CDN compresses text responses (brotli/gzip); scripts/serve.ts does not. So that the
// numbers reflect production, Lighthouse talks to a small compressing proxy in front of serve.ts.
// BENCH_NO_COMPRESSION=1 measures the uncompressed local server instead.
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { pipeline } from 'node:stream';
import { createBrotliCompress, createGzip } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuilt, startServer, stopServer } from '../server-process.ts';

const pages = ['/', '/about', '/schedule', '/photos', '/sponsorship', '/contact', '/privacy', '/terms'];
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

ensureBuilt();

const port = await sparePort();
const origin = `http://localhost:${port}`;

// The compressing proxy: what a CDN edge does for text content types.
const compressible = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
const proxy = createHttpServer((req, res) => {
  const upstream = httpRequest(`${origin}${req.url}`, { method: req.method, headers: { ...req.headers, 'accept-encoding': 'identity' } }, (up) => {
    const type = String(up.headers['content-type'] ?? '');
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = !compressible.test(type) ? null : accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : null;
    const headers = { ...up.headers };
    if (encoding) {
      delete headers['content-length'];
      headers['content-encoding'] = encoding;
      headers['vary'] = 'Accept-Encoding';
    }
    res.writeHead(up.statusCode ?? 502, headers);
    if (encoding) pipeline(up, encoding === 'br' ? createBrotliCompress() : createGzip(), res, () => {});
    else up.pipe(res);
  });
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
});
const compress = process.env.BENCH_NO_COMPRESSION !== '1';
const proxyPort = compress ? await sparePort() : port;
if (compress) await new Promise<void>((resolve) => proxy.listen(proxyPort, resolve));
const base = `http://localhost:${proxyPort}`;
const server = await startServer({ port, env: {}, quiet: true });
try {
  console.log(compress ? 'Measuring through a compressing proxy (as Netlify\'s CDN serves).' : 'Measuring the uncompressed local server.');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const rows: string[][] = [];
  try {
    for (const path of pages) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100));
      const items = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
      const jsBytes = items.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
      rows.push([
        path,
        score('performance'),
        score('accessibility'),
        score('best-practices'),
        score('seo'),
        audits['largest-contentful-paint']?.displayValue ?? '',
        audits['cumulative-layout-shift']?.displayValue ?? '',
        audits['total-blocking-time']?.displayValue ?? '',
        `${(jsBytes / 1024).toFixed(1)} KiB`,
      ]);
      // Say what cost points, so a low score comes with its reasons.
      for (const [id, audit] of Object.entries(audits)) {
        if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual' && audit.scoreDisplayMode !== 'notApplicable') {
          console.error(`  ${path}: ${id} (${audit.score}) ${audit.displayValue ?? ''}`);
        }
      }
    }
  } finally {
    chrome.kill();
  }
  const header = ['page', 'perf', 'a11y', 'best-pr', 'SEO', 'LCP', 'CLS', 'TBT', 'JS (transfer)'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
} finally {
  proxy.close();
  await stopServer(server);
}
