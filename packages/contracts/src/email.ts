import { z } from 'zod';

/**
 * Email delivery (issue 10): with SMTP_URL each message is sent through the SMTP server by a queue job with
 * retries; without it every message stays in the outbox, where admins read it on the Outbox page.
 */
export const EMAIL_STATUSES = ['outbox', 'queued', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** One message as the Outbox page lists it. */
export const OutboxMessageSchema = z.object({
  id: z.string(),
  /** outbox: kept here (no SMTP); queued: waiting for (another) attempt; sent: accepted by the SMTP server; failed: given up. */
  status: z.enum(EMAIL_STATUSES),
  to: z.string(),
  subject: z.string(),
  /** The plain-text body; null once the SMTP server accepted the message (its links are not kept). */
  text: z.string().nullable(),
  /** What the message is for, e.g. 'interview-link'. */
  purpose: z.string(),
  attempts: z.number().int().min(0),
  /** The last delivery error, in the SMTP server's words. */
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OUTBOX_PAGE_SIZE = 20;

export const OutboxQuerySchema = z.object({
  page: z.coerce.number({ error: 'Page must be a whole number from 1' }).int().min(1).default(1),
});

export const OutboxResponseSchema = z.object({
  messages: z.array(OutboxMessageSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
  /** Whether SMTP is configured: without it every message stays here and `email_sent` is false. */
  smtp_configured: z.boolean(),
});
export type OutboxResponse = z.infer<typeof OutboxResponseSchema>;
