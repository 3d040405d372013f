// The night's API as the screens call it (the functions answer with these shapes; every refusal is
// the site's error body { message, errors? }).
//
// Public, no personal data:
//   GET /api/night/clock -> NightClock. Cached at the CDN (tag 'night-clock', a few seconds) and
//     purged on every clock action, set-up save and players-left change; screens poll it.
//   GET /api/time -> ServerTime (no-store): a screen's offset to the server's clock (server-time.ts).
// The floor (roles owner, organizer, floor), under /api/admin/night:
//   GET    /api/admin/night -> AdminNight
//   POST   /api/admin/night/:id/setup       { version, ...TournamentSetupInput } -> AdminTournament | 400 | 409 (saved meanwhile)
//   POST   /api/admin/night/:id/clock       ClockActionInput (floor-input.ts) -> AdminTournament | 409 clockMovedMessage
//   POST   /api/admin/night/:id/seating     { open: boolean } -> AdminTournament (open: later arrivals get a seat at the door)
//   POST   /api/admin/night/:id/draw        -> DrawAnswer (a seat for everyone checked in and entitled, without one)
//   POST   /api/admin/night/:id/seats/:registrationId  { table, seat, fixed } (floor-input.ts) -> AdminTournament | 409 the reason
//   POST   /api/admin/night/:id/players-left { playersLeft } -> AdminTournament
//   POST   /api/admin/night/:id/display-links -> { url } (shown once) ; POST /api/admin/night/display-links/:linkId/revoke -> 204
//   GET    /api/night/board?token= -> SeatingBoard (the TV's seating board; private, no-store; 404 a revoked or unknown link)
//   POST   /api/admin/night/:id/eliminate   EliminateInput (floor-input.ts) -> AdminTournament | 409 the reason (not seated, out already)
//   POST   /api/admin/night/:id/undo        { hand } -> AdminTournament | 409 (no elimination to undo, or not the last one)
//   POST   /api/admin/night/:id/balance     { registrationId, fromTable, toTable, seat } -> AdminTournament | 409 (the tables changed)
//   POST   /api/admin/night/:id/break       { table } -> AdminTournament | 409 (the tables changed)
//   POST   /api/admin/night/:id/prizes      PrizesInput (prize-input.ts: dollars as typed) -> AdminTournament | 400 per field (do not add up to the pool) | 409 (results published)
//   POST   /api/admin/night/:id/publish     -> AdminTournament | 409 (still running)
//   POST   /api/admin/night/:id/withdraw    -> AdminTournament | 409 (not published): off the site, to correct and publish again
//   GET    /api/admin/export/results?edition= -> the edition's published results (xlsx)
// Public:
//   GET /api/results[?edition=YYYY] -> EditionResults (published results only; CDN cached, tag 'results', purged on publish)
// The door: POST /api/admin/check-in/:registrationId answers the card with `seats` (check-in-contract.ts).
import type { ClockState } from './clock.ts';
import type { Step, TournamentKind } from './structure.ts';
import type { TournamentSetup } from './setup.ts';

/** A running (or about to start) tournament as every screen shows it: no personal data. */
export interface ClockTournament {
  id: number;
  kind: TournamentKind;
  name: string;
  structure: Step[];
  clock: ClockState;
  /** Players seated (the entries). */
  entries: number;
  /** Set by the floor; the entries until it is. */
  playersLeft: number;
  startingStack: number;
  /** ISO time the tournament is set to start. */
  startsAt: string;
  /** What each place wins, best place first (empty until the organizer sets them). */
  prizes: Prize[];
}

/** One place's prize: an amount in cents or a named prize (exactly one of the two). */
export interface Prize {
  place: number;
  amountCents: number | null;
  prize: string | null;
}

export interface NightClock {
  tournaments: ClockTournament[];
  /** Server ms when the answer was made. */
  generatedAt: number;
}

export interface ServerTime {
  /** Server ms. */
  now: number;
}

/** A seated player as the floor sees them: names and seats only. */
export interface SeatView {
  registrationId: string;
  firstName: string;
  lastName: string;
  table: number;
  seat: number;
  fixed: boolean;
}

/** A player out, as the floor sees them: where they sat, their place, the hand they went out in. */
export interface OutView {
  registrationId: string;
  firstName: string;
  lastName: string;
  place: number;
  /** Shares the place with others out in the same hand. */
  tied: boolean;
  hand: number;
  table: number | null;
  seat: number | null;
}

/** What the floor's screen asks of the room now, from the seats (src/domain/tournament/seating.ts). */
export interface FloorTask {
  /** Tables differ by two or more: move a player (the one due the big blind next) from `fromTable` to the worst open seat at `toTable`. */
  balance: { fromTable: number; toTable: number; toSeats: number[]; movable: string[] } | null;
  /** The players left fit in one table fewer: break this table (its players draw open seats; at the last break, the final table is drawn afresh). */
  breakTable: number | null;
}

export interface AdminTournament extends ClockTournament {
  version: number;
  setup: TournamentSetup;
  seatingOpen: boolean;
  /** The tables still in play (the others are broken). */
  openTables: number[];
  seats: SeatView[];
  /** The players out, best place first. */
  out: OutView[];
  task: FloorTask;
  prizePoolCents: number | null;
  /** One player left (the winner has place 1): the results can be published. */
  finished: boolean;
  resultsPublishedAt: string | null;
  /** Checked in and entitled, without a seat yet (names only). */
  unseated: { registrationId: string; firstName: string; lastName: string }[];
  /** The display links of its seating board that still work. */
  displayLinks: { id: number; createdAt: string; createdBy: string | null }[];
}

export interface AdminNight {
  tournaments: AdminTournament[];
  /** The registration levels a tournament may be entitled by. */
  levels: { id: string; name: string }[];
}

export interface DrawAnswer {
  tournament: AdminTournament;
  /** How many were given a seat now. */
  seated: number;
  /** Who could not be seated: every seat is taken. */
  unseated: string[];
}

/** The TV's seating board: tables in order, each seat's player by last name (first initial to tell two apart). */
export interface SeatingBoard {
  name: string;
  /** The seats of a table, so the board shows the open ones too (only taken seats are listed). */
  seatsPerTable: number;
  tables: { table: number; seats: { seat: number; name: string }[] }[];
  generatedAt: number;
}

/** The board's answer to a revoked, unknown or malformed display link (404, or 400 when it is not a token). */
export const boardLinkInvalidMessage = 'This display link is not valid or was revoked. Ask an organizer for a new one.';

/** What the door's card says of a seat: "Table 4, Seat 7" in the named tournament. */
export interface DoorSeat {
  tournament: string;
  table: number;
  seat: number;
}

/** One line of the published results. */
export interface Standing {
  place: number;
  tied: boolean;
  /** As the player agreed (results-listing.ts). */
  name: string;
  company: string | null;
  /** The prize's words: "$1,250.00" or a named prize; null when the place wins nothing. */
  prize: string | null;
}

/** GET /api/results: an edition's published results, and the editions that have some. */
export interface EditionResults {
  /** The edition shown; null when nothing is published yet. */
  edition: number | null;
  /** Every edition with published results, newest first. */
  editions: number[];
  tournaments: { kind: TournamentKind; name: string; entries: number; publishedAt: string; standings: Standing[] }[];
}

/** What a player's personal page says of their results (published tournaments only). */
export interface PlayerResult {
  tournament: string;
  place: number;
  tied: boolean;
  prize: string | null;
}
