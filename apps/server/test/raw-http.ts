import { request as httpRequest } from 'node:http';
import net from 'node:net';

/** What came back on a raw connection: the first response (if any) and how and when the connection ended. */
export type RawExchange = {
  status: number | null;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from connecting to the first complete response. */
  answeredAfterMs: number | null;
  /** Milliseconds from connecting to the connection's end. */
  closedAfterMs: number;
  /** The server ended the connection (rather than this client giving up at `giveUpAfterMs`). */
  closedByServer: boolean;
  /** Bytes this client managed to write before the server answered or closed. */
  bytesSent: number;
};

export type RawClient = {
  /**
   * Opens a connection, writes each piece `everyMs` apart (all at once without it), and waits for the server to
   * answer and close, or gives up after `giveUpAfterMs`. Every test over a socket is bounded by that limit.
   */
  exchange(
    pieces: (string | Buffer)[],
    options?: { everyMs?: number; giveUpAfterMs?: number; closeAfterAnswer?: boolean },
  ): Promise<RawExchange>;
  /** An ordinary request over its own connection (Connection: close), for checks that need a real socket. */
  request(options: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }): Promise<{ status: number; headers: Record<string, string>; body: string }>;
  /** Connections this client opened that are still open: after a test file, none should be. */
  openConnections(): number;
};

/** A client that speaks HTTP/1.1 by hand, to send what browsers never do: half a header, a trickle, garbage. */
export function rawClient(port: number, host = '127.0.0.1'): RawClient {
  const sockets = new Set<net.Socket>();

  function exchange(
    pieces: (string | Buffer)[],
    { everyMs = 0, giveUpAfterMs = 10_000, closeAfterAnswer = false } = {},
  ): Promise<RawExchange> {
    return new Promise((resolve) => {
      const started = Date.now();
      const socket = net.connect(port, host);
      sockets.add(socket);
      let received = Buffer.alloc(0);
      let bytesSent = 0;
      let answeredAfterMs: number | null = null;
      let closedByServer = false;
      let pieceIndex = 0;
      let pump: NodeJS.Timeout | undefined;
      const giveUp = setTimeout(() => socket.destroy(), giveUpAfterMs);

      const hasWholeResponse = () => {
        const text = received.toString('latin1');
        const headEnd = text.indexOf('\r\n\r\n');
        if (headEnd < 0) return false;
        const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, headEnd));
        return length === null || received.length >= headEnd + 4 + Number(length[1]);
      };
      const writeNext = () => {
        if (socket.destroyed || answeredAfterMs !== null || pieceIndex >= pieces.length) return;
        const piece = pieces[pieceIndex++]!;
        bytesSent += Buffer.byteLength(piece);
        socket.write(piece);
        if (pieceIndex < pieces.length) pump = setTimeout(writeNext, everyMs);
      };

      socket.on('connect', writeNext);
      socket.on('data', (data) => {
        received = Buffer.concat([received, data]);
        if (answeredAfterMs === null && hasWholeResponse()) {
          answeredAfterMs = Date.now() - started;
          if (closeAfterAnswer) socket.destroy();
        }
      });
      socket.on('end', () => {
        closedByServer = true;
        socket.destroy();
      });
      // A server that closes while we still write makes EPIPE/ECONNRESET: that is a close by the server too.
      socket.on('error', () => {
        closedByServer = true;
      });
      socket.on('close', () => {
        clearTimeout(giveUp);
        clearTimeout(pump);
        sockets.delete(socket);
        resolve({ ...parseResponse(received.toString('utf8')), answeredAfterMs, closedAfterMs: Date.now() - started, closedByServer, bytesSent });
      });
    });
  }

  function request(options: { method: string; path: string; headers?: Record<string, string>; body?: string | Buffer }) {
    return new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
      // No agent: one connection per request, closed after it, so nothing stays open behind the test.
      const outgoing = httpRequest({ host, port, method: options.method, path: options.path, headers: options.headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        // Settled once the connection has closed too, so a test that ends here leaves nothing open.
        response.on('end', () =>
          response.socket.once('close', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers as Record<string, string>,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          ),
        );
      });
      outgoing.on('socket', (socket) => {
        sockets.add(socket);
        socket.once('close', () => sockets.delete(socket));
      });
      outgoing.setTimeout(10_000, () => outgoing.destroy(new Error(`no answer to ${options.method} ${options.path}`)));
      outgoing.on('error', reject);
      outgoing.end(options.body);
    });
  }

  return { exchange, request, openConnections: () => sockets.size };
}

function parseResponse(text: string): Pick<RawExchange, 'status' | 'headers' | 'body'> {
  const headEnd = text.indexOf('\r\n\r\n');
  if (!text.startsWith('HTTP/1.1 ') || headEnd < 0) return { status: null, headers: {}, body: '' };
  const [statusLine, ...headerLines] = text.slice(0, headEnd).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine!.split(' ')[1]), headers, body: text.slice(headEnd + 4) };
}
