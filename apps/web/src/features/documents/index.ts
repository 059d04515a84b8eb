// The documents feature's shared pieces, used by the Generic Q&A screen.
export { CustomQaForm } from './CustomQaForm.tsx';
export { ADMIN_FIELDS, QA_TEXTS, REGULAR_FIELDS } from './document-texts.ts';
export { checkDocumentFile, DocumentUploadArea } from './DocumentUploadArea.tsx';
export { QaPairList, type QaField } from './QaPairList.tsx';
