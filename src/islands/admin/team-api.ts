// The team's calls: who am I, the owner's team screen, its changes (each answered with what it
// did, in the server's words), and signing out everywhere.
import { teamSchema, whoAmISchema, type InvitationInput, type Team } from '../../domain/team.ts';
import { answerMessage, parsed } from './kit/answers.ts';
import { call, ignored } from './kit/call.ts';

export type { Team };

/** A change's answer says what was done; this when it says nothing. */
const done = answerMessage('Something went wrong. Please try again.');

export const fetchWhoAmI = (token: string) => call('/api/admin/session', { token, read: parsed(whoAmISchema) });

export const fetchTeam = (token: string) => call('/api/admin/team', { token, read: parsed(teamSchema) });

export const inviteMember = (token: string, input: InvitationInput) => call('/api/admin/team', { token, method: 'POST', json: input, read: done });

export const withdrawInvitation = (token: string, invitationId: number) =>
  call(`/api/admin/team/invitations/${invitationId}`, { token, method: 'DELETE', read: done });

export const removeMember = (token: string, accountId: string) =>
  call(`/api/admin/team/members/${encodeURIComponent(accountId)}`, { token, method: 'DELETE', read: done });

export const endSession = (token: string, sessionId: string) =>
  call(`/api/admin/team/sessions/${encodeURIComponent(sessionId)}`, { token, method: 'DELETE', read: done });

export const setPasswordSignIn = (token: string, enabled: boolean) =>
  call('/api/admin/team/password-sign-in', { token, method: 'PUT', json: { enabled }, read: done });

/** Ends every session of the signed-in person (this one included). */
export const signOutEverywhere = (token: string) => call('/api/admin/logout?everywhere=1', { token, method: 'POST', read: ignored });
