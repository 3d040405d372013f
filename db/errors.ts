// PostgreSQL error helpers that work for pg, Neon and PGlite errors alike.

/** True for a unique-constraint violation (SQLSTATE 23505), optionally of one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e.code !== '23505') return false;
  if (!constraint) return true;
  return e.constraint === constraint || (typeof e.message === 'string' && e.message.includes(constraint));
}

// The database cannot be reached just now (the function answers 503 and the client retries):
// connection failures from Node, PostgreSQL's own shutdown/too-many-connections codes, PgBouncer's.
const unavailableCodes = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE',
  '57P01', '57P02', '57P03', // admin / crash shutdown, cannot connect now
  '53300', // too many connections
  '08000', '08001', '08003', '08004', '08006',
  // PgBouncer (and so Neon's pooled URL) reports its own failures with this code: "server login has
  // been failing", "server conn crashed?", "no more connections allowed", query_wait_timeout ...
  '08P01',
]);
const unavailablePattern =
  /connection terminated|timeout exceeded when trying to connect|connection timeout|PGlite is closed|database is closed|Connection refused|Client has encountered a connection error|Cannot use a pool after calling end|Query read timeout/i;

/** True for an error (or one it wraps: cause, AggregateError) meaning the database is unreachable. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const e = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && unavailableCodes.has(e.code)) return true;
  if (typeof e.message === 'string' && unavailablePattern.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
