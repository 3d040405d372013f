// Runs netlify/functions/*.mts in this process for the local production-like server, routed as
// Netlify routes them: by each function's own `config.path` (URLPattern syntax) and, when a config
// declares one, `config.method` (ours do not: each handler answers 405 itself), with
// `context.params` and `context.ip`. Scheduled functions are called here too, on their
// `config.schedule` (scheduler.ts says when).
//
// Why not @netlify/dev's function runner: it bundles the function anew on every call (1-2 s a
// request here), and concurrent calls of one function share a build directory that the first call
// deletes, so the second fails with "Cannot find module". Static files, redirects and headers are
// still served by @netlify/dev (see serve.ts); on Netlify itself none of this code runs.
import { readdir } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { Config, Context } from '@netlify/functions';
import { inGeneration } from './fresh-modules.ts';
import { parseSchedule, type Schedule } from './schedules.ts';

type Handler = (request: Request, context: Context) => Response | Promise<Response>;
interface Route {
  name: string;
  /** Each path's pattern with its literal start (up to its first parameter or wildcard). */
  patterns: { pattern: URLPattern; literal: string }[];
  methods: string[] | null;
  handler: Handler;
  /** A scheduled function's `config.schedule`, read when the function is loaded (a bad one stops the start). */
  schedule?: Schedule;
}

/**
 * The functions' routes. A `generation` above 0 loads them, and every module of this checkout they
 * import, anew (fresh-modules.ts): what a CMS publish needs for the functions to read the new content.
 */
export async function loadFunctions(directory = 'netlify/functions', generation = 0): Promise<Route[]> {
  const files = (await readdir(directory)).filter((f) => /\.(mts|ts|mjs|js)$/.test(f));
  const routes: Route[] = [];
  for (const file of files.sort()) {
    const url = pathToFileURL(path.resolve(directory, file)).href;
    const mod = (await import(generation ? inGeneration(url, generation) : url)) as {
      default: Handler;
      config?: Config;
    };
    const paths = [mod.config?.path ?? `/.netlify/functions/${path.parse(file).name}`].flat();
    const method = mod.config?.method;
    routes.push({
      name: path.parse(file).name,
      patterns: paths.map((pathname) => ({ pattern: new URLPattern({ pathname }), literal: /^[^:*({]*/.exec(pathname)![0] })),
      methods: method ? [method].flat().map((m) => m.toUpperCase()) : null,
      handler: mod.default,
      schedule: mod.config?.schedule ? parseSchedule(mod.config.schedule, path.parse(file).name) : undefined,
    });
  }
  return routes;
}

/** Answers the request if a function's route matches it; undefined otherwise. */
export async function invokeFunction(routes: Route[], req: IncomingMessage, origin: string): Promise<Response | undefined> {
  const url = new URL(req.url ?? '/', origin);
  const method = (req.method ?? 'GET').toUpperCase();
  for (const route of routes) {
    if (route.methods && !route.methods.includes(method)) continue;
    for (const { pattern, literal } of route.patterns) {
      // URLPattern.exec on every route cost about 0.1 ms a request; a different start rules most out.
      if (!url.pathname.startsWith(literal)) continue;
      const match = pattern.exec({ pathname: url.pathname });
      if (!match) continue;
      return call(route, toWebRequest(req, url, method), { params: match.pathname.groups, ip: req.socket.remoteAddress ?? '127.0.0.1', origin });
    }
  }
  return undefined;
}

/** Runs a scheduled function as Netlify's scheduler does: a POST whose body names the next run. */
export function invokeScheduled(route: Route, nextRun: Date, origin: string): Promise<Response> {
  const request = new Request(new URL(`/.netlify/functions/${route.name}`, origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'Netlify Clockwork', 'x-nf-event': 'schedule' },
    body: JSON.stringify({ next_run: nextRun.toISOString() }),
  });
  return call(route, request, { params: {}, ip: '127.0.0.1', origin });
}

/** One call of a function, with the context Netlify gives it. */
async function call(route: Route, request: Request, { params, ip, origin }: { params: Record<string, string | undefined>; ip: string; origin: string }): Promise<Response> {
  const context = {
    params,
    ip,
    requestId: crypto.randomUUID(),
    geo: {},
    site: { url: origin },
    // The work runs on in this long-lived process; its errors are its own to log.
    waitUntil: (work: Promise<unknown>) => void work.catch((error: unknown) => console.error('waitUntil:', error)),
  } as unknown as Context;
  return route.handler(request, context);
}

function toWebRequest(req: IncomingMessage, url: URL, method: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    duplex: hasBody ? 'half' : undefined,
  } as RequestInit);
}
