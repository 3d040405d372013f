// The results page (/results) on a phone (390 px) and a computer (1280 px), against GET /api/results
// answers mocked per src/domain/tournament/contract.ts (the server's answers are tested in
// tests/integration/results.test.ts; the whole night, published through the floor's screen, is the
// issue's own browser test): the newest edition's two tournaments as tables with the winner first
// and a tie in words, the link to a past edition and its results, an edition without results and an
// address that is not one, nothing published yet; axe on each; screenshots. The home page's winner
// block links here. The page is the production build.
import { expect, test, type Page } from '@playwright/test';
import type { EditionResults, Standing } from '../../src/domain/tournament/contract.ts';
import { violations } from './helpers/admin.ts';

const standing = (place: number, name: string, company: string | null, prize: string | null, tied = false): Standing => ({ place, tied, name, company, prize });

const editions: Record<number, EditionResults> = {
  2026: {
    edition: 2026,
    editions: [2026, 2025],
    tournaments: [
      {
        kind: 'main-event',
        name: 'Main Event',
        entries: 7,
        publishedAt: '2026-09-25T08:10:00.000Z',
        standings: [
          standing(1, 'Marie-Claire Thibodeaux-Boudreaux', 'Bayou Minerals & Royalties', '$12,500.00'),
          standing(2, 'Ben Hebert', null, '$7,500.00'),
          standing(3, 'Cy Arceneaux', 'Gulf Coast Pipe & Supply Company', '$3,750.01', true),
          standing(3, 'Di Broussard', 'Delta Energy', '$3,750.00', true),
          standing(5, 'A player', null, 'Seat at the 2027 Main Event'),
          standing(6, 'Flo Landry', 'Acadiana Offshore Partners', null),
          standing(7, 'Gus Fontenot', 'Lake Charles Drilling', null),
        ],
      },
      {
        kind: 'second-chance',
        name: 'Second Chance Tournament',
        entries: 3,
        publishedAt: '2026-09-25T09:00:00.000Z',
        standings: [standing(1, 'Hal Guidry', 'Sabine Midstream', '$1,000.00'), standing(2, 'Ivy Landry', null, '$500.00'), standing(3, 'Jo Breaux', 'Cameron LNG', null)],
      },
    ],
  },
  2025: {
    edition: 2025,
    editions: [2026, 2025],
    tournaments: [
      {
        kind: 'main-event',
        name: 'Main Event',
        entries: 2,
        publishedAt: '2025-09-26T08:00:00.000Z',
        standings: [standing(1, 'Jake Thibodeaux', 'Bayou Minerals & Royalties', '$10,000.00'), standing(2, 'Kim Doucet', 'Pelican Energy', '$5,000.00')],
      },
    ],
  },
};

/** GET /api/results answered from `answers` (the newest edition without ?edition); each request's query kept in `asked`. */
async function mockResults(page: Page, answers: Record<number, EditionResults>): Promise<string[]> {
  const asked: string[] = [];
  const newest = Math.max(...Object.keys(answers).map(Number));
  await page.route(/\/api\/results(\?|$)/, (route) => {
    const edition = new URL(route.request().url()).searchParams.get('edition');
    asked.push(edition ?? '');
    if (edition === null) return route.fulfill({ json: Number.isFinite(newest) ? answers[newest] : { edition: null, editions: [], tournaments: [] } });
    const answer = answers[Number(edition)];
    return answer ? route.fulfill({ json: answer }) : route.fulfill({ status: 404, json: { message: `No results are published for ${edition}.` } });
  });
  return asked;
}

/** The table's rows as text: Place, Player, Company, Prize. */
const rows = (page: Page, tournament: string) =>
  page.getByRole('table', { name: tournament }).getByRole('row').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`at ${width} px: the newest edition's results, a past edition through its link; axe finds nothing`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const asked = await mockResults(page, editions);
    await page.goto('/results');
    await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '2026 Results' })).toBeVisible();
    await expect(page).toHaveTitle(/^2026 Results/);
    expect(await rows(page, 'Main Event')).toEqual([
      ['Place', 'Player', 'Company', 'Prize'],
      ['1', 'Marie-Claire Thibodeaux-Boudreaux', 'Bayou Minerals & Royalties', '$12,500.00'],
      ['2', 'Ben Hebert', '', '$7,500.00'],
      ['3 (tie)', 'Cy Arceneaux', 'Gulf Coast Pipe & Supply Company', '$3,750.01'],
      ['3 (tie)', 'Di Broussard', 'Delta Energy', '$3,750.00'],
      ['5', 'A player', '', 'Seat at the 2027 Main Event'],
      ['6', 'Flo Landry', 'Acadiana Offshore Partners', ''],
      ['7', 'Gus Fontenot', 'Lake Charles Drilling', ''],
    ]);
    await expect(page.getByText('7 players')).toBeVisible();
    expect(await rows(page, 'Second Chance Tournament')).toHaveLength(4);
    // Nothing is wider than the page's column: names and companies wrap between words (a word
    // wider than a phone's column would scroll its table sideways, not the page).
    const widths = await page.getByRole('table').evaluateAll((tables) => tables.map((t) => t.getBoundingClientRect().width - t.closest('section')!.getBoundingClientRect().width));
    expect(widths.every((excess) => excess <= 0)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`results-${width}.png`), fullPage: true });

    await page.getByRole('navigation', { name: 'Other years' }).getByRole('link', { name: '2025' }).click();
    await expect(page).toHaveURL(/\/results\?edition=2025$/);
    await expect(page.getByRole('heading', { level: 2, name: '2025 Results' })).toBeVisible();
    expect(await rows(page, 'Main Event')).toEqual([
      ['Place', 'Player', 'Company', 'Prize'],
      ['1', 'Jake Thibodeaux', 'Bayou Minerals & Royalties', '$10,000.00'],
      ['2', 'Kim Doucet', 'Pelican Energy', '$5,000.00'],
    ]);
    await expect(page.getByRole('table', { name: 'Second Chance Tournament' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Other years' }).getByRole('link')).toHaveText(['2026']);
    expect(asked).toEqual(['', '2025']);
    expect(await violations(page)).toEqual([]);
  });
}

test('at 390 px: an edition without results, an address that is not an edition, and nothing published yet each say so', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const asked = await mockResults(page, editions);
  await page.goto('/results?edition=2019');
  await expect(page.getByRole('status')).toHaveText('No results are published for 2019.');
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  await page.getByRole('link', { name: 'See the latest results' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '2026 Results' })).toBeVisible();

  // Not a year: said without asking the server.
  await page.goto('/results?edition=last');
  await expect(page.getByRole('status')).toHaveText('The edition must be a year, like 2025: "last" is not one.');
  expect(asked).toEqual(['2019', '']);

  await page.unrouteAll();
  await mockResults(page, {});
  await page.goto('/results');
  await expect(page.getByRole('status')).toHaveText('No results are published yet. Each tournament’s standings appear here once the tournament director publishes them.');
  await expect(page.getByRole('link', { name: 'See the latest results' })).toBeHidden();
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('results-empty-390.png') });
});

test('the home page\'s winner block links to all the results', async ({ page }) => {
  await page.goto('/');
  const winner = page.getByRole('region', { name: /Congratulations/ });
  await expect(winner.getByRole('link', { name: 'All results' })).toHaveAttribute('href', '/results');
});
