import type { FastifyRequest } from 'fastify';
import {
  DOCUMENT_TYPE_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  MAX_UPLOAD_BYTES,
  NO_FILE_MESSAGE,
  type DocumentUploadResponse,
} from '@viva/contracts';
import type { AuthenticatedUser } from '../../platform/auth/guards.ts';
import { unprocessable } from '../../platform/http/app-error.ts';
import { documentSniffer, readMultipartForm, type StoredFile } from '../../platform/http/multipart-form.ts';
import type { Storage } from '../../platform/storage/index.ts';
import type { DocumentKindRules } from './document-kinds.ts';
import {
  newDocumentLocation,
  resolveDocumentOwner,
  saveUploadedDocument,
  type DocumentsDeps,
} from './documents.service.ts';

/**
 * Reads an upload form's `file` field straight into storage: PDF, DOCX or DOC judged by its first bytes, cut off
 * the moment it passes 10 MB (spec part 2 §5). A refused form leaves nothing stored.
 */
export async function readDocumentUpload(
  request: FastifyRequest,
  storage: Storage,
  storageKey: string,
): Promise<StoredFile> {
  const { files } = await readMultipartForm(request, storage, {
    files: {
      file: {
        key: storageKey,
        sniffer: documentSniffer(['pdf', 'docx', 'doc']),
        wrongTypeMessage: DOCUMENT_TYPE_MESSAGE,
      },
    },
    maxFileBytes: MAX_UPLOAD_BYTES,
    tooLargeMessage: FILE_TOO_LARGE_MESSAGE,
  });
  if (!files.file) throw unprocessable([{ loc: ['body', 'file'], msg: NO_FILE_MESSAGE }]);
  return files.file;
}

/** The whole upload: whose document it is (checked before a byte is read), the file into storage, the document. */
export async function uploadDocument(
  deps: DocumentsDeps,
  viewer: AuthenticatedUser,
  rules: DocumentKindRules,
  request: FastifyRequest,
  userId?: string,
): Promise<DocumentUploadResponse> {
  const owner = await resolveDocumentOwner(deps, viewer, rules, userId);
  const { documentId, storageKey } = newDocumentLocation(owner, rules);
  const stored = await readDocumentUpload(request, deps.storage, storageKey);
  return saveUploadedDocument(deps, owner, rules, documentId, stored);
}
