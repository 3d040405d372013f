// The local server's last step for answers that are not a function's (static files, redirects,
// the 404 page): what netlify.toml's "/*" rule and the build's per-page CSP give them on Netlify,
// so that no answer of `npm start` goes out without the security headers and a CSP.
import { securityHeaders } from '../netlify/lib/platform/http.ts';
import { contentSecurityPolicy, inlineScriptHashes, paymentPaths, scannerPaths } from './security-headers.ts';

const siteWide: Record<string, string> = {
  'strict-transport-security': securityHeaders['strict-transport-security']!,
  'referrer-policy': securityHeaders['referrer-policy']!,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** An HTML page's policy, as scripts/security-headers.ts writes it into _headers at build time. */
export function pagePolicy(html: string, pathname: string): string {
  const route = pathname.replace(/\/$/, '');
  return contentSecurityPolicy(inlineScriptHashes(html), paymentPaths.includes(route), scannerPaths.includes(route));
}

export async function withSiteHeaders(response: Response, pathname: string, requestHost: string | undefined): Promise<Response> {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(siteWide)) if (!headers.has(name)) headers.set(name, value);
  // A redirect to our own host is made relative: its host would otherwise be the request's Host
  // header, which the client chooses.
  const location = headers.get('location');
  if (location && /^https?:\/\//i.test(location)) {
    const target = new URL(location);
    if (target.host === requestHost) headers.set('location', target.pathname + target.search + target.hash);
  }
  let body: BodyInit | null = response.body;
  if (!headers.has('content-security-policy')) {
    if (/^text\/html/i.test(headers.get('content-type') ?? '') && response.body) {
      const html = await response.text();
      headers.set('content-security-policy', pagePolicy(html, pathname));
      headers.delete('content-length');
      body = html;
    } else {
      headers.set('content-security-policy', securityHeaders['content-security-policy']!);
    }
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
