// scripts/test-postgres.sh from TypeScript, for the tests that run (and crash) a PostgreSQL cluster
// of their own on `port`. `start` returns the cluster's URL.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';

export const postgresInstalled = (() => {
  try {
    return readdirSync('/usr/lib/postgresql').length > 0;
  } catch {
    return false;
  }
})();
export const postgresMissing = 'PostgreSQL is not installed (apt-get install -y postgresql)';

export function testCluster(port: string) {
  const run = async (command: 'start' | 'halt' | 'resume' | 'stop') =>
    (await promisify(execFile)('bash', ['scripts/test-postgres.sh', command], { env: { ...process.env, TEST_PG_PORT: port } })).stdout;
  return {
    start: async () => /TEST_DATABASE_URL=(\S+)/.exec(await run('start'))![1]!,
    halt: () => run('halt'),
    resume: () => run('resume'),
    stop: () => run('stop'),
  };
}
