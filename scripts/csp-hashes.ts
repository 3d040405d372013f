// Prints the CSP hashes of the inline scripts Astro emits for islands (the astro-island runtime and
// one small script per client directive). netlify.toml's script-src lists them so the policy can
// forbid every other inline script ('unsafe-inline' stays off). Re-run after upgrading Astro and
// paste the output into netlify.toml; tests/e2e/content-headers.spec.ts fails if a page's inline
// script is not covered.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const astroDir = dirname(require.resolve('astro/package.json'));
const names = ['astro-island', 'load', 'idle', 'visible', 'media', 'only'];
const hashes: string[] = [];
for (const name of names) {
  const folder = name === 'astro-island' ? 'runtime/server' : 'runtime/client';
  const mod = (await import(join(astroDir, 'dist', folder, `${name}.prebuilt.js`))) as { default: string };
  const hash = `'sha256-${createHash('sha256').update(mod.default).digest('base64')}'`;
  hashes.push(hash);
  console.log(`${name.padEnd(13)} ${hash}`);
}
console.log(`\nscript-src 'self' ${hashes.join(' ')}`);
