import { setTimeout as delay } from 'node:timers/promises';
import { OUTBOX_PAGE_SIZE, type OutboxMessage, type OutboxResponse } from '@viva/contracts';
import type { Platform } from '../../app-context.ts';
import type { Db } from '../../platform/database/database.ts';
import type { Queue } from '../../platform/queue/index.ts';
import { EMAIL_SEND } from './email.jobs.ts';
import { findEmail, insertEmail, listEmails, type EmailRow } from './email.queries.ts';

/** A message to send: both bodies (plain text and HTML), and what it is for. */
export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the message is for ('interview-link', 'mcq-link'): shown on the Outbox page. */
  purpose: string;
  /** The user who caused it (the recruiter), or null. */
  createdBy: string | null;
};

export type EmailDelivery = {
  messageId: string;
  /** True only when the SMTP server accepted the message (the spec's `email_sent`). */
  emailSent: boolean;
};

export type EmailDeps = {
  db: Db;
  queue: Queue;
  smtpConfigured: boolean;
  /** How long sendEmail waits for the first delivery attempt before answering email_sent false. */
  firstAttemptWaitMs: number;
};

const POLL_MS = 100;

export function emailDeps(platform: Platform): EmailDeps {
  const { email } = platform.config;
  return {
    db: platform.database.db,
    queue: platform.queue,
    smtpConfigured: email.smtpUrl !== null,
    firstAttemptWaitMs: email.firstAttemptWaitSeconds * 1000,
  };
}

/**
 * Sends an email. Without SMTP it is kept in the outbox (admins read it) and `emailSent` is false. With SMTP the
 * message is stored and an `email.send` job delivers it (retried with backoff when the server is down or refuses);
 * this waits for the job's first attempt, so `emailSent` says whether the server accepted the message. A first
 * attempt that fails, or does not finish within the wait, answers false while the job goes on retrying.
 */
export async function sendEmail(deps: EmailDeps, message: OutgoingEmail): Promise<EmailDelivery> {
  const row = await insertEmail(deps.db, {
    status: deps.smtpConfigured ? 'queued' : 'outbox',
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
    purpose: message.purpose,
    createdBy: message.createdBy,
  });
  if (!deps.smtpConfigured) return { messageId: row.id, emailSent: false };
  await deps.queue.enqueue(EMAIL_SEND, { messageId: row.id }, { ownerId: message.createdBy });
  const deadline = Date.now() + deps.firstAttemptWaitMs;
  while (Date.now() < deadline) {
    const current = await findEmail(deps.db, row.id);
    if (!current || current.status === 'sent') return { messageId: row.id, emailSent: current !== null };
    if (current.status === 'failed' || current.attempts > 0) break;
    await delay(POLL_MS);
  }
  return { messageId: row.id, emailSent: false };
}

/** The Outbox page: every message, newest first. */
export async function listOutbox(deps: EmailDeps, page: number): Promise<OutboxResponse> {
  const { rows, total } = await listEmails(deps.db, {
    limit: OUTBOX_PAGE_SIZE,
    offset: (page - 1) * OUTBOX_PAGE_SIZE,
  });
  return {
    messages: rows.map(toOutboxMessage),
    total,
    page,
    page_size: OUTBOX_PAGE_SIZE,
    smtp_configured: deps.smtpConfigured,
  };
}

function toOutboxMessage(row: EmailRow): OutboxMessage {
  return {
    id: row.id,
    status: row.status,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    purpose: row.purpose,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}
