import { z } from 'zod';
import type { Db } from '../../platform/database/database.ts';
import type { Mailer } from '../../platform/mail/index.ts';
import type { JobDefinition } from '../../platform/queue/index.ts';
import { findEmail, markEmailFailed, markEmailSent, recordEmailAttemptFailed } from './email.queries.ts';

export const EMAIL_SEND = 'email.send';

const PayloadSchema = z.object({ messageId: z.uuid() });
type Payload = z.infer<typeof PayloadSchema>;

// About an hour of retries at the default delay (30 s, doubled each time): a mail server down for a
// maintenance window still gets the message.
const RETRY_LIMIT = 7;

/**
 * Delivers one stored message through SMTP. The payload names the message only, so its links never sit in the
 * queue's tables. A message already sent is not sent again; a crash between the server's acceptance and the
 * record can send it twice (at least once, never lost).
 */
export function sendEmailJob(deps: {
  db: Db;
  mailer: () => Mailer | null;
  retryDelaySeconds: number;
}): JobDefinition<Payload, { status: string }> {
  return {
    name: EMAIL_SEND,
    payload: PayloadSchema,
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: deps.retryDelaySeconds,
    timeoutSeconds: 90,
    async handle({ payload }) {
      const message = await findEmail(deps.db, payload.messageId);
      if (!message || message.status !== 'queued') return { status: message?.status ?? 'gone' };
      const mailer = deps.mailer();
      if (!mailer) throw new Error('SMTP is not configured on this process (SMTP_URL).');
      try {
        await mailer.send({
          to: message.toAddress,
          subject: message.subject,
          text: message.textBody ?? '',
          html: message.htmlBody ?? '',
        });
      } catch (error) {
        await recordEmailAttemptFailed(deps.db, message.id, describeSmtpError(error));
        throw error;
      }
      await markEmailSent(deps.db, message.id);
      return { status: 'sent' };
    },
    onFinalFailure: async ({ payload }) => markEmailFailed(deps.db, payload.messageId),
    describeError: describeSmtpError,
  };
}

/** The SMTP server's own words (or the connection problem), for the Outbox page. */
function describeSmtpError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 500 ? `${text.slice(0, 500)}...` : text;
}
