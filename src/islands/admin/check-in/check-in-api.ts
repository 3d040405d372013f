// The check-in screen's calls to /api/admin/check-in (with the admin token, like admin-api.ts),
// parsed with the shared contract. A refused check-in (409) is an answer, not an error: it carries
// the card and the reason, which the door shows.
import { ApiError, call } from '../admin-api.ts';
import { checkInCountSchema, type CheckInCount } from '../../../domain/admin-contract.ts';
import { checkInCardSchema, checkInChangeSchema, checkInSearchSchema, type CheckInCard, type CheckInChange } from '../../../domain/check-in-contract.ts';

const path = (code: string) => `/api/admin/check-in/${encodeURIComponent(code)}`;

/** The registration a code names, or null for a code no registration has. */
export async function lookUpCode(token: string, code: string): Promise<CheckInCard | null> {
  try {
    return checkInCardSchema.parse(await (await call(token, path(code))).json());
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Checked-in against paid (every role may read it; the dashboard's stats are not the door's). */
export async function fetchCheckInCount(token: string): Promise<CheckInCount> {
  return checkInCountSchema.parse(await (await call(token, '/api/admin/check-in-count')).json());
}

export async function searchByName(token: string, query: string): Promise<CheckInCard[]> {
  const response = await call(token, `/api/admin/check-in?q=${encodeURIComponent(query)}`);
  return checkInSearchSchema.parse(await response.json()).results;
}

export type ChangeResult = CheckInChange & { refused: string | null };

/** Check in (`checkedIn` true) or undo; a 409 comes back with `refused` set to the reason. */
export async function changeCheckIn(token: string, registrationId: string, checkedIn: boolean): Promise<ChangeResult> {
  const response = await call(token, path(registrationId), { method: checkedIn ? 'POST' : 'DELETE' }, [409]);
  const body = (await response.json()) as { message?: unknown };
  const refused = response.status === 409 ? (typeof body.message === 'string' ? body.message : 'Refused') : null;
  return { ...checkInChangeSchema.parse(body), refused };
}
