// A real SMTP server (the smtp-server package) on a local port that keeps what it receives, plus a
// small MIME reader (mailparser is not available): headers, and each leaf part decoded.
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  received: ReceivedMail[];
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Keeps every message's end-of-data unanswered (the sender waits) until the returned release(). */
  pause(): () => void;
}

export function smtpSink(port: number): SmtpSink {
  let server: SMTPServer | undefined;
  const received: ReceivedMail[] = [];
  let gate: Promise<void> = Promise.resolve();
  return {
    received,
    port,
    pause() {
      let release!: () => void;
      gate = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', async () => {
            await gate;
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      if (!server) return;
      const s = server;
      server = undefined;
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}

export interface MimePart {
  headers: Record<string, string>;
  body: string;
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const i = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, i).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(i).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const c = line.indexOf(':');
    if (c > 0) headers[line.slice(0, c).trim().toLowerCase()] ??= line.slice(c + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const enc = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') {
    const bytes = Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1');
    return bytes.toString('utf8');
  }
  return body;
}

/** Decodes an RFC 2047 encoded-word header (nodemailer uses them for non-ASCII subjects). */
export function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  );
}

/** The message's headers and its leaf parts (text, html, attachments), bodies decoded. */
export function parseMail(raw: string): { headers: Record<string, string>; parts: MimePart[] } {
  const top = splitHeaders(raw);
  const parts: MimePart[] = [];
  const walk = (headers: Record<string, string>, body: string) => {
    const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
    if (boundary && /^multipart\//i.test(headers['content-type'] ?? '')) {
      const pieces = body.split(`--${boundary}`).slice(1);
      for (const piece of pieces) {
        if (piece.startsWith('--')) break;
        const sub = splitHeaders(piece.replace(/^\r?\n/, ''));
        walk(sub.headers, sub.body.replace(/\r?\n$/, ''));
      }
    } else parts.push({ headers, body: decodeBody(headers, body) });
  };
  walk(top.headers, top.body);
  return { headers: top.headers, parts };
}

export const partOfType = (parts: MimePart[], type: string) => parts.find((p) => (p.headers['content-type'] ?? '').toLowerCase().startsWith(type));
