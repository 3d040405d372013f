import { describe, expect, it } from 'vitest';
import { databaseKind, describeDatabase, pgliteLocation } from '../../db/client.ts';
import { parseEnv } from '../../netlify/lib/platform/env.ts';
import { newPaymentKey, newRegistrationId, registrationIdPattern } from '../../netlify/lib/platform/ids.ts';
import { paymentKeyPattern } from '../../src/domain/api-contract.ts';

describe('registration IDs', () => {
  it("look like 'WOOP-' + 10 base32 characters and do not repeat", () => {
    const ids = Array.from({ length: 5000 }, newRegistrationId);
    for (const id of ids) expect(id).toMatch(registrationIdPattern);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('payment keys', () => {
  it('need a timestamp and at least 128 bits of hex', () => {
    expect(paymentKeyPattern.test(`1732240000000-${'a1'.repeat(16)}`)).toBe(true);
    expect(paymentKeyPattern.test(`1732240000000-${'a1'.repeat(15)}`)).toBe(false);
    expect(paymentKeyPattern.test(`${'a1'.repeat(16)}`)).toBe(false);
    expect(paymentKeyPattern.test(`1732240000000-${'g'.repeat(32)}`)).toBe(false);
  });

  it('are issued by the server as the timestamp, a dash and 32 random hex chars', () => {
    expect(newPaymentKey(1763776800000)).toMatch(/^1763776800000-[0-9a-f]{32}$/);
    expect(paymentKeyPattern.test(newPaymentKey())).toBe(true);
    expect(newPaymentKey()).not.toBe(newPaymentKey());
  });
});

describe('environment', () => {
  it('reads DATABASE_URL, else NETLIFY_DB_URL', () => {
    expect(parseEnv({}).databaseUrl).toBeUndefined();
    expect(parseEnv({ NETLIFY_DB_URL: 'postgres://n/db' }).databaseUrl).toBe('postgres://n/db');
    expect(parseEnv({ DATABASE_URL: 'postgresql://d/db', NETLIFY_DB_URL: 'postgres://n/db' }).databaseUrl).toBe('postgresql://d/db');
    expect(parseEnv({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('fails with a message naming the bad variable', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(() => parseEnv({ NETLIFY_DB_URL: 'nope' })).toThrow(/NETLIFY_DB_URL/);
  });

  it('picks PGlite, Neon or pg from the URL and describes it without the password', () => {
    expect(databaseKind(undefined)).toBe('pglite');
    expect(databaseKind('memory://')).toBe('pglite');
    expect(databaseKind('postgres://u:p@ep-cool-1.us-east-2.aws.neon.tech/neondb')).toBe('neon');
    expect(databaseKind('postgres://u:p@localhost:5432/woop')).toBe('postgres');
    expect(describeDatabase('postgres://u:secret@localhost:5432/woop')).toBe('PostgreSQL (localhost:5432/woop)');
    expect(describeDatabase(undefined)).toBe('embedded PGlite (.data/pglite)');
  });

  it('keeps an in-memory database in memory and a file: database in its directory', () => {
    expect(pgliteLocation('memory://')).toBe('memory');
    expect(pgliteLocation('file:/tmp/woop')).toBe('/tmp/woop');
    expect(pgliteLocation(undefined)).toBe('.data/pglite');
  });
});
