// `npm run bench:bundles`: every function bundled as a Netlify build bundles it, with its zipped
// size and cold import time (median of 5 fresh Node processes importing its entry point, Netlify's
// bootstrap and the function module). BUNDLES_NO_BUILD=1 measures the bundles already there;
// BUNDLES_DIR names another folder of bundles (to compare two builds).
import { readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { buildFunctions, bundlesDir } from '../build-functions.ts';
import { coldImportMs, unzipBundle } from '../bundles/run-bundle.ts';

const runs = 5;
const dir = process.env.BUNDLES_DIR || bundlesDir;
if (!process.env.BUNDLES_NO_BUILD) await buildFunctions(dir);
const zips = readdirSync(dir).filter((f) => f.endsWith('.zip')).sort();

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(`${'function'.padEnd(28)} ${'zipped KB'.padStart(10)} ${'cold import ms'.padStart(15)}`);
let totalKb = 0;
for (const zip of zips) {
  const file = path.join(dir, zip);
  const kb = statSync(file).size / 1024;
  totalKb += kb;
  const unzipped = await unzipBundle(file);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await coldImportMs(unzipped));
  await rm(unzipped, { recursive: true, force: true });
  console.log(`${path.basename(zip, '.zip').padEnd(28)} ${kb.toFixed(0).padStart(10)} ${median(times).toFixed(0).padStart(15)}`);
}
console.log(`${'total'.padEnd(28)} ${totalKb.toFixed(0).padStart(10)}`);
