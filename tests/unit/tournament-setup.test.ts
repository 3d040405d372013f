// A tournament's set-up: the defaults it has out of the box (fitting the schedule the content
// publishes) and the schema /admin's form and the server share (field errors naming the field).
import { describe, expect, it } from 'vitest';
import schedule from '../../src/content/schedule.json';
import { registrationLevels } from '../../src/data/registration-options.ts';
import { fieldErrors } from '../../src/domain/field-errors.ts';
import { defaultSetup, defaultTableCount, scheduleWallClock, tournamentSetupSchema, type TournamentSetupInput } from '../../src/domain/tournament/setup.ts';
import { defaultStructure, dinnerBreakName, levelNumbers, tournamentKinds } from '../../src/domain/tournament/structure.ts';

const levelIds = registrationLevels.map((l) => l.id);
const schema = tournamentSetupSchema(levelIds);
const night = '2026-09-24';
const at = (title: string) => schedule.days[0]!.items.find((i) => i.title === title)!.time;
const minutesOf = (wallClock: string) => Number(wallClock.slice(11, 13)) * 60 + Number(wallClock.slice(14, 16));

const valid = (): TournamentSetupInput => ({
  name: 'Main Event',
  tableCount: '15',
  seatsPerTable: '10',
  startingStack: '20,000',
  startsAt: `${night}T13:00`,
  entitlingLevelIds: ['all-in', 'just-main-event'],
  structure: [
    { kind: 'level', smallBlind: '100', bigBlind: '200', ante: '200', minutes: '20' },
    { kind: 'break', name: 'Dinner Break', minutes: '135' },
    { kind: 'level', smallBlind: 200, bigBlind: 400, ante: 400, minutes: 20 },
  ],
});
const errorsOf = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('the default structures', () => {
  it("fit the published schedule: the Main Event reaches its Dinner Break at the dinner's start and resumes with the evening play", () => {
    const main = defaultStructure('main-event');
    const starts = minutesOf(scheduleWallClock(night, at('Tournament Begins'))!);
    const dinner = main.findIndex((s) => s.kind === 'break' && s.name === dinnerBreakName);
    const dinnerStarts = starts + main.slice(0, dinner).reduce((sum, s) => sum + s.minutes, 0);
    expect(dinnerStarts).toBe(minutesOf(scheduleWallClock(night, at(dinnerBreakName))!));
    expect(dinnerStarts + main[dinner]!.minutes).toBe(minutesOf(scheduleWallClock(night, at('Evening Play'))!));
  });

  it('start at 100 big blinds, never lower the blinds, and go deep enough for 200 players to finish', () => {
    for (const kind of tournamentKinds) {
      const levels = defaultStructure(kind).filter((s) => s.kind === 'level');
      expect(levels[0]).toMatchObject({ smallBlind: 100, bigBlind: 200 });
      levels.forEach((l, i) => i > 0 && expect(l.bigBlind).toBeGreaterThan(levels[i - 1]!.bigBlind));
      // 200 players x 20,000 chips: the last big blind is a tenth of every chip in play.
      expect(levels.at(-1)!.bigBlind * 10).toBeGreaterThanOrEqual(200 * 20_000);
    }
    // The Second Chance starts in the evening: faster levels, no Dinner Break, a break every six levels.
    const second = defaultStructure('second-chance');
    expect(second.some((s) => s.kind === 'break' && s.name === dinnerBreakName)).toBe(false);
    expect(levelNumbers(second).indexOf(null)).toBe(6);
    expect(second.filter((s) => s.kind === 'level').every((s) => s.minutes === 15)).toBe(true);
  });
});

describe('defaultSetup', () => {
  it('names the tournament, seats the players sold at tables of ten, and passes its own schema unchanged', () => {
    for (const kind of tournamentKinds) {
      const setup = defaultSetup(kind, { levels: registrationLevels, expectedPlayers: 143, startsAt: `${night}T13:00` });
      expect(setup).toMatchObject({ tableCount: 15, seatsPerTable: 10, startingStack: 20_000 });
      expect(schema.parse(setup)).toEqual(setup);
    }
    expect(defaultSetup('second-chance', { levels: registrationLevels, expectedPlayers: 0, startsAt: `${night}T19:15` })).toMatchObject({
      name: 'Second Chance Tournament',
      tableCount: 1,
      entitlingLevelIds: ['all-in', 'just-second-chance', 'second-chance-golf'],
    });
  });

  it('has tables enough for the places sold', () => {
    expect(defaultTableCount(0, 10)).toBe(1);
    expect(defaultTableCount(100, 10)).toBe(10);
    expect(defaultTableCount(101, 10)).toBe(11);
    expect(defaultTableCount(200, 9)).toBe(23);
  });
});

describe('scheduleWallClock', () => {
  it("reads the schedule's times, and the start of a range", () => {
    expect(scheduleWallClock(night, '1:00 PM')).toBe(`${night}T13:00`);
    expect(scheduleWallClock(night, '11:30 AM')).toBe(`${night}T11:30`);
    expect(scheduleWallClock(night, '12:15 AM')).toBe(`${night}T00:15`);
    expect(scheduleWallClock(night, '12:00 p.m.')).toBe(`${night}T12:00`);
    expect(scheduleWallClock(night, '5:00 PM - 7:00 PM')).toBe(`${night}T17:00`);
    expect(scheduleWallClock(night, 'Noon')).toBeNull();
    expect(scheduleWallClock(night, '13:00 PM')).toBeNull();
  });
});

describe('tournamentSetupSchema', () => {
  it('takes the form as typed (thousands separators too) and gives numbers', () => {
    const v = schema.parse(valid());
    expect(v).toMatchObject({ tableCount: 15, startingStack: 20_000 });
    expect(v.structure[0]).toEqual({ kind: 'level', smallBlind: 100, bigBlind: 200, ante: 200, minutes: 20 });
  });

  it('names the field of each mistake', () => {
    const input = valid();
    Object.assign(input, { name: ' ', tableCount: '0', seatsPerTable: '2.5', startingStack: '', startsAt: '2026-09-31T13:00', entitlingLevelIds: ['all-in', 'gold'] });
    expect(errorsOf(input)).toEqual({
      name: "Enter the tournament's name",
      tableCount: 'The number of tables must be a whole number from 1 to 100',
      seatsPerTable: 'The seats per table must be a whole number from 2 to 12',
      startingStack: 'Enter the starting stack',
      startsAt: 'Enter the start as a date and time, for example 2026-09-24 13:00',
      entitlingLevelIds: 'Choose among the registration levels',
    });
  });

  it("names the level or break of each mistake in the structure", () => {
    const input = valid();
    input.structure = [
      { kind: 'level', smallBlind: '300', bigBlind: '200', ante: '-1', minutes: '20' },
      { kind: 'break', name: '', minutes: '0' },
      { kind: 'level', smallBlind: '50', bigBlind: '100', ante: '0', minutes: '20' },
      { kind: 'ante-up' } as never,
    ];
    expect(errorsOf(input)).toEqual({
      'structure.0.ante': 'The ante must be a whole number from 0 to 100,000,000',
      'structure.1.name': 'Name the break',
      'structure.1.minutes': 'The minutes must be a whole number from 1 to 600',
      'structure.3.kind': 'Choose a level or a break',
    });
    // Once each step parses, the rules across steps speak.
    input.structure = input.structure.slice(0, 3).map((s, i) => (i === 0 ? { ...s, ante: '0' } : i === 1 ? { kind: 'break', name: 'Break', minutes: '10' } : s));
    expect(errorsOf(input)).toEqual({
      'structure.0.smallBlind': 'The small blind must not be more than the big blind',
      'structure.2.bigBlind': "The big blind must not be lower than the previous level's (200)",
    });
  });

  it('wants a level first, at least one step, and each level id once', () => {
    expect(errorsOf({ ...valid(), structure: [{ kind: 'break', name: 'Break', minutes: 10 }] })).toEqual({ 'structure.0.kind': 'The structure must start with a level' });
    expect(errorsOf({ ...valid(), structure: [] })).toEqual({ structure: 'Enter at least one level' });
    expect(errorsOf({ ...valid(), entitlingLevelIds: ['all-in', 'all-in'] })).toEqual({ entitlingLevelIds: 'Choose each registration level once' });
    // The structure's rules speak even while another field is wrong.
    expect(errorsOf({ ...valid(), name: '', structure: [{ kind: 'break', name: 'Break', minutes: 10 }] })).toEqual({
      name: "Enter the tournament's name",
      'structure.0.kind': 'The structure must start with a level',
    });
  });

  it('refuses control characters in a break name (it reaches the TV)', () => {
    const input = valid();
    input.structure = [input.structure[0]!, { kind: 'break', name: 'Din\nner', minutes: 60 }];
    expect(errorsOf(input)).toEqual({ 'structure.1.name': 'Break name must not contain line breaks, tabs or other control characters' });
  });
});
