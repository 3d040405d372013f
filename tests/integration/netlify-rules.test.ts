// netlify.toml and the built dist/_headers read by Netlify's own parsers: a header or redirect rule
// Netlify would reject or drop fails here, not silently on the deployed site. Also: the Netlify
// build runs check:deploy before it builds anything, and deploys the functions it prebundled last.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveConfig } from '@netlify/config';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { functionSources, prebundledDir } from '../../scripts/prebundle-functions.ts';
import { ensureBuilt } from '../../scripts/server-process.ts';

describe("netlify.toml and dist/_headers, as Netlify's parsers read them", () => {
  beforeAll(() => ensureBuilt(), 300_000);

  it('parses every header rule without an error, the per-page CSPs and the immutable assets among them', async () => {
    const { headers, errors } = await parseAllHeaders({ headersFiles: ['dist/_headers'], netlifyConfigPath: 'netlify.toml', configHeaders: undefined, minimal: false });
    expect(errors.map(String)).toEqual([]);
    const rules = headers as { for: string; values: Record<string, string> }[];
    const valuesFor = (path: string) => rules.filter((r) => r.for === path).map((r) => r.values);
    expect(valuesFor('/_astro/*')).toContainEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
    expect(valuesFor('/*')).toContainEqual(expect.objectContaining({ 'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff' }));
    // One rule per page in dist/_headers, each with its own policy.
    const pages = readFileSync('dist/_headers', 'utf8').split('\n').filter((line) => line.startsWith('/'));
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) expect(valuesFor(page.trim())[0]?.['Content-Security-Policy'], page).toMatch(/^default-src 'self'/);
  });

  it('parses every redirect without an error', async () => {
    const { redirects, errors } = await parseAllRedirects({ redirectsFiles: ['dist/_redirects'], netlifyConfigPath: 'netlify.toml', configRedirects: [], minimal: false });
    expect(errors.map(String)).toEqual([]);
    expect(redirects).toContainEqual(expect.objectContaining({ from: '/sponsor-payment', to: '/registration', status: 302, force: true }));
  });

  it('runs check:deploy first in the Netlify build command', () => {
    const command = /command\s*=\s*"([^"]+)"/.exec(readFileSync('netlify.toml', 'utf8'))?.[1];
    expect(command).toBe('npm run build:netlify');
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    expect(scripts['build:netlify']).toMatch(/^npm run check:deploy && /);
  });

  it('deploys the functions bundled by the build command, and `npm run dev` runs them from their sources', async () => {
    const functionsDirectory = async (context: string) =>
      ((await resolveConfig({ cwd: process.cwd(), repositoryRoot: process.cwd(), context, offline: true, mode: 'buildbot' })) as { config: { functionsDirectory?: string } }).config.functionsDirectory;
    for (const context of ['production', 'deploy-preview', 'branch-deploy']) expect(await functionsDirectory(context), context).toBe(path.resolve(prebundledDir));
    expect(await functionsDirectory('dev')).toBe(path.resolve(functionSources));
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    expect(scripts['build:netlify']).toMatch(/ && npm run prebundle:functions$/);
    expect(scripts['prebundle:functions']).toBe('node scripts/prebundle-functions.ts');
  });
});
