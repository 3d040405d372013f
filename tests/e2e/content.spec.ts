// Content pages: every route's key texts, the shared header, anchors, lightbox, 404 and
// the /sponsor-payment redirect, in a real browser against the production build.
import { expect, test } from '@playwright/test';
import { waitForIslands } from './helpers/content.ts';

const EMAIL = 'info@woop-poker.example';

test.describe('home', () => {
  test('shows the hero, winner, 13 sponsors and the event location', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to WOOP');
    // SPEC's text while registration is closed; "Register Now" once the live facts say it is open (sales-admin.spec).
    await expect(page.getByRole('link', { name: /^(Stay Tuned for Registration Details|Register Now)$/ })).toHaveAttribute('href', '/registration');
    await expect(page.getByRole('heading', { name: /Congratulations, .+!/ })).toBeVisible();
    await expect(page.getByText('2025 Champion')).toBeVisible();

    const sponsors = page.getByRole('list', { name: '2025 sponsors' }).getByRole('link');
    await expect(sponsors).toHaveCount(13);
    for (const link of await sponsors.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    // The sponsor without a logo is shown by name, as text.
    const textOnly = page.getByRole('link', { name: 'Lone Star Energy Partners (opens in a new tab)' });
    await expect(textOnly).toBeVisible();
    await expect(textOnly.getByRole('img')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Become a 2025 sponsor today!' })).toHaveAttribute('href', '/sponsorship');

    const location = page.locator('#location');
    await expect(location.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(location.getByRole('link', { name: /maps service/ })).toHaveAttribute('href', /maps/);
    for (const fact of [
      '15 minutes from the regional airport',
      '2 hours from Houston',
      '3.5 hours from New Orleans',
      'Free on-site parking',
      'Valet available',
    ]) {
      await expect(location.getByText(fact, { exact: true })).toBeVisible();
    }
    await expect(location.getByRole('heading', { name: 'Getting there' })).toBeVisible();
    await expect(location.getByRole('heading', { name: 'At the resort' })).toBeVisible();
  });

  test('carries SEO tags and the 2026 Event JSON-LD', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/WOOP/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+\.jpg$/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd['@type']).toBe('Event');
    expect(jsonLd.startDate).toBe('2026-09-24');
    expect(jsonLd.endDate).toBe('2026-09-25');
    expect(jsonLd.location.address.addressLocality).toBe('Lake Charles');
  });
});

test('about tells the history and how to contact the organizers', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About WOOP' })).toBeVisible();
  await expect(page.getByText(/In 2007 a royalty buyer started the World Oilman's Poker Tournament in Las Vegas/)).toBeVisible();
  await expect(page.getByText(/In 2021 players formed the Energy Poker League, which plays quarterly/)).toBeVisible();
  await expect(page.getByText(/driving-distance, one-night alternative, held about six months after the Las Vegas event/)).toBeVisible();
  await expect(page.getByRole('img', { name: /poker table/ })).toBeVisible();
  const contact = page.getByRole('complementary', { name: 'Contact Us' });
  await expect(contact.getByText('All emails go straight to the organizers.')).toBeVisible();
  await expect(contact.getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`);
});

test('schedule lists both days with every item and time', async ({ page }) => {
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Tournament Schedule - September 25-26, 2025' })).toBeVisible();
  const thursday = page.getByRole('region', { name: 'Thursday September 25' });
  const friday = page.getByRole('region', { name: 'Friday September 26' });
  for (const [day, time, title] of [
    [thursday, '11:30 AM', 'Lunch'],
    [thursday, '1:00 PM', 'Tournament Begins'],
    [thursday, '5:00 PM - 7:00 PM', 'Dinner Break'],
    [thursday, '7:15 PM', 'Evening Play'],
    [friday, '8:00 AM', 'Breakfast'],
    [friday, '9:00 AM', 'Golf Tournament (optional)'],
  ] as const) {
    const item = day.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(item).toContainText(time);
  }
  await expect(thursday).toContainText('steakhouse');
  await expect(thursday).toContainText('Second Chance Tournament begins');
  await expect(thursday).toContainText('until the champions are crowned');
  await expect(friday).toContainText('golf course');
  const questions = page.getByRole('complementary', { name: 'Questions?' });
  await expect(questions.getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`);
});

test('photos shows the 2025 (9) and 2024 (16) galleries, server-rendered', async ({ page }) => {
  await page.goto('/photos');
  const g2025 = page.getByRole('region', { name: 'WOOP 2025 Tournament' });
  const g2024 = page.getByRole('region', { name: 'WOOP 2024 Tournament' });
  await expect(g2025.getByRole('link')).toHaveCount(9);
  await expect(g2024.getByRole('link')).toHaveCount(16);
  // One 2025 photo is framed at center 35%.
  const framed = g2025.getByRole('img', { name: 'The tournament room before doors open' });
  await expect(framed).toHaveCSS('object-position', '50% 35%');
  // 'View Photo' appears on hover and on keyboard focus.
  const first = g2025.getByRole('link').first();
  const hint = first.getByText('View Photo');
  await expect(hint).toHaveCSS('opacity', '0');
  await first.hover();
  await expect(hint).toHaveCSS('opacity', '1');
  await page.mouse.move(0, 0);
  await expect(hint).toHaveCSS('opacity', '0');
  await first.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await expect(hint).toHaveCSS('opacity', '1');
});

test('photos grid has 1, 2 and 3 columns by width', async ({ page }) => {
  for (const [width, columns] of [
    [390, 1],
    [768, 2],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/photos');
    const list = page.getByRole('region', { name: 'WOOP 2024 Tournament' }).getByRole('list');
    const tracks = await list.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(tracks, `${width}px`).toBe(columns);
  }
});

test('sponsorship shows the grid, the placeholder and the e-mail line', async ({ page }) => {
  await page.goto('/sponsorship');
  await expect(page.getByRole('heading', { level: 1, name: 'Sponsors' })).toBeVisible();
  await expect(page.getByRole('list', { name: '2025 sponsors' }).getByRole('link')).toHaveCount(13);
  const line = page.getByText('If you would like to Sponsor, please email');
  await expect(line).toBeVisible();
  await expect(line.getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`);
});

test('sponsor grid has 2, 3 and 4 columns by width', async ({ page }) => {
  for (const [width, columns] of [
    [390, 2],
    [768, 3],
    [1280, 4],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/sponsorship');
    const list = page.getByRole('list', { name: '2025 sponsors' });
    const tracks = await list.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(tracks, `${width}px`).toBe(columns);
  }
});

test('contact shows e-mail, phone, casino address and the tagline', async ({ page }) => {
  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`);
  await expect(main.getByRole('link', { name: '(337) 555-0100' })).toHaveAttribute('href', 'tel:+13375550100');
  await expect(main.getByText(/Lake Charles, LA 70601/)).toBeVisible();
  await expect(main.getByText('The most fun you can have in 24 hours!')).toBeVisible();
});

for (const [path, title] of [
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Privacy and Legal'],
] as const) {
  test(`${path} covers every legal topic`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    for (const topic of [/Confidentiality/, /Subscriptions/, /Cookies/, /Terms of use/, /Disclaimer/, /Indemnification/]) {
      await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    }
    const main = page.getByRole('main');
    await expect(main).toContainText('laws of the State of Louisiana');
    await expect(main).toContainText('Lake Charles, Louisiana');
    await expect(main).toContainText('within one (1) year');
  });
}

test('footer shows contacts, the venue, the current year and legal links', async ({ page }) => {
  await page.goto('/about');
  await waitForIslands(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: EMAIL })).toBeVisible();
  await expect(footer.getByRole('link', { name: '(337) 555-0100' })).toBeVisible();
  await expect(footer).toContainText('Lake Charles, LA 70601');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} `);
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
});

test('the footer year is the viewing day’s year, not the build’s', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-03-01T12:00:00Z'));
  await page.goto('/contact');
  await waitForIslands(page);
  await expect(page.getByRole('contentinfo')).toContainText('© 2031 ');
});

test.describe('header', () => {
  test('desktop links in SPEC order, rendered without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/schedule');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');
    await expect(links).toHaveText(['About', 'Schedule', 'Sponsors', 'WOOP', 'Photos', 'Registration', 'Contact']);
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toEqual(['/about', '/schedule', '/sponsorship', '/', '/photos', '/sponsor-payment', '/contact']);
    await expect(nav.getByRole('link', { name: 'WOOP home' })).toBeVisible();
    await context.close();
  });

  test('is transparent at the top and solid dark with a shadow after 10 px', async ({ page }) => {
    await page.goto('/about');
    await waitForIslands(page);
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(header).toHaveCSS('box-shadow', 'none');
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveCSS('background-color', 'rgb(11, 14, 12)');
    await expect(header).not.toHaveCSS('box-shadow', 'none');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });

  test.describe('mobile menu (390 px)', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('opens the panel with the SPEC links, Registration bold', async ({ page }) => {
      await page.goto('/');
      await waitForIslands(page);
      const toggle = page.getByRole('button', { name: 'Menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = page.getByRole('navigation', { name: 'Mobile' });
      await expect(panel.getByRole('link')).toHaveText(['About', 'Schedule', 'Photos', 'Sponsors', 'Registration', 'Contact']);
      const weight = await panel.getByRole('link', { name: 'Registration' }).evaluate((el) => Number(getComputedStyle(el).fontWeight));
      expect(weight).toBeGreaterThanOrEqual(700);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
    });

    test('closes when a link is chosen', async ({ page }) => {
      await page.goto('/');
      await waitForIslands(page);
      // Hold the navigation back so we can see the panel's own reaction to the click.
      await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault(), { capture: true }));
      const toggle = page.getByRole('button', { name: 'Menu' });
      await toggle.click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Schedule' }).click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    });

    test('a chosen link navigates', async ({ page }) => {
      await page.goto('/');
      await waitForIslands(page);
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Photos' }).click();
      await expect(page).toHaveURL(/\/photos$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Photos' })).toBeVisible();
    });

    test('closes when the window becomes wide enough for the desktop links', async ({ page }) => {
      await page.goto('/about');
      const toggle = page.getByRole('button', { name: 'Menu' });
      await toggle.click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    });

    test('closes on Escape and returns focus to the toggle', async ({ page }) => {
      await page.goto('/contact');
      await waitForIslands(page);
      const toggle = page.getByRole('button', { name: 'Menu' });
      await toggle.click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'About' }).focus();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
      await expect(toggle).toBeFocused();
    });
  });

  test('an in-page # link scrolls its target to 80 px below the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('link', { name: 'Event location' }).click();
    await expect(page).toHaveURL(/#location$/);
    // The target starts far below and scrolls smoothly up to its resting place (it never overshoots):
    // wait until it arrives, then check it rests 80 px (to sub-pixel rounding) below the top.
    await expect
      .poll(() => page.locator('#location').evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThanOrEqual(82);
    const top = await page.locator('#location').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(78);
    expect(Math.abs(top - 80)).toBeLessThanOrEqual(2);
  });
});

test.describe('lightbox', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/photos');
    await waitForIslands(page);
  });

  test('opens on a photo with its image and caption; the image click keeps it open; the button closes it', async ({ page }) => {
    const photo = page.getByRole('link', { name: 'Chip stacks building at table three' });
    await photo.click();
    const dialog = page.getByRole('dialog', { name: 'Chip stacks building at table three' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Chip stacks building at table three' })).toBeVisible();
    await expect(dialog.getByText('Chip stacks building at table three (2 of 9)')).toBeVisible();
    await dialog.getByRole('img').click();
    await expect(dialog).toBeVisible();
    await dialog.getByText(/2 of 9/).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close photo' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(photo).toBeFocused();
  });

  test('closes on a backdrop click', async ({ page }) => {
    await page.getByRole('link', { name: 'Aces on the felt' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.mouse.click(640, 20);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('closes on Escape, keeps focus inside while open, and returns focus to the photo', async ({ page }) => {
    const photo = page.getByRole('link', { name: 'Aces on the felt' });
    await photo.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      const inside = await dialog.evaluate((d) => d.contains(document.activeElement));
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(photo).toBeFocused();
  });

  test('arrow keys move through the photos of the same gallery', async ({ page }) => {
    await page.getByRole('link', { name: 'Shuffle up and deal: the first hand of WOOP 2025' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('(1 of 9)');
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText('Chip stacks building at table three (2 of 9)');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toContainText('Cards and chips after the last hand (9 of 9)');
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(dialog).toContainText('(1 of 9)');
  });

  test('without JavaScript a photo links to its full-size image', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/photos');
    const href = await page.getByRole('link', { name: 'Aces on the felt' }).getAttribute('href');
    expect(href).toMatch(/^\/_astro\/.+\.webp$/);
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/webp');
    await context.close();
  });
});

test('an unknown route shows the 404 card with HTTP status 404', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('/sponsor-payment redirects to /registration with a real HTTP redirect', async ({ request }) => {
  const response = await request.get('/sponsor-payment', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe('/registration');
});

test('robots.txt points at the sitemap, which lists the content pages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  const sitemapUrl = robots.match(/^Sitemap: (\S+)$/m)?.[1];
  expect(sitemapUrl).toMatch(/^https?:\/\/.+\/sitemap-index\.xml$/);
  const index = await (await request.get('/sitemap-index.xml')).text();
  expect(index).toContain('sitemap-0.xml');
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  for (const path of ['/about', '/schedule', '/photos', '/sponsorship', '/contact', '/privacy', '/terms']) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
});

test('without JavaScript, a phone still gets the menu links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/schedule');
  const panel = page.getByRole('navigation', { name: 'Mobile' });
  await expect(panel.getByRole('link')).toHaveText(['About', 'Schedule', 'Photos', 'Sponsors', 'Registration', 'Contact']);
  await expect(panel.getByRole('link', { name: 'Contact' })).toBeVisible();
  // The page title is not hidden under the header.
  const heading = page.getByRole('heading', { level: 1 });
  const headingTop = await heading.evaluate((el) => el.getBoundingClientRect().top);
  const panelBottom = await panel.evaluate((el) => el.getBoundingClientRect().bottom);
  expect(headingTop).toBeGreaterThan(panelBottom);
  await context.close();
});
