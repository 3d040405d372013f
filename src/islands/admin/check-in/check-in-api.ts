// The check-in screen's calls to /api/admin/check-in (with the admin token, like admin-api.ts),
// parsed with the shared contract. An unknown code (404) and a refused check-in (409) are answers,
// not failures: the door shows "no registration has this code", or the card with the reason.
import { checkInCountSchema } from '../../../domain/admin-contract.ts';
import { checkInCardSchema, checkInChangeSchema, checkInSearchSchema, type CheckInCard, type CheckInChange } from '../../../domain/check-in-contract.ts';
import { parsed } from '../kit/answers.ts';
import { call, type CallResult } from '../kit/call.ts';

const path = (code: string) => `/api/admin/check-in/${encodeURIComponent(code)}`;

/** The registration a code names, or null for a code no registration has. */
export async function lookUpCode(token: string, code: string): Promise<CallResult<CheckInCard | null>> {
  const result = await call(path(code), { token, read: parsed(checkInCardSchema) });
  return !result.ok && result.status === 404 ? { ok: true, data: null } : result;
}

/** Checked-in against paid (every role may read it; the dashboard's stats are not the door's). */
export const fetchCheckInCount = (token: string) => call('/api/admin/check-in-count', { token, read: parsed(checkInCountSchema) });

export const searchByName = (token: string, query: string) =>
  call(`/api/admin/check-in?q=${encodeURIComponent(query)}`, { token, read: async (response) => checkInSearchSchema.parse(await response.json()).results });

export type ChangeResult = CheckInChange & { refused: string | null };

/** Check in (`checkedIn` true) or undo; a 409 comes back with `refused` set to the reason. */
export async function changeCheckIn(token: string, registrationId: string, checkedIn: boolean): Promise<CallResult<ChangeResult>> {
  const result = await call(path(registrationId), { token, method: checkedIn ? 'POST' : 'DELETE', read: parsed(checkInChangeSchema) });
  if (result.ok) return { ok: true, data: { ...result.data, refused: null } };
  if (result.status !== 409) return result;
  const change = checkInChangeSchema.safeParse(result.body);
  return change.success ? { ok: true, data: { ...change.data, refused: result.message ?? 'Refused' } } : result;
}
