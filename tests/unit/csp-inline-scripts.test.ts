// The per-page Content-Security-Policy (scripts/security-headers.ts) allows the inline scripts the
// site's source emits, by hash, and fails the build on any other; JSON-LD (src/domain/json-ld.ts)
// is written so that content text cannot end its element.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pageScriptHashes, scriptElements } from '../../scripts/security-headers.ts';
import { jsonLdScriptText } from '../../src/domain/json-ld.ts';

const hash = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}`;
const header = 'function e(e){}e(document.querySelector(`.site-header`));';
const expected = new Set([header]);
const injection = '</script><script>alert(1)</script>';
const page = (head: string, body = '') => `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

describe('the inline scripts a page may hold', () => {
  it('hashes the scripts the source emits, and no external script or JSON-LD', () => {
    const html = page(
      `<script type="application/ld+json">{"name":"WOOP"}</script><script type="module" src="/_astro/a.js"></script>`,
      `<script type="module">${header}</script><script type="module">${header}</script>`,
    );
    expect(pageScriptHashes(html, '/', expected)).toEqual([hash(header)]);
  });

  it('refuses, naming the page, a script the source does not emit', () => {
    const attacks = [
      `<script>alert(1)</script>`,
      `<SCRIPT>alert(1)</SCRIPT >`,
      `<script type="module">${header}alert(1)</script>`,
      `<script data-x="src=">alert(1)</script>`, // "src=" in a value is no src attribute
      `<script type="text/javascript">alert(1)</script>`,
      `<svg><script>alert(1)</script></svg>`,
      `<!-- a comment --><script>alert(1)</script>`,
      `<!--><script>alert(1)</script>-->`, // "<!-->" is a whole comment: the script is real
      `<p title="x">a</p><script>alert(1)</script`,
    ];
    for (const attack of attacks) {
      expect(() => pageScriptHashes(page('', attack), '/about (dist/about.html)', expected), attack).toThrow(
        /^\/about \(dist\/about\.html\): an inline script the site's source does not emit.*alert\(1\)/,
      );
    }
  });

  it('refuses JSON-LD written with JSON.stringify when content holds "</script>": the text would end the element', () => {
    const unsafe = `<script type="application/ld+json">${JSON.stringify({ name: injection })}</script>`;
    // The element ends inside the name; what follows is an executable script of the content's.
    expect(scriptElements(page(unsafe)).map((s) => s.content)).toEqual(['{"name":"', 'alert(1)']);
    expect(() => pageScriptHashes(page(unsafe), '/', expected)).toThrow(/^\/: an inline script the site's source does not emit.*alert\(1\)/);
    // Markup-like text that does not end the element is refused too: it is not written safely.
    expect(() => pageScriptHashes(page(`<script type="application/ld+json">{"name":"a<!--b"}</script>`), '/', expected)).toThrow(
      /^\/: a <script type="application\/ld\+json"> holds a raw "<", ">" or "&"/,
    );
  });

  it('sees no script in a comment or an attribute value, as a browser does', () => {
    const html = page('<!-- <script>alert(1)</script> -->', `<img alt="<script>alert(1)</script>" src="/a.png"><a title='</script><script>alert(1)'>x</a>`);
    expect(scriptElements(html)).toEqual([]);
    expect(pageScriptHashes(html, '/', expected)).toEqual([]);
  });
});

describe('JSON-LD with content text', () => {
  it('escapes <, >, &, U+2028 and U+2029, and reads back as the same data', () => {
    const data = { name: `WOOP ${injection}`, description: 'Oil & gas <!-- x --> \u2028\u2029' };
    const text = jsonLdScriptText(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });

  it('in a page: one JSON-LD element holding the whole name, no executable script, no hash', () => {
    const html = page(`<script type="application/ld+json">${jsonLdScriptText({ location: { name: injection } })}</script>`, `<script type="module">${header}</script>`);
    const scripts = scriptElements(html);
    expect(scripts).toHaveLength(2);
    expect(JSON.parse(scripts[0]!.content)).toEqual({ location: { name: injection } });
    expect(pageScriptHashes(html, '/', expected)).toEqual([hash(header)]);
  });
});
