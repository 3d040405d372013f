// The CMS's local mode under `npm start` (issue 30): answers Decap CMS's local backend protocol
// (the one decap-server speaks) at /api/cms/v1 on the site's own address, reading and writing the
// checkout's content files, so the CMS works offline and can be tested. Only src/content/ and
// src/assets/ can be read or written. A save is checked against the build's schemas first (a
// refused save leaves the file untouched), then the site is rebuilt so the pages show it, as
// Netlify rebuilds after the CMS commits in production.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { contentProblems } from '../src/cms/validate.ts';

const endpoint = '/api/cms/v1';
const writable = ['src/content/', 'src/assets/'];

interface DataFile {
  path: string;
  raw: string;
  slug: string;
  newPath?: string;
}
interface Asset {
  path: string;
  content: string;
  encoding: 'base64';
}

class Refused extends Error {}

export interface LocalCms {
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function localCms(root = process.cwd(), { rebuild = true } = {}): LocalCms {
  const resolve = (file: string): string => {
    const relative = path.posix.normalize(String(file).replaceAll('\\', '/')).replace(/^\/+/, '');
    if (relative.includes('..') || !writable.some((dir) => relative.startsWith(dir))) throw new Refused(`Not a content file: ${file}`);
    return path.join(root, relative);
  };
  const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
  const entry = async (file: string) => {
    try {
      const data = await readFile(resolve(file));
      return { data: data.toString(), file: { path: file, id: sha(data) } };
    } catch {
      return { data: null, file: { path: file, id: null } };
    }
  };
  const media = async (file: string) => {
    const data = await readFile(resolve(file));
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

  const site = createRebuilder(root);

  async function answer(action: string, params: Record<string, any>): Promise<unknown> {
    switch (action) {
      case 'info':
        return { repo: path.basename(root), publish_modes: ['simple'], type: 'local_fs' };
      case 'entriesByFolder':
        return Promise.all((await list(params.folder, params.extension)).map(entry));
      case 'entriesByFiles':
        return Promise.all((params.files as { path: string }[]).map((f) => entry(f.path)));
      case 'getEntry':
        return entry(params.path);
      case 'persistEntry': {
        const files: DataFile[] = params.dataFiles ?? [params.entry];
        for (const file of files) {
          const problems = file.path.endsWith('.json') ? contentProblems(params.options?.collectionName ?? '', file.slug, JSON.parse(file.raw)) : [];
          if (problems.length) throw new Refused(`Not saved, the site would not build: ${problems.join('; ')}`);
        }
        for (const asset of (params.assets ?? []) as Asset[]) await write(asset.path, Buffer.from(asset.content, 'base64'));
        for (const file of files) {
          await write(file.path, file.raw);
          if (file.newPath) await rename(resolve(file.path), resolve(file.newPath));
        }
        if (rebuild) site.schedule();
        return { message: 'entry persisted' };
      }
      case 'getMedia':
        return Promise.all((await list(params.mediaFolder, '')).map(media));
      case 'getMediaFile':
        return media(params.path);
      case 'persistMedia':
        await write(params.asset.path, Buffer.from(params.asset.content, 'base64'));
        return media(params.asset.path);
      case 'deleteFile':
        await unlink(resolve(params.path)).catch(() => {});
        if (rebuild) site.schedule();
        return { message: `deleted file ${params.path}` };
      case 'deleteFiles':
        for (const file of params.paths as string[]) await unlink(resolve(file)).catch(() => {});
        if (rebuild) site.schedule();
        return { message: `deleted files ${params.paths.join(', ')}` };
      case 'getDeployPreview':
        return null;
      default:
        throw new Refused(`Unknown action ${action}`);
    }
  }

  return {
    async handle(req, res) {
      if (new URL(req.url ?? '/', 'http://x').pathname !== endpoint) return false;
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST') return send(405, { error: 'POST only' }), true;
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const { action, params = {} } = JSON.parse(Buffer.concat(chunks).toString() || '{}');
        send(200, await answer(String(action), params));
      } catch (error) {
        send(error instanceof Refused ? 422 : 500, { error: error instanceof Error ? error.message : 'Unknown error' });
      }
      return true;
    },
  };
}

/**
 * Rebuilds the site after a save, one build at a time (a save during a build starts one more),
 * into a separate folder swapped in when it succeeds: a failed build leaves the last good site
 * served, as Netlify keeps the last good deploy.
 */
function createRebuilder(root: string) {
  let running: Promise<void> | undefined;
  let again = false;
  let child: ReturnType<typeof spawn> | undefined;
  // A build still running when the server stops would go on writing into the checkout.
  process.once('exit', () => child?.kill());
  const build = () =>
    new Promise<void>((done) => {
      const next = path.join(root, '.data/cms-build');
      console.log('CMS: content saved, rebuilding the site…');
      child = spawn(path.join(root, 'node_modules/.bin/astro'), ['build', '--outDir', next], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
      let errors = '';
      child.stderr!.on('data', (c) => (errors += c));
      child.on('close', async (code) => {
        child = undefined;
        if (code === 0) {
          const old = path.join(root, '.data/cms-old-dist');
          await rm(old, { recursive: true, force: true });
          await rename(path.join(root, 'dist'), old).catch(() => {});
          await rename(next, path.join(root, 'dist'));
          await rm(old, { recursive: true, force: true });
          console.log('CMS: the site is rebuilt.');
        } else {
          console.error(`CMS: the site did not build after the save; the last good build is still served.\n${errors.slice(-4000)}`);
        }
        done();
      });
    });
  return {
    schedule(): void {
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        do {
          again = false;
          await build();
        } while (again);
        running = undefined;
      })();
    },
  };
}
