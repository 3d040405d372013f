// The night's calls to /api/admin/night (with the admin token, like waiting-list-api.ts), answers
// parsed with the night's schemas. A refused save (400 per field, 409 saved meanwhile), a clock
// button pressed on a level that has moved on (409) and a seat that cannot be given (409) are the
// caller's to show, in the server's words.
import { adminNightSchema, adminTournamentSchema, displayLinkAnswerSchema, drawAnswerSchema } from '../../../domain/tournament/admin-schema.ts';
import type { ClockActionInput } from '../../../domain/tournament/floor-input.ts';
import type { PrizesInput } from '../../../domain/tournament/prize-input.ts';
import type { TournamentSetup } from '../../../domain/tournament/setup.ts';
import { parsed } from '../kit/answers.ts';
import { call, ignored, type Failure } from '../kit/call.ts';

const base = '/api/admin/night';
const tournament = (id: number) => `${base}/${id}`;

/** The refusals the panel shows in the server's words: values refused (400), gone (404), moved on or taken (409). */
export const nightRefusals = [400, 404, 409];

export const fetchNight = (token: string) => call(base, { token, read: parsed(adminNightSchema) });

/** Saves the set-up; `version` is the one the form was filled from (409 when someone saved since). */
export const saveSetup = (token: string, id: number, version: number, setup: TournamentSetup) =>
  call(`${tournament(id)}/setup`, { token, method: 'POST', json: { version, ...setup }, read: parsed(adminTournamentSchema) });

/** The tournament as someone else saved it, sent with a 409 (values that do not parse: none). */
export const currentTournament = (refusal: Failure) => adminTournamentSchema.safeParse((refusal.body as { current?: unknown } | null)?.current).data;

export const pressClock = (token: string, id: number, input: ClockActionInput) =>
  call(`${tournament(id)}/clock`, { token, method: 'POST', json: input, read: parsed(adminTournamentSchema) });

export const setPlayersLeft = (token: string, id: number, playersLeft: number) =>
  call(`${tournament(id)}/players-left`, { token, method: 'POST', json: { playersLeft }, read: parsed(adminTournamentSchema) });

/** Opens (or closes) the seating at the door: while open, every entitled arrival gets a seat in it. */
export const setSeatingOpen = (token: string, id: number, open: boolean) =>
  call(`${tournament(id)}/seating`, { token, method: 'POST', json: { open }, read: parsed(adminTournamentSchema) });

/** A seat for everyone checked in and entitled who has none yet. */
export const drawSeats = (token: string, id: number) => call(`${tournament(id)}/draw`, { token, method: 'POST', read: parsed(drawAnswerSchema) });

export const moveSeat = (token: string, id: number, registrationId: string, seat: { table: number; seat: number; fixed: boolean }) =>
  call(`${tournament(id)}/seats/${encodeURIComponent(registrationId)}`, { token, method: 'POST', json: seat, read: parsed(adminTournamentSchema) });

/** A new link to the TV's seating board: its address comes back once, never again. */
export const createDisplayLink = (token: string, id: number) => call(`${tournament(id)}/display-links`, { token, method: 'POST', read: parsed(displayLinkAnswerSchema) });

export const revokeDisplayLink = (token: string, linkId: number) => call(`${base}/display-links/${linkId}/revoke`, { token, method: 'POST', read: ignored });


/** Saves the pool and the prizes as typed (prize-input.ts): 400 per field, 409 once the results are published. */
export const savePrizes = (token: string, id: number, input: PrizesInput) =>
  call(`${tournament(id)}/prizes`, { token, method: 'POST', json: input, read: parsed(adminTournamentSchema) });
