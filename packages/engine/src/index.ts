export type { Engine, JobDocuments, ProgressReport, RunOptions } from './engine.ts';
export type { EngineConfig, LlmProvider } from './config.ts';
export { createEngine } from './create-engine.ts';
export { engineConfigFromEnv } from './config-from-env.ts';
export {
  detectDocumentFormat,
  DOCUMENT_SNIFF_BYTES,
  sniffDocumentFormat,
  DocumentError,
  readDocument,
  type DocumentErrorCode,
  type DocumentFormat,
  type ReadDocument,
  type ReadDocumentOptions,
} from './documents/index.ts';
export {
  mcqAnswerKey,
  mcqBank,
  scoreMcq,
  selectMcqGroups,
  validateMcqBank,
  type BankCompetency,
  type McqSelectionInput,
} from './mcq/index.ts';
