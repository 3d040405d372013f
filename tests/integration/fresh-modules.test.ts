// After a CMS publish under `npm start` the server loads the functions anew (scripts/fresh-modules.ts):
// a module of the checkout imported in a new generation reads the content file as it is now, with
// every module between them loaded anew, while the previous generation keeps what it had.
// The same holds for a patch a module makes to a shared package: it is made once per process.
// Run in a child Node process: the hook is Node's own, which Vitest's loader does not go through.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const dir = mkdtempSync(path.join(tmpdir(), 'woop-fresh-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('a new generation reads the content as published, through the modules that computed from it', () => {
  writeFileSync(path.join(dir, 'content.json'), JSON.stringify({ year: 2026 }));
  writeFileSync(path.join(dir, 'event.ts'), "import data from './content.json' with { type: 'json' };\nexport const label = `WOOP ${data.year}`;\n");
  writeFileSync(path.join(dir, 'function.ts'), "import { label } from './event.ts';\nexport default () => label;\n");
  const hooks = pathToFileURL(path.resolve('scripts/fresh-modules.ts')).href;
  const script = `
    import { writeFileSync } from 'node:fs';
    import { pathToFileURL } from 'node:url';
    import { inGeneration } from ${JSON.stringify(hooks)};
    const fn = pathToFileURL('function.ts').href;
    const said = [];
    said.push((await import(fn)).default());
    writeFileSync('content.json', JSON.stringify({ year: 2027 }));
    said.push((await import(fn)).default());
    said.push((await import(inGeneration(fn, 1))).default());
    said.push((await import(inGeneration(fn, 1))).default());
    console.log(JSON.stringify(said));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: dir, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  // Without a new generation the loaded modules keep the old year (what a restart used to fix).
  expect(JSON.parse(run.stdout)).toEqual(['WOOP 2026', 'WOOP 2026', 'WOOP 2027', 'WOOP 2027']);
});

it('a spreadsheet exported after a reload is still valid: the quote-prefix patch of exceljs (shared by every generation) is made once', () => {
  const writer = pathToFileURL(path.resolve('netlify/lib/platform/spreadsheet/stream-workbook.ts')).href;
  const hooks = pathToFileURL(path.resolve('scripts/fresh-modules.ts')).href;
  const script = `
    import JSZip from 'jszip';
    import { inGeneration } from ${JSON.stringify(hooks)};
    async function exported(url) {
      const { streamWorkbook } = await import(url);
      async function* batches() { yield [{ name: '=SUM(A1)' }]; }
      const stream = streamWorkbook({ sheetName: 'x', columns: [{ header: 'Name', width: 10, value: (r) => r.name }], batches: batches() });
      const zip = await JSZip.loadAsync(Buffer.from(await new Response(stream).arrayBuffer()));
      return zip.file('xl/styles.xml').async('string');
    }
    const url = ${JSON.stringify(writer)};
    const styles = [await exported(url), await exported(inGeneration(url, 1))];
    console.log(JSON.stringify(styles.map((xml) => [...xml.matchAll(/<xf [^>]*>/g)].map((m) => (m[0].match(/quotePrefix=/g) ?? []).length))));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  // One quotePrefix attribute on the prefixed cell's style, before and after the reload (twice is not XML).
  const counts = JSON.parse(run.stdout) as number[][];
  expect(counts[1]).toEqual(counts[0]);
  expect(Math.max(...counts[1]!)).toBe(1);
});
