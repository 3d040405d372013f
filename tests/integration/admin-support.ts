// Shared setup of the admin integration tests: the suite's databases (tests/integration/databases.ts:
// PGlite always, PostgreSQL too when TEST_DATABASE_URL is set) installed as the functions' database.
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { Database, NewRegistration } from '../../db/database.ts';
import { setDb } from '../../netlify/lib/platform/db.ts';
import type { TestDatabase } from './databases.ts';
import { ensurePasswordOwner } from '../../db/repositories/team.ts';
import { getDb } from '../../netlify/lib/platform/db.ts';
import { openSession } from '../../netlify/lib/team/sessions.ts';

export const adminPassword = 'integration-admin-password';
export const tokenSecret = 'integration-token-secret-0123456789abcdef';

/** Opens a migrated database from tests/integration/databases.ts and makes the functions use it. */
export async function useDatabase(database: TestDatabase): Promise<Kysely<Database>> {
  const db = await database.open();
  setDb(db);
  return db;
}

export async function closeDatabase(database: TestDatabase): Promise<void> {
  setDb(undefined);
  await database.close();
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

/** A session of the shared password's owner account (a token needs its session row). */
export const validToken = async (): Promise<string> => {
  const db = await getDb();
  return openSession(db, await ensurePasswordOwner(db), 'password', new Request('http://localhost/api/admin/login'));
};

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
