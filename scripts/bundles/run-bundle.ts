// Function bundles (from scripts/build-functions.ts) unzipped and run, each in a fresh Node process
// (lambda-runner.ts), for the bundle smoke test and `npm run bench:bundles`.
import { fork } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import extract from 'extract-zip';

const runner = path.resolve(import.meta.dirname, 'lambda-runner.ts');

/** Unzips a bundle into a new temporary folder and returns the folder. */
export async function unzipBundle(zip: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `woop-bundle-${path.basename(zip, '.zip')}-`));
  await extract(path.resolve(zip), { dir });
  return dir;
}

export interface BundleRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  route?: string;
}

export interface BundleResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** What the function printed (its logs). */
  output: string;
}

/**
 * Runs the runner in a fresh process with the bundle's folder as working directory (as Lambda's
 * /var/task) and only the given environment besides PATH: nothing leaks in from this process.
 */
function runFresh<T>(dir: string, mode: 'request' | 'import', env: Record<string, string>): Promise<T & { output: string }> {
  return new Promise((resolve, reject) => {
    let output = '';
    let result: T | undefined;
    const child = fork(runner, [dir, mode], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', LAMBDA_TASK_ROOT: dir, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    child.on('message', (message) => (result = message as T));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      result === undefined ? reject(new Error(`The bundle in ${dir} exited (${code ?? signal}) without answering:\n${output}`)) : resolve({ ...result, output }),
    );
  });
}

/** One request to the unzipped bundle, in a fresh process. */
export function requestBundle(dir: string, request: BundleRequest, env: Record<string, string>): Promise<BundleResponse> {
  return runFresh(dir, 'request', { ...env, BUNDLE_REQUEST: JSON.stringify(request) });
}

/** Milliseconds a fresh process takes to import the bundle's entry point and function module. */
export async function coldImportMs(dir: string, env: Record<string, string> = {}): Promise<number> {
  return (await runFresh<{ importMs: number }>(dir, 'import', env)).importMs;
}
