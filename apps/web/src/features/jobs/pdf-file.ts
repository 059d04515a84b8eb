import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from '@viva/contracts';

export const PDF_ONLY_MESSAGE = 'Please upload PDF files only.';

/** spec part 1 §5 and part 2 §9, checked before uploading; the server checks the content again. */
export function checkPdfFile(file: File): string | null {
  if (file.type !== 'application/pdf') return PDF_ONLY_MESSAGE;
  if (file.size > MAX_UPLOAD_BYTES) return FILE_TOO_LARGE_MESSAGE;
  return null;
}
