// The CMS Winner entry's "Fill in from the published results" (src/cms/winner-fill.ts): the newest
// edition's Main Event winner, as the players agreed to be shown, or why nothing is filled in.
import { describe, expect, it } from 'vitest';
import { winnerFromResults } from '../../src/cms/winner-fill.ts';
import type { EditionResults, Standing } from '../../src/domain/tournament/contract.ts';

const standing = (place: number, name: string, company: string | null): Standing => ({ place, tied: false, name, company, prize: null });
const results = (kind: 'main-event' | 'second-chance', standings: Standing[]): EditionResults => ({
  edition: 2026,
  editions: [2026, 2025],
  tournaments: [{ kind, name: kind === 'main-event' ? 'Main Event' : 'Second Chance Tournament', entries: standings.length, publishedAt: '2026-09-25T08:00:00.000Z', standings }],
});

describe('filling the Winner entry from the published results', () => {
  it('takes the Main Event winner of the newest edition', () => {
    expect(winnerFromResults(results('main-event', [standing(1, 'Ann Guidry', 'Bayou Minerals'), standing(2, 'Ben Hebert', 'Gulf Pipe')]))).toEqual({
      values: { year: 2026, player: 'Ann Guidry', company: 'Bayou Minerals' },
      said: 'Filled in from the 2026 Main Event: Ann Guidry of Bayou Minerals. Check the message, then save.',
    });
  });

  it('leaves the company empty for a winner named without it, and says why', () => {
    expect(winnerFromResults(results('main-event', [standing(1, 'Ann Guidry', null)]))).toMatchObject({
      values: { year: 2026, player: 'Ann Guidry', company: '' },
      said: expect.stringContaining('who chose not to show their company in the results. Enter the company only if they agree'),
    });
  });

  it('fills in nothing for a winner who chose not to be named, nothing published, or no Main Event published', () => {
    expect(winnerFromResults(results('main-event', [standing(1, 'A player', null)]))).toEqual({
      values: null,
      said: 'The 2026 Main Event\'s winner chose not to be named in the public results: nothing was filled in.',
    });
    expect(winnerFromResults({ edition: null, editions: [], tournaments: [] })).toEqual({ values: null, said: 'No results are published yet: nothing was filled in.' });
    expect(winnerFromResults(results('second-chance', [standing(1, 'Hal Guidry', null)]))).toEqual({
      values: null,
      said: 'The 2026 Main Event\'s results are not published yet: nothing was filled in.',
    });
  });
});
