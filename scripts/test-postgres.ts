// scripts/test-postgres.sh from TypeScript, for the tests that run (and crash) a PostgreSQL cluster
// of their own on `port` (with PgBouncer in front on port + 10100 when pgbouncer is installed).
// `start` returns the cluster's URL; `pgbouncerUrl` is PgBouncer's once started.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { promisify } from 'node:util';

export const postgresInstalled = (() => {
  try {
    return readdirSync('/usr/lib/postgresql').length > 0;
  } catch {
    return false;
  }
})();
export const postgresMissing = 'PostgreSQL is not installed (apt-get install -y postgresql)';
export const pgbouncerInstalled = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].some((p) => existsSync(p));

export function testCluster(port: string) {
  const run = async (command: 'start' | 'halt' | 'resume' | 'stop') =>
    (
      await promisify(execFile)('bash', ['scripts/test-postgres.sh', command], {
        env: { ...process.env, TEST_PG_PORT: port, TEST_PGBOUNCER_PORT: String(Number(port) + 10100) },
      })
    ).stdout;
  let pgbouncerUrl: string | undefined;
  return {
    start: async () => {
      const output = await run('start');
      pgbouncerUrl = /TEST_PGBOUNCER_URL=(\S+)/.exec(output)?.[1];
      return /TEST_DATABASE_URL=(\S+)/.exec(output)![1]!;
    },
    get pgbouncerUrl() {
      return pgbouncerUrl;
    },
    halt: () => run('halt'),
    resume: () => run('resume'),
    stop: () => run('stop'),
  };
}
