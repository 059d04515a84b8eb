import { ACTIVE_QA_JOBS_STORAGE_KEYS } from '@viva/contracts';
import { CV_API, SPECS_API, type DocumentsApi } from './documents-api.ts';

/** What differs between the CV and Specs screens: their calls, storage key and the spec's words (part 2 §2, §8). */
export type DocumentScreen = {
  api: DocumentsApi;
  storageKey: string;
  title: string;
  noun: string;
  listTitle: string;
  emptyListText: string;
  hasAdminList: boolean;
  texts: {
    uploaded: string;
    uploadFailed: string;
    startFailed: string;
    generationFailed: string;
    deleted: string;
    deleteFailed: string;
  };
};

export const CV_SCREEN: DocumentScreen = {
  api: CV_API,
  storageKey: ACTIVE_QA_JOBS_STORAGE_KEYS.cv,
  title: 'CV Management',
  noun: 'CV',
  listTitle: 'Your Uploaded CVs',
  emptyListText: 'No CVs uploaded yet',
  hasAdminList: true,
  texts: {
    uploaded: 'CV uploaded successfully!',
    uploadFailed: 'Failed to upload CV. Please try again.',
    startFailed: 'Failed to start CV Q&A generation job. Please try again.',
    generationFailed: 'CV Q&A generation failed. Please try again.',
    deleted: 'CV and Q&A pairs deleted successfully.',
    deleteFailed: 'Failed to delete CV and Q&A pairs.',
  },
};

export const SPECS_SCREEN: DocumentScreen = {
  api: SPECS_API,
  storageKey: ACTIVE_QA_JOBS_STORAGE_KEYS.specs,
  title: 'Specs Management',
  noun: 'specs',
  listTitle: 'Your Uploaded Specs',
  emptyListText: 'No specs uploaded yet',
  hasAdminList: false,
  texts: {
    uploaded: 'Specs uploaded successfully!',
    uploadFailed: 'Failed to upload specs. Please try again.',
    startFailed: 'Failed to start Q&A generation job. Please try again.',
    generationFailed: 'Q&A generation failed. Please try again.',
    deleted: 'Specs and Q&A pairs deleted successfully.',
    deleteFailed: 'Failed to delete specs and Q&A pairs.',
  },
};

/** spec part 2 §8 'Q&A editing' and 'Success messages'. */
export const QA_TEXTS = {
  created: 'Custom Q&A pair created successfully!',
  createFailed: 'Failed to create Q&A pair. Please try again.',
  answerUpdated: 'Answer updated successfully!',
  adminUpdated: 'Title and question updated successfully!',
  updateFailed: 'Failed to update answer. Please try again.',
  deleted: 'Q&A pair deleted successfully!',
  deleteFailed: 'Failed to delete Q&A pair. Please try again.',
  fetchFailed: 'Failed to fetch Q&A pairs.',
  filesFetchFailed: 'Failed to fetch uploaded files.',
  downloadFailed: 'Failed to download file.',
  alreadyRunning: 'Q&A generation is already running for this file. Please wait for it to finish.',
  started: (jobId: string) => `Job started successfully! Job ID: ${jobId.slice(0, 8)}`,
  generated: (count: number) =>
    `Q&A pairs generated successfully! ${count} questions and answers are now ready.`,
} as const;

/** The fields of each list as QaPairList shows and edits them. */
export const REGULAR_FIELDS = [
  { name: 'question', label: 'Question' },
  { name: 'answer', label: 'Sample answer', isMultiline: true },
] as const;
export const ADMIN_FIELDS = [
  { name: 'title', label: 'Title' },
  { name: 'question', label: 'Question', isMultiline: true },
] as const;
