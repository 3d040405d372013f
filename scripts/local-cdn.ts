// `npm start`'s stand-in for Netlify's CDN cache of function answers: an answer with
// Netlify-Cache-Tag and Netlify-CDN-Cache-Control (s-maxage, stale-while-revalidate) is kept in
// memory and served again while fresh; once stale (within stale-while-revalidate) it is still served
// while one request refreshes it in the background; its tag's purge (purgeLiveFacts, in this same
// process) drops it. Answers carry Cache-Status as Netlify's do ("Netlify Edge"; hit, or fwd=miss),
// so a benchmark can tell what reached the function (bench:rush).
import { localCdn } from '../netlify/lib/platform/cdn-cache.ts';

const seconds = (header: string, name: string): number => Number(new RegExp(`${name}=(\\d+)`).exec(header)?.[1] ?? 0);
const refreshing = new Set<string>();

/** The query parameters a Netlify-Vary header keys on, or undefined (the whole query string counts). */
const varyQuery = (header: string | null): string[] | undefined => {
  const query = (header ?? '').split(',').map((part) => part.trim()).find((part) => part.startsWith('query='));
  return query ? query.slice('query='.length).split('|').filter(Boolean) : undefined;
};

/** The cache key of a URL, as Netlify forms it: the path and the query parameters that count. */
function cacheKey(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://cdn.invalid');
  const kept = localCdn.varyQuery.get(pathname);
  if (!kept) return url;
  const params = kept.flatMap((name) => searchParams.getAll(name).map((value) => [name, value]));
  return params.length > 0 ? `${pathname}?${new URLSearchParams(params)}` : pathname;
}

function withStatus(body: ArrayBuffer, headers: [string, string][], status: string): Response {
  const h = new Headers(headers);
  h.set('cache-status', `"Netlify Edge"; ${status}`);
  return new Response(body.slice(0), { status: 200, headers: h });
}

/** The cached answer for a GET, or undefined; `refresh` fetches a new one when it is stale. */
export function cachedAnswer(method: string | undefined, url: string, refresh: () => Promise<Response | undefined>): Response | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  const key = cacheKey(url);
  const entry = localCdn.entries.get(key);
  if (!entry) return undefined;
  const now = Date.now();
  if (now < entry.freshUntil) return withStatus(entry.body, entry.headers, 'hit');
  if (now >= entry.staleUntil) {
    localCdn.entries.delete(key);
    return undefined;
  }
  if (!refreshing.has(key)) {
    refreshing.add(key);
    void refresh()
      .then((fresh) => fresh && keepAnswer('GET', url, fresh))
      .catch((error: unknown) => console.error(`Refreshing ${url}:`, error))
      .finally(() => refreshing.delete(key));
  }
  return withStatus(entry.body, entry.headers, 'hit; stale');
}

/** Keeps a cacheable function answer (200 with a cache tag and an s-maxage); returns what to send. */
export async function keepAnswer(method: string | undefined, url: string, response: Response): Promise<Response> {
  const cdn = response.headers.get('netlify-cdn-cache-control') ?? '';
  const tags = (response.headers.get('netlify-cache-tag') ?? '').split(',').map((t) => t.trim()).filter(Boolean);
  const maxAge = seconds(cdn, 's-maxage');
  if (method !== 'GET' || response.status !== 200 || tags.length === 0 || maxAge === 0) return response;
  const body = await response.arrayBuffer();
  const headers = [...response.headers.entries()];
  const freshUntil = Date.now() + maxAge * 1000;
  const kept = varyQuery(response.headers.get('netlify-vary'));
  if (kept) localCdn.varyQuery.set(new URL(url, 'http://cdn.invalid').pathname, kept);
  localCdn.entries.set(cacheKey(url), { body, headers, tags, freshUntil, staleUntil: freshUntil + seconds(cdn, 'stale-while-revalidate') * 1000 });
  return withStatus(body, headers, 'fwd=miss; stored');
}
