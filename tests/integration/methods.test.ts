// A wrong method gets 405 with an Allow header on every endpoint. The allowed methods are declared
// once, in each function's handler({ methods }): no config declares `method`, because Netlify would
// then route a wrong method nowhere (a 404) instead of to the function's 405.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config, Context } from '@netlify/functions';
import { describe, expect, it } from 'vitest';

const directory = 'netlify/functions';
const files = readdirSync(directory).filter((f) => f.endsWith('.mts'));

describe('allowed methods, one declaration per endpoint', () => {
  it('gives every path one function (several methods on a path share its file: byMethod)', async () => {
    const paths = await Promise.all(files.map(async (file) => ((await import(pathToFileURL(path.resolve(directory, file)).href)) as { config?: Config }).config?.path));
    const declared = paths.flat().filter((p) => typeof p === 'string');
    expect(declared.filter((p, i) => declared.indexOf(p) !== i)).toEqual([]);
  });

  it.each(files)('%s answers 405 with Allow for a method it does not take', async (file) => {
    const mod = (await import(pathToFileURL(path.resolve(directory, file)).href)) as { default: (req: Request, ctx: Context) => Promise<Response>; config?: Config };
    expect(mod.config && 'method' in mod.config, 'config.method routes other methods to a 404').toBeFalsy();
    if (!mod.config?.path) return; // scheduled: never called over HTTP
    const pathname = [mod.config.path].flat()[0]!.replace(/:(\w+)/g, 'x');
    const res = await mod.default(new Request(`http://localhost:8888${pathname}`, { method: 'PATCH' }), { params: {}, ip: '127.0.0.1' } as unknown as Context);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toMatch(/^(GET|POST|PUT|DELETE)(, (GET|POST|PUT|DELETE))*$/);
    expect(((await res.json()) as { message: string }).message).toMatch(/^Method PATCH is not allowed\. Use /);
  });
});
