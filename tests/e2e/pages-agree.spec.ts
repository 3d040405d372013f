// The public pages agree with what is on sale, on a phone (390 px): the home page's button, the
// /registration subtitle and /register's Notify Me text follow one live answer (GET /api/live-facts);
// an early-bird price is shown with its end and the regular price; with nothing on sale the three
// keep SPEC's texts; a switch moves nothing on the page; a sponsor level's early-bird price is
// labelled on the sponsor pages as well.
//
// The early-bird price: the server answers an early price only until its end, and an end must come
// before this edition's event (September 2026, content). On a machine whose clock is past that
// event no early-bird price can be live, so the visitor's browser adds one to the server's real
// answer for the level the organizer opened (the server's side is tests/integration/sales.test.ts).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';
import type { LiveFacts } from '../../src/domain/live-facts.ts';
import { openSalesPanel, putOnSale } from './helpers/sales-panel.ts';
import { islandsReady, submitButton } from './registration-helpers.ts';

test.use({ viewport: { width: 390, height: 844 } });

const year = 2026;
const closedTexts = {
  home: 'Stay Tuned for Registration Details',
  registration: `Stay Tuned for ${year} Registration`,
  register: 'Leave your email address and we will tell you when player registration opens.',
};
const openTexts = {
  home: 'Register Now',
  registration: `${year} Registration is Open`,
  register: "Player registration is open: Register Now. Or leave your email address to hear the tournament's news.",
};

/** Serves the live facts through `edit`, held until `release` is called (to measure the page before). */
async function liveFacts(page: Page, edit: (facts: LiveFacts) => LiveFacts) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/live-facts', async (route: Route) => {
    const response = await route.fetch();
    const facts = edit((await response.json()) as LiveFacts);
    await held;
    await route.fulfill({ response, json: facts });
  });
  return release;
}

/** Opens `path` with the answer held, notes where `below` is, lets the answer through, checks it has not moved. */
async function visit(page: Page, path: string, edit: (facts: LiveFacts) => LiveFacts, settled: () => Promise<void>, below: () => ReturnType<Page['getByRole']>) {
  await page.unroute('**/api/live-facts');
  const release = await liveFacts(page, edit);
  await page.goto(path);
  await page.waitForLoadState('load');
  await expect(below()).toBeVisible();
  // Where it starts and how wide: what the switch could move (the form below grows as it hydrates).
  const place = async () => {
    const box = await below().boundingBox();
    return box && { x: box.x, y: box.y, width: box.width };
  };
  const before = await place();
  release();
  await settled();
  expect(await place()).toEqual(before);
}

const shown = (page: Page, text: string) => page.getByText(text, { exact: true }).filter({ visible: true });

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a level on sale: home, /registration and /register all say registration is open, and its early-bird price is labelled', async ({ page, browser }) => {
  // The organizer puts Just Here to Party on sale at $1,700 (as the other specs expect it).
  await openSalesPanel(page);
  await putOnSale(page, 'Just Here to Party', { capacity: '', price: '1,700' });

  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const earlyBird = (facts: LiveFacts): LiveFacts => {
    const party = facts.items.find((i) => i.id === 'just-party');
    if (party?.state !== 'on_sale') throw new Error(`Just Here to Party is not on sale: ${JSON.stringify(party)}`);
    // $1,500 until the end of August 1 (23:59 Central daylight time), then the organizer's $1,700.
    Object.assign(party, { priceCents: 150000, earlyUntil: '2027-08-02T04:59:00.000Z' });
    return facts;
  };

  // Home: "Register Now", to the registration screen.
  const homeButton = () => visitor.getByRole('link', { name: /^(Stay Tuned for Registration Details|Register Now)$/ });
  await visit(visitor, '/', earlyBird, () => expect(visitor.getByRole('link', { name: openTexts.home, exact: true })).toBeVisible(), homeButton);
  await expect(homeButton()).toHaveAccessibleName(openTexts.home);
  await expect(homeButton()).toHaveAttribute('href', '/registration');
  await expectNoViolations(visitor);

  // /registration: the subtitle says so, and the early-bird price is labelled in the choice and the total.
  const form = () => visitor.getByRole('form', { name: 'Registration' });
  await visit(visitor, '/registration', earlyBird, () => expect(shown(visitor, openTexts.registration)).toHaveCount(1), form);
  await expect(shown(visitor, closedTexts.registration)).toHaveCount(0);
  await islandsReady(visitor);
  const party = visitor.getByRole('radio', { name: /^Just Here to Party \$/ });
  await expect(party).toHaveAccessibleName('Just Here to Party $1,500 early-bird until August 1 (then $1,700)');
  await expect(visitor.getByText('early-bird until August 1 (then $1,700)')).toBeVisible();
  await party.check();
  const total = visitor.getByRole('region', { name: 'Your total' });
  await expect(total.getByRole('term')).toHaveText(['Just Here to Party early-bird until August 1 (then $1,700)', 'Total (USD)']);
  await expect(total.getByRole('definition')).toHaveText(['$1,500.00', '$1,500.00']);
  await expect(submitButton(visitor)).toHaveText('Register & Pay $1,500.00');
  await expectNoViolations(visitor);

  // /register: the way in, not "we will tell you when it opens".
  const input = () => visitor.getByRole('textbox', { name: 'Notify Me' });
  await visit(visitor, '/register', earlyBird, () => expect(visitor.getByRole('link', { name: 'Register Now', exact: true })).toBeVisible(), input);
  await expect(visitor.getByRole('link', { name: 'Register Now', exact: true })).toHaveAttribute('href', '/registration');
  await expect(input()).toHaveAccessibleDescription(openTexts.register);
  await expect(shown(visitor, closedTexts.register)).toHaveCount(0);
  await expectNoViolations(visitor);
  await visitor.context().close();
});

test('nothing on sale: the three pages keep SPEC’s texts, and nothing moves', async ({ page }) => {
  const nothingOnSale = (facts: LiveFacts): LiveFacts => ({
    ...facts,
    items: facts.items.map((i) => ({ ...i, state: 'closed' as const })),
    registrationOpen: false,
  });
  // The answer has come once the level badges show (the island waits for it before showing any).
  const answered = async () => {
    await expect(page.getByRole('radio', { name: /^All In \$2,450 UNAVAILABLE$/ })).toBeDisabled();
  };

  await visit(page, '/', nothingOnSale, () => page.waitForLoadState('networkidle'), () => page.getByRole('link', { name: closedTexts.home }));
  await expect(page.getByRole('link', { name: closedTexts.home, exact: true })).toHaveAttribute('href', '/registration');
  await expect(page.getByRole('link', { name: openTexts.home })).toHaveCount(0);

  await visit(page, '/registration', nothingOnSale, answered, () => page.getByRole('form', { name: 'Registration' }));
  await expect(shown(page, closedTexts.registration)).toHaveCount(1);
  await expect(shown(page, openTexts.registration)).toHaveCount(0);

  await visit(page, '/register', nothingOnSale, () => page.waitForLoadState('networkidle'), () => page.getByRole('textbox', { name: 'Notify Me' }));
  await expect(page.getByRole('textbox', { name: 'Notify Me' })).toHaveAccessibleDescription(closedTexts.register);
  await expect(page.getByRole('link', { name: 'Register Now' })).toHaveCount(0);
});

test('a sponsor level’s early-bird price is labelled on the sponsor page too', async ({ page }) => {
  // The server's answer with an early-bird price on Table Sponsor (see the note at the top).
  await page.route('**/api/live-facts', async (route) => {
    const response = await route.fetch();
    const facts = (await response.json()) as LiveFacts;
    Object.assign(facts.items.find((i) => i.id === 'table')!, { state: 'on_sale', priceCents: 350000, regularPriceCents: 375000, earlyUntil: '2027-08-02T04:59:00.000Z' });
    await route.fulfill({ response, json: facts });
  });
  await page.goto('/matching-payment');
  await expect(page.getByRole('radio', { name: /^Table Sponsor/ })).toHaveAccessibleName(/^Table Sponsor \$3,500 early-bird until August 1 \(then \$3,750\)/);
  await islandsReady(page);
  await page.getByRole('radio', { name: /^Table Sponsor/ }).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Table Sponsor: $3,500.00' })).toBeVisible();
  await expect(page.getByText('early-bird until August 1 (then $3,750)')).toBeVisible();
});
