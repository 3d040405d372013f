// Production-like local server: serves the built dist/, netlify.toml redirects and headers and
// every Netlify Function through Netlify's own emulator (@netlify/dev), on PORT (default 8888).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { NetlifyDev } from '@netlify/dev';

const port = Number(process.env.PORT || 8888);
const netlify = new NetlifyDev({
  projectRoot: process.cwd(),
  aiGateway: { enabled: false },
  database: { enabled: false },
  edgeFunctions: { enabled: false },
  geolocation: { enabled: false },
  images: { enabled: false },
});
await netlify.start();

// Netlify serves the site's 404.html for any path that matches nothing; so do we.
async function notFound(): Promise<Response> {
  const html = await readFile('dist/404.html').catch(() => 'Not found');
  return new Response(html, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

const server = createServer(async (req, res) => {
  try {
    const match = await netlify.handleAndIntrospectNodeRequest(req);
    const response = match?.response ?? (await notFound());
    res.statusCode = response.status;
    response.headers.forEach((value, key) => res.setHeader(key, value));
    if (response.body) Readable.fromWeb(response.body as never).pipe(res);
    else res.end();
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.statusCode = 500;
    res.end('Internal error');
  }
});
server.listen(port, () => console.log(`WOOP is running on http://localhost:${port}`));
