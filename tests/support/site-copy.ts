// A throwaway copy of the checkout (sources and content, node_modules linked), so a test can edit
// the content files, build and serve without touching the developer's checkout: the content tests
// and the CMS e2e run there and leave `git status` clean.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const skipped = new Set(['node_modules', 'dist', '.data', '.git', '.netlify', '.astro', 'test-results', 'playwright-report']);

export function makeSiteCopy(prefix = 'woop-site-'): string {
  const root = process.cwd();
  const copy = mkdtempSync(path.join(tmpdir(), prefix));
  for (const entry of readdirSync(root)) {
    if (!skipped.has(entry)) cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

export function removeSiteCopy(copy: string): void {
  rmSync(copy, { recursive: true, force: true });
}

/** Edit a JSON content file of the copy, e.g. editJson(copy, 'src/content/event.json', (e) => ...). */
export function editJson(copy: string, file: string, change: (data: any) => void): void {
  const full = path.join(copy, file);
  const data = JSON.parse(readFileSync(full, 'utf8'));
  change(data);
  writeFileSync(full, `${JSON.stringify(data, null, 2)}\n`);
}

/**
 * The environment of a production build. Vitest puts its import.meta.env into process.env (DEV,
 * MODE, NODE_ENV=test...), which would make Astro render dev-only attributes.
 */
function buildEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', FORCE_COLOR: '0', NO_COLOR: '1' };
  for (const key of ['DEV', 'PROD', 'MODE', 'SSR', 'TEST', 'BASE_URL', 'VITEST', 'VITEST_MODE', 'VITEST_POOL_ID', 'VITEST_WORKER_ID']) delete env[key];
  return env;
}

/** `astro build` in the copy: its exit code and everything it printed. */
export function buildSite(copy: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(copy, 'node_modules/.bin/astro'), ['build'], { cwd: copy, env: buildEnv() });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    // eslint-disable-next-line no-control-regex -- the colour codes some loggers print anyway
    child.on('close', (code) => resolve({ code, output: output.replace(/\x1b\[[0-9;]*m/g, '') }));
  });
}
