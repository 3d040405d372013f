// The embedded database served over the PostgreSQL protocol (db/pglite-server.ts), as npm start
// serves it to the functions: one PGlite backend shared by many client connections.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePglite } from '../../db/pglite-server.ts';

describe('the PGlite server', () => {
  let pglite: PGlite;
  let server: Awaited<ReturnType<typeof servePglite>>;
  beforeAll(async () => {
    pglite = new PGlite();
    await pglite.waitReady;
    server = await servePglite(pglite);
  });
  afterAll(async () => {
    await server.close();
    await pglite.close();
  });

  it('keeps serving after a client says goodbye (a pool retiring an idle connection)', async () => {
    const first = new pg.Client({ connectionString: server.url });
    await first.connect();
    expect((await first.query('select 1 as n')).rows).toEqual([{ n: 1 }]);
    await first.end(); // sends Terminate

    const second = new pg.Client({ connectionString: server.url });
    await second.connect();
    expect((await second.query('select 2 as n')).rows).toEqual([{ n: 2 }]);
    await second.end();
  });

  it('rolls back the work of a client that disconnects mid-transaction, and lets others go on', async () => {
    const setup = new pg.Client({ connectionString: server.url });
    await setup.connect();
    await setup.query('create table if not exists t (n int)');
    await setup.end();

    const quitter = new pg.Client({ connectionString: server.url });
    quitter.on('error', () => {}); // its own connection is cut below
    await quitter.connect();
    await quitter.query('begin');
    await quitter.query('insert into t values (1)');
    (quitter as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();

    const other = new pg.Client({ connectionString: server.url });
    await other.connect();
    expect((await other.query('select count(*)::int as n from t')).rows).toEqual([{ n: 0 }]);
    await other.end();
  });
});
