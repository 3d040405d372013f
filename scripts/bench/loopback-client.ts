// One simulated visitor's (or phone's) HTTP client for the benchmarks: its own loopback address, so
// the server's per-client limits count it as a client of its own as they would in production, and
// kept-alive connections, as a browser keeps them. Used by bench:rush and bench:night.
import http from 'node:http';
import https from 'node:https';

export interface Answer {
  status: number;
  body: string;
}

/** Called once per request: its step's name, the status (0: no answer), the time taken and the CDN's Cache-Status. */
export type Recorder = (step: string, status: number, ms: number, cacheStatus?: string) => void;

/**
 * A client from `address` (none: the machine's own, for a deployed site). `headers` is sent with
 * every request; fill it in later (a signed-in phone's Authorization) and later requests carry it.
 */
export function client(base: string, address: string | undefined, record: Recorder) {
  const secure = base.startsWith('https:');
  const agent = new (secure ? https : http).Agent({ keepAlive: true, maxSockets: 2, ...(address ? { localAddress: address } : {}) });
  const headers: Record<string, string> = {};
  const send = (step: string, method: string, url: string, body?: string, type = 'application/json', retried = false): Promise<Answer> =>
    new Promise<Answer>((resolve) => {
      const target = new URL(url, base);
      const started = performance.now();
      const req = (target.protocol === 'https:' ? https : http).request(
        {
          agent: target.protocol === (secure ? 'https:' : 'http:') ? agent : undefined,
          host: target.hostname,
          port: target.port,
          method,
          path: target.pathname + target.search,
          headers: { ...headers, ...(body === undefined ? {} : { 'content-type': type, 'content-length': Buffer.byteLength(body) }) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            record(step, res.statusCode ?? 0, performance.now() - started, res.headers['cache-status'] as string | undefined);
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
          });
        },
      );
      req.setTimeout(60_000, () => req.destroy(new Error('timeout')));
      req.on('error', (error: NodeJS.ErrnoException) => {
        // The server closed a kept-alive connection while the visitor was thinking, as this request
        // went out on it: a browser sends it again on a new connection (Node's docs: reusedSocket).
        if (req.reusedSocket && error.code === 'ECONNRESET' && !retried) return resolve(send(step, method, url, body, type, true));
        record(step, 0, performance.now() - started);
        resolve({ status: 0, body: '' });
      });
      req.end(body);
    });
  return { send, headers, close: () => agent.destroy() };
}

/** 127.x.y.z for client i (never 127.0.0.1, the server's own address). */
export const addressOf = (i: number) => {
  const n = i + 2 + 65_536; // from 127.1.0.2
  return `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** Whether a Cache-Status says the CDN answered from its cache (fresh, or stale while it refreshes). */
export const fromCdnCache = (cacheStatus: string | undefined): boolean => /;\s*hit\b/.test(cacheStatus ?? '');
