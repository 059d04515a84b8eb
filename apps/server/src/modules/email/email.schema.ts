import { EMAIL_STATUSES } from '@viva/contracts';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema.ts';

/**
 * Every email Viva sends. Without SMTP_URL it stays here as the outbox admins read; with SMTP it is the durable
 * copy the `email.send` job delivers (and retries), its bodies cleared once the server accepted it.
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status', { enum: EMAIL_STATUSES }).notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** Null once the SMTP server accepted the message: the links it carried are not kept. */
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    /** What the message is for ('interview-link', 'mcq-link'). */
    purpose: text('purpose').notNull(),
    /** Who caused it to be sent (the recruiter); null once that account is deleted. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('email_messages_created_idx').on(table.createdAt)],
);
