// The documents feature's shared pieces: the Candidates screen's Q&A tab uses the same list and dialog.
export { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';
export { CustomQaForm } from './CustomQaForm.tsx';
export { ADMIN_FIELDS, QA_TEXTS, REGULAR_FIELDS } from './document-texts.ts';
export { checkDocumentFile, DocumentUploadArea } from './DocumentUploadArea.tsx';
export { QaPairList, type QaField } from './QaPairList.tsx';
