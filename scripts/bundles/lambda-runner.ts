// Runs one unzipped function bundle the way Netlify runs it on AWS Lambda, in the fresh Node process
// it is started in (see run-bundle.ts): the bundle's own ___netlify-entry-point.mjs and Netlify's
// bootstrap, given a Lambda event for one request, writing to a Lambda response stream. Nothing of
// the project is imported here: the bundle must stand on its own.
//
//   argv: <bundle dir> <mode: "request" | "import">; the request comes as JSON in BUNDLE_REQUEST.
//   Result goes back over the IPC channel: { status, headers, body } or { importMs }.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';

interface BundleRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The route pattern Netlify matched (e.g. /api/check-promo-code/:code), for context.params. */
  route?: string;
}

const [dir, mode] = process.argv.slice(2) as [string, 'request' | 'import'];
const entryPoint = path.join(dir, '___netlify-entry-point.mjs');

// What Lambda's Node runtime provides for response streaming (the bootstrap calls these).
let metadata: { statusCode: number; multiValueHeaders?: Record<string, string[]>; headers?: Record<string, string> } | undefined;
(globalThis as Record<string, unknown>).awslambda = {
  streamifyResponse: (handler: unknown) => handler,
  HttpResponseStream: { from: (stream: Writable, meta: typeof metadata) => ((metadata = meta), stream) },
};

const started = performance.now();
const { handler } = (await import(pathToFileURL(entryPoint).href)) as { handler: (event: unknown, stream: Writable, context: unknown) => Promise<void> };

if (mode === 'import') {
  // A cold start: the entry point, the bootstrap and the function module with its dependencies.
  const functionModule = /getLambdaHandler\(['"]([^'"]+)['"]\)/.exec(readFileSync(entryPoint, 'utf8'))?.[1];
  if (functionModule) await import(pathToFileURL(path.join(dir, functionModule)).href);
  process.send!({ importMs: performance.now() - started }, () => process.exit(0));
} else {
  const request = JSON.parse(process.env.BUNDLE_REQUEST!) as BundleRequest;
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  const finished = new Promise((resolve) => stream.on('finish', resolve));
  await handler(
    {
      rawUrl: request.url,
      httpMethod: request.method ?? 'GET',
      headers: request.headers ?? {},
      body: Buffer.from(request.body ?? '').toString('base64'),
      isBase64Encoded: true,
      route: request.route,
      flags: {},
    },
    stream,
    { awsRequestId: randomUUID(), getRemainingTimeInMillis: () => 30_000, clientContext: {} },
  );
  await finished;
  const headers = Object.fromEntries(Object.entries(metadata?.multiValueHeaders ?? {}).map(([k, v]) => [k.toLowerCase(), v.join(', ')]));
  process.send!({ status: metadata?.statusCode, headers: { ...headers, ...metadata?.headers }, body: Buffer.concat(chunks).toString('utf8') }, () => process.exit(0));
}
