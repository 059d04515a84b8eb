import type { CvDocument, CvQaResponse, DocumentFile, DocumentUploadResponse } from '@viva/contracts';
import type { DocumentRow } from './documents.queries.ts';

/** Explicit response shapes: storage keys, hashes and job bookkeeping never leave the server. */
export function toDocumentFile(row: DocumentRow): DocumentFile {
  return {
    path: row.path,
    file_name: row.fileName,
    format: row.format,
    created_at: row.createdAt.toISOString(),
  };
}

export function toUploadResponse(row: DocumentRow, isNew: boolean): DocumentUploadResponse {
  return { path: row.path, file_name: row.fileName, created_at: row.createdAt.toISOString(), is_new: isNew };
}

export function toCvQa(row: DocumentRow): CvQaResponse {
  return { qa_pairs: row.qaPairs, qa_admin_pairs: row.qaAdminPairs };
}

export function toCvDocument(row: DocumentRow, signedUrl: string): CvDocument {
  return {
    cv_path: row.path,
    file_name: row.fileName,
    format: row.format,
    qa_pairs_count: row.qaPairs.length,
    qa_admin_pairs_count: row.qaAdminPairs.length,
    created_at: row.createdAt.toISOString(),
    signed_url: signedUrl,
    text: row.text,
  };
}
