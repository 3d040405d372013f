// Which registration levels entitle a player to which tournament, by default: from the levels'
// names, so a level the organizer adds or renames in the content gets a sensible default too. The
// organizer can change the choice per tournament in /admin. Sponsor levels entitle to nothing by
// themselves: a sponsor's player entry is a code its player registers with at a player level, and
// that level decides.
import type { TournamentKind } from './structure.ts';

export interface NamedLevel {
  id: string;
  name: string;
}

/** The tournaments a level's name says it plays: All In both, a Main Event level or a Second Chance level its own, the rest (party levels) none. */
export function tournamentsOfLevel(name: string): TournamentKind[] {
  const n = name.toLowerCase();
  if (/\ball[\s-]*in\b/.test(n)) return ['main-event', 'second-chance'];
  const kinds: TournamentKind[] = [];
  if (/\bmain event\b/.test(n)) kinds.push('main-event');
  if (/\bsecond chance\b/.test(n)) kinds.push('second-chance');
  return kinds;
}

/** The ids of the levels that entitle a player to `kind` unless the organizer chooses otherwise. */
export function defaultEntitlingLevelIds(kind: TournamentKind, levels: readonly NamedLevel[]): string[] {
  return levels.filter((l) => tournamentsOfLevel(l.name).includes(kind)).map((l) => l.id);
}

/** Whether a registration at `levelId` plays a tournament whose entitling ids are `entitling`. */
export const isEntitled = (levelId: string | null, entitling: readonly string[]): boolean => levelId !== null && entitling.includes(levelId);

export interface DoorTournament {
  kind: TournamentKind;
  /** Its start, in ms. */
  startsAt: number;
  /** The organizer opened its seating: every entitled arrival gets a seat in it at the door. */
  seatingOpen: boolean;
  /** Over: its results are published. */
  finished: boolean;
}

/**
 * The tournaments a player checked in at the door gets a seat in, among those they are entitled to:
 * the one that starts next (the earliest start not finished), and any other whose seating the
 * organizer has opened. An All In player checked in at noon sits down for the Main Event; their
 * Second Chance seat is drawn when its seating opens (for everyone checked in, at once).
 */
export function tournamentsToSeatAtDoor(entitled: readonly DoorTournament[]): TournamentKind[] {
  const playing = entitled.filter((t) => !t.finished);
  const first = playing.reduce<DoorTournament | null>((a, b) => (a === null || b.startsAt < a.startsAt ? b : a), null);
  return playing.filter((t) => t === first || t.seatingOpen).map((t) => t.kind);
}
