// The CMS's local backend under `npm start` (scripts/cms-local.ts), on the two faults that once made
// tests/e2e/cms.spec.ts flaky: a reader of a file being saved saw it half-written ("Unexpected end
// of JSON input"), and a rebuild outlived the stopped server, writing into a folder being removed.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localCms } from '../../scripts/cms-local.ts';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

function checkout(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'woop-cms-local-'));
  roots.push(root);
  mkdirSync(path.join(root, 'src/assets'), { recursive: true });
  return root;
}

async function serve(root: string): Promise<{ server: Server; call: (action: string, params: object) => Promise<Response> }> {
  const cms = localCms(root, { rebuild: false });
  const server = createServer((req, res) => void cms.handle(req, res));
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/cms/v1`;
  return { server, call: (action, params) => fetch(url, { method: 'POST', body: JSON.stringify({ action, params }) }) };
}

describe('the local CMS backend', () => {
  it('replaces a saved file whole: a reader sees the old or the new file, never part of one', async () => {
    const root = checkout();
    const file = path.join(root, 'src/assets/logo.bin');
    const before = Buffer.alloc(8 << 20, 1);
    const after = Buffer.alloc(8 << 20, 2);
    writeFileSync(file, before);
    const { server, call } = await serve(root);
    try {
      const seen = new Set<number>();
      let saving = true;
      const reading = (async () => {
        while (saving) seen.add((await readFile(file)).length);
      })();
      for (const content of [after, before, after, before, after]) {
        const saved = await call('persistMedia', { asset: { path: 'src/assets/logo.bin', content: content.toString('base64'), encoding: 'base64' } });
        expect(saved.status).toBe(200);
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
    // A stand-in for `astro build`: says it started, then writes into its output folder a moment later.
    const astro = path.join(root, 'node_modules/.bin/astro');
    mkdirSync(path.dirname(astro), { recursive: true });
    writeFileSync(
      astro,
      `#!${process.execPath}\nconst fs = require('node:fs'); const out = process.argv[process.argv.indexOf('--outDir') + 1];\n` +
        `fs.writeFileSync(${JSON.stringify(path.join(root, 'started'))}, ''); setTimeout(() => { fs.mkdirSync(out, { recursive: true }); fs.writeFileSync(out + '/late', ''); }, 1500);\n`,
    );
    chmodSync(astro, 0o755);
    // A server process that saves an asset (which schedules the rebuild), then exits once it started.
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
           const url = 'http://127.0.0.1:' + server.address().port + '/api/cms/v1';
           await fetch(url, { method: 'POST', body: JSON.stringify({ action: 'deleteFile', params: { path: 'src/content/gone.json' } }) });
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
