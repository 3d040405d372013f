// Writes a web Response to Node's ServerResponse the way Netlify's CDN delivers it, so figures taken
// against `npm start` (Lighthouse, transfer sizes) are those of the deployed site:
// - Brotli or gzip for text types (HTML, JS, CSS, SVG, JSON ...), as the client's Accept-Encoding
//   allows, with `Vary: Accept-Encoding`. Static files are compressed once at the highest level
//   and kept in memory (the CDN serves them pre-compressed); function answers are streamed at a
//   fast level.
// - `Connection: close` on an answer sent before the request body was read (a 413 on
//   Content-Length): the unread rest of the body would otherwise be parsed as the next request on
//   a kept-alive connection, and that request failed with ECONNRESET.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const compressibleType =
  /^\s*(text\/|application\/(javascript|ecmascript|json|[\w.+-]+\+json|xml|[\w.+-]+\+xml|manifest\+json)|image\/svg\+xml)/i;

/** The encoding to use for a client's Accept-Encoding: Brotli before gzip, none for q=0 or absent. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0);
  const best = (['br', 'gzip'] as const).filter((name) => weight(name) > 0).sort((a, b) => weight(b) - weight(a));
  return best[0];
}

const compressors = {
  static: {
    br: () => zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: () => zlib.createGzip({ level: 9 }),
  },
  dynamic: {
    br: () => zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: () => zlib.createGzip({ level: 6 }),
  },
};

// Static files compressed at level 11/9, keyed by encoding and content (a rebuild changes the key).
const compressedFiles = new Map<string, Promise<Buffer>>();

async function compressedFile(body: Buffer, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${createHash('sha256').update(body).digest('base64')}`;
  let compressed = compressedFiles.get(key);
  if (!compressed) {
    compressed = new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const stream = compressors.static[encoding]();
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      stream.on('error', reject);
      stream.end(body);
    });
    compressedFiles.set(key, compressed);
  }
  return compressed;
}

export interface SendOptions {
  /** A file of the built site (compressed once at the highest level and cached). */
  isStatic?: boolean;
}

export async function sendResponse(req: IncomingMessage, res: ServerResponse, response: Response, { isStatic = false }: SendOptions = {}): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') res.setHeader(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (!req.complete) res.setHeader('connection', 'close');

  const compressible = compressibleType.test(response.headers.get('content-type') ?? '') && !response.headers.has('content-encoding');
  if (compressible) res.setHeader('vary', [response.headers.get('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  const encoding = compressible && response.body && req.method !== 'HEAD' && ![204, 304].includes(response.status) ? negotiateEncoding(req.headers['accept-encoding']) : undefined;

  if (!response.body) {
    res.end();
    return;
  }
  if (!encoding) {
    await stream(res, Readable.fromWeb(response.body as never));
    return;
  }
  res.setHeader('content-encoding', encoding);
  res.removeHeader('content-length');
  if (isStatic) {
    const body = await compressedFile(Buffer.from(await response.arrayBuffer()), encoding);
    res.setHeader('content-length', body.byteLength);
    res.end(body);
    return;
  }
  await stream(res, Readable.fromWeb(response.body as never), compressors.dynamic[encoding]());
}

const clientGone = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ERR_STREAM_UNABLE_TO_PIPE']);

/** Pipes the body out; a client that goes away mid-answer is not an error of ours. */
async function stream(res: ServerResponse, ...streams: NodeJS.ReadableStream[]): Promise<void> {
  try {
    await pipeline([...streams, res] as never);
  } catch (error) {
    // Gone during the answer (premature close) or before it began (unable to pipe).
    if (!clientGone.has((error as { code?: string }).code ?? '')) throw error;
  }
}
