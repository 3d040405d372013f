// scripts/test-postgres.sh from TypeScript, for the tests that run (and crash) a PostgreSQL cluster
// of their own on `port` (with PgBouncer in front on port + 10100 when pgbouncer is installed).
// `start` returns the cluster's URL; `pgbouncerUrl` is PgBouncer's once started. `pgbouncer()` starts
// one more PgBouncer of its own in front of the cluster (a fresh one per test: PgBouncer keeps its
// login back-off after the database is back).
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';
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

export interface TestPgBouncer {
  /** postgres://...: the cluster's postgres database through this PgBouncer (change the path for another). */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** A loopback port nothing listens on just now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `bouncer`: the port of the PgBouncer `start` starts (port + 10100) and its pool per database (TEST_PGBOUNCER_POOL, else 40). */
export function testCluster(port: string, bouncer: { port?: string; pool?: number } = {}) {
  const run = async (command: 'start' | 'halt' | 'resume' | 'stop' | 'bouncer-start' | 'bouncer-stop', bouncerPort = bouncer.port ?? String(Number(port) + 10100)) =>
    (
      await promisify(execFile)('bash', ['scripts/test-postgres.sh', command], {
        env: { ...process.env, TEST_PG_PORT: port, TEST_PGBOUNCER_PORT: bouncerPort, ...(bouncer.pool ? { TEST_PGBOUNCER_POOL: String(bouncer.pool) } : {}) },
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
    /** Starts a fresh PgBouncer in front of the cluster, on a free port (or `onPort`: one started again). */
    pgbouncer: async (onPort?: number): Promise<TestPgBouncer> => {
      const bouncerPort = String(onPort ?? (await freePort()));
      const output = await run('bouncer-start', bouncerPort);
      return { url: /TEST_PGBOUNCER_URL=(\S+)/.exec(output)![1]!, port: Number(bouncerPort), stop: async () => void (await run('bouncer-stop', bouncerPort)) };
    },
    halt: () => run('halt'),
    resume: () => run('resume'),
    stop: () => run('stop'),
  };
}
