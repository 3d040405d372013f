// Astro integration: after the build, writes dist/_headers with one Content-Security-Policy per
// page, exact-path rules only. Every other security header lives in netlify.toml under "/*".
//
// Why generated and per page:
// - The policy allows inline scripts by hash only ('unsafe-inline' stays off). The hashes are of the
//   inline scripts the source emits, known from the build itself: the <script>s of our .astro files
//   as Vite compiled them (collected from the client bundle, the code Astro inlines) and Astro's own
//   island and client-directive scripts. A page holding any other inline script fails the build,
//   naming the page: it can only be text that became markup (content breaking out of its element),
//   and hashing whatever the output holds would have allowed it. JSON-LD is data (CSP does not
//   apply); it must hold no raw "<" (src/domain/json-ld.ts), so it cannot end its element.
// - PayPal's hosts are allowed only on the pages that pay. No two rules match one path, so Netlify
//   never has two CSP values to combine (two policies would both be enforced and block PayPal).
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import astroIsland from 'astro/runtime/server/astro-island.prebuilt.js';
import idleDirective from 'astro/runtime/client/idle.prebuilt.js';
import loadDirective from 'astro/runtime/client/load.prebuilt.js';
import mediaDirective from 'astro/runtime/client/media.prebuilt.js';
import onlyDirective from 'astro/runtime/client/only.prebuilt.js';
import visibleDirective from 'astro/runtime/client/visible.prebuilt.js';

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

/** Astro's own inline scripts: the <astro-island> element and the client:* directives. */
const astroRuntimeScripts: readonly string[] = [astroIsland, idleDirective, loadDirective, mediaDirective, onlyDirective, visibleDirective];

interface ScriptElement {
  attributes: Map<string, string>;
  content: string;
}

/**
 * The <script> elements of a page, found as a browser's tokenizer finds them: a comment or an
 * attribute value holds no element, a script's text runs to its end tag. Where the two could
 * differ (a "<script" in a <title>, a textarea or a bogus comment, which the site's own markup
 * never holds raw), this one sees a script more, never one less: the check fails rather than misses.
 */
export function scriptElements(html: string): ScriptElement[] {
  const scripts: ScriptElement[] = [];
  const lower = html.toLowerCase();
  let at = 0;
  while ((at = html.indexOf('<', at)) !== -1) {
    if (html.startsWith('<!--', at)) {
      // "<!-->" and "<!--->" end at once; otherwise at "-->" or "--!>".
      if (html.startsWith('<!-->', at) || html.startsWith('<!--->', at)) {
        at = html.indexOf('>', at) + 1;
        continue;
      }
      const end = /--!?>/g;
      end.lastIndex = at + 4;
      const found = end.exec(html);
      at = found ? found.index + found[0].length : html.length;
      continue;
    }
    const name = /^<([a-zA-Z][^\s/>]*)/.exec(html.slice(at, at + 64))?.[1]?.toLowerCase();
    if (!name) {
      at += 1;
      continue;
    }
    // The start tag's attributes, quoted values included, up to its ">".
    const attributes = new Map<string, string>();
    const attribute = /[\s/]*(?:([^\s"'>/=][^\s"'>/=]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?)?/y;
    let i = at + 1 + name.length;
    while (i < html.length && html[i] !== '>') {
      attribute.lastIndex = i;
      const match = attribute.exec(html)!;
      if (match[0].length === 0) {
        i += 1;
        continue;
      }
      if (match[1] && !attributes.has(match[1].toLowerCase())) attributes.set(match[1].toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
      i += match[0].length;
    }
    at = i + 1;
    if (name !== 'script') continue;
    const endTag = /<\/script[\s/>]/g;
    endTag.lastIndex = at;
    const end = endTag.exec(lower)?.index ?? html.length;
    scripts.push({ attributes, content: html.slice(at, end) });
    at = end;
  }
  return scripts;
}

const dataScriptTypes = ['application/ld+json', 'application/json'];

/**
 * sha256 sources of the page's inline scripts, each of which must be one the source emits
 * (`expected`). Throws, naming the page, on any other inline script, and on a JSON script holding
 * a raw "<", ">" or "&" (content could end the element there).
 */
export function pageScriptHashes(html: string, page: string, expected: ReadonlySet<string>): string[] {
  for (const { attributes, content } of scriptElements(html)) {
    if (attributes.has('src')) continue;
    const type = (attributes.get('type') ?? '').trim().toLowerCase();
    if (dataScriptTypes.includes(type)) {
      if (/[<>&]/.test(content)) {
        throw new Error(`${page}: a <script type="${type}"> holds a raw "<", ">" or "&", so its text could end the element; write it with jsonLdScriptText (src/domain/json-ld.ts)`);
      }
      continue;
    }
    if (!expected.has(content)) {
      const shown = content.length > 120 ? `${content.slice(0, 120)}…` : content;
      throw new Error(
        `${page}: an inline script the site's source does not emit, refused rather than allowed by the Content-Security-Policy: ${JSON.stringify(shown)}. ` +
          'Text from src/content may have become markup on this page: check how the page writes it.',
      );
    }
  }
  return inlineScriptHashes(html);
}

/**
 * sha256 sources of the inline scripts of a page of dist/ (the local server's policy for an HTML
 * answer that has none, scripts/site-headers.ts). The build has already refused any inline script
 * there that the source does not emit (pageScriptHashes), so these are the same hashes.
 */
export function inlineScriptHashes(html: string): string[] {
  const executable = scriptElements(html).filter((s) => !s.attributes.has('src') && !dataScriptTypes.includes((s.attributes.get('type') ?? '').trim().toLowerCase()));
  return [...new Set(executable.map((s) => `sha256-${createHash('sha256').update(s.content).digest('base64')}`))].sort();
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
  // The inline scripts the source emits: Astro's, and our .astro files' scripts as Vite compiled them.
  const expected = new Set<string>(astroRuntimeScripts);
  return {
    name: 'woop-security-headers',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'woop-security-headers:inline-scripts',
                // Before Astro's own plugin, which takes the chunks it inlines out of the bundle.
                enforce: 'pre',
                generateBundle(_options, bundle) {
                  for (const output of Object.values(bundle)) {
                    // An .astro file's <script> (Astro inlines it trimmed when it is small and imports nothing).
                    if (output.type === 'chunk' && /[?&]type=script\b/.test(output.facadeModuleId ?? '')) expected.add(output.code.trim());
                  }
                },
              },
            ],
          },
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        const rules: string[] = [];
        for (const file of (await htmlFiles(distDir)).sort()) {
          const route = routeOf(distDir, file);
          const html = await readFile(file, 'utf8');
          const hashes = pageScriptHashes(html, `${route} (${path.relative(process.cwd(), file)})`, expected);
          const policy = contentSecurityPolicy(hashes, paymentPaths.includes(route), scannerPaths.includes(route), cmsPaths.includes(route));
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
