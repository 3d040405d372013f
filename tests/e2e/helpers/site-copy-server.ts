// A server of its own for a spec that changes the content (the CMS specs): `npm start`'s server in
// a throwaway copy of the checkout (tests/support/site-copy.ts), built and started before the
// spec, stopped and removed after it, so its saves never touch this checkout.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { expect } from '@playwright/test';
import { buildSite, makeSiteCopy, removeSiteCopy } from '../../support/site-copy.ts';

export interface SiteCopyServer {
  /** The copy's folder (its src/content, its .data/outbox). */
  copy: string;
  site: string;
  stop(): Promise<void>;
}

export async function startSiteCopyServer(options: { prefix: string; port: number; simPort: number; password: string; env?: Record<string, string> }): Promise<SiteCopyServer> {
  const copy = makeSiteCopy(options.prefix);
  const site = `http://localhost:${options.port}`;
  let server: ChildProcess | undefined;
  const stop = async () => {
    // The server stops its rebuild as it exits; the copy is removed once nothing writes into it.
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = once(server, 'exit');
      server.kill();
      await exited;
    }
    removeSiteCopy(copy);
  };
  const built = await buildSite(copy);
  expect(built.code, built.output).toBe(0);
  server = spawn(process.execPath, ['scripts/serve.ts'], {
    cwd: copy,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(options.port),
      DATABASE_URL: 'memory://',
      PAYPAL_ENV: 'local',
      PAYPAL_SIM_PORT: String(options.simPort),
      ADMIN_PASSWORD: options.password,
      ADMIN_TOKEN_SECRET: `${options.prefix}admin-token-secret-0123456789abcdef`,
      WOOP_RATE_LIMITS: 'off',
      SCHEDULED_FUNCTIONS: 'off', // as the main e2e server (playwright.config.ts)
      E2E: '1',
      ...options.env,
    },
  });
  await expect.poll(async () => (await fetch(`${site}/api/health`).catch(() => undefined))?.status, { timeout: 120_000 }).toBe(200);
  // The CMS bundle is compressed once on first request (as the CDN stores it): do it before the clock runs.
  const html = await (await fetch(`${site}/admin/cms`)).text();
  const script = /src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
  await fetch(`${site}${script}`, { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
  return { copy, site, stop };
}
