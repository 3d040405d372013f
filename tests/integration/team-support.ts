// Team members for the integration tests (issue 29): an account of a role and a signed-in session.
import { randomUUID } from 'node:crypto';
import { findAccount, insertAccount } from '../../db/repositories/team.ts';
import { getDb } from '../../netlify/lib/db.ts';
import { openSession } from '../../netlify/lib/team/sessions.ts';
import type { Role } from '../../src/domain/team.ts';

export async function addMember(role: Role, name = `Test ${role}`, email = `${role}-${randomUUID().slice(0, 8)}@example.com`): Promise<string> {
  const id = randomUUID();
  await insertAccount(await getDb(), { id, name, email, role, accessFrom: null, accessUntil: null, totpSecret: null });
  return id;
}

/** A fresh session token of the account. */
export async function signedIn(accountId: string, userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/605.1'): Promise<string> {
  const db = await getDb();
  const account = await findAccount(db, accountId);
  if (!account) throw new Error(`No account ${accountId}`);
  return openSession(db, account, 'passkey', new Request('http://localhost/api/admin/login', { headers: { 'user-agent': userAgent } }));
}
