// What the browser can download must not hold server-only knowledge: the promo-code table, server
// modules (database, tokens, password hashing) or secrets. Runs after the e2e web server has built
// dist/ (playwright.config.ts), and reads the files directly: no browser needed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const dist = path.resolve('dist');
const shipped = /\.(m?js|html|css|json|map|txt|xml|svg|webmanifest)$|^_headers$|^_redirects$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : shipped.test(name) ? [full] : [];
  });
}

const read = (list: string[]) => list.map((file) => ({ file: path.relative(dist, file), text: readFileSync(file, 'utf8') }));

function offenders(list: { file: string; text: string }[], pattern: RegExp): string[] {
  return list.filter(({ text }) => pattern.test(text)).map(({ file }) => `${file}: ${text(list, file).match(pattern)?.[0]}`);
}
const text = (list: { file: string; text: string }[], file: string) => list.find((f) => f.file === file)!.text;

test.describe('the built site (dist/)', () => {
  const all = read(files(dist));
  const clientCode = all.filter(({ file }) => /\.(m?js|html|map)$/.test(file));

  test('was built and ships client scripts', () => {
    expect(all.some(({ file }) => file === 'index.html')).toBe(true);
    expect(clientCode.some(({ file }) => file.endsWith('.js'))).toBe(true);
  });

  test('holds no promo code name and not the promo table', () => {
    for (const code of ['berry', 'cornerstone', 'bunnell', 'villarreal', 'woop100', 'woop200', 'odom', 'karl0', 'just1']) {
      expect(offenders(clientCode, new RegExp(`\\b${code}\\b`, 'i')), code).toEqual([]);
    }
    expect(offenders(clientCode, /singleUse|used_promo_codes/), 'promo table fields').toEqual([]);
  });

  test('bundles no server-only module into client code', () => {
    const serverOnly: [string, RegExp][] = [
      ['pg', /(from|require\()\s*["']pg["']|pg-protocol|pg-pool/],
      ['kysely', /kysely/i],
      ['pglite', /@electric-sql|pglite/i],
      ['jose', /\bjose\b|jwtVerify|SignJWT/],
      ['scrypt', /scrypt/i],
      ['admin env', /ADMIN_(PASSWORD|TOKEN)/],
      ['PayPal secret env', /PAYPAL_CLIENT_SECRET/],
      // The check-in codes' signing (netlify/lib/check-in/check-in-code.ts): the door only parses codes.
      ['check-in signing', /CHECKIN_CODE_SECRET|woop-local-check-in-codes|woop-check-in:/],
      ['database URL env', /DATABASE_URL|NETLIFY_DATABASE/],
      ['nodemailer', /nodemailer/i],
      ['exceljs', /exceljs/i],
    ];
    // The organizer's guide (/admin/guide) is prose: it names the variable that turns password
    // sign-in back on (ADMIN_PASSWORD_SIGN_IN), which is no server module; every other pattern still
    // applies to it.
    const guide = path.join('admin', 'guide.html');
    for (const [name, pattern] of serverOnly) {
      const scripts = name === 'admin env' ? clientCode.filter(({ file }) => file !== guide) : clientCode;
      expect(offenders(scripts, pattern), name).toEqual([]);
    }
  });

  test('contains no secret', () => {
    const secrets = [
      'e2e-admin-password', // playwright.config.ts gives the e2e server these two
      'e2e-admin-token-secret',
      process.env.ADMIN_PASSWORD,
      process.env.ADMIN_TOKEN_SECRET,
      process.env.PAYPAL_CLIENT_SECRET,
      process.env.DATABASE_URL,
    ].filter((s): s is string => !!s && s.length >= 8);
    for (const secret of secrets) {
      expect(all.filter(({ text }) => text.includes(secret)).map(({ file }) => file), 'a configured secret').toEqual([]);
    }
    expect(offenders(all, /-----BEGIN [A-Z ]*PRIVATE KEY-----|postgres(ql)?:\/\/[^\s"'`]*:[^\s"'`]*@/), 'keys and credentials').toEqual([]);
  });
});
