import { SPECS_SCREEN } from '../documents/document-texts.ts';
import { DocumentsPage } from '../documents/DocumentsPage.tsx';

/** spec part 2 §2.6 'Specs Management': an admin's own job specification files and their Q&A. */
export function SpecsPage() {
  return <DocumentsPage screen={SPECS_SCREEN} />;
}
