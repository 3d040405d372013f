// scripts/prebundle-functions.ts on a small project of its own (a temporary folder): what a function's
// module holds, what stays a package, and the mix it refuses. The real functions' bundles are run by
// function-bundles.test.ts.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { functionSources, prebundleFunctions, prebundledDir } from '../../scripts/prebundle-functions.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project with two packages (one ES module, one CommonJS requiring a Node built-in) and the given functions. */
function project(functions: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'woop-prebundle-'));
  roots.push(root);
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('node_modules/eager-pkg/package.json', JSON.stringify({ name: 'eager-pkg', type: 'module', main: 'index.js' }));
  write('node_modules/eager-pkg/index.js', "export const eager = () => 'eager-pkg-code';\n");
  write('node_modules/cjs-pkg/package.json', JSON.stringify({ name: 'cjs-pkg', main: 'index.js' }));
  write('node_modules/cjs-pkg/index.js', "const { basename } = require('node:path');\nexports.base = (p) => basename(p);\n");
  write('node_modules/lazy-pkg/package.json', JSON.stringify({ name: 'lazy-pkg', type: 'module', main: 'index.js' }));
  write('node_modules/lazy-pkg/index.js', "export const lazy = () => 'lazy-pkg-code';\n");
  for (const [name, source] of Object.entries(functions)) write(`${functionSources}/${name}.mts`, source);
  return root;
}

describe('prebundleFunctions', () => {
  it('writes one module per function with its static imports inside, its import() packages outside, and its config as Netlify reads it', async () => {
    const root = project({
      hello: [
        "import { eager } from 'eager-pkg';",
        "import { base } from 'cjs-pkg';",
        "export default async () => new Response(`${eager()} ${base('/a/b.txt')} ${(await import('lazy-pkg')).lazy()}`);",
        "export const config = { path: '/api/hello', rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] } };",
      ].join('\n'),
    });
    const sources = await prebundleFunctions(root);
    const file = path.join(root, prebundledDir, 'hello.mjs');
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('eager-pkg-code');
    expect(text).not.toContain('lazy-pkg-code');
    expect(text).toMatch(/import\(["']lazy-pkg["']\)/);
    // Netlify reads the config from the file without running it: an object literal, exported by name.
    expect(text).toMatch(/var config\d* = \{\s*path: "\/api\/hello"/);
    const { default: handler, config } = await import(pathToFileURL(file).href);
    expect(config.path).toBe('/api/hello');
    expect(await (await handler()).text()).toBe('eager-pkg-code b.txt lazy-pkg-code');
    expect(sources.get('hello')?.map((input) => path.relative(root, input)).sort()).toEqual(
      ['netlify/functions/hello.mts', 'node_modules/cjs-pkg/index.js', 'node_modules/eager-pkg/index.js'].sort(),
    );
  });

  it('empties its folder first, so a deleted function is not deployed', async () => {
    const root = project({ kept: 'export default () => new Response("kept");' });
    mkdirSync(path.join(root, prebundledDir), { recursive: true });
    writeFileSync(path.join(root, prebundledDir, 'deleted.mjs'), 'export default () => new Response("old");');
    await prebundleFunctions(root);
    expect(readFileSync(path.join(root, prebundledDir, 'kept.mjs'), 'utf8')).toContain('kept');
    expect(() => readFileSync(path.join(root, prebundledDir, 'deleted.mjs'))).toThrow();
  });

  it('refuses a package imported statically by one module and with import() by another (two copies)', async () => {
    const root = project({
      one: "import { lazy } from 'lazy-pkg';\nexport default () => new Response(lazy());",
      two: "export default async () => new Response((await import('lazy-pkg')).lazy());",
    });
    await expect(prebundleFunctions(root)).rejects.toThrow(/both statically and with import\(\).*lazy-pkg/);
  });
});
