import { CV_SCREEN } from '../documents/document-texts.ts';
import { DocumentsPage } from '../documents/DocumentsPage.tsx';

/** spec part 2 §2.7 'CV Management': the user's own CVs and their Q&A. */
export function CvPage() {
  return <DocumentsPage screen={CV_SCREEN} />;
}
