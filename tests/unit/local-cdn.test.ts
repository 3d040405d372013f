// npm start's stand-in for Netlify's CDN keys an answer as Netlify does: on the parameters its
// Netlify-Vary names. GET /api/live-facts?x=<random> must be served from the cached entry, not
// reach the function (which counts places over every registration) on every request.
import { afterEach, describe, expect, it } from 'vitest';
import { liveFactsHeaders, localCdn } from '../../netlify/lib/platform/cdn-cache.ts';
import { cachedAnswer, keepAnswer } from '../../scripts/local-cdn.ts';

const refresh = async () => undefined;

describe('the local CDN cache of the live facts', () => {
  afterEach(() => {
    localCdn.entries.clear();
    localCdn.varyQuery.clear();
  });

  it('serves any query string from the one cached answer', async () => {
    const stored = await keepAnswer('GET', '/api/live-facts', new Response('{"items":[]}', { headers: liveFactsHeaders }));
    expect(stored.headers.get('cache-status')).toBe('"Netlify Edge"; fwd=miss; stored');
    for (const url of ['/api/live-facts', '/api/live-facts?x=1', `/api/live-facts?x=${Math.random()}&y=2`]) {
      const hit = cachedAnswer('GET', url, refresh);
      expect(hit?.headers.get('cache-status'), url).toBe('"Netlify Edge"; hit');
      expect(await hit?.text()).toBe('{"items":[]}');
    }
  });

  it('keys on the whole query string when an answer names no parameters', async () => {
    const headers = { ...liveFactsHeaders };
    delete headers['netlify-vary'];
    await keepAnswer('GET', '/api/other', new Response('{}', { headers }));
    expect(cachedAnswer('GET', '/api/other', refresh)).toBeDefined();
    expect(cachedAnswer('GET', '/api/other?x=1', refresh)).toBeUndefined();
  });
});
