// Where things live: all SQL in db/, every browser call to our server through src/api, and the
// server code's layout: netlify/lib holds one folder per concept over platform/ (which imports no
// concept), no two folders need each other, and an endpoint reaches the database only through its
// concept's service, never through db/repositories; src/domain's rules import no content.
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

/** The files a source file imports by a relative path (type-only imports too), resolved from the repository root. */
function relativeImports(file: string): string[] {
  const specifiers = [...readFileSync(file, 'utf8').matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]!);
  return specifiers.map((s) => path.normalize(path.join(path.dirname(file), s)));
}

const lib = path.join('netlify', 'lib');
/** The netlify/lib folder a path is in ('platform', 'registration' ...), or null outside netlify/lib. */
const folderOf = (file: string): string | null => {
  const relative = path.relative(lib, file);
  return relative.startsWith('..') || !relative.includes(path.sep) ? null : relative.split(path.sep)[0]!;
};

/** Folder -> the other folders its files import, with one import that shows it. */
function folderImports(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(lib)) {
    const from = folderOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const target of relativeImports(file)) {
      const to = folderOf(target);
      if (to && to !== from && !edges.has(to)) edges.set(to, `${path.relative(lib, file)} -> ${path.relative(lib, target)}`);
    }
  }
  return graph;
}

/** Every cycle of the graph, once each, as "a -> b -> a" with the imports that make it. */
function cycles(graph: Map<string, Map<string, string>>): string[] {
  const found = new Map<string, string>();
  const walk = (trail: string[]) => {
    for (const next of graph.get(trail.at(-1)!)?.keys() ?? []) {
      const start = trail.indexOf(next);
      if (start >= 0) {
        const loop = [...trail.slice(start), next];
        const key = [...loop.slice(0, -1)].sort().join(',');
        const shown = loop.slice(0, -1).map((folder, i) => graph.get(folder)!.get(loop[i + 1]!)!);
        if (!found.has(key)) found.set(key, `${loop.join(' -> ')} (${shown.join('; ')})`);
      } else {
        walk([...trail, next]);
      }
    }
  };
  for (const folder of [...graph.keys()].sort()) walk([folder]);
  return [...found.values()];
}

describe('source layout', () => {
  it('keeps every SQL statement in db/', () => {
    expect(offenders(['netlify', 'src'], /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`/)).toEqual([]);
  });

  it('sends every browser call to our server through src/api', () => {
    expect(offenders(['src'], /\bfetch\(/, (f) => f.startsWith(path.join('src', 'api')))).toEqual([]);
  });

  it('has no folder cycle in netlify/lib: two concepts never need each other', () => {
    expect(cycles(folderImports())).toEqual([]);
  });

  it('keeps netlify/lib/platform free of every concept', () => {
    const concepts = [...(folderImports().get('platform') ?? new Map<string, string>()).values()];
    expect(concepts).toEqual([]);
  });

  it('lets no endpoint import db/repositories: it calls its concept service instead', () => {
    const repositories = path.join('db', 'repositories');
    const importers = sourceFiles(path.join('netlify', 'functions')).filter((f) =>
      relativeImports(f).some((target) => target === repositories || target.startsWith(repositories + path.sep)),
    );
    expect(importers).toEqual([]);
  });

  it('keeps src/domain pure: it imports no content (the caller passes the facts in)', () => {
    const content = [path.join('src', 'data'), path.join('src', 'content')];
    const importers = sourceFiles(path.join('src', 'domain')).filter(
      (f) => /['"]astro:content['"]/.test(readFileSync(f, 'utf8')) || relativeImports(f).some((target) => content.some((c) => target === c || target.startsWith(c + path.sep))),
    );
    expect(importers).toEqual([]);
  });
});
