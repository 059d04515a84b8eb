import type { AdminQaPair, CvQa, QaPair } from '@viva/contracts';
import type { Engine } from '@viva/engine';
import { z } from 'zod';
import type { Db } from '../../platform/database/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { JobDefinition } from '../../platform/queue/index.ts';
import type { DocumentKindRules } from './document-kinds.ts';
import { findDocumentById, saveGeneratedQa } from './documents.queries.ts';

const PayloadSchema = z.object({ documentId: z.uuid() });
type Payload = z.infer<typeof PayloadSchema>;

/** The file or its Q&A went away while the job waited: no retry can bring it back. */
class DocumentGoneError extends AppError {
  constructor(noun: string) {
    super(410, `The ${noun} or its Q&A was deleted before the questions were ready.`);
  }
}

/** What a job's status record holds on success (spec part 2 §3): both CV lists, or a specs file's pairs. */
export type DocumentQaResult = CvQa | QaPair[];

/**
 * Generates a file's Q&A from the text read at upload and stores it on the file, while it is still the file's
 * job. One definition per kind of document, the same steps for both. Idempotent: a retry after a crash
 * generates and stores the same lists again.
 */
export function documentQaJob(
  rules: DocumentKindRules,
  deps: { db: Db; engine: Engine },
): JobDefinition<Payload, DocumentQaResult> {
  return {
    name: rules.qaJobName,
    payload: PayloadSchema,
    retryLimit: 2,
    retryDelaySeconds: 2,
    timeoutSeconds: 300,
    isPermanentError: (error) => error instanceof DocumentGoneError,
    async handle({ jobId, payload, reportProgress, signal }) {
      const document = await findDocumentById(deps.db, payload.documentId);
      if (!document || document.qaJobId !== jobId) throw new DocumentGoneError(rules.noun);
      await reportProgress(10, `Reading your ${rules.noun}...`);
      const onProgress = ({ progress, message }: { progress: number; message: string }) =>
        void reportProgress(10 + Math.round(progress * 0.8), message);
      let lists: { qaPairs: QaPair[]; qaAdminPairs: AdminQaPair[] };
      try {
        if (rules.kind === 'cv') {
          const generated = await deps.engine.generateCvQa(
            // Read on the day it was uploaded: a degree due after that day is under way.
            { cvMarkdown: document.text, readOn: document.createdAt },
            { signal, onProgress },
          );
          lists = { qaPairs: generated.qa_pairs, qaAdminPairs: generated.qa_admin_pairs };
        } else {
          const generated = await deps.engine.generateSpecsQa(
            { specMarkdown: document.text },
            { signal, onProgress },
          );
          lists = { qaPairs: generated, qaAdminPairs: [] };
        }
      } catch (error) {
        if (signal.aborted || error instanceof AppError) throw error;
        // The engine's own failure (a provider down, an answer that failed its schema): named for the person.
        throw new AppError(
          502,
          `Questions could not be generated from "${document.fileName}". Please try again; if it keeps failing, ` +
            `upload the ${rules.noun} again.`,
        );
      }
      await reportProgress(95, 'Saving the questions and answers...');
      if (!(await saveGeneratedQa(deps.db, document.id, jobId, lists)))
        throw new DocumentGoneError(rules.noun);
      return rules.kind === 'cv'
        ? { qa_pairs: lists.qaPairs, qa_admin_pairs: lists.qaAdminPairs }
        : lists.qaPairs;
    },
  };
}
