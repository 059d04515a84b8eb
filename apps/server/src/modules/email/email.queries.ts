import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/database/database.ts';
import { emailMessages } from './email.schema.ts';

export type EmailRow = typeof emailMessages.$inferSelect;
export type NewEmailRow = typeof emailMessages.$inferInsert;

export async function insertEmail(db: DbExecutor, values: NewEmailRow): Promise<EmailRow> {
  const [row] = await db.insert(emailMessages).values(values).returning();
  return row!;
}

export async function findEmail(db: DbExecutor, id: string): Promise<EmailRow | null> {
  const [row] = await db.select().from(emailMessages).where(eq(emailMessages.id, id));
  return row ?? null;
}

/** Accepted by the SMTP server: the bodies (and the links in them) are not kept. */
export async function markEmailSent(db: DbExecutor, id: string): Promise<void> {
  await db
    .update(emailMessages)
    .set({
      status: 'sent',
      sentAt: new Date(),
      textBody: null,
      htmlBody: null,
      lastError: null,
      attempts: sql`${emailMessages.attempts} + 1`,
    })
    .where(eq(emailMessages.id, id));
}

export async function recordEmailAttemptFailed(db: DbExecutor, id: string, error: string): Promise<void> {
  await db
    .update(emailMessages)
    .set({ lastError: error, attempts: sql`${emailMessages.attempts} + 1` })
    .where(eq(emailMessages.id, id));
}

export async function markEmailFailed(db: DbExecutor, id: string): Promise<void> {
  await db.update(emailMessages).set({ status: 'failed' }).where(eq(emailMessages.id, id));
}

/** Newest first, one page. */
export async function listEmails(db: DbExecutor, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(emailMessages)
      .orderBy(desc(emailMessages.createdAt), desc(emailMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(emailMessages),
  ]);
  return { rows, total: total?.total ?? 0 };
}
