// Every database fault, as each driver really throws it, is classified (db/errors.ts) and answers
// 503 with the retry message; a bug's error still answers 500, logged with its cause.
// The server-side shapes were provoked from the drivers by tests/fixtures/capture-database-errors.ts
// (database-errors.json); the socket-side ones are provoked again here, from the drivers themselves.
import net from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb } from '../../db/client.ts';
import { databaseFault, describeDatabaseFault, type DatabaseFault } from '../../db/errors.ts';
import { genericErrorMessage, handler, unavailableMessage } from '../../netlify/lib/platform/http.ts';
import captured from '../fixtures/database-errors.json' with { type: 'json' };
import { shape, type Shape } from '../fixtures/error-shape.ts';

const expected: Record<keyof typeof captured, DatabaseFault | undefined> = {
  'pg: session terminated by an administrator': 'server shutting down',
  'pg: server crashed during a query': 'connection lost',
  'pg: server down': 'unreachable',
  'pgbouncer: session terminated by an administrator': 'server shutting down',
  'pgbouncer: server crashed during a query': 'pooler cannot reach the server',
  'pgbouncer: server down, the query timeout passes': 'timed out',
  'pgbouncer: server down, the next query': 'pooler cannot reach the server',
  'pgbouncer: server down, a query after that': 'connection lost',
  'neon: session terminated by an administrator': 'server shutting down',
  'neon: server crashed during a query': 'pooler cannot reach the server',
  'neon: server down, the query timeout passes': 'timed out',
  'neon: server down, the next query': 'pooler cannot reach the server',
  'neon: server down, a query after that': 'connection lost',
  'pg: no such table (a bug, not a fault)': undefined,
  'pg: division by zero (a bug, not a fault)': undefined,
  'neon: no such table (a bug, not a fault)': undefined,
  'neon: division by zero (a bug, not a fault)': undefined,
  'pgbouncer: PgBouncer shut down (admin console) during a query': 'connection lost',
  'pgbouncer: PgBouncer gone': 'unreachable',
  'neon: PgBouncer shut down (admin console) during a query': 'connection lost',
  'neon: PgBouncer gone': 'websocket failed',
  'neon: WebSocket proxy dropped the socket during a query': 'websocket failed',
  'neon: WebSocket proxy gone': 'websocket failed',
  'pglite: closed': 'closed',
  'pg: nothing listening': 'unreachable',
};

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What the Neon driver throws when its WebSocket fails: provoked, through a proxy address nothing listens on. */
async function neonSocketError(): Promise<unknown> {
  const db = await createDb('postgres://postgres@127.0.0.1:5432/woop', { max: 1, neonProxy: `127.0.0.1:${await closedPort()}/v2` });
  try {
    return await sql`select 1`.execute(db).then(() => undefined, (error: unknown) => error);
  } finally {
    await db.destroy();
  }
}

/** A captured error rebuilt with the class the driver used (pg's DatabaseError for a server's answer). */
function rebuild(captured: Shape): unknown {
  const { class: className, message, length, name: _name, ...fields } = captured as Shape & { message: string; length: number };
  const error = className === 'DatabaseError' ? new pg.DatabaseError(message, length, 'error') : new Error(message);
  return Object.assign(error, fields);
}

afterEach(() => vi.restoreAllMocks());

describe('database faults as the drivers throw them', () => {
  it('lists every captured shape', () => {
    expect(Object.keys(expected).sort()).toEqual(Object.keys(captured).sort());
  });

  for (const [name, fault] of Object.entries(expected)) {
    const error = captured[name as keyof typeof captured] as Shape;
    if (error.class === 'ErrorEvent') continue; // provoked live below
    it(`${name}: ${fault ?? 'not a fault (500)'}`, () => {
      expect(databaseFault(rebuild(error))).toBe(fault);
    });
  }

  it('the Neon driver rejects with its WebSocket ErrorEvent (no Error, no message): a fault', async () => {
    const error = await neonSocketError();
    expect(shape(error)).toEqual(captured['neon: WebSocket proxy gone']);
    expect(databaseFault(error)).toBe('websocket failed');
    expect(describeDatabaseFault(error)).toMatch(/^websocket failed: WebSocket error event \(ws:\/\/127\.0\.0\.1:\d+\/v2\?address=127\.0\.0\.1:5432\)$/);
  });

  it('pg to a port nothing listens on: unreachable', async () => {
    const db = await createDb(`postgres://postgres@127.0.0.1:${await closedPort()}/woop`, { max: 1 });
    const error = await sql`select 1`.execute(db).then(() => undefined, (e: unknown) => e);
    await db.destroy();
    expect(shape(error)).toMatchObject({ class: 'Error', code: 'ECONNREFUSED', syscall: 'connect' });
    expect(databaseFault(error)).toBe('unreachable');
  });

  it('finds a fault wrapped in a cause or an AggregateError', () => {
    const refused = rebuild(captured['pg: nothing listening']);
    expect(databaseFault(new Error('while registering', { cause: refused }))).toBe('unreachable');
    expect(databaseFault(new AggregateError([new Error('x'), refused]))).toBe('unreachable');
  });
});

describe('the functions answer for a fault', () => {
  const querying = (db: Awaited<ReturnType<typeof createDb>>) => handler({ methods: ['POST'] }, async () => {
    await sql`select 1`.execute(db);
    return Response.json({});
  });
  const post = (fn: ReturnType<typeof handler>) => fn(new Request('http://localhost/api/register', { method: 'POST' }));

  it('an ErrorEvent from the Neon driver answers 503 with the retry message (was 500)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const db = await createDb('postgres://postgres@127.0.0.1:5432/woop', { max: 1, neonProxy: `127.0.0.1:${await closedPort()}/v2` });
    try {
      const res = await post(querying(db));
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({ message: unavailableMessage });
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^POST \/api\/register: database unavailable \(websocket failed: WebSocket error event/));
    } finally {
      await db.destroy();
    }
  });

  it('every captured fault answers 503; a bug answers 500 and is logged with its cause', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const [name, fault] of Object.entries(expected)) {
      const error = captured[name as keyof typeof captured] as Shape;
      if (error.class === 'ErrorEvent') continue;
      const res = await post(handler({ methods: ['POST'] }, () => Promise.reject(new Error('registering failed', { cause: rebuild(error) }))));
      expect(res.status, name).toBe(fault ? 503 : 500);
      expect((await res.json()).message, name).toBe(fault ? unavailableMessage : genericErrorMessage);
    }
    const bug = rebuild(captured['pg: no such table (a bug, not a fault)']);
    const wrapped = new Error('registering failed', { cause: bug });
    await post(handler({ methods: ['POST'] }, () => Promise.reject(wrapped)));
    expect(log).toHaveBeenLastCalledWith('POST /api/register failed:', wrapped);
    expect((log.mock.lastCall![1] as Error).cause).toBe(bug);
  });
});
