// What a function bundle may hold, checked by `npm run check:deploy` (before every Netlify build)
// and by tests/integration/function-bundles.test.ts: nothing that only serves local runs, and a
// size far below Lambda's limit.
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FunctionResult } from '@netlify/zip-it-and-ship-it';
import { unzipBundle } from './run-bundle.ts';

/** The embedded database, the PayPal simulator, scripts (in the zip or inlined into the function's module). */
export const localOnly = [/node_modules\/@electric-sql\/pglite\//, /^tools\//, /^scripts\//];
/** The local data (.data/: the embedded database and the mail outbox's .eml), which the bundler traces from the outbox's default path. */
export const localData = /^\.data\//;
/** PGlite alone made every bundle 7.5 MB; without it the largest (the payment functions, with pdf-lib, qrcode and nodemailer) is 2.3 MB. */
export const maxZipBytes = 4 * 1024 * 1024;

/** The files under `dir`, as paths relative to it. */
export function* walk(dir: string, prefix = ''): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const relative = prefix + entry.name;
    if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), `${relative}/`);
    else yield relative;
  }
}

/** What is wrong with one bundle, given the files its zip holds: one line per problem (none: it may ship). */
export function bundleProblems(result: FunctionResult, zipped: readonly string[], root = process.cwd()): string[] {
  // Our own source files the bundler inlined into the function's module count as shipped too.
  const ownSources = (result.inputs ?? []).map((p) => path.relative(root, p)).filter((p) => !p.startsWith('node_modules/'));
  const problems: string[] = [];
  const local = [...zipped, ...ownSources].filter((f) => localOnly.some((pattern) => pattern.test(f)));
  if (local.length > 0) problems.push(`${result.name} holds local-only files: ${local.slice(0, 3).join(', ')}${local.length > 3 ? ', ...' : ''}`);
  const data = zipped.filter((f) => localData.test(f));
  if (data.length > 0) problems.push(`${result.name} holds local data (${data.length} files under .data/)`);
  const size = statSync(result.path).size;
  if (size >= maxZipBytes) problems.push(`${result.name}.zip is ${(size / 1024 / 1024).toFixed(1)} MB (at most ${maxZipBytes / 1024 / 1024} MB)`);
  return problems;
}

/** Every bundle's problems, each zip unzipped into a temporary folder that is removed after. */
export async function checkBundles(results: readonly FunctionResult[]): Promise<string[]> {
  const problems: string[] = [];
  for (const result of results) {
    const folder = await unzipBundle(result.path);
    try {
      problems.push(...bundleProblems(result, [...walk(folder)]));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }
  return problems;
}
