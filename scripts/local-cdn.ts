// `npm start`'s stand-in for Netlify's CDN cache of function answers (issue 28): an answer with
// Netlify-Cache-Tag and Netlify-CDN-Cache-Control (s-maxage, stale-while-revalidate) is kept in
// memory and served again until it is stale or its tag is purged (purgeLiveFacts clears it in this
// same process), with the headers the function sent, so the local site behaves as the deployed one.
import { localCdn } from '../netlify/lib/live-cache.ts';

const seconds = (header: string, name: string): number => Number(new RegExp(`${name}=(\\d+)`).exec(header)?.[1] ?? 0);

/** The cached answer for a GET, or undefined. */
export function cachedAnswer(method: string | undefined, url: string): Response | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  const entry = localCdn.entries.get(url);
  if (!entry) return undefined;
  if (Date.now() >= entry.freshUntil) {
    localCdn.entries.delete(url);
    return undefined;
  }
  return new Response(entry.body.slice(0), { status: entry.status, headers: entry.headers });
}

/** Keeps a cacheable function answer (200 with a cache tag and an s-maxage); returns what to send. */
export async function keepAnswer(method: string | undefined, url: string, response: Response): Promise<Response> {
  const cdn = response.headers.get('netlify-cdn-cache-control') ?? '';
  const tags = (response.headers.get('netlify-cache-tag') ?? '').split(',').map((t) => t.trim()).filter(Boolean);
  const maxAge = seconds(cdn, 's-maxage');
  if (method !== 'GET' || response.status !== 200 || tags.length === 0 || maxAge === 0) return response;
  const body = await response.arrayBuffer();
  const headers = [...response.headers.entries()];
  localCdn.entries.set(url, { body, status: 200, headers, tags, freshUntil: Date.now() + maxAge * 1000 });
  return new Response(body.slice(0), { status: 200, headers });
}
