// Where things live (issue 17): all SQL in db/, every browser call to our server through src/api.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mts|astro)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

const offenders = (dirs: string[], pattern: RegExp, except: (file: string) => boolean = () => false) =>
  dirs.flatMap(sourceFiles).filter((f) => !except(f) && pattern.test(readFileSync(f, 'utf8')));

describe('source layout', () => {
  it('keeps every SQL statement in db/', () => {
    expect(offenders(['netlify', 'src'], /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`/)).toEqual([]);
  });

  it('sends every browser call to our server through src/api', () => {
    expect(offenders(['src'], /\bfetch\(/, (f) => f.startsWith(path.join('src', 'api')))).toEqual([]);
  });
});
