// Where the browser tests find Chromium, and the one line that says what to do when it is missing
// (playwright.config.ts and scripts/test-prerequisites.ts both use it).
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

/** undefined when Chromium is there; else one line naming the path and the install command. */
export function chromiumMissing(): string | undefined {
  if (existsSync(chromiumPath)) return undefined;
  return `Chromium not found at ${chromiumPath}: install it with \`apt-get install -y chromium\` (or set CHROME_PATH to a Chromium or Chrome binary), then run npm test again.`;
}
