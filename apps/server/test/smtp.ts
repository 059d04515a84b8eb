import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

export type LocalSmtpServer = {
  port: number;
  received: ReceivedMail[];
  /** While set, the server refuses every recipient with this reply (a 4xx or 5xx SMTP answer). */
  refuseWith: { code: number; message: string } | null;
  close(): Promise<void>;
};

/** A real SMTP server on 127.0.0.1 (no TLS, no authentication), keeping what it receives. */
export async function startSmtpServer(port = 0): Promise<LocalSmtpServer> {
  const received: ReceivedMail[] = [];
  const state: LocalSmtpServer = {
    port: 0,
    received,
    refuseWith: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (!state.refuseWith) return callback();
      const error = Object.assign(new Error(state.refuseWith.message), {
        responseCode: state.refuseWith.code,
      });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  state.port = (server.server.address() as { port: number }).port;
  return state;
}

/** The decoded parts of a received message by content type (quoted-printable or 7bit, as nodemailer writes them). */
export function mailParts(raw: string): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const [head = '', ...body] = part.split(/\r?\n\r?\n/);
    const type = head.match(/Content-Type:\s*([\w/-]+)/i)?.[1]?.toLowerCase();
    if (!type || type.startsWith('multipart/')) continue;
    const text = body.join('\n\n');
    parts[type] = /Content-Transfer-Encoding:\s*quoted-printable/i.test(head)
      ? decodeQuotedPrintable(text)
      : text;
  }
  return parts;
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(joined[index]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
