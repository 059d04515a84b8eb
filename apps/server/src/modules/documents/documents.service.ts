import { createHash, randomUUID } from 'node:crypto';
import {
  cleanProvidedText,
  isUuid,
  type AdminQaPair,
  type DocumentFile,
  type DocumentUploadResponse,
  type JobStatusRecord,
  type QaJobStartResponse,
  type QaPair,
  type UserCvDocumentsResponse,
} from '@viva/contracts';
import { DocumentError, readDocument, type DocumentFormat } from '@viva/engine';
import type { AuthenticatedUser } from '../../platform/auth/guards.ts';
import type { Db } from '../../platform/database/database.ts';
import { notFound, unprocessable } from '../../platform/http/app-error.ts';
import type { StoredFile } from '../../platform/http/multipart-form.ts';
import type { Queue } from '../../platform/queue/index.ts';
import type { Storage } from '../../platform/storage/index.ts';
import { findAuthenticatedUser } from '../users/index.ts';
import { CV_RULES, documentStorageKey, type DocumentKindRules } from './document-kinds.ts';
import {
  assertMayKeepOwnDocuments,
  assertMayUploadForOthers,
  canAccessDocumentsOf,
  type DocumentOwner,
} from './documents.policy.ts';
import { toCvDocument, toDocumentFile, toUploadResponse } from './documents.presenter.ts';
import {
  claimQaJob,
  clearDocumentQa,
  deleteDocumentRow,
  findDocumentByContent,
  findDocumentByPath,
  findJobOwner,
  lockDocument,
  insertDocumentOnce,
  listDocuments,
  releaseQaJob,
  updateDocumentQa,
  type DocumentRow,
} from './documents.queries.ts';
import { qaListEdits } from './qa-lists.ts';

export type DocumentsDeps = {
  db: Db;
  storage: Storage;
  queue: Queue;
  fileUrlTtlSeconds: number;
};

const USER_NOT_FOUND = 'User not found';
const MAX_FILE_NAME_LENGTH = 200;

/** Which Q&A list of a document: interview practice pairs, or (CVs) admin verification pairs. */
export type QaListName = 'qaPairs' | 'qaAdminPairs';
export type QaItem<List extends QaListName> = List extends 'qaPairs' ? QaPair : AdminQaPair;

/**
 * Whose documents an upload or a per-user call is about: the viewer, or (`userId`) a candidate a recruiter or admin
 * works on. A user the viewer may not reach is answered as unknown.
 */
export async function resolveDocumentOwner(
  deps: DocumentsDeps,
  viewer: AuthenticatedUser,
  rules: DocumentKindRules,
  userId?: string,
): Promise<DocumentOwner> {
  if (userId === undefined || userId === viewer.id) {
    assertMayKeepOwnDocuments(viewer, rules);
    return viewer;
  }
  assertMayUploadForOthers(viewer);
  const owner = isUuid(userId) ? await findAuthenticatedUser(deps.db, userId) : null;
  if (!owner || !canAccessDocumentsOf(viewer, owner, rules)) throw notFound(USER_NOT_FOUND);
  return owner;
}

/** Where an upload of this owner goes; the id becomes the document's id. */
export function newDocumentLocation(owner: DocumentOwner, rules: DocumentKindRules) {
  const documentId = randomUUID();
  return { documentId, storageKey: documentStorageKey(owner.id, rules.kind, documentId) };
}

/**
 * Keeps an uploaded file as a document: the engine must be able to read it (else it is removed and the person told
 * why), and the same file uploaded again by the same user is kept once, the earlier document answered instead.
 */
export async function saveUploadedDocument(
  deps: DocumentsDeps,
  owner: DocumentOwner,
  rules: DocumentKindRules,
  documentId: string,
  stored: StoredFile,
): Promise<DocumentUploadResponse> {
  let row: DocumentRow | null = null;
  try {
    const bytes = await deps.storage.getBytes(stored.key);
    const contentSha256 = createHash('sha256').update(bytes).digest('hex');
    const existing = await findDocumentByContent(deps.db, owner.id, rules.kind, contentSha256);
    if (existing) return toUploadResponse(existing, false);
    const format = stored.kind as DocumentFormat;
    const read = await readDocument(bytes, { accept: ['pdf', 'docx', 'doc'] });
    row = await insertDocumentOnce(deps.db, {
      id: documentId,
      userId: owner.id,
      kind: rules.kind,
      path: `${documentId}.${read.format}`,
      storageKey: stored.key,
      fileName: cleanProvidedText(stored.fileName, MAX_FILE_NAME_LENGTH) || `${rules.noun}.${format}`,
      format: read.format,
      contentType: stored.contentType,
      sizeBytes: stored.size,
      contentSha256,
      text: read.markdown,
    });
    if (row) return toUploadResponse(row, true);
    // The same file arrived in another request at the same moment and was kept first.
    const winner = await findDocumentByContent(deps.db, owner.id, rules.kind, contentSha256);
    if (!winner) throw new Error('A duplicate upload found no document');
    return toUploadResponse(winner, false);
  } catch (error) {
    if (error instanceof DocumentError) throw unprocessable(error.message);
    throw error;
  } finally {
    // Only a document row keeps its file: a refused or repeated upload leaves nothing in storage.
    if (!row) await deps.storage.delete(stored.key);
  }
}

/** One's own files; empty for a role that keeps none (a recruiter's Apply panel asks too: spec part 1 §2). */
export async function listOwnDocuments(
  deps: DocumentsDeps,
  viewer: AuthenticatedUser,
  rules: DocumentKindRules,
): Promise<DocumentFile[]> {
  return (await listDocuments(deps.db, viewer.id, rules.kind)).map(toDocumentFile);
}

/** Spec part 2 §2.2: a candidate's CVs with their counts and an inline preview URL. */
export async function listUserCvDocuments(
  deps: DocumentsDeps,
  viewer: AuthenticatedUser,
  userId: string,
): Promise<UserCvDocumentsResponse> {
  const owner = await resolveDocumentOwner(deps, viewer, CV_RULES, userId);
  const rows = await listDocuments(deps.db, owner.id, 'cv');
  return {
    cv_documents: await Promise.all(
      rows.map(async (row) => toCvDocument(row, await signedUrl(deps, row, 'inline'))),
    ),
  };
}

/**
 * The document behind a path, when the viewer reaches it; `ownOnly` for the calls on one's own files
 * (`/users/me/...`). Anything else is a 404, never another user's file.
 */
export async function requireDocument(
  deps: DocumentsDeps,
  viewer: AuthenticatedUser,
  rules: DocumentKindRules,
  path: string,
  options: { ownOnly?: boolean } = {},
): Promise<DocumentRow> {
  const row = await findDocumentByPath(deps.db, rules.kind, path);
  if (row && row.userId === viewer.id && canAccessDocumentsOf(viewer, viewer, rules)) return row;
  if (row && !options.ownOnly && row.userId !== viewer.id) {
    const owner = await findAuthenticatedUser(deps.db, row.userId);
    if (owner && canAccessDocumentsOf(viewer, owner, rules)) return row;
  }
  throw notFound(rules.notFoundMessage);
}

export async function getDownloadUrl(
  deps: DocumentsDeps,
  viewer: AuthenticatedUser,
  rules: DocumentKindRules,
  path: string,
): Promise<{ download_url: string }> {
  const row = await requireDocument(deps, viewer, rules, path, { ownOnly: true });
  return { download_url: await signedUrl(deps, row, 'attachment') };
}

/** Removes one's own document and its Q&A; the file goes once the row is gone. */
export async function deleteOwnDocument(
  deps: DocumentsDeps,
  viewer: AuthenticatedUser,
  rules: DocumentKindRules,
  path: string,
): Promise<{ path: string }> {
  const row = await requireDocument(deps, viewer, rules, path, { ownOnly: true });
  const deleted = await deleteDocumentRow(deps.db, row.id);
  if (deleted) await deps.storage.delete(deleted.storageKey);
  return { path: row.path };
}

/**
 * Starts Q&A generation for a file, or answers the job already pending or processing for it (one job per file):
 * the id is claimed on the document row first, so concurrent requests agree on one job.
 */
export async function startQaGeneration(
  deps: DocumentsDeps,
  viewer: AuthenticatedUser,
  rules: DocumentKindRules,
  path: string,
): Promise<QaJobStartResponse> {
  const row = await requireDocument(deps, viewer, rules, path);
  const jobId = randomUUID();
  if (await claimQaJob(deps.db, row.id, jobId)) {
    try {
      await deps.queue.enqueue(rules.qaJobName, { documentId: row.id }, { ownerId: row.userId, jobId });
    } catch (error) {
      await releaseQaJob(deps.db, row.id, jobId);
      throw error;
    }
    return { ...(await requireStatus(deps, jobId)), result: null, already_running: false };
  }
  const current = await findDocumentByPath(deps.db, rules.kind, path);
  if (!current?.qaJobId) throw notFound(rules.notFoundMessage);
  const status = await deps.queue.getStatus(current.qaJobId);
  // The winner of a race may not have written its job's record yet: it is pending.
  const requestedAt = (current.qaJobRequestedAt ?? new Date()).toISOString();
  return {
    ...(status ?? {
      job_id: current.qaJobId,
      status: 'pending',
      progress: 0,
      message: null,
      error: null,
      created_at: requestedAt,
      updated_at: requestedAt,
    }),
    result: null,
    already_running: true,
  };
}

/** A Q&A job's status for whoever reaches the file's owner; 404 otherwise (spec part 2 §4.1 stops polling). */
export async function getQaJobStatus(
  deps: DocumentsDeps,
  viewer: AuthenticatedUser,
  rules: DocumentKindRules,
  jobId: string,
): Promise<JobStatusRecord> {
  const ownerId = await findJobOwner(deps.db, jobId, rules.qaJobName);
  const owner =
    ownerId === null ? null : ownerId === viewer.id ? viewer : await findAuthenticatedUser(deps.db, ownerId);
  if (!owner || !canAccessDocumentsOf(viewer, owner, rules)) throw notFound('Job not found');
  return requireStatus(deps, jobId);
}

export async function readDocumentQa(
  deps: DocumentsDeps,
  viewer: AuthenticatedUser,
  rules: DocumentKindRules,
  path: string,
): Promise<DocumentRow> {
  return requireDocument(deps, viewer, rules, path);
}

/** Spec part 2 §7: the first half of deleting a file: its Q&A (a job still running is detached from it). */
export async function clearQa(
  deps: DocumentsDeps,
  viewer: AuthenticatedUser,
  rules: DocumentKindRules,
  path: string,
): Promise<void> {
  const row = await requireDocument(deps, viewer, rules, path);
  await clearDocumentQa(deps.db, row.id);
}

/** One change of one Q&A list of a file, read and written under the row's lock; answers the document after it. */
export async function changeQaList<List extends QaListName>(
  deps: DocumentsDeps,
  viewer: AuthenticatedUser,
  rules: DocumentKindRules,
  path: string,
  list: List,
  change: (items: QaItem<List>[]) => QaItem<List>[],
): Promise<DocumentRow> {
  const target = await requireDocument(deps, viewer, rules, path);
  // Every query inside goes through the transaction: PGlite runs one transaction at a time, alone.
  return deps.db.transaction(async (tx) => {
    const row = await lockDocument(tx, target.id);
    if (!row) throw notFound(rules.notFoundMessage);
    return updateDocumentQa(tx, row.id, { [list]: change(row[list] as QaItem<List>[]) });
  });
}

export const addQaPair = <List extends QaListName>(
  deps: DocumentsDeps,
  viewer: AuthenticatedUser,
  rules: DocumentKindRules,
  input: { path: string; list: List; item: QaItem<List> },
) =>
  changeQaList(deps, viewer, rules, input.path, input.list, (items) => qaListEdits.append(items, input.item));

export const editQaPair = <List extends QaListName>(
  deps: DocumentsDeps,
  viewer: AuthenticatedUser,
  rules: DocumentKindRules,
  input: { path: string; list: List; index: number; changes: Partial<QaItem<List>> },
) =>
  changeQaList(deps, viewer, rules, input.path, input.list, (items) =>
    qaListEdits.change(items, input.index, input.changes),
  );

export const deleteQaPair = <List extends QaListName>(
  deps: DocumentsDeps,
  viewer: AuthenticatedUser,
  rules: DocumentKindRules,
  input: { path: string; list: List; index: number },
) =>
  changeQaList(deps, viewer, rules, input.path, input.list, (items) =>
    qaListEdits.remove(items, input.index),
  );

/**
 * The CV a per-candidate Q&A call is about (spec part 2 §7 '/users/{id}/cv-qa'): the named one, or the newest;
 * null when the candidate has no CV.
 */
export async function findCandidateCv(
  deps: DocumentsDeps,
  viewer: AuthenticatedUser,
  userId: string,
  cvPath: string | undefined,
): Promise<DocumentRow | null> {
  const owner = await resolveDocumentOwner(deps, viewer, CV_RULES, userId);
  if (cvPath === undefined) return (await listDocuments(deps.db, owner.id, 'cv'))[0] ?? null;
  const row = await findDocumentByPath(deps.db, 'cv', cvPath);
  if (!row || row.userId !== owner.id) throw notFound(CV_RULES.notFoundMessage);
  return row;
}

/** Replaces one of a candidate's CV lists as a whole (the Candidates screen's Q&A tab). */
export async function replaceCandidateQaList<List extends QaListName>(
  deps: DocumentsDeps,
  viewer: AuthenticatedUser,
  userId: string,
  cvPath: string | undefined,
  list: List,
  items: QaItem<List>[],
): Promise<DocumentRow> {
  const cv = await findCandidateCv(deps, viewer, userId, cvPath);
  if (!cv) throw notFound('This candidate has no CV.');
  return changeQaList(deps, viewer, CV_RULES, cv.path, list, () => items);
}

async function requireStatus(deps: DocumentsDeps, jobId: string): Promise<JobStatusRecord> {
  const status = await deps.queue.getStatus(jobId);
  if (!status) throw notFound('Job not found');
  return status;
}

function signedUrl(deps: DocumentsDeps, row: DocumentRow, disposition: 'inline' | 'attachment') {
  return deps.storage.signedUrl(row.storageKey, {
    expiresInSeconds: deps.fileUrlTtlSeconds,
    disposition,
    contentType: row.contentType,
    fileName: row.fileName,
  });
}
