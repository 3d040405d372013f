// The CMS's local mode under `npm start`: answers Decap CMS's local backend protocol
// (the one decap-server speaks) on the site's own address, reading and writing the checkout's
// content files, so the CMS works offline and can be tested. A save is checked against the build's
// schemas first (a refused save leaves the file untouched), then the site is rebuilt so the pages
// show it and the functions are loaded anew so the server follows it, as Netlify rebuilds the site
// and its functions after the CMS commits in production. GET /api/cms/v1/status tells the editor
// when that is done, or that it failed and why.
//
// It writes the checkout, and the organizer's browser has other sites open: only the editor page of
// this very server may call it.
// - Host must be this server's loopback name and port, so a DNS-rebinding name is refused.
// - An Origin or Sec-Fetch-Site, when the browser sends one, must be this same origin.
// - Only `Content-Type: application/json`: another site cannot send that without a preflight, and
//   preflights (OPTIONS) are refused and no answer carries CORS headers.
// - A random token per process, handed out by GET /api/cms/v1/session to the server's own pages
//   only (no CORS, so another site cannot read it). Decap's local backend cannot add a header to
//   its requests, so the token is in the backend's address: POST /api/cms/v1/<token>.
// - Writes: under src/content/ only the site's content files, each valid against the build's
//   schema for that path (never the collection the request claims); under src/assets/ only images,
//   by extension and by their first bytes. Deletes: images and galleries only.
// Refusals are 4xx with a JSON `error`; nothing is written unless every file of the request passes.
import { spawn } from 'node:child_process';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { z } from '../src/domain/zod.ts';
import { friendlyIssues } from '../src/domain/friendly-parse.ts';
import { contentProblems } from '../src/cms/validate.ts';

const endpoint = '/api/cms/v1';
const sessionPath = `${endpoint}/session`;
const statusPath = `${endpoint}/status`;
const writable = ['src/content/', 'src/assets/'];
const loopbackNames = ['localhost', '127.0.0.1', '[::1]'];
// A phone photo of 20 MB, base64, with room to spare; the rest of the server refuses far less.
const maxBody = 64 << 20;

class Refused extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** Images the build optimises: no SVG (it can carry script and would be served as is). */
const imageTypes: Record<string, (b: Buffer) => boolean> = {
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  gif: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  webp: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  avif: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' && /avi[fs]/.test(b.subarray(8, Math.min(b.length, b.readUInt32BE(0))).toString('latin1')),
};
imageTypes.jpeg = imageTypes.jpg!;
const extensionOf = (file: string) => path.posix.extname(file).slice(1).toLowerCase();
const isImagePath = (file: string) => file.startsWith('src/assets/') && extensionOf(file) in imageTypes;

/** What a content file's path says it is: the build's schema is chosen by the path alone. */
function contentKind(file: string): { collection: string; slug: string } | undefined {
  const gallery = /^src\/content\/galleries\/([^/.][^/]*)\.json$/.exec(file);
  if (gallery) return { collection: 'galleries', slug: gallery[1]! };
  const single = /^src\/content\/([a-z0-9-]+)\.json$/.exec(file);
  return single ? { collection: 'content', slug: single[1]! } : undefined;
}

/** Refuses a write the build would not accept, or that is not content at all. */
function checkWrite(file: string, data: Buffer): void {
  if (file.startsWith('src/content/')) {
    const kind = contentKind(file);
    if (!kind) throw new Refused(403, `Not a content file of the site: ${file}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(data.toString('utf8'));
    } catch {
      throw new Refused(400, `Not saved: ${file} is not JSON`);
    }
    const problems = contentProblems(kind.collection, kind.slug, parsed);
    if (problems.length) throw new Refused(problems[0]!.startsWith('Unknown content') ? 403 : 400, `Not saved, the site would not build: ${problems.join('; ')}`);
    return;
  }
  const check = imageTypes[extensionOf(file)];
  if (!check) throw new Refused(400, `Only images (PNG, JPEG, WebP, AVIF, GIF) can be saved under src/assets/: ${file}`);
  if (data.length < 12 || !check(data)) throw new Refused(400, `Not saved: ${file} is not a ${extensionOf(file).toUpperCase()} image`);
}

function checkDelete(file: string): void {
  if (!isImagePath(file) && contentKind(file)?.collection !== 'galleries') throw new Refused(403, `Only images and photo galleries can be deleted: ${file}`);
}

// The requests Decap CMS's proxy backend sends (decap-cms-backend-proxy), as far as they are used.
const filePath = z.string().min(1).max(1000).refine((p) => !p.includes('\0'), 'must not contain NUL');
const assetSchema = z.object({ path: filePath, content: z.string(), encoding: z.literal('base64') });
const dataFileSchema = z.object({ path: filePath, raw: z.string(), newPath: filePath.optional() });
const requestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('info') }),
  z.object({ action: z.literal('entriesByFolder'), params: z.object({ folder: filePath, extension: z.string().max(20) }) }),
  z.object({ action: z.literal('entriesByFiles'), params: z.object({ files: z.array(z.object({ path: filePath })) }) }),
  z.object({ action: z.literal('getEntry'), params: z.object({ path: filePath }) }),
  z.object({
    action: z.literal('persistEntry'),
    params: z
      .object({ dataFiles: z.array(dataFileSchema).min(1).optional(), entry: dataFileSchema.optional(), assets: z.array(assetSchema).default([]) })
      .refine((p) => p.dataFiles || p.entry, 'needs dataFiles or entry'),
  }),
  z.object({ action: z.literal('getMedia'), params: z.object({ mediaFolder: filePath }) }),
  z.object({ action: z.literal('getMediaFile'), params: z.object({ path: filePath }) }),
  z.object({ action: z.literal('persistMedia'), params: z.object({ asset: assetSchema }) }),
  z.object({ action: z.literal('deleteFile'), params: z.object({ path: filePath }) }),
  z.object({ action: z.literal('deleteFiles'), params: z.object({ paths: z.array(filePath) }) }),
  z.object({ action: z.literal('getDeployPreview') }),
]);
type CmsRequest = z.infer<typeof requestSchema>;

export interface LocalCms {
  /** This process's secret: the editor page gets it from GET /api/cms/v1/session and posts to /api/cms/v1/<token>. */
  readonly token: string;
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export interface LocalCmsOptions {
  rebuild?: boolean;
  /** After a rebuild swapped in: makes the server follow the new content (serve.ts reloads the functions). */
  afterBuild?: () => Promise<void>;
}

export function localCms(root = process.cwd(), { rebuild = true, afterBuild }: LocalCmsOptions = {}): LocalCms {
  const token = randomBytes(32).toString('base64url');
  const tokenDigest = createHash('sha256').update(token).digest();
  const hasToken = (candidate: string) => timingSafeEqual(createHash('sha256').update(candidate).digest(), tokenDigest);

  /** The path relative to the checkout ("src/content/event.json"), or refused when outside the writable folders. */
  const relativePath = (file: string): string => {
    const relative = path.posix.normalize(String(file).replaceAll('\\', '/')).replace(/^\/+/, '');
    if (relative.split('/').includes('..') || !writable.some((dir) => relative.startsWith(dir))) throw new Refused(403, `Not a content file: ${file}`);
    return relative;
  };
  const resolve = (file: string) => path.join(root, relativePath(file));
  const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
  const entry = async (file: string) => {
    try {
      const data = await readFile(resolve(file));
      return { data: data.toString(), file: { path: file, id: sha(data) } };
    } catch (error) {
      if (error instanceof Refused) throw error;
      return { data: null, file: { path: file, id: null } };
    }
  };
  const media = async (file: string) => {
    const data = await readFile(resolve(file)).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' || error.code === 'EISDIR' ? new Refused(404, `No such file: ${file}`) : error;
    });
    return { id: sha(data), content: data.toString('base64'), encoding: 'base64', path: file, name: path.basename(file) };
  };
  const list = async (folder: string, extension: string) => {
    const dir = resolve(`${folder.replace(/\/?$/, '/')}`);
    const names = await readdir(dir, { withFileTypes: true }).catch(() => []);
    return names.filter((d) => d.isFile() && d.name.endsWith(extension)).map((d) => `${folder.replace(/\/$/, '')}/${d.name}`);
  };
  // Written aside and renamed over the file, so a reader (the rebuild, an editor) never sees a
  // half-written file.
  const write = async (file: string, data: string | Buffer) => {
    const full = resolve(file);
    await mkdir(path.dirname(full), { recursive: true });
    const aside = `${full}.${process.pid}.saving`;
    await writeFile(aside, data);
    await rename(aside, full);
  };
  /** Checks a write; returns the bytes to write. */
  const checked = (file: string, data: Buffer): Buffer => {
    checkWrite(relativePath(file), data);
    return data;
  };

  const site = createRebuilder(root, afterBuild);

  async function answer(request: CmsRequest): Promise<unknown> {
    switch (request.action) {
      case 'info':
        return { repo: path.basename(root), publish_modes: ['simple'], type: 'local_fs' };
      case 'entriesByFolder':
        return Promise.all((await list(request.params.folder, request.params.extension)).map(entry));
      case 'entriesByFiles':
        return Promise.all(request.params.files.map((f) => entry(f.path)));
      case 'getEntry':
        return entry(request.params.path);
      case 'persistEntry': {
        const { dataFiles, entry: single, assets } = request.params;
        const files = dataFiles ?? [single!];
        // Every file is checked before any is written.
        const writes = [
          ...assets.map((a) => ({ path: a.path, data: checked(a.path, Buffer.from(a.content, 'base64')) })),
          ...files.map((f) => ({ path: f.path, data: checked(f.path, Buffer.from(f.raw)) })),
        ];
        for (const file of files) if (file.newPath) checked(file.newPath, Buffer.from(file.raw));
        for (const { path: file, data } of writes) await write(file, data);
        for (const file of files) if (file.newPath) await rename(resolve(file.path), resolve(file.newPath));
        if (rebuild) site.schedule();
        return { message: 'entry persisted' };
      }
      case 'getMedia':
        return Promise.all((await list(request.params.mediaFolder, '')).map(media));
      case 'getMediaFile':
        return media(request.params.path);
      case 'persistMedia': {
        const { asset } = request.params;
        await write(asset.path, checked(asset.path, Buffer.from(asset.content, 'base64')));
        if (rebuild && relativePath(asset.path).startsWith('src/content/')) site.schedule();
        return media(asset.path);
      }
      case 'deleteFile':
        checkDelete(relativePath(request.params.path));
        await unlink(resolve(request.params.path)).catch(() => {});
        if (rebuild) site.schedule();
        return { message: `deleted file ${request.params.path}` };
      case 'deleteFiles':
        for (const file of request.params.paths) checkDelete(relativePath(file));
        for (const file of request.params.paths) await unlink(resolve(file)).catch(() => {});
        if (rebuild) site.schedule();
        return { message: `deleted files ${request.params.paths.join(', ')}` };
      case 'getDeployPreview':
        return null;
    }
  }

  /** Refuses a request that is not from this server's own page. */
  function checkOrigin(req: IncomingMessage): void {
    const port = req.socket.localPort;
    const host = req.headers.host ?? '';
    const own = loopbackNames.flatMap((name) => [`${name}:${port}`, ...(port === 80 ? [name] : [])]);
    if (!own.includes(host.toLowerCase())) throw new Refused(403, `The CMS's local mode answers only http://localhost:${port}, not Host ${JSON.stringify(host)}`);
    const origin = req.headers.origin;
    if (origin !== undefined && origin.toLowerCase() !== `http://${host.toLowerCase()}`) throw new Refused(403, `Cross-origin requests are refused (Origin ${origin})`);
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin') throw new Refused(403, `Cross-origin requests are refused (Sec-Fetch-Site ${site})`);
  }

  async function readBody(req: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > maxBody) throw new Refused(413, `The request is over ${maxBody >> 20} MB`);
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }

  async function serve(req: IncomingMessage, pathname: string): Promise<unknown> {
    checkOrigin(req);
    if (req.method === 'OPTIONS') throw new Refused(403, 'Cross-origin requests are refused');
    if (pathname === sessionPath || pathname === statusPath) {
      if (req.method !== 'GET') throw new Refused(405, 'GET only');
      return pathname === sessionPath ? { url: `${endpoint}/${token}` } : site.status();
    }
    if (req.method !== 'POST') throw new Refused(405, 'POST only');
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') throw new Refused(415, 'Send Content-Type: application/json');
    const given = pathname.slice(endpoint.length + 1);
    if (!given || !hasToken(given)) throw new Refused(403, 'Missing or wrong CMS token: reload /admin/cms');
    let body: unknown;
    try {
      body = JSON.parse((await readBody(req)).toString('utf8'));
    } catch (error) {
      throw error instanceof Refused ? error : new Refused(400, 'The request is not JSON');
    }
    const request = requestSchema.safeParse(body);
    if (!request.success) throw new Refused(400, `Not a CMS request: ${friendlyIssues(request.error).join('; ')}`);
    return answer(request.data);
  }

  return {
    token,
    async handle(req, res) {
      const { pathname } = new URL(req.url ?? '/', 'http://x');
      if (pathname !== endpoint && !pathname.startsWith(`${endpoint}/`)) return false;
      const send = (status: number, body: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
          'cross-origin-resource-policy': 'same-origin',
          ...(status === 405 ? { allow: pathname === sessionPath || pathname === statusPath ? 'GET' : 'POST' } : {}),
          // A refusal before the body was read: the rest of it must not be read as another request.
          ...(status !== 200 && !req.readableEnded ? { connection: 'close' } : {}),
        });
        res.end(JSON.stringify(body));
      };
      try {
        send(200, await serve(req, pathname));
      } catch (error) {
        if (error instanceof Refused) send(error.status, { error: error.message });
        else {
          console.error('CMS:', error);
          send(500, { error: error instanceof Error ? error.message : 'Unknown error' });
        }
      }
      return true;
    },
  };
}

/** Where the last save stands: `building` until the site is rebuilt and the server follows it. */
export type PublishStatus =
  | { state: 'idle' }
  | { state: 'building'; since: string }
  | { state: 'live'; at: string }
  | { state: 'failed'; at: string; error: string };

/** The end of a failed build's output: Astro names the file and the problem in its last lines. */
const buildError = (output: string) =>
  output
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim())
    .slice(-12)
    .join('\n');

/**
 * Rebuilds the site after a save, one build at a time (a save during a build starts one more),
 * into a separate folder swapped in when it succeeds: a failed build leaves the last good site
 * served, as Netlify keeps the last good deploy. Then `afterBuild` makes the server follow it.
 */
function createRebuilder(root: string, afterBuild?: () => Promise<void>) {
  let running: Promise<void> | undefined;
  let again = false;
  let child: ReturnType<typeof spawn> | undefined;
  let status: PublishStatus = { state: 'idle' };
  // A build still running when the server stops would go on writing into the checkout.
  process.once('exit', () => child?.kill());
  const build = () =>
    new Promise<string | undefined>((done) => {
      const next = path.join(root, '.data/cms-build');
      console.log('CMS: content saved, rebuilding the site…');
      child = spawn(path.join(root, 'node_modules/.bin/astro'), ['build', '--outDir', next], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      const keep = (c: Buffer) => (output = (output + c.toString()).slice(-16_000));
      child.stdout!.on('data', keep);
      child.stderr!.on('data', keep);
      child.on('close', async (code) => {
        child = undefined;
        if (code !== 0) {
          console.error(`CMS: the site did not build after the save; the last good build is still served.\n${output.slice(-4000)}`);
          return done(`The site did not build, so the last good version is still live:\n${buildError(output)}`);
        }
        const old = path.join(root, '.data/cms-old-dist');
        await rm(old, { recursive: true, force: true });
        await rename(path.join(root, 'dist'), old).catch(() => {});
        await rename(next, path.join(root, 'dist'));
        await rm(old, { recursive: true, force: true });
        try {
          await afterBuild?.();
        } catch (error) {
          console.error('CMS: the pages are rebuilt but the server could not load the new content:', error);
          return done(`The pages are rebuilt, but the server could not load the new content: ${(error as Error).message}`);
        }
        console.log('CMS: the site is rebuilt and the server follows the new content.');
        done(undefined);
      });
    });
  return {
    status: (): PublishStatus => status,
    schedule(): void {
      if (running) {
        again = true;
        return;
      }
      status = { state: 'building', since: new Date().toISOString() };
      running = (async () => {
        let error: string | undefined;
        do {
          again = false;
          error = await build();
        } while (again);
        status = error ? { state: 'failed', at: new Date().toISOString(), error } : { state: 'live', at: new Date().toISOString() };
        running = undefined;
      })();
    },
  };
}
