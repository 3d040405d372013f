// npm start's embedded database when its folder is damaged (a server killed while writing): the
// error names the folder and what to do, instead of PGlite's bare "Aborted()".
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openPglite } from '../../db/client.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'woop-damaged-pglite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('a damaged embedded database folder is named, with the way out', async () => {
  writeFileSync(path.join(dir, 'PG_VERSION'), 'not a database\n');
  await expect(openPglite(dir)).rejects.toThrow(`The embedded database in ${dir} could not be opened`);
  await expect(openPglite(dir)).rejects.toThrow(/move that folder away \(or delete it to start empty\)/);
});
