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
