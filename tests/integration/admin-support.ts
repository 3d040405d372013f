// Shared setup of the admin integration tests: a migrated database (in-memory PGlite, or a fresh
// database on TEST_DATABASE_URL's server), installed as the functions' database, plus helpers.
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createDb } from '../../db/client.ts';
import type { Database, NewRegistration } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { setDb } from '../../netlify/lib/db.ts';
import { signAdminToken } from '../../netlify/lib/auth/token.ts';

export const adminPassword = 'integration-admin-password';
export const tokenSecret = 'integration-token-secret-0123456789abcdef';

export interface TestDb {
  db: Kysely<Database>;
  close(): Promise<void>;
}

export async function openTestDb(): Promise<TestDb> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const db = await createDb('memory://');
    await migrateToLatest(db);
    setDb(db);
    return { db, close: async () => (setDb(undefined), db.destroy()) };
  }
  const name = `woop_admin_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const db = await createDb(url.toString(), { max: 4 });
  await migrateToLatest(db);
  setDb(db);
  return {
    db,
    close: async () => {
      setDb(undefined);
      await db.destroy();
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Local-server configuration with a plain password (each test may override). */
export function useLocalAdminEnv(): void {
  process.env.ADMIN_PASSWORD = adminPassword;
  process.env.ADMIN_TOKEN_SECRET = tokenSecret;
  delete process.env.ADMIN_PASSWORD_HASH;
  delete process.env.CONTEXT;
  delete process.env.DEPLOY_ID;
  delete process.env.AWS_LAMBDA_FUNCTION_NAME;
}

export const validToken = () => signAdminToken(new TextEncoder().encode(tokenSecret));

let counter = 0;
export function registration(overrides: Partial<NewRegistration> = {}): NewRegistration {
  counter += 1;
  return {
    registrationId: `WOOP-TEST${String(counter).padStart(5, '0')}`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada${counter}@example.com`,
    phone: '3375550100',
    experience: 'Not specified',
    agreeTerms: true,
    registrationType: 'all-in',
    amount: '2450.00',
    amountCents: 245000,
    company: 'Analytical Engines LLC',
    jobTitle: 'Engineer',
    tShirtSize: 'L',
    billingStreet: '1 Main St',
    billingCity: 'Lake Charles',
    billingState: 'LA',
    billingZip: '70601',
    roomAdditions: ['friday-room'],
    promoCode: null,
    ...overrides,
  };
}

export function request(path: string, init: RequestInit & { token?: string | null } = {}): Request {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  return new Request(`http://localhost${path}`, { ...init, headers });
}

export async function readWorkbook(response: Response): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The workbook has no sheet');
  return sheet;
}
