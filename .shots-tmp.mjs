import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto('http://localhost:8902/admin');
  await page.getByLabel('Admin password').fill('e2e-admin-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Quick Links' }).waitFor();
  await page.waitForLoadState('networkidle');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.screenshot({ path: `/tmp/docs-shots/dash-${width}.png`, fullPage: true, clip: { x: 0, y: Math.max(0, height - 1300), width, height: Math.min(1300, height) } });
  await page.close();
}
await browser.close();
