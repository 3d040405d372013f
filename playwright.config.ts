import { defineConfig, devices } from '@playwright/test';
import { chromiumMissing, chromiumPath as chromium } from './scripts/chromium.ts';

// One line, not a stack trace (`npm test` checks this before its type check too).
const missing = chromiumMissing();
if (missing) {
  console.error(missing);
  process.exit(1);
}
const port = Number(process.env.E2E_PORT || 8899);
const baseURL = `http://localhost:${port}`;

// Payments: the e2e server always uses the local PayPal simulator (started by scripts/serve.ts),
// never a real PayPal, whatever credentials the shell has. The web server inherits process.env.
// E2E_PAYPAL_SIM_PORT pins the simulator's port (8962): the refund test opens its control page,
// which is served on the simulator's own port only.
process.env.PAYPAL_ENV = 'local';
process.env.E2E_PAYPAL_SIM_PORT ||= '8962';
process.env.PAYPAL_SIM_PORT = process.env.E2E_PAYPAL_SIM_PORT;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: 'list',
  // The local Netlify emulator bundles each function on every call (about 1-2 s a call on these
  // machines; production is not affected), so waits are generous.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The production build, served as `npm start` serves it, with a throwaway embedded database.
    command: 'npm run build && node scripts/serve.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: {
      PORT: String(port),
      E2E: '1',
      // A throwaway embedded database for each run (never the developer's .data/pglite, nor a
      // DATABASE_URL the shell may hold).
      DATABASE_URL: 'memory://',
      // Every spec is one client (127.0.0.1) for the per-client limits, and reruns reuse the server:
      // the limits are tested in tests/integration/rate-limits.test.ts, not here (local server only).
      WOOP_RATE_LIMITS: 'off',
      // No scheduled function runs behind a spec's back (a reminder or a retried e-mail in the outbox
      // the specs read); the integration tests call those jobs themselves, at the times they choose.
      SCHEDULED_FUNCTIONS: 'off',
      WOOP_OPEN_LEVELS: 'all-in,just-main-event,just-party,wednesday-room',
      // The admin e2e signs in with this password.
      ADMIN_PASSWORD: 'e2e-admin-password',
      ADMIN_TOKEN_SECRET: 'e2e-admin-token-secret-0123456789abcdef',
    },
  },
});
