// The small pages a link in an e-mail opens (unsubscribing, leaving the waiting list): self-contained
// HTML with no script and its own Content-Security-Policy, so a link scanner that opens every link
// changes nothing (the page's one button POSTs) and nothing else can run on it.
import { createHash } from 'node:crypto';
import { escapeHtml } from './mail/frame.ts';

const css =
  'body{margin:0;padding:0 1rem;font-family:Arial,sans-serif;background:#0f1a14;color:#f4f1e8;line-height:1.5}' +
  'main{max-width:32rem;margin:12vh auto;padding:2rem 1.5rem;background:#16261d;border-radius:8px}' +
  'h1{font-size:1.5rem;margin-top:0}a{color:#e8c75a}' +
  'button{font:inherit;font-weight:bold;background:#e8c75a;color:#111;border:0;border-radius:6px;padding:.75rem 1.5rem;cursor:pointer}' +
  'button:focus-visible{outline:3px solid #fff;outline-offset:2px}';
const cssHash = createHash('sha256').update(css).digest('base64');

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': `default-src 'none'; style-src 'sha256-${cssHash}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  'x-robots-tag': 'noindex',
};

/** A page titled `title` with `content` (HTML the caller has escaped) and a link back to the site. */
export function linkPage(status: number, title: string, content: string): Response {
  const body =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)} - WOOP</title><style>${css}</style></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1>${content}<p><a href="/">Back to the WOOP website</a></p></main></body></html>`;
  return new Response(body, { status, headers });
}
