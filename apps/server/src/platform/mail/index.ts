import nodemailer from 'nodemailer';

/** A message as handed to an SMTP server: both bodies, so every mail reader shows it well. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** Resolves once the SMTP server accepted the message; rejects with its reason otherwise. */
  send(message: MailMessage): Promise<void>;
};

// A server that is down or silent fails the attempt within seconds; the queue retries it later.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * SMTP through nodemailer. The URL carries host, port, credentials and nodemailer's own options as query
 * parameters (`smtps://` for TLS from the start, `?ignoreTLS=true` for a local server without STARTTLS).
 */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url, { from: options.from, ...TIMEOUTS });
  return {
    send: async (message) => {
      const info = await transport.sendMail(message);
      // A server may accept the session but refuse the only recipient.
      if (info.accepted.length === 0)
        throw new Error(`The SMTP server refused ${message.to}: ${info.response}`);
    },
  };
}
