// The team's calls (issue 29): who am I, the owner's team screen, and signing out everywhere.
import { apiFetch } from '../../api/fetcher.ts';
import { teamSchema, whoAmISchema, type InvitationInput, type Team, type WhoAmI } from '../../domain/team.ts';
import { call } from './admin-api.ts';

export type { Team, WhoAmI };

export async function fetchWhoAmI(token: string): Promise<WhoAmI> {
  return whoAmISchema.parse(await (await call(token, '/api/admin/session')).json());
}

export async function fetchTeam(token: string): Promise<Team> {
  return teamSchema.parse(await (await call(token, '/api/admin/team')).json());
}

export interface Refusal {
  message: string;
  errors: Record<string, string>;
}

async function answer(response: Response): Promise<{ ok: true; message: string } | { ok: false; refusal: Refusal }> {
  const body = (await response.json().catch(() => ({}))) as { message?: unknown; errors?: unknown };
  const message = typeof body.message === 'string' ? body.message : 'Something went wrong. Please try again.';
  if (response.ok) return { ok: true, message };
  return { ok: false, refusal: { message, errors: body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string>) : {} } };
}

export async function inviteMember(token: string, input: InvitationInput) {
  return answer(await call(token, '/api/admin/team', { method: 'POST', json: input }, [400, 409]));
}

export async function withdrawInvitation(token: string, invitationId: number) {
  return answer(await call(token, `/api/admin/team/invitations/${invitationId}`, { method: 'DELETE' }, [404]));
}

export async function removeMember(token: string, accountId: string) {
  return answer(await call(token, `/api/admin/team/members/${encodeURIComponent(accountId)}`, { method: 'DELETE' }, [404, 409]));
}

export async function endSession(token: string, sessionId: string) {
  return answer(await call(token, `/api/admin/team/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' }, [404]));
}

export async function setPasswordSignIn(token: string, enabled: boolean) {
  return answer(await call(token, '/api/admin/team/password-sign-in', { method: 'PUT', json: { enabled } }, [409]));
}

/** Ends every session of the signed-in person (this one included). */
export async function signOutEverywhere(token: string): Promise<void> {
  await apiFetch('/api/admin/logout?everywhere=1', { method: 'POST', token });
}
