/**
 * Runs only the simulator's browser smoke, without building the site (the root config's webServer):
 *   npx playwright test -c tools/paypal-simulator/playwright.config.ts
 * The spec starts its own simulator and merchant page, so the root config runs it too.
 */
import { defineConfig, devices } from '@playwright/test';

export default defineConfig({
  testDir: '../../tests/e2e',
  testMatch: 'paypal-simulator*.spec.ts',
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
