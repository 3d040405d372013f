// Astro integration: after the build, writes dist/_headers with one Content-Security-Policy per
// page, exact-path rules only. Every other security header lives in netlify.toml under "/*".
//
// Why generated and per page:
// - The policy allows inline scripts by hash only ('unsafe-inline' stays off). Astro inlines its
//   island bootstrap; hashing what each built page really contains keeps the policy right after
//   any Astro upgrade, with nothing to paste by hand.
// - PayPal's hosts are allowed only on the pages that pay. No two rules match one path, so Netlify
//   never has two CSP values to combine (two policies would both be enforced and block PayPal).
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Pages that load PayPal's SDK or post the buy-now form to PayPal. */
export const paymentPaths = [
  '/registration',
  '/unified-registration',
  '/register/form',
  '/exact-copy',
  '/easy-payment',
  '/matching-payment',
  '/button-payment',
  '/direct-button-payment',
  '/html-form-paypal',
  '/final-paypal',
  '/standard-paypal',
  '/simple-paypal',
  '/popup-paypal',
  '/embedded-paypal',
  '/payment-success',
  '/my-registration', // "Pay now" posts the buy-now form to PayPal
];

/**
 * Pages that read QR codes with the camera: the door's check-in screen compiles its code reader
 * (zxing-wasm, served from our own origin) as WebAssembly, which needs 'wasm-unsafe-eval' (it
 * allows compiling WebAssembly only, not JavaScript eval). netlify.toml gives the same path the camera.
 */
export const scannerPaths = ['/admin/check-in'];

/**
 * The CMS (/admin/cms, Decap CMS): its bundle compiles validators at run time ('unsafe-eval'), shows
 * images being uploaded as blob: URLs (shown and read back), and in production talks to GitHub's API (and, for sign-in,
 * Netlify's OAuth). Only this page gets these.
 */
export const cmsPaths = ['/admin/cms'];
const cmsHosts = 'blob: https://api.github.com https://api.netlify.com';

const paypalHosts = 'https://www.paypal.com https://www.sandbox.paypal.com https://*.paypal.com https://*.paypalobjects.com';

export function contentSecurityPolicy(scriptHashes: string[], payments: boolean, scanner = false, cms = false): string {
  const paypal = payments ? ` ${paypalHosts}` : '';
  const scripts = scriptHashes.map((h) => `'${h}'`).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self'${scanner ? " 'wasm-unsafe-eval'" : ''}${cms ? " 'unsafe-eval'" : ''}${scripts ? ` ${scripts}` : ''}${paypal}`,
    // Astro renders style="" attributes (object-position, logo scale) that hashes cannot cover.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${cms ? ' blob: https://avatars.githubusercontent.com' : ''}${payments ? ' https://*.paypal.com https://*.paypalobjects.com' : ''}`,
    "font-src 'self'",
    `connect-src 'self'${paypal}${cms ? ` ${cmsHosts}` : ''}`,
    payments ? `frame-src${paypal}` : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${payments ? ' https://www.paypal.com https://www.sandbox.paypal.com' : ''}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** sha256 sources of the page's inline scripts (JSON-LD is data: CSP does not apply to it). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    if (/type=["']?application\/(ld\+)?json/.test(attributes)) continue;
    hashes.add(`sha256-${createHash('sha256').update(match[2] ?? '').digest('base64')}`);
  }
  return [...hashes].sort();
}

/** The page with its policy as the first element of <head>, before any script it governs. */
export function withPolicyMeta(html: string, policy: string): string {
  const content = policy.replace(/;\s*frame-ancestors [^;]*/, '');
  return html.replace(/<head>/i, `<head><meta http-equiv="Content-Security-Policy" content="${content}">`);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

/** "/about" for dist/about.html, "/" for dist/index.html, "/register" for dist/register/index.html. */
function routeOf(distDir: string, file: string): string {
  const relative = path.relative(distDir, file).split(path.sep).join('/').replace(/\.html$/, '');
  const route = `/${relative}`.replace(/\/index$/, '') || '/';
  return route;
}

export default function securityHeaders(): AstroIntegration {
  return {
    name: 'woop-security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        const rules: string[] = [];
        for (const file of (await htmlFiles(distDir)).sort()) {
          const route = routeOf(distDir, file);
          const html = await readFile(file, 'utf8');
          const policy = contentSecurityPolicy(inlineScriptHashes(html), paymentPaths.includes(route), scannerPaths.includes(route), cmsPaths.includes(route));
          // Netlify serves 404.html for any unknown path, where no per-path rule applies: the page
          // carries its policy itself (a <meta> ignores frame-ancestors; X-Frame-Options covers it).
          if (route === '/404') await writeFile(file, withPolicyMeta(html, policy));
          // Both the clean URL and the file itself (Netlify serves either).
          const paths = route === '/' ? ['/', '/index.html'] : [route, `${route}.html`];
          for (const p of paths) rules.push(`${p}\n  Content-Security-Policy: ${policy}`);
        }
        await writeFile(path.join(distDir, '_headers'), `${rules.join('\n')}\n`);
        logger.info(`Wrote _headers: a Content-Security-Policy for each of ${rules.length / 2} pages`);
      },
    },
  };
}
