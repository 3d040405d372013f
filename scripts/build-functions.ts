// `npm run build:functions`: bundles every function as a Netlify build does, into
// .netlify/functions-bundled/ (one zip each, plus manifest.json).
//
// Our functions are first bundled into one module each (scripts/prebundle-functions.ts, the build
// command's last step), then zipped by the same call as @netlify/build's functions step
// (packages/build/src/plugins_core/functions): netlify.toml read by @netlify/config, each
// [functions] block translated for zip-it-and-ship-it (node_bundler "esbuild" becomes
// "esbuild_zisi"), and the three source folders Netlify bundles: internal functions, the
// framework's (the Astro adapter's SSR function under .netlify/v1/functions, written by `astro
// build`) and netlify.toml's functions directory (the prebundled modules).
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { resolveConfig } from '@netlify/config';
import { zipFunctions, type FunctionConfig, type FunctionResult } from '@netlify/zip-it-and-ship-it';
import { prebundleFunctions } from './prebundle-functions.ts';

export const bundlesDir = '.netlify/functions-bundled';

type NetlifyFunctionConfig = {
  external_node_modules?: string[];
  included_files?: string[];
  ignored_node_modules?: string[];
  node_bundler?: string;
  schedule?: string;
  name?: string;
};

/** netlify.toml's [functions] settings as zip-it-and-ship-it takes them (as @netlify/build passes them). */
function zisiConfig(functions: Record<string, NetlifyFunctionConfig>, buildDir: string): Record<string, FunctionConfig> {
  return Object.fromEntries(
    Object.entries(functions).map(([pattern, config]) => [
      pattern,
      {
        externalNodeModules: config.external_node_modules,
        includedFiles: config.included_files,
        includedFilesBasePath: buildDir,
        ignoredNodeModules: config.ignored_node_modules,
        name: config.name,
        schedule: config.schedule,
        nodeVersion: process.versions.node, // Netlify's build uses the build's Node for the functions
        nodeBundler: (config.node_bundler === 'esbuild' ? 'esbuild_zisi' : config.node_bundler) as FunctionConfig['nodeBundler'],
        zipGo: true,
      } satisfies FunctionConfig,
    ]),
  );
}

export async function buildFunctions(destination = bundlesDir, root = process.cwd()): Promise<FunctionResult[]> {
  const { config, buildDir } = (await resolveConfig({ cwd: root, repositoryRoot: root, context: 'production', offline: true, mode: 'buildbot' })) as {
    config: { functions?: Record<string, NetlifyFunctionConfig>; functionsDirectory?: string };
    buildDir: string;
  };
  const internal = path.resolve(buildDir, '.netlify/functions-internal');
  const framework = path.resolve(buildDir, '.netlify/v1/functions');
  // Ours first, as the build command does last (package.json's build:netlify): the functions directory is its output.
  const bundled = await prebundleFunctions(root);
  const sources = [internal, framework, config.functionsDirectory].filter((dir): dir is string => !!dir && existsSync(dir));
  await rm(destination, { recursive: true, force: true });
  const results = await zipFunctions(sources, destination, {
    basePath: buildDir,
    repositoryRoot: root,
    config: zisiConfig(config.functions ?? {}, buildDir),
    configFileDirectories: [internal],
    manifest: path.join(destination, 'manifest.json'),
  });
  // The sources inlined into a prebundled module count among the bundle's inputs, as when zip-it-and-ship-it inlined them itself.
  return results.map((result) => ({ ...result, inputs: [...(result.inputs ?? []), ...(bundled.get(result.name) ?? [])] }));
}

if (import.meta.main) {
  const results = await buildFunctions();
  for (const result of results) console.log(`${result.name.padEnd(30)} ${result.bundler ?? result.runtime} ${path.relative(process.cwd(), result.path)}`);
  console.log(`${results.length} functions bundled into ${bundlesDir}/`);
}
