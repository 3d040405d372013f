// The CDN caching of the public answers many screens poll (GET /api/live-facts, GET
// /api/night/clock) or many visitors read (GET /api/results), the Netlify way: the answer is cached at the edge under a cache tag for a few
// seconds (so an announcement's rush, or 300 phones watching the clock, is absorbed by the CDN and a
// registration's effect on places left shows within 10 s), and every change in /admin purges the
// tag, so what the organizer or the floor changes reaches every screen at once.
// `npm start` (scripts/serve.ts) keeps the same cache in its own process (localCdn below), honouring
// the same headers and purged by the same call, so it behaves as the deployed site does.

export const liveFactsTag = 'live-facts';
export const nightClockTag = 'night-clock';
export const resultsTag = 'results';

/**
 * The headers such a function answers with: the browser always revalidates; the CDN keeps it 5 s,
 * serving stale 5 s more while it refreshes. Netlify keys a function's answer on its whole query
 * string unless Netlify-Vary names the parameters that count: it names those of `varyBy` (none for
 * most: then one nobody sends), and `?x=<random>` is served from the same entry instead of reaching
 * the function (and the database) on every request.
 */
export const cdnCachedHeaders = (tag: string, varyBy: readonly string[] = []): Record<string, string> => ({
  'cache-control': 'public, max-age=0, must-revalidate',
  'netlify-cdn-cache-control': 'public, durable, s-maxage=5, stale-while-revalidate=5',
  'netlify-cache-tag': tag,
  'netlify-vary': `query=${varyBy.length > 0 ? varyBy.join('|') : 'no-parameter-varies-this-answer'}`,
});
export const liveFactsHeaders = cdnCachedHeaders(liveFactsTag);

const newLocalCdn = () => ({
  entries: new Map<string, { body: ArrayBuffer; headers: [string, string][]; tags: string[]; freshUntil: number; staleUntil: number }>(),
  /** Per path, the query parameters its cache key keeps (from the answer's Netlify-Vary: query=). */
  varyQuery: new Map<string, string[]>(),
  purge(tags: readonly string[]): void {
    for (const [key, entry] of this.entries) if (entry.tags.some((t) => tags.includes(t))) this.entries.delete(key);
  },
});

/**
 * The local stand-in for Netlify's CDN in `npm start` (scripts/serve.ts). One per process, kept on
 * globalThis: after a CMS publish the server loads the functions anew (scripts/fresh-modules.ts),
 * and their purges must still reach the cache the server reads.
 */
export const localCdn: ReturnType<typeof newLocalCdn> = ((globalThis as { [key: symbol]: unknown })[Symbol.for('woop.localCdn')] ??= newLocalCdn()) as ReturnType<
  typeof newLocalCdn
>;

/**
 * Purges a cache tag: on Netlify through purgeCache (its token is in the functions' environment), in
 * `npm start` the local cache. A failed purge is logged and does not fail the change: the CDN's own
 * 10 s bound still holds.
 */
export async function purgeTag(tag: string): Promise<void> {
  localCdn.purge([tag]);
  if (!process.env.NETLIFY_PURGE_API_TOKEN) return;
  try {
    // Loaded here: only the changes purge, and the cached functions need just the headers.
    const { purgeCache } = await import('@netlify/functions');
    await purgeCache({ tags: [tag] });
  } catch (error) {
    console.error(`Purging the ${tag} cache tag failed: ${(error as Error).message}`);
  }
}

export const purgeLiveFacts = (): Promise<void> => purgeTag(liveFactsTag);
