// Serves an embedded PGlite database over the PostgreSQL wire protocol on 127.0.0.1, so that
// other threads and processes can use it through an ordinary postgres:// URL.
//
// Why: under `npm start` the functions then reach the embedded database exactly as they reach
// production PostgreSQL: scripts/serve.ts opens PGlite once, serves it here, and hands the functions
// DATABASE_URL=postgres://...@127.0.0.1:<port>/postgres, so the `pg` pool, its transactions and its
// connection errors are the ones a deployed site runs. (It also lets several processes share one
// embedded database, whose data directory cannot be opened twice.)
//
// Modelled on @electric-sql/pglite-socket (Apache-2.0), which we do not install because it pins
// an exact older PGlite as a peer dependency. PGlite has one backend session, so this server
// multiplexes clients onto it: a client OWNS the session from its first message until PGlite
// answers ReadyForQuery with status 'I' (idle, outside a transaction). Other clients wait, so
// transactions and extended-protocol sequences (Parse/Bind/Execute/Sync) never interleave.
import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const TERMINATE = 0x58; // 'X'
const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;

export interface PgliteServer {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  close(): Promise<void>;
}

export async function servePglite(pglite: PGlite, port = 0, host = '127.0.0.1'): Promise<PgliteServer> {
  let owner: Connection | null = null;
  const waiting: Array<() => void> = [];

  const acquire = async (conn: Connection): Promise<void> => {
    while (owner !== null && owner !== conn) await new Promise<void>((resolve) => waiting.push(resolve));
    owner = conn;
  };
  const release = (conn: Connection): void => {
    if (owner !== conn) return;
    owner = null;
    waiting.splice(0).forEach((wake) => wake());
  };

  class Connection {
    socket: Socket;
    buffer = Buffer.alloc(0);
    chain: Promise<void> = Promise.resolve();
    closed = false;

    constructor(socket: Socket) {
      this.socket = socket;
      socket.setNoDelay(true);
      socket.on('data', (data) => {
        this.buffer = Buffer.concat([this.buffer, data]);
        // Messages of one connection run strictly in order.
        this.chain = this.chain.then(() => this.drain()).catch((error) => this.fail(error));
      });
      socket.on('error', () => this.close());
      socket.on('close', () => this.close());
    }

    /** Runs every complete message in the buffer. */
    async drain(): Promise<void> {
      for (;;) {
        if (this.closed || this.buffer.length < 5) return;
        const first = this.buffer.readInt32BE(0);
        if (this.buffer.length >= 8 && first === 8 && this.buffer.readInt32BE(4) === SSL_REQUEST) {
          this.buffer = this.buffer.subarray(8);
          this.socket.write('N'); // no TLS on a loopback socket
          continue;
        }
        if (this.buffer.length >= 8 && first === 16 && this.buffer.readInt32BE(4) === CANCEL_REQUEST) {
          this.buffer = this.buffer.subarray(16); // nothing to cancel in a single backend
          continue;
        }
        let length: number;
        if (this.buffer.length >= 8 && this.buffer.readInt32BE(4) === PROTOCOL_3) length = first; // startup
        else length = 1 + this.buffer.readInt32BE(1);
        if (this.buffer.length < length) return;
        const message = new Uint8Array(this.buffer.subarray(0, length));
        this.buffer = this.buffer.subarray(length);
        if (message[0] === TERMINATE) {
          // A client closing (a pool retiring an idle connection) must not reach PGlite: its one
          // backend would end the session for everyone. Closing the socket is all it asks.
          this.socket.end();
          return;
        }
        await this.execute(message);
      }
    }

    async execute(message: Uint8Array): Promise<void> {
      await acquire(this);
      let tail = Buffer.alloc(0);
      await pglite.runExclusive(() =>
        pglite.execProtocolRawStream(message, {
          onRawData: (data: Uint8Array) => {
            if (!this.closed && this.socket.writable) this.socket.write(Buffer.from(data));
            tail = Buffer.concat([tail, Buffer.from(data)]).subarray(-6);
          },
        }),
      );
      // ReadyForQuery = 'Z', int32 5, status: 'I' idle, 'T' in transaction, 'E' failed transaction.
      const readyIdle = tail.length === 6 && tail[0] === 0x5a && tail.readInt32BE(1) === 5 && tail[5] === 0x49;
      if (readyIdle) release(this);
    }

    fail(error: unknown): void {
      console.error('PGlite server connection error:', (error as Error).message);
      this.socket.destroy();
      void this.close();
    }

    async close(): Promise<void> {
      if (this.closed) return;
      this.closed = true;
      connections.delete(this);
      await this.chain.catch(() => {});
      if (owner === this) {
        // The client went away mid-transaction: undo its work before anyone else runs.
        await pglite.exec('ROLLBACK').catch(() => {}); // exec takes PGlite's lock itself
        release(this);
      }
    }
  }

  const connections = new Set<Connection>();
  const server: Server = createServer((socket) => connections.add(new Connection(socket)));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `postgres://postgres@${host}:${actualPort}/postgres`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const c of connections) c.socket.destroy();
        server.close(() => resolve());
      }),
  };
}
