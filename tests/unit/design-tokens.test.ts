// Design tokens: every colour, focus and error style is named once, in
// src/styles/tokens.css; styles elsewhere use the names. A colour written anywhere else in src/
// fails here, so a change of palette is one edit and the contrast notes there stay true.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const tokensFile = path.join('src', 'styles', 'tokens.css');

const styledFiles = readdirSync('src', { withFileTypes: true, recursive: true })
  .filter((e) => e.isFile() && /\.(css|astro|tsx|ts)$/.test(e.name))
  .map((e) => path.join(e.parentPath, e.name));

// Hex (#rgb, #rgba, #rrggbb, #rrggbbaa) and the colour functions.
const colourPattern = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color-mix)\(/gi;

// The browser's theme-color is an HTML attribute, which cannot read a custom property: it repeats
// --surface-ink, and the last test keeps the two equal.
const themeColor = { file: path.join('src', 'layouts', 'BaseLayout.astro'), line: /<meta name="theme-color" content="(#[0-9a-f]{6})" \/>/i };

const read = (file: string) => readFileSync(file, 'utf8');
const tokenValue = (name: string) => new RegExp(`^\\s*${name}:\\s*([^;]+);`, 'm').exec(read(tokensFile))?.[1]?.trim();

describe('design tokens', () => {
  it('keeps every hard-coded colour in src/styles/tokens.css', () => {
    const found = styledFiles
      .filter((file) => file !== tokensFile)
      .flatMap((file) => {
        const text = file === themeColor.file ? read(file).replace(themeColor.line, '') : read(file);
        return [...text.matchAll(colourPattern)].map((m) => `${file}: ${m[0]}`);
      });
    expect(found).toEqual([]);
  });

  it('uses only custom properties that are defined (a typo would silently drop the style)', () => {
    const all = styledFiles.map(read).join('\n');
    const defined = new Set([...all.matchAll(/(?<![\w-])['"]?(--[\w-]+)['"]?\s*:/g)].map((m) => m[1]));
    const used = new Set([...all.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!));
    // Radix sets its own while a toast is swiped.
    const undefinedNames = [...used].filter((name) => !defined.has(name) && !name.startsWith('--radix-'));
    expect(undefinedNames).toEqual([]);
  });

  it('has one focus style: every outline is the --focus-ring token (or none)', () => {
    const outlines = styledFiles.flatMap((file) =>
      [...read(file).matchAll(/(?<![\w-])outline:\s*([^;}]+)/g)].map((m) => ({ file, value: m[1]!.trim() })),
    );
    expect(outlines.filter((o) => !['var(--focus-ring)', 'none', '0'].includes(o.value))).toEqual([]);
    expect(read(path.join('src', 'styles', 'global.css'))).toMatch(/(?:^|\n):focus-visible\s*\{\s*outline:\s*var\(--focus-ring\);/);
    expect(tokenValue('--focus-ring')).toBe('3px solid var(--focus)');
  });

  it('gives the browser theme colour the value of --surface-ink', () => {
    expect(themeColor.line.exec(read(themeColor.file))?.[1]?.toLowerCase()).toBe(tokenValue('--surface-ink'));
  });
});
