// `npm start`'s stand-in for Netlify's CDN cache of function answers (issue 28): an answer with
// Netlify-Cache-Tag and Netlify-CDN-Cache-Control (s-maxage, stale-while-revalidate) is kept in
// memory and served again while fresh; once stale (within stale-while-revalidate) it is still served
// while one request refreshes it in the background; its tag's purge (purgeLiveFacts, in this same
// process) drops it. Answers carry Cache-Status as Netlify's do ("Netlify Edge"; hit, or fwd=miss),
// so a benchmark can tell what reached the function (bench:rush, issue 31).
import { localCdn } from '../netlify/lib/live-cache.ts';

const seconds = (header: string, name: string): number => Number(new RegExp(`${name}=(\\d+)`).exec(header)?.[1] ?? 0);
const refreshing = new Set<string>();

function withStatus(body: ArrayBuffer, headers: [string, string][], status: string): Response {
  const h = new Headers(headers);
  h.set('cache-status', `"Netlify Edge"; ${status}`);
  return new Response(body.slice(0), { status: 200, headers: h });
}

/** The cached answer for a GET, or undefined; `refresh` fetches a new one when it is stale. */
export function cachedAnswer(method: string | undefined, url: string, refresh: () => Promise<Response | undefined>): Response | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  const entry = localCdn.entries.get(url);
  if (!entry) return undefined;
  const now = Date.now();
  if (now < entry.freshUntil) return withStatus(entry.body, entry.headers, 'hit');
  if (now >= entry.staleUntil) {
    localCdn.entries.delete(url);
    return undefined;
  }
  if (!refreshing.has(url)) {
    refreshing.add(url);
    void refresh()
      .then((fresh) => fresh && keepAnswer('GET', url, fresh))
      .catch((error: unknown) => console.error(`Refreshing ${url}:`, error))
      .finally(() => refreshing.delete(url));
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
  localCdn.entries.set(url, { body, headers, tags, freshUntil, staleUntil: freshUntil + seconds(cdn, 'stale-while-revalidate') * 1000 });
  return withStatus(body, headers, 'fwd=miss; stored');
}
