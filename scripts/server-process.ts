// The production server (scripts/serve.ts over the built dist/) as a child process, for the
// benchmarks and for the tests that need a server of their own (their own database, their own port).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Builds dist/ when it is missing; exits the process if the build fails. */
export function ensureBuilt(): void {
  if (existsSync('dist/index.html')) return;
  console.log('dist/ missing: building...');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

export interface ServerOptions {
  port: number;
  /** Added to this process's environment (DATABASE_URL, WOOP_OPEN_LEVELS, ...). */
  env: Record<string, string>;
  /** Drops the server's ordinary output; its first 20 error lines are printed either way. */
  quiet?: boolean;
  timeoutMs?: number;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

export async function startServer({ port, env, quiet = false, timeoutMs = 120_000 }: ServerOptions): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/serve.ts'], {
    // A given DATABASE_URL wins over a NETLIFY_DB_URL the shell may have.
    // Its own simulator on a free port (the e2e runner pins PAYPAL_SIM_PORT for the main server's).
    // No scheduled function runs unless asked: a job in the middle of a measure or a test skews it.
    env: { ...process.env, PAYPAL_SIM_PORT: '0', SCHEDULED_FUNCTIONS: 'off', ...(env.DATABASE_URL ? { NETLIFY_DB_URL: '' } : {}), ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = 0; // a failing server can print thousands of errors: the first 20 tell the story
  child.stdout!.on('data', (d: Buffer) => quiet || process.stdout.write(`  [server] ${d}`));
  child.stderr!.on('data', (d: Buffer) => errors++ >= 20 || process.stderr.write(`  [server] ${d}`));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(child)) throw new Error(`The server exited during start-up (${child.exitCode ?? child.signalCode}).`);
    if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) return child;
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not answer /api/health within ${timeoutMs / 1000} s.`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (exited(child)) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([gone, new Promise((r) => setTimeout(r, 5000))]);
  if (!exited(child)) child.kill('SIGKILL');
}
