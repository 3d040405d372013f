// The night's calls to /api/admin/night (with the admin token, like waiting-list-api.ts), answers
// parsed with the night's schemas. A refused save (400 per field, 409 saved meanwhile), a clock
// button pressed on a level that has moved on (409) and a seat that cannot be given (409) are the
// caller's to show, in the server's words.
import { adminNightSchema, adminTournamentSchema, displayLinkAnswerSchema, drawAnswerSchema } from '../../../domain/tournament/admin-schema.ts';
import type { BalanceInput, ClockActionInput, EliminateInput } from '../../../domain/tournament/floor-input.ts';
import type { PrizesInput } from '../../../domain/tournament/prize-input.ts';
import type { TournamentSetup } from '../../../domain/tournament/setup.ts';
import { parsed, savedAs } from '../kit/answers.ts';
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


/** The players out in one hand (picked on the table view or by their code), with their stacks when known. */
export const eliminate = (token: string, id: number, input: EliminateInput) =>
  call(`${tournament(id)}/eliminate`, { token, method: 'POST', json: input, read: parsed(adminTournamentSchema) });

/** Takes back the last hand's eliminations; `hand` is the one this screen showed as the last (409 when it is not). */
export const undoElimination = (token: string, id: number, hand: number) =>
  call(`${tournament(id)}/undo`, { token, method: 'POST', json: { hand }, read: parsed(adminTournamentSchema) });

/** The balancing move the floor confirms, re-checked against the room by the server (409 when the tables changed). */
export const confirmBalance = (token: string, id: number, move: BalanceInput) =>
  call(`${tournament(id)}/balance`, { token, method: 'POST', json: move, read: parsed(adminTournamentSchema) });

/** Breaks the table this screen showed as the next to break (409 when the tables changed). */
export const confirmBreak = (token: string, id: number, table: number) =>
  call(`${tournament(id)}/break`, { token, method: 'POST', json: { table }, read: parsed(adminTournamentSchema) });

/** The refusals of publishing and the results export, in the server's words: also a role the server does not let do it (403). */
export const resultsRefusals = [...nightRefusals, 403];

export const publishResults = (token: string, id: number) => call(`${tournament(id)}/publish`, { token, method: 'POST', read: parsed(adminTournamentSchema) });

/** Takes the results off the site (to correct a place or a prize, then publish again). */
export const withdrawResults = (token: string, id: number) => call(`${tournament(id)}/withdraw`, { token, method: 'POST', read: parsed(adminTournamentSchema) });

/** The edition's published results as a spreadsheet, saved under the server's file name. */
export const downloadResults = (token: string, edition: number) =>
  call(`/api/admin/export/results?edition=${edition}`, { token, read: savedAs(`WOOP_Results_${edition}.xlsx`, { serverName: true }) });

/** Saves the pool and the prizes as typed (prize-input.ts): 400 per field, 409 once the results are published. */
export const savePrizes = (token: string, id: number, input: PrizesInput) =>
  call(`${tournament(id)}/prizes`, { token, method: 'POST', json: input, read: parsed(adminTournamentSchema) });
