// PostgreSQL error helpers that work for pg, Neon and PGlite errors alike.
//
// Every database fault the functions can meet is classified here, by what it is, for every driver:
// pg straight to PostgreSQL, pg through PgBouncer (Neon's pooled URL), the Neon driver over its
// WebSocket, and PGlite. The shapes each driver really throws were provoked from the drivers
// (tests/fixtures/capture-database-errors.ts -> database-errors.json) and are checked in
// tests/unit/database-errors.test.ts. A fault answers 503 (try again in a moment); anything else
// is a bug, and answers 500 with its cause logged.

/** True for a unique-constraint violation (SQLSTATE 23505), optionally of one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e.code !== '23505') return false;
  if (!constraint) return true;
  return e.constraint === constraint || (typeof e.message === 'string' && e.message.includes(constraint));
}

/** Why the database cannot answer just now. */
export type DatabaseFault =
  /** Nothing answers at the address: refused, unresolvable, unroutable (Node's socket codes). */
  | 'unreachable'
  /** The connection broke: the server, pooler or proxy went away mid-session. */
  | 'connection lost'
  /** The WebSocket to Neon's proxy failed: the Neon driver throws the socket's ErrorEvent itself. */
  | 'websocket failed'
  /** PostgreSQL is shutting down, restarting or starting (an administrator, a crash, a compute restart). */
  | 'server shutting down'
  /** PostgreSQL or the pooler has no connection to spare. */
  | 'too many connections'
  /** The pooler (PgBouncer) cannot reach PostgreSQL: its login back-off, a crashed server connection. */
  | 'pooler cannot reach the server'
  /** No answer in time: connect timeout, or our own query timeout while a pooler waits. */
  | 'timed out'
  /** The pool or the embedded database was closed (a function instance shutting down). */
  | 'closed';

// SQLSTATEs and Node socket codes, by fault.
const faultByCode: Record<string, DatabaseFault> = {
  ECONNREFUSED: 'unreachable', ENOTFOUND: 'unreachable', EAI_AGAIN: 'unreachable', EHOSTUNREACH: 'unreachable', ENETUNREACH: 'unreachable',
  ECONNRESET: 'connection lost', EPIPE: 'connection lost',
  ETIMEDOUT: 'timed out',
  '57P01': 'server shutting down', // admin_shutdown: pg_terminate_backend, a fast shutdown, Neon restarting the compute
  '57P02': 'server shutting down', // crash_shutdown
  '57P03': 'server shutting down', // cannot_connect_now: starting up, shutting down, in recovery
  '57P05': 'server shutting down', // idle_session_timeout
  '53300': 'too many connections',
  '08000': 'connection lost', '08003': 'connection lost', '08006': 'connection lost',
  '08001': 'unreachable', '08004': 'unreachable', // the server refused to establish the connection
  // PgBouncer reports its own failures with protocol_violation: "server login has been failing, try
  // again later (server_login_retry)", "server conn crashed?", "query_wait_timeout", "no more
  // connections allowed (max_client_conn)", "pgbouncer cannot connect to server".
  '08P01': 'pooler cannot reach the server',
};

// Messages that carry no code (pg's own errors, PGlite's), by fault.
const faultByMessage: [RegExp, DatabaseFault][] = [
  [/timeout exceeded when trying to connect|connection timeout|Query read timeout/i, 'timed out'],
  [/Connection terminated|Client has encountered a connection error|socket hang up/i, 'connection lost'],
  [/PGlite is closed|database is closed|Cannot use a pool after calling end/i, 'closed'],
  [/Connection refused/i, 'unreachable'],
];

/**
 * An Event of a WebSocket (undici's ErrorEvent in Node, ws's, a browser's): the Neon driver rejects
 * a query with the socket's error event itself, which is no Error and has an empty message.
 */
function isWebSocketEvent(e: Record<string, unknown>): boolean {
  if (e.type !== 'error' && e.type !== 'close') return false;
  if (typeof Event !== 'undefined' && e instanceof Event) return true;
  const target = e.target as { readyState?: unknown } | null | undefined;
  return typeof target === 'object' && target !== null && typeof target.readyState === 'number';
}

/** What kind of database fault `error` is (or wraps: cause, AggregateError, an event's error); undefined for anything else. */
export function databaseFault(error: unknown, depth = 0): DatabaseFault | undefined {
  if (!error || typeof error !== 'object' || depth > 3) return undefined;
  const e = error as Record<string, unknown>;
  if (isWebSocketEvent(e)) return 'websocket failed';
  if (typeof e.code === 'string' && Object.hasOwn(faultByCode, e.code)) return faultByCode[e.code];
  if (typeof e.message === 'string') {
    const match = faultByMessage.find(([pattern]) => pattern.test(e.message as string));
    if (match) return match[1];
  }
  for (const inner of Array.isArray(e.errors) ? e.errors : []) {
    const fault = databaseFault(inner, depth + 1);
    if (fault) return fault;
  }
  return databaseFault(e.cause, depth + 1);
}

/** True for an error meaning the database is unreachable just now (the function answers 503). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseFault(error) !== undefined;
}

/** One log line for a fault: its kind and what the driver said (an ErrorEvent has no message of its own). */
export function describeDatabaseFault(error: unknown): string {
  const fault = databaseFault(error) ?? 'unknown';
  const e = (error ?? {}) as { message?: unknown; code?: unknown; target?: { url?: unknown } };
  const said = isWebSocketEvent(e as Record<string, unknown>)
    ? `WebSocket ${String((e as { type?: unknown }).type)} event${typeof e.target?.url === 'string' ? ` (${e.target.url.replace(/\/\/[^@/]*@/, '//')})` : ''}`
    : [e.code, e.message].filter((x) => typeof x === 'string' && x).join(' ');
  return `${fault}: ${said || String(error)}`;
}
