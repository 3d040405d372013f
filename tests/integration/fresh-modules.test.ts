// After a CMS publish under `npm start` the server loads the functions anew (scripts/fresh-modules.ts):
// a module of the checkout imported in a new generation reads the content file as it is now, with
// every module between them loaded anew, while the previous generation keeps what it had.
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
