// Which registration levels play which tournament by default (from the names the content gives
// them), and which tournaments a player checked in at the door sits down for.
import { describe, expect, it } from 'vitest';
import { registrationLevels } from '../../src/data/registration-options.ts';
import { sponsorLevels } from '../../src/data/sponsor-levels.ts';
import { defaultEntitlingLevelIds, isEntitled, tournamentsOfLevel, tournamentsToSeatAtDoor, type DoorTournament } from '../../src/domain/tournament/entitlements.ts';

describe('default entitlements', () => {
  it("follow the site's level names: All In both, Just Main Event the Main Event, the Second Chance levels the Second Chance, the party levels none", () => {
    expect(defaultEntitlingLevelIds('main-event', registrationLevels)).toEqual(['all-in', 'just-main-event']);
    expect(defaultEntitlingLevelIds('second-chance', registrationLevels)).toEqual(['all-in', 'just-second-chance', 'second-chance-golf']);
    expect(tournamentsOfLevel('Party and Golf')).toEqual([]);
    expect(tournamentsOfLevel('Just Here to Party')).toEqual([]);
  });

  it('give a renamed or new level the tournaments its name says, and sponsor levels none', () => {
    expect(tournamentsOfLevel('ALL-IN Package')).toEqual(['main-event', 'second-chance']);
    expect(tournamentsOfLevel('Main Event & Second Chance')).toEqual(['main-event', 'second-chance']);
    expect(tournamentsOfLevel('Install the tables')).toEqual([]);
    expect(defaultEntitlingLevelIds('main-event', sponsorLevels)).toEqual([]);
  });

  it('isEntitled: a registration without a level plays nothing', () => {
    expect(isEntitled('all-in', ['all-in'])).toBe(true);
    expect(isEntitled('just-party', ['all-in'])).toBe(false);
    expect(isEntitled(null, ['all-in'])).toBe(false);
  });
});

describe('tournamentsToSeatAtDoor', () => {
  const main: DoorTournament = { kind: 'main-event', startsAt: 13, seatingOpen: false, finished: false };
  const second: DoorTournament = { kind: 'second-chance', startsAt: 19, seatingOpen: false, finished: false };

  it('an All In player gets the seat of the tournament that starts next; the other once its seating opens', () => {
    expect(tournamentsToSeatAtDoor([second, main])).toEqual(['main-event']);
    expect(tournamentsToSeatAtDoor([main, { ...second, seatingOpen: true }])).toEqual(['main-event', 'second-chance']);
  });

  it('a finished tournament seats nobody; a player of one tournament sits down for it', () => {
    expect(tournamentsToSeatAtDoor([{ ...main, finished: true }, second])).toEqual(['second-chance']);
    expect(tournamentsToSeatAtDoor([second])).toEqual(['second-chance']);
    expect(tournamentsToSeatAtDoor([])).toEqual([]);
  });
});
