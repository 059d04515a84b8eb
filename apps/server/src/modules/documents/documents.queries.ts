import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { isUuid, type AdminQaPair, type QaPair } from '@viva/contracts';
import { backgroundJobs } from '../../db/schema.ts';
import type { DbExecutor } from '../../platform/database/database.ts';
import type { DocumentKind } from './document-kinds.ts';
import { genericQaLists, userDocuments } from './documents.schema.ts';

export type DocumentRow = typeof userDocuments.$inferSelect;
export type NewDocument = typeof userDocuments.$inferInsert;

// A claimed job id whose record never appeared (the enqueue failed half-way) frees the file after this long.
const ABANDONED_CLAIM_MS = 5 * 60_000;

/** Inserts the document unless the user already has this exact file of this kind; null then. */
export async function insertDocumentOnce(db: DbExecutor, document: NewDocument): Promise<DocumentRow | null> {
  const [row] = await db
    .insert(userDocuments)
    .values(document)
    .onConflictDoNothing({ target: [userDocuments.userId, userDocuments.kind, userDocuments.contentSha256] })
    .returning();
  return row ?? null;
}

export async function findDocumentByContent(
  db: DbExecutor,
  userId: string,
  kind: DocumentKind,
  sha256: string,
) {
  const [row] = await db
    .select()
    .from(userDocuments)
    .where(
      and(
        eq(userDocuments.userId, userId),
        eq(userDocuments.kind, kind),
        eq(userDocuments.contentSha256, sha256),
      ),
    );
  return row ?? null;
}

// The paths the server makes: `<uuid>.<format>`. Anything else (traversal, a storage key, a NUL) matches nothing.
const DOCUMENT_PATH = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|docx|doc)$/;

/** The document with this opaque path; null for any string the server did not make. */
export async function findDocumentByPath(
  db: DbExecutor,
  kind: DocumentKind,
  path: string,
): Promise<DocumentRow | null> {
  if (!DOCUMENT_PATH.test(path)) return null;
  const [row] = await db
    .select()
    .from(userDocuments)
    .where(and(eq(userDocuments.kind, kind), eq(userDocuments.path, path)));
  return row ?? null;
}

/** The document, locked for a read-modify-write of its Q&A within a transaction. */
export async function lockDocument(db: DbExecutor, id: string): Promise<DocumentRow | null> {
  const [row] = await db.select().from(userDocuments).where(eq(userDocuments.id, id)).for('update');
  return row ?? null;
}

export async function findDocumentById(db: DbExecutor, id: string): Promise<DocumentRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(userDocuments).where(eq(userDocuments.id, id));
  return row ?? null;
}

/** A user's documents of a kind, newest first. */
export async function listDocuments(
  db: DbExecutor,
  userId: string,
  kind: DocumentKind,
): Promise<DocumentRow[]> {
  return db
    .select()
    .from(userDocuments)
    .where(and(eq(userDocuments.userId, userId), eq(userDocuments.kind, kind)))
    .orderBy(desc(userDocuments.createdAt), desc(userDocuments.id));
}

export async function countDocumentsByUser(
  db: DbExecutor,
  kind: DocumentKind,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: userDocuments.userId, total: count() })
    .from(userDocuments)
    .where(and(eq(userDocuments.kind, kind), inArray(userDocuments.userId, [...userIds])))
    .groupBy(userDocuments.userId);
  return new Map(rows.map((row) => [row.userId, row.total]));
}

export async function deleteDocumentRow(db: DbExecutor, id: string): Promise<DocumentRow | null> {
  const [row] = await db.delete(userDocuments).where(eq(userDocuments.id, id)).returning();
  return row ?? null;
}

export async function updateDocumentQa(
  db: DbExecutor,
  id: string,
  lists: { qaPairs?: QaPair[]; qaAdminPairs?: AdminQaPair[] },
): Promise<DocumentRow> {
  const [row] = await db
    .update(userDocuments)
    .set({ ...lists, updatedAt: new Date() })
    .where(eq(userDocuments.id, id))
    .returning();
  return row!;
}

/**
 * Claims the file's Q&A job slot for `jobId` in one statement: only when the file has no job, its job finished,
 * or a claim was abandoned. Two requests at once: the row lock makes the second re-check after the first, and it
 * then sees the first's claim (one job per file).
 */
export async function claimQaJob(db: DbExecutor, documentId: string, jobId: string): Promise<boolean> {
  const job = sql`(select ${backgroundJobs.status} from ${backgroundJobs} where ${backgroundJobs.id} = ${userDocuments.qaJobId})`;
  const rows = await db
    .update(userDocuments)
    .set({ qaJobId: jobId, qaJobRequestedAt: new Date() })
    .where(
      and(
        eq(userDocuments.id, documentId),
        or(
          isNull(userDocuments.qaJobId),
          sql`${job} in ('completed', 'failed')`,
          and(
            sql`${job} is null`,
            lt(userDocuments.qaJobRequestedAt, new Date(Date.now() - ABANDONED_CLAIM_MS)),
          ),
        ),
      ),
    )
    .returning({ id: userDocuments.id });
  return rows.length === 1;
}

/** Gives the slot back when the claimed job could not be queued. */
export async function releaseQaJob(db: DbExecutor, documentId: string, jobId: string): Promise<void> {
  await db
    .update(userDocuments)
    .set({ qaJobId: null, qaJobRequestedAt: null })
    .where(and(eq(userDocuments.id, documentId), eq(userDocuments.qaJobId, jobId)));
}

/** Stores a job's generated Q&A only while it is still the file's job (not detached by a Q&A delete). */
export async function saveGeneratedQa(
  db: DbExecutor,
  documentId: string,
  jobId: string,
  lists: { qaPairs: QaPair[]; qaAdminPairs: AdminQaPair[] },
): Promise<boolean> {
  const rows = await db
    .update(userDocuments)
    .set({ ...lists, updatedAt: new Date() })
    .where(and(eq(userDocuments.id, documentId), eq(userDocuments.qaJobId, jobId)))
    .returning({ id: userDocuments.id });
  return rows.length === 1;
}

/** Empties the file's Q&A and detaches its job, so a job still running cannot write it back. */
export async function clearDocumentQa(db: DbExecutor, documentId: string): Promise<void> {
  await db
    .update(userDocuments)
    .set({ qaPairs: [], qaAdminPairs: [], qaJobId: null, qaJobRequestedAt: null, updatedAt: new Date() })
    .where(eq(userDocuments.id, documentId));
}

/** Who a Q&A job belongs to: its kind and owner, read from the core status table. */
export async function findJobOwner(db: DbExecutor, jobId: string, kind: string): Promise<string | null> {
  if (!isUuid(jobId)) return null;
  const [row] = await db
    .select({ ownerId: backgroundJobs.ownerId })
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.id, jobId), eq(backgroundJobs.kind, kind)));
  return row?.ownerId ?? null;
}

export async function findGenericQa(
  db: DbExecutor,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<QaPair[] | null> {
  const query = db.select().from(genericQaLists).where(eq(genericQaLists.userId, userId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row?.qaPairs ?? null;
}

export async function insertGenericQaOnce(db: DbExecutor, userId: string, qaPairs: QaPair[]): Promise<void> {
  await db.insert(genericQaLists).values({ userId, qaPairs }).onConflictDoNothing();
}

export async function updateGenericQa(db: DbExecutor, userId: string, qaPairs: QaPair[]): Promise<void> {
  await db
    .update(genericQaLists)
    .set({ qaPairs, updatedAt: new Date() })
    .where(eq(genericQaLists.userId, userId));
}
