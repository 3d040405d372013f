// The TV's seating board (/live/board#<token>) on a 1920x1080 TV and on a phone (390 px): the
// tables and their players by last name, the token gone from the address bar (kept for a reload),
// a revoked link's message and no names, the last board kept through a dropped connection with
// the time it was last updated. The board's answers come from `answerBoard`, as the contract says
// the server answers (src/domain/tournament/contract.ts); the server's own side is
// tests/integration/night.test.ts. The board polls every 10 s: the page's clock is run forward.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { boardLinkInvalidMessage, type SeatingBoard } from '../../src/domain/tournament/contract.ts';
import { noLinkMessage } from '../../src/islands/board/board-state.ts';
import { boardPollMs } from '../../src/islands/board/use-board-feed.ts';
import { waitForIslands } from './helpers/content.ts';

const token = '0123456789abcdef0123456789abcdef';
const tv = { width: 1920, height: 1080 };

const lastNames = [
  'Guidry', 'Boudreaux', 'Vanderhoeven', 'Okafor', 'Nguyen', 'Castellanos', 'Smith', 'Abernathy', 'Lee', 'Fitzpatrick',
  'Hernández', 'Wojciechowski', 'Park', 'MacAllister', 'Delacroix', 'Ito', 'Montgomery', 'Rossi', 'Oyelaran', 'Kowalski',
];

/** `tables` tables of 10, full but for seat 3 of table 4 and the last seats of the last table. */
function seatingBoard(tables: number): SeatingBoard {
  return {
    name: 'Main Event',
    seatsPerTable: 10,
    tables: Array.from({ length: tables }, (_, t) => ({
      table: t + 1,
      seats: Array.from({ length: 10 }, (_, s) => ({ seat: s + 1, name: lastNames[(t * 7 + s) % lastNames.length]! }))
        .filter((s) => !(t === 3 && s.seat === 3) && !(t === tables - 1 && s.seat > 6))
        .map((s) => (t === 0 && s.seat === 1 ? { ...s, name: 'Boudreaux, A.' } : s)),
    })),
    // 9:42 PM in Chicago, the venue's time zone.
    generatedAt: Date.parse('2026-09-25T02:42:10Z'),
  };
}

/**
 * GET /api/night/board as the server answers it: the board for the link's token (private,
 * no-store), 404 with the server's message for any other token or once the link is revoked.
 */
async function answerBoard(page: Page, board: SeatingBoard) {
  let revoked = false;
  let offline = false;
  const tokens: (string | null)[] = [];
  await page.route('**/api/night/board?*', async (route) => {
    // A route answers even when the browser is offline: fail as the network would.
    if (offline) return route.abort('internetdisconnected');
    const asked = new URL(route.request().url()).searchParams.get('token');
    tokens.push(asked);
    if (revoked || asked !== token) return route.fulfill({ status: 404, json: { message: boardLinkInvalidMessage } });
    return route.fulfill({ json: board, headers: { 'cache-control': 'private, no-store' } });
  });
  return {
    tokens,
    revoke: () => void (revoked = true),
    /** The TV's connection drops (or comes back). */
    setOffline: async (context: BrowserContext, dropped: boolean) => {
      offline = dropped;
      await context.setOffline(dropped);
    },
  };
}

async function openBoard(page: Page): Promise<Record<string, string>> {
  await page.clock.install();
  const response = await page.goto(`/live/board#${token}`);
  await waitForIslands(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Main Event' })).toBeVisible();
  return response!.headers();
}

const tableCard = (page: Page, table: number) =>
  page.getByRole('list', { name: 'Tables of Main Event' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Table ${table}`, exact: true }) });

async function expectNoViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('on a 1920x1080 TV', () => {
  test.use({ viewport: tv });

  test('shows every table of 20 with its players by last name on one screen, the token gone from the address bar', async ({ page }) => {
    const violations: string[] = [];
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { violations: string[] }).violations.push(e.violatedDirective));
    });
    const link = await answerBoard(page, seatingBoard(20));
    const headers = await openBoard(page);
    expect(headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[^']+')*; .*connect-src 'self'; .*frame-ancestors 'none'$/);
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    // The token asked the board and left the address bar; the page is not for search engines, and
    // it is the TV's own: no site header, menu or footer.
    expect(link.tokens[0]).toBe(token);
    expect(page.url()).toMatch(/\/live\/board$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    const first = tableCard(page, 1);
    await expect(first.getByRole('listitem')).toHaveText(seatingBoard(20).tables[0]!.seats.map((s) => `Seat ${s.seat} ${s.name}`));
    await expect(tableCard(page, 4).getByRole('listitem').nth(2)).toHaveText('Seat 3 open');
    await expect(tableCard(page, 20).getByRole('listitem')).toHaveCount(10);
    await expect(tableCard(page, 20).getByRole('listitem').nth(9)).toHaveText('Seat 10 open');

    // All 20 tables on the screen at once, nothing to scroll, every name whole, the text large enough to read across the room.
    for (let table = 1; table <= 20; table++) await expect(tableCard(page, table)).toBeInViewport({ ratio: 1 });
    const fit = await page.evaluate(() => {
      const names = [...document.querySelectorAll('main ol ol > li > span:last-child')] as HTMLElement[];
      return {
        scrolls: document.documentElement.scrollHeight > window.innerHeight || document.documentElement.scrollWidth > window.innerWidth,
        cut: names.filter((n) => n.scrollWidth > n.clientWidth).map((n) => n.textContent),
        fontPx: Math.min(...names.map((n) => parseFloat(getComputedStyle(n).fontSize))),
      };
    });
    expect(fit).toMatchObject({ scrolls: false, cut: [] });
    expect(fit.fontPx).toBeGreaterThanOrEqual(20);
    await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();

    await page.screenshot({ path: test.info().outputPath('board-1920.png') });
    await expectNoViolations(page);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);

    // A reload of the TV keeps the board (the token was kept for this tab).
    await page.reload();
    await waitForIslands(page);
    await expect(tableCard(page, 1).getByText('Boudreaux, A.')).toBeVisible();
    expect(link.tokens.at(-1)).toBe(token);
  });

  test('keeps the last board through a dropped connection, saying when it was last updated, until the server answers again', async ({ page, context }) => {
    const link = await answerBoard(page, seatingBoard(20));
    await openBoard(page);
    await expect(page.getByRole('status')).toHaveText('');

    await link.setOffline(context, true);
    await page.clock.runFor(boardPollMs);
    await expect(page.getByRole('status')).toHaveText('Not connected: last updated 9:42 PM');
    await expect(tableCard(page, 1).getByText('Boudreaux, A.')).toBeVisible();
    await expect(tableCard(page, 20)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('board-offline-1920.png') });
    await expectNoViolations(page);

    await link.setOffline(context, false);
    await page.clock.runFor(boardPollMs);
    await expect(page.getByRole('status')).toHaveText('');
    await expect(tableCard(page, 1).getByText('Boudreaux, A.')).toBeVisible();
  });

  test('a revoked link clears the names and shows the server’s message; the link is not kept for a reload', async ({ page }) => {
    const link = await answerBoard(page, seatingBoard(20));
    await openBoard(page);
    await expect(tableCard(page, 1).getByText('Boudreaux, A.')).toBeVisible();

    link.revoke();
    await page.clock.runFor(boardPollMs);
    await expect(page.getByRole('status')).toHaveText(boardLinkInvalidMessage);
    await expect(page.getByRole('list', { name: 'Tables of Main Event' })).toHaveCount(0);
    await expect(page.getByText('Boudreaux, A.')).toHaveCount(0);
    await expect(page.getByText('Guidry')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('board-revoked-1920.png') });
    await expectNoViolations(page);

    // No more polls: the link stays revoked.
    const asked = link.tokens.length;
    await page.clock.runFor(3 * boardPollMs);
    expect(link.tokens.length).toBe(asked);

    await page.reload();
    await waitForIslands(page);
    await expect(page.getByRole('status')).toHaveText(noLinkMessage);
    expect(link.tokens.length).toBe(asked);
  });

  test('an unknown link says so and shows no board', async ({ page }) => {
    const link = await answerBoard(page, seatingBoard(20));
    await page.goto('/live/board#ffffffffffffffffffffffffffffffff');
    await waitForIslands(page);
    await expect(page.getByRole('status')).toHaveText(boardLinkInvalidMessage);
    await expect(page.getByText('Guidry')).toHaveCount(0);
    expect(link.tokens).toEqual(['ffffffffffffffffffffffffffffffff']);
  });

  test('shows 40 tables a page of 20 at a time, turning the page by itself', async ({ page }) => {
    await answerBoard(page, seatingBoard(40));
    await openBoard(page);
    await expect(page.getByText('Tables 1–20 · Page 1 of 2')).toBeVisible();
    await expect(tableCard(page, 20)).toBeInViewport({ ratio: 1 });
    await expect(tableCard(page, 21)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('board-40-tables-1920.png') });

    await page.clock.runFor(15_000);
    await expect(page.getByText('Tables 21–40 · Page 2 of 2')).toBeVisible();
    await expect(tableCard(page, 40)).toBeInViewport({ ratio: 1 });
    await expect(tableCard(page, 1)).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('stacks the tables to scroll through, with every name', async ({ page }) => {
    await answerBoard(page, seatingBoard(20));
    await openBoard(page);
    expect(page.url()).toMatch(/\/live\/board$/);
    await expect(tableCard(page, 1).getByRole('listitem').first()).toHaveText('Seat 1 Boudreaux, A.');
    await expect(tableCard(page, 4).getByRole('listitem').nth(2)).toHaveText('Seat 3 open');
    await tableCard(page, 20).scrollIntoViewIfNeeded();
    await expect(tableCard(page, 20)).toBeInViewport();
    await expect(page.getByText(/Page \d of/)).toHaveCount(0);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(wide).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath('board-390.png') });
    await page.screenshot({ path: test.info().outputPath('board-390-full.png'), fullPage: true });
    await expectNoViolations(page);
  });

  test('without its link, says where to get one', async ({ page }) => {
    const link = await answerBoard(page, seatingBoard(20));
    await page.goto('/live/board');
    await waitForIslands(page);
    await expect(page.getByRole('status')).toHaveText(noLinkMessage);
    expect(link.tokens).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('board-no-link-390.png') });
    await expectNoViolations(page);
  });
});
