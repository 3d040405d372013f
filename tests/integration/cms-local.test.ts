// The CMS's local backend under `npm start` (scripts/cms-local.ts).
// 1. The two faults that once made tests/e2e/cms.spec.ts flaky: a reader of a file being saved saw
//    it half-written ("Unexpected end of JSON input"), and a rebuild outlived the stopped server,
//    writing into a folder being removed.
// 2. It writes the checkout, so it answers only the editor page of its own server: another site the
//    organizer has open (a text/plain POST or a form, a preflighted call, DNS rebinding) gets a
//    4xx and changes nothing, and even the editor can write only files the build accepts.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localCms, type LocalCms } from '../../scripts/cms-local.ts';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A checkout with today's content files and an empty src/assets. */
function checkout(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'woop-cms-local-'));
  roots.push(root);
  cpSync(path.resolve('src/content'), path.join(root, 'src/content'), { recursive: true });
  mkdirSync(path.join(root, 'src/assets'), { recursive: true });
  return root;
}

/** Puts a stand-in for `astro build` in the checkout: `body` runs with `fs` and the build's `out` folder. */
function fakeAstro(root: string, body: string): void {
  const astro = path.join(root, 'node_modules/.bin/astro');
  mkdirSync(path.dirname(astro), { recursive: true });
  writeFileSync(astro, `#!${process.execPath}\nconst fs = require('node:fs'); const out = process.argv[process.argv.indexOf('--outDir') + 1];\n${body}\n`);
  chmodSync(astro, 0o755);
}

const png = readFileSync(path.resolve('src/assets/sponsors/delta-energy-llc.png'));
const json = 'application/json; charset=utf-8';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: any;
}

interface Served {
  server: Server;
  cms: LocalCms;
  port: number;
  /** The backend's address as the editor page gets it (GET /api/cms/v1/session). */
  backend: string;
  /** A raw request: any Host, Origin or Content-Type, as a browser on another site could send. */
  send: (options: { method?: string; path?: string; headers?: Record<string, string>; body?: string }) => Promise<Answer>;
  /** The editor page's own call: JSON to its backend address, from its own origin. */
  call: (action: string, params: object) => Promise<Answer>;
}

async function serve(root: string): Promise<Served> {
  const cms = localCms(root, { rebuild: false });
  const server = createServer(async (req, res) => {
    if (!(await cms.handle(req, res))) res.writeHead(404).end();
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const port = (server.address() as AddressInfo).port;
  const send: Served['send'] = ({ method = 'POST', path: target = '/api/cms/v1', headers = {}, body }) =>
    new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path: target, headers: { host: `localhost:${port}`, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON: kept as text
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  const session = await send({ method: 'GET', path: '/api/cms/v1/session', headers: { 'sec-fetch-site': 'same-origin' } });
  const backend = typeof session.body?.url === 'string' ? new URL(session.body.url, `http://localhost:${port}`).pathname : '/api/cms/v1';
  const call: Served['call'] = (action, params) =>
    send({ path: backend, headers: { 'content-type': json, origin: `http://localhost:${port}`, 'sec-fetch-site': 'same-origin' }, body: JSON.stringify({ branch: 'main', action, params }) });
  return { server, cms, port, backend, send, call };
}

const attackersTreasurer = {
  treasurerEmail: 'treasurer@attacker.example',
  paypalMeHandle: 'AttackerCash',
  checkPayableTo: 'Mallory',
  checkAddress: ['1 Elsewhere Road', 'Nowhere, TX 77000'],
  itemPrefix: 'WOOP Sponsorship',
};
const treasurerEntry = (data: unknown = attackersTreasurer) => ({
  dataFiles: [{ path: 'src/content/treasurer.json', slug: 'treasurer', raw: JSON.stringify(data, null, 2) }],
  assets: [],
  options: { collectionName: 'content' },
});
const saveTreasurer = (data?: unknown) => JSON.stringify({ action: 'persistEntry', params: treasurerEntry(data) });
const asset = (file: string, data: Buffer) => ({ asset: { path: file, content: data.toString('base64'), encoding: 'base64' } });

describe('the local CMS backend', () => {
  it('replaces a saved file whole: a reader sees the old or the new file, never part of one', async () => {
    const root = checkout();
    const file = path.join(root, 'src/assets/logo.png');
    // A PNG's signature and then filler: the backend checks the type, the build would check the rest.
    const image = (fill: number) => Buffer.concat([png.subarray(0, 64), Buffer.alloc(8 << 20, fill)]);
    const before = image(1);
    const after = image(2);
    writeFileSync(file, before);
    const { server, call } = await serve(root);
    try {
      const seen = new Set<number>();
      let saving = true;
      const reading = (async () => {
        while (saving) seen.add((await readFile(file)).length);
      })();
      for (const content of [after, before, after, before, after]) {
        const saved = await call('persistMedia', asset('src/assets/logo.png', content));
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      }
      saving = false;
      await reading;
      expect([...seen]).toEqual([before.length]);
      expect(readFileSync(file)).toEqual(after);
    } finally {
      server.close();
    }
  });

  it('stops a rebuild in progress when the server process exits', async () => {
    const root = checkout();
    writeFileSync(path.join(root, 'src/assets/gone.png'), png);
    // A stand-in for `astro build`: says it started, then writes into its output folder a moment later.
    fakeAstro(root, `fs.writeFileSync(${JSON.stringify(path.join(root, 'started'))}, ''); setTimeout(() => { fs.mkdirSync(out, { recursive: true }); fs.writeFileSync(out + '/late', ''); }, 1500);`);
    // A server process that deletes an image (which schedules the rebuild), then exits once it started.
    const server = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { localCms } from ${JSON.stringify(path.resolve('scripts/cms-local.ts'))};
         import { createServer } from 'node:http';
         import { existsSync } from 'node:fs';
         const cms = localCms(${JSON.stringify(root)});
         const server = createServer((req, res) => void cms.handle(req, res)).listen(0, '127.0.0.1', async () => {
           const site = 'http://localhost:' + server.address().port;
           const { url } = await (await fetch(site + '/api/cms/v1/session')).json();
           const deleted = await fetch(new URL(url, site), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'deleteFile', params: { path: 'src/assets/gone.png' } }) });
           if (deleted.status !== 200) process.exit(3);
           while (!existsSync(${JSON.stringify(path.join(root, 'started'))})) await new Promise((r) => setTimeout(r, 20));
           process.exit(0);
         });`,
      ],
      { stdio: 'inherit' },
    );
    expect((await once(server, 'exit'))[0]).toBe(0);
    await new Promise((r) => setTimeout(r, 2500));
    expect(existsSync(path.join(root, 'started'))).toBe(true);
    expect(existsSync(path.join(root, '.data/cms-build/late'))).toBe(false);
  });
});

describe('after a save, the local CMS backend tells the editor when the change is live', () => {
  it('building, then live once the pages are rebuilt and the server follows them; or failed, with the build’s own words', async () => {
    const root = checkout();
    writeFileSync(path.join(root, 'src/assets/gone.png'), png);
    writeFileSync(path.join(root, 'src/assets/gone-too.png'), png);
    // A stand-in for `astro build`: fails when told to, as Astro does (the file and the field last).
    fakeAstro(
      root,
      `setTimeout(() => { if (fs.existsSync(${JSON.stringify(path.join(root, 'fail'))})) { console.error('[InvalidContentEntryDataError] event → event data does not match collection schema.\\n  editions.number: must be 1 or more'); process.exit(1); } fs.mkdirSync(out, { recursive: true }); }, 300);`,
    );
    let followed = 0;
    const cms = localCms(root, { afterBuild: async () => void followed++ });
    const server = createServer(async (req, res) => {
      if (!(await cms.handle(req, res))) res.writeHead(404).end();
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    const site = `http://localhost:${(server.address() as AddressInfo).port}`;
    const status = async () => (await (await fetch(`${site}/api/cms/v1/status`)).json()) as { state: string; error?: string };
    const remove = async (file: string) => {
      const { url } = (await (await fetch(`${site}/api/cms/v1/session`)).json()) as { url: string };
      const body = JSON.stringify({ action: 'deleteFile', params: { path: file } });
      expect((await fetch(new URL(url, site), { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status).toBe(200);
    };
    try {
      expect(await status()).toEqual({ state: 'idle' });
      await remove('src/assets/gone.png');
      expect((await status()).state).toBe('building');
      await expect.poll(async () => (await status()).state).toBe('live');
      expect(followed).toBe(1);
      expect(existsSync(path.join(root, 'dist'))).toBe(true);

      writeFileSync(path.join(root, 'fail'), '');
      await remove('src/assets/gone-too.png');
      await expect.poll(async () => (await status()).state).toBe('failed');
      expect((await status()).error).toMatch(/^The site did not build, so the last good version is still live:\n[\s\S]*editions\.number: must be 1 or more$/);
      expect(followed).toBe(1); // a failed build leaves the server on the last good content
    } finally {
      server.close();
    }
  });
});

describe('the local CMS backend refuses other sites', () => {
  const treasurer = (root: string) => readFileSync(path.join(root, 'src/content/treasurer.json'), 'utf8');

  it('a text/plain POST (a CORS simple request or a <form enctype="text/plain">) from another site: 415 or 403, nothing written', async () => {
    const root = checkout();
    const before = treasurer(root);
    const { server, port, backend, send } = await serve(root);
    try {
      const fromAnotherSite = { 'content-type': 'text/plain', origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' };
      for (const target of ['/api/cms/v1', backend]) {
        const answer = await send({ path: target, headers: fromAnotherSite, body: saveTreasurer() });
        expect([403, 415]).toContain(answer.status);
        expect(answer.body.error).toEqual(expect.any(String));
        expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      }
      // Even without an Origin (an old browser, a plugin): text/plain is not the editor's JSON.
      const plain = await send({ path: backend, headers: { 'content-type': 'text/plain' }, body: saveTreasurer() });
      expect(plain.status).toBe(415);
      expect(plain.body.error).toMatch(/application\/json/);
      const form = await send({ path: backend, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `x=${encodeURIComponent(saveTreasurer())}` });
      expect(form.status).toBe(415);
      expect(treasurer(root)).toBe(before);
      void port;
    } finally {
      server.close();
    }
  });

  it('a preflight (OPTIONS) is refused with no CORS headers, so a cross-site JSON call never leaves the browser', async () => {
    const root = checkout();
    const { server, backend, send } = await serve(root);
    try {
      const preflight = await send({
        method: 'OPTIONS',
        path: backend,
        headers: { origin: 'https://attacker.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.status).toBe(403);
      expect(Object.keys(preflight.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('a JSON POST carrying the token from another origin, a rebinding Host, or without the token: 403, nothing written', async () => {
    const root = checkout();
    const before = treasurer(root);
    const { server, port, backend, send } = await serve(root);
    try {
      const cases: Record<string, { path?: string; headers: Record<string, string> }> = {
        'another site': { headers: { origin: 'https://attacker.example' } },
        'another port of this machine': { headers: { origin: `http://localhost:${port + 1}` } },
        'an opaque origin': { headers: { origin: 'null' } },
        'a cross-site fetch': { headers: { 'sec-fetch-site': 'cross-site' } },
        'a same-site fetch from another port': { headers: { 'sec-fetch-site': 'same-site' } },
        'DNS rebinding (the attacker name resolved to 127.0.0.1)': { headers: { host: `attacker.example:${port}`, origin: `http://attacker.example:${port}` } },
        'DNS rebinding without an Origin': { headers: { host: `attacker.example:${port}` } },
        'another port in Host': { headers: { host: `localhost:${port + 1}` } },
        'no token': { path: '/api/cms/v1', headers: {} },
        'a wrong token': { path: '/api/cms/v1/not-the-token', headers: {} },
      };
      for (const [name, { path: target = backend, headers }] of Object.entries(cases)) {
        const answer = await send({ path: target, headers: { 'content-type': json, ...headers }, body: saveTreasurer() });
        expect(answer.status, name).toBe(403);
        expect(answer.body.error, name).toEqual(expect.any(String));
        expect(answer.headers['access-control-allow-origin'], name).toBeUndefined();
      }
      expect(treasurer(root)).toBe(before);
    } finally {
      server.close();
    }
  });

  it('hands its token only to its own pages, and a token of another process does not work', async () => {
    const root = checkout();
    const { server, port, cms, backend, send } = await serve(root);
    const other = localCms(root, { rebuild: false });
    try {
      expect(cms.token).toMatch(/^[\w-]{32,}$/);
      expect(other.token).not.toBe(cms.token);
      expect(backend).toBe(`/api/cms/v1/${cms.token}`);
      const session = (headers: Record<string, string>) => send({ method: 'GET', path: '/api/cms/v1/session', headers });
      const refused: Record<string, string>[] = [
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'https://attacker.example' },
        { host: `attacker.example:${port}` },
        { host: `attacker.example:${port}`, 'sec-fetch-site': 'same-origin' },
      ];
      for (const headers of refused) {
        const answer = await session(headers);
        expect(answer.status, JSON.stringify(headers)).toBe(403);
        expect(JSON.stringify(answer.body)).not.toContain(cms.token);
      }
      // The publish status (what the build printed) follows the same rules.
      for (const headers of refused) expect((await send({ method: 'GET', path: '/api/cms/v1/status', headers })).status, `status ${JSON.stringify(headers)}`).toBe(403);
      expect((await send({ method: 'GET', path: '/api/cms/v1/status', headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
      const own = await session({ 'sec-fetch-site': 'same-origin' });
      expect(own.status).toBe(200);
      expect(own.headers['cache-control']).toBe('no-store');
      expect(own.headers['x-content-type-options']).toBe('nosniff');
      const answer = await send({ path: `/api/cms/v1/${other.token}`, headers: { 'content-type': json }, body: saveTreasurer() });
      expect(answer.status).toBe(403);
    } finally {
      server.close();
    }
  });

  it('the editor page itself: saves a valid file, refuses one the build would refuse, whatever collection it claims', async () => {
    const root = checkout();
    const before = treasurer(root);
    const { server, call } = await serve(root);
    try {
      const invalid = await call('persistEntry', treasurerEntry({ ...attackersTreasurer, paypalMeHandle: 'not a handle!' }));
      expect(invalid.status).toBe(400);
      expect(invalid.body.error).toMatch(/paypalMeHandle/);
      // Claims to be the event file (whose schema the data fits) while writing the treasurer's.
      const event = JSON.parse(readFileSync(path.join(root, 'src/content/event.json'), 'utf8'));
      const disguised = await call('persistEntry', {
        dataFiles: [{ path: 'src/content/treasurer.json', slug: 'event', raw: JSON.stringify(event) }],
        assets: [],
        options: { collectionName: 'content' },
      });
      expect(disguised.status).toBe(400);
      expect(treasurer(root)).toBe(before);
      const notJson = await call('persistEntry', { dataFiles: [{ path: 'src/content/treasurer.json', slug: 'treasurer', raw: '{"treasurerEmail":' }] });
      expect(notJson.status).toBe(400);
      const unknown = await call('persistEntry', { dataFiles: [{ path: 'src/content/extra.json', slug: 'extra', raw: '{}' }] });
      expect(unknown.status).toBe(403);
      expect(existsSync(path.join(root, 'src/content/extra.json'))).toBe(false);

      const valid = { ...JSON.parse(before), checkPayableTo: 'WOOP' };
      const saved = await call('persistEntry', treasurerEntry(valid));
      expect(saved.status).toBe(200);
      expect(JSON.parse(treasurer(root))).toEqual(valid);
    } finally {
      server.close();
    }
  });

  it('media: only images, by extension and by content, under src/assets; content files only as their schema allows', async () => {
    const root = checkout();
    const before = treasurer(root);
    const { server, call } = await serve(root);
    try {
      const refused: [string, Buffer][] = [
        ['src/content/treasurer.json', Buffer.from(JSON.stringify(attackersTreasurer).replace('AttackerCash', 'bad handle'))],
        ['src/content/treasurer.json', Buffer.from('not json')],
        ['src/content/script.js', Buffer.from('alert(1)')],
        ['src/content/galleries/notes.txt', Buffer.from('hello')],
        ['src/assets/page.html', Buffer.from('<script>alert(1)</script>')],
        ['src/assets/logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
        ['src/assets/logo.png', Buffer.from('<script>alert(1)</script>')],
        ['src/assets/logo.jpg', png],
        ['src/assets/fonts/inter.woff2', Buffer.from('wOF2')],
        ['src/pages/index.astro', Buffer.from('---\n---')],
        ['src/assets/../pages/x.png', png],
      ];
      for (const [file, data] of refused) {
        const answer = await call('persistMedia', asset(file, data));
        expect([400, 403], file).toContain(answer.status);
        expect(answer.body.error, file).toEqual(expect.any(String));
      }
      expect(treasurer(root)).toBe(before);
      for (const file of ['src/content/script.js', 'src/content/galleries/notes.txt', 'src/assets/page.html', 'src/assets/logo.svg', 'src/assets/logo.png', 'src/assets/logo.jpg', 'src/pages/x.png']) {
        expect(existsSync(path.join(root, file)), file).toBe(false);
      }
      // Assets sent with an entry are held to the same rule, and then nothing of the entry is written.
      const withAsset = await call('persistEntry', { ...treasurerEntry(JSON.parse(before)), assets: [asset('src/assets/x.gif', Buffer.from('<html><script>alert(1)</script>'))].map((a) => a.asset) });
      expect(withAsset.status).toBe(400);
      expect(existsSync(path.join(root, 'src/assets/x.gif'))).toBe(false);

      const image = await call('persistMedia', asset('src/assets/sponsors/new-logo.png', png));
      expect(image.status).toBe(200);
      expect(readFileSync(path.join(root, 'src/assets/sponsors/new-logo.png'))).toEqual(png);
      const gallery = readFileSync(path.join(root, 'src/content/galleries/woop-2025.json'));
      expect((await call('persistMedia', asset('src/content/galleries/woop-2026.json', gallery))).status).toBe(200);
    } finally {
      server.close();
    }
  });

  it('deletes only images and galleries, and answers bad requests with a 4xx, never a 500', async () => {
    const root = checkout();
    writeFileSync(path.join(root, 'src/assets/old.png'), png);
    const { server, call, send, backend } = await serve(root);
    try {
      for (const file of ['src/content/treasurer.json', 'src/content/event.json', 'src/content.config.ts', 'package.json']) {
        expect((await call('deleteFile', { path: file })).status, file).toBe(403);
      }
      expect((await call('deleteFiles', { paths: ['src/assets/old.png', 'src/content/treasurer.json'] })).status).toBe(403);
      expect(existsSync(path.join(root, 'src/content/treasurer.json'))).toBe(true);
      expect(existsSync(path.join(root, 'src/assets/old.png'))).toBe(true);
      expect((await call('deleteFile', { path: 'src/assets/old.png' })).status).toBe(200);
      expect(existsSync(path.join(root, 'src/assets/old.png'))).toBe(false);
      expect((await call('deleteFiles', { paths: ['src/content/galleries/woop-2024.json'] })).status).toBe(200);
      expect(existsSync(path.join(root, 'src/content/galleries/woop-2024.json'))).toBe(false);

      const bad = [
        'not json',
        '[]',
        JSON.stringify({ action: 'nothing' }),
        JSON.stringify({ action: 'persistEntry' }),
        JSON.stringify({ action: 'persistEntry', params: { dataFiles: 'x' } }),
        JSON.stringify({ action: 'persistMedia', params: { asset: { path: 3 } } }),
        JSON.stringify({ action: 'getEntry', params: { path: 'src/content/\u0000.json' } }),
        JSON.stringify({ action: 'deleteFiles', params: { paths: 'src/assets/old.png' } }),
      ];
      for (const body of bad) {
        const answer = await send({ path: backend, headers: { 'content-type': json }, body });
        expect(answer.status, body).toBe(400);
        expect(answer.body.error, body).toEqual(expect.any(String));
      }
      const missing = await call('getMediaFile', { path: 'src/assets/none.png' });
      expect(missing.status).toBe(404);
      expect((await send({ method: 'PUT', path: backend, headers: { 'content-type': json }, body: '{}' })).status).toBe(405);
    } finally {
      server.close();
    }
  });
});
