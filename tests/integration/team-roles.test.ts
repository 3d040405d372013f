// Every /api/admin/* function on disk, called with each role and with no sign-in. The
// list comes from netlify/functions, so a new admin endpoint that is not in `expected` below (or
// that answers without a session) fails here until its roles are declared.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { roles, type Role } from '../../src/domain/team.ts';
import { request, useLocalAdminEnv } from './admin-support.ts';
import { testDatabases, useTestDatabase } from './databases.ts';
import { addMember, signedIn } from './team-support.ts';

const all: Role[] = ['owner', 'organizer', 'treasurer', 'door', 'floor'];
const checkIn: Role[] = ['owner', 'organizer', 'treasurer', 'door'];
const night: Role[] = ['owner', 'organizer', 'floor'];
const money: Role[] = ['owner', 'organizer', 'treasurer'];
const organizers: Role[] = ['owner', 'organizer'];
const owner: Role[] = ['owner'];

/** Endpoints anyone may call: the sign-ins and the invitation page (each has its own checks). */
const publicFunctions = new Set(['admin-login.mts', 'admin-login-passkey.mts', 'admin-login-code.mts', 'admin-invitation.mts']);

/** Per function file and method: the roles it admits. */
const expected: Record<string, Record<string, Role[]>> = {
  'admin-announcement-send.mts': { POST: organizers },
  'admin-announcements.mts': { GET: organizers, POST: organizers },
  'admin-check-in-count.mts': { GET: checkIn },
  'admin-check-in-search.mts': { GET: checkIn },
  'admin-check-in.mts': { GET: checkIn, POST: checkIn, DELETE: checkIn },
  'admin-export-interests.mts': { GET: money },
  'admin-export-waiting-list.mts': { GET: organizers },
  'admin-night.mts': { GET: night },
  'admin-night-action.mts': { POST: night },
  'admin-night-link-revoke.mts': { POST: night },
  'admin-export-registrations.mts': { GET: money },
  'admin-export-results.mts': { GET: money },
  'admin-logout.mts': { POST: all },
  'admin-payments.mts': { GET: money },
  'admin-promo-codes.mts': { POST: organizers },
  'admin-promo-codes-last-edition.mts': { POST: organizers },
  'admin-registration-delete.mts': { DELETE: organizers },
  'admin-registration-payment.mts': { POST: money },
  'admin-registration-receipt.mts': { GET: money },
  'admin-registration-seat.mts': { POST: organizers },
  'admin-registrations.mts': { GET: money },
  'admin-sales.mts': { GET: organizers },
  'admin-sales-item.mts': { POST: organizers },
  'admin-seat-settings.mts': { GET: organizers, POST: organizers },
  'admin-session.mts': { GET: all },
  'admin-stats.mts': { GET: money },
  'admin-team.mts': { GET: owner, POST: owner },
  'admin-team-member.mts': { DELETE: owner },
  'admin-team-invitation.mts': { DELETE: owner },
  'admin-team-session.mts': { DELETE: owner },
  'admin-team-password.mts': { PUT: owner },
  'admin-waiting-list.mts': { GET: organizers },
  'admin-waiting-list-entry.mts': { POST: organizers },
  'admin-waiting-list-settings.mts': { POST: organizers },
};

const functionsDir = path.resolve(import.meta.dirname, '../../netlify/functions');
const adminFiles = readdirSync(functionsDir).filter((f) => f.startsWith('admin-') && f.endsWith('.mts')).sort();
const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

type Handler = (req: Request, ctx: { params: Record<string, string> }) => Promise<Response>;
interface Loaded { handler: Handler; path: string }

async function load(file: string): Promise<Loaded> {
  const mod = (await import(path.join(functionsDir, file))) as { default: Handler; config: { path: string | string[] } };
  return { handler: mod.default, path: [mod.config.path].flat()[0]! };
}

/** The route's path with every :param filled in, and the params. */
function route(pattern: string) {
  const params: Record<string, string> = {};
  const url = pattern.replace(/:(\w+)/g, (_, name: string) => {
    params[name] = name === 'id' ? '999999' : `WOOP-NONE-${name}`;
    return params[name]!;
  });
  return { url, params };
}

describe('the /api/admin/* functions on disk', () => {
  it('are all either public sign-ins or declared here', () => {
    const undeclared = adminFiles.filter((f) => !publicFunctions.has(f) && !expected[f]);
    expect(undeclared, 'declare the roles of these admin endpoints in team-roles.test.ts (and in their requireAdmin call)').toEqual([]);
    expect(Object.keys(expected).filter((f) => !adminFiles.includes(f))).toEqual([]);
  });
});

describe.each(testDatabases())('admin roles on $name', (database) => {
  useTestDatabase(database);
  beforeEach(() => useLocalAdminEnv());

  const call = async (file: string, method: string, token: string | null) => {
    const { handler, path: pattern } = await load(file);
    const { url, params } = route(pattern);
    return handler(request(url, { method, token }), { params });
  };

  it.each(adminFiles.filter((f) => !publicFunctions.has(f)))('%s: no sign-in -> 401 on every method it serves', async (file) => {
    for (const method of methods) {
      const response = await call(file, method, null);
      const declared = Object.keys(expected[file] ?? {}).includes(method);
      if (declared) expect(response.status, `${method} ${file}`).toBe(401);
      else expect(response.status, `${method} ${file} is served but has no declared roles`).toBe(405);
    }
  });

  const cases = Object.entries(expected).flatMap(([file, byMethod]) =>
    Object.entries(byMethod).flatMap(([method, admitted]) => roles.map((role) => ({ file, method, role, admitted: admitted.includes(role) }))),
  );
  it.each(cases)('$method $file as $role -> admitted: $admitted', async ({ file, method, role, admitted }) => {
    const token = await signedIn(await addMember(role));
    const response = await call(file, method, token);
    if (admitted) expect([401, 403], `${method} ${file} as ${role}: ${response.status}`).not.toContain(response.status);
    else {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'Your role does not allow this.' });
    }
  });

  // The night's panel is the floor's, but its prizes and the published results are the organizer's word.
  it.each(night)('the night as %s: the room, and the prizes and publishing only for organizers', async (role) => {
    const token = await signedIn(await addMember(role));
    const { handler } = await load('admin-night-action.mts');
    for (const action of ['prizes', 'publish', 'withdraw', 'eliminate']) {
      const response = await handler(request(`/api/admin/night/999999/${action}`, { method: 'POST', token, body: '{}', headers: { 'content-type': 'application/json' } }), { params: { id: '999999', action } });
      const admitted = action === 'eliminate' || organizers.includes(role);
      expect(response.status === 403, `${action} as ${role}: ${response.status}`).toBe(!admitted);
    }
  });
});
