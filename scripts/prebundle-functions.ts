// `npm run prebundle:functions`: each function in netlify/functions/ bundled with its dependencies
// into ONE ES module under .netlify/functions-prebundled/, the folder netlify.toml gives Netlify as
// the functions directory.
//
// Why: for Functions v2 zip-it-and-ship-it always uses its "nft" bundler (netlify.toml's
// node_bundler counts only as "none"), which inlines our own code but ships node_modules as files:
// a cold start then loaded kysely's 256 modules, zod's 96 and more, one file at a time. One module
// per function imports in half the time (ARCHITECTURE.md, "Benchmarks"). Netlify still zips these
// with nft, as it zipped the sources: its entry point, the routes, rate limits and schedules read
// from each module's `config`, netlify.toml's included_files, and the packages left outside traced
// into the zip (with "none" nothing would be traced, and those packages would be missing).
//
// What stays outside the module, as files the zip carries (nft traces them) and Node loads on first
// use, as before: the packages our code imports lazily (`await import('pdf-lib')`: the PostgreSQL
// drivers, the PDF, QR code and mail libraries, Blobs). Bundled in, they were parsed at every cold
// start (register's module grew from 1.3 to 3.4 MB). PGlite is one of them, and netlify.toml's
// included_files keeps it out of every zip. Also outside: the modules our code loads through its
// own createRequire (exceljs's writer, quote-prefix.ts), which esbuild leaves as they are.
//
// `npm start` and the tests import netlify/functions/*.mts directly: this is for the deploy only.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';

export const functionSources = 'netlify/functions';
export const prebundledDir = '.netlify/functions-prebundled';

/** A package imported with `import()` stays a package, loaded when that import runs. */
const lazyPackagesStayFiles: Plugin = {
  name: 'lazy-packages-stay-files',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ kind, path: specifier }) => (kind === 'dynamic-import' ? { path: specifier, external: true } : undefined));
  },
};

/** The files our dependencies' CommonJS code `require`s (Node's built-ins) need a `require` in an ES module. */
const requireShim = "import { createRequire as __woopCreateRequire } from 'node:module';\nconst require = __woopCreateRequire(import.meta.url);";

/** Function name -> the source files (absolute paths) bundled into its module. */
export type BundledSources = Map<string, string[]>;

/**
 * Writes one .mjs per function of `root`'s netlify/functions into `root`'s prebundled folder
 * (emptied first, so a deleted function leaves nothing behind) and returns what each holds.
 */
export async function prebundleFunctions(root = process.cwd()): Promise<BundledSources> {
  const sourceDir = path.resolve(root, functionSources);
  const outdir = path.resolve(root, prebundledDir);
  const entries = (await readdir(sourceDir)).filter((file) => /\.(mts|ts|mjs|js)$/.test(file)).sort();
  await rm(outdir, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: entries.map((file) => path.join(sourceDir, file)),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    // Netlify runs the functions on the build's Node (scripts/build-functions.ts passes the same).
    target: `node${process.versions.node}`,
    plugins: [lazyPackagesStayFiles],
    banner: { js: requireShim },
    metafile: true,
    logLevel: 'warning',
  });
  const twice = packagesBothWays(metafile);
  if (twice.length > 0) throw new Error(`Imported both statically and with import(), so a function would hold two copies: ${twice.join(', ')}. Import each package one way.`);
  const sources: BundledSources = new Map();
  for (const [output, { entryPoint, inputs }] of Object.entries(metafile.outputs)) {
    if (!entryPoint) continue;
    sources.set(
      path.basename(output, '.mjs'),
      Object.keys(inputs).map((input) => path.resolve(root, input)),
    );
  }
  return sources;
}

/** The packages some module imports with import() (kept outside) that another imports statically (bundled in). */
function packagesBothWays(metafile: Metafile): string[] {
  const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
  const lazy = new Set(Object.values(metafile.inputs).flatMap(({ imports }) => imports.filter((i) => i.kind === 'dynamic-import' && i.external).map((i) => packageOf(i.path))));
  const bundled = new Set(Object.keys(metafile.inputs).flatMap((input) => /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1] ?? []));
  return [...lazy].filter((name) => bundled.has(name)).sort();
}

if (import.meta.main) {
  const sources = await prebundleFunctions();
  console.log(`${sources.size} functions bundled into ${prebundledDir}/, one module each`);
}
