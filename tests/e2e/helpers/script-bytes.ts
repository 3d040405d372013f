// The compressed size of the scripts a page loaded, from the built files in dist/ (bytes, not
// timings): each script URL under /_astro/ is read from dist/_astro and compressed as a CDN does.
// Budgets apply to brotli, which Netlify's CDN serves to every browser that accepts it (all current
// ones); gzip is reported beside it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface ScriptSize {
  file: string;
  brotli: number;
  gzip: number;
}

const cache = new Map<string, ScriptSize>();

/** The dist/ file behind a script URL of ours, compressed both ways. */
export function scriptSize(url: string): ScriptSize {
  const file = new URL(url).pathname.replace(/^\//, '');
  let size = cache.get(file);
  if (!size) {
    const bytes = readFileSync(path.resolve('dist', file));
    size = { file, brotli: brotliCompressSync(bytes).length, gzip: gzipSync(bytes, { level: 9 }).length };
    cache.set(file, size);
  }
  return size;
}

export const total = (sizes: ScriptSize[], key: 'brotli' | 'gzip') => sizes.reduce((sum, s) => sum + s[key], 0);
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Records the URL of every script the page requests from now on (deduplicated, in order). */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !scripts.includes(request.url())) scripts.push(request.url());
  });
  return scripts;
}
