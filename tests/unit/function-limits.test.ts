// Every public endpoint has Netlify's per-client flood guard (config.rateLimit), so no client can
// make a function count places, write or answer a guessable question without bound. The admin
// endpoints are behind a session; scheduled functions have no route.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Public routes that need no guard, and why. */
const unguarded: Record<string, string> = {
  'health.mts': 'a monitor probe: one select 1, no write and no question answered',
  'paypal-return.mts': "PayPal's redirect of the buyer's browser: it reads nothing and only redirects",
};

describe('public function limits', () => {
  const dir = 'netlify/functions';
  const configs = readdirSync(dir)
    .filter((f) => f.endsWith('.mts'))
    .map((file) => ({ file, config: /export const config[^\n]*(?:\n(?!export)[^\n]*)*/.exec(readFileSync(`${dir}/${file}`, 'utf8'))?.[0] ?? '' }));

  it('gives every public route a per-client rate limit', () => {
    const publicRoutes = configs.filter(({ config }) => /path:/.test(config) && !/path: \[?'\/api\/admin\//.test(config));
    expect(publicRoutes.map((r) => r.file)).toContain('live-facts.mts');
    const missing = publicRoutes.filter(({ file, config }) => !unguarded[file] && !/rateLimit: \{ windowLimit: \d+, windowSize: \d+, aggregateBy: \['ip', 'domain'\] \}/.test(config));
    expect(missing.map((r) => r.file)).toEqual([]);
  });
});
