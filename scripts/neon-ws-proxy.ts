// A WebSocket-to-TCP proxy for running the Neon driver (@neondatabase/serverless) against any
// PostgreSQL, as Neon's own proxy does for its databases: each WebSocket carries one PostgreSQL
// connection, to the host:port named in its `address` query parameter (db/client.ts `neonProxy`
// sets it). Plain ws:// on loopback: the integration suite starts it (tests/integration/databases.ts).
import net from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export interface NeonProxy {
  /** What db/client.ts takes as `neonProxy`: host:port/v2, no protocol. */
  address: string;
  /** Drops every open socket at once, as Neon's proxy does when the compute restarts (the tests' restart). */
  dropConnections(): void;
  /** How many WebSockets are open just now. */
  openConnections(): number;
  close(): Promise<void>;
}

export async function startNeonProxy(port = 0): Promise<NeonProxy> {
  const server = new WebSocketServer({ host: '127.0.0.1', port });
  server.on('connection', (ws, req) => relay(ws, new URL(req.url ?? '/', 'ws://proxy').searchParams.get('address') ?? ''));
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  const { port: bound } = server.address() as net.AddressInfo;
  const dropConnections = () => {
    for (const client of server.clients) client.terminate();
  };
  return {
    address: `127.0.0.1:${bound}/v2`,
    openConnections: () => server.clients.size,
    dropConnections,
    close: () =>
      new Promise<void>((resolve) => {
        dropConnections();
        server.close(() => resolve());
      }),
  };
}

function relay(ws: WebSocket, address: string): void {
  const match = /^(.+):(\d+)$/.exec(address);
  if (!match) return ws.close(1008, 'address must be host:port');
  const socket = net.connect(Number(match[2]), match[1]!);
  ws.binaryType = 'nodebuffer';
  // Writes before the socket connects are buffered by net.Socket.
  ws.on('message', (data: Buffer) => socket.write(data));
  socket.on('data', (chunk) => ws.send(chunk));
  ws.on('close', () => socket.end());
  ws.on('error', () => socket.destroy());
  socket.on('close', () => ws.close());
  socket.on('error', () => ws.terminate());
}

