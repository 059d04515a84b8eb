import type {
  AnalysisQuestion,
  AnswerAnalysis,
  CvQa,
  Grading,
  JobGeneration,
  PlannedQuestion,
  QaPair,
  TimedWord,
  TranscriptEntry,
} from '@viva/contracts';

/** Progress of a long step, for the job status record a person watches. */
export type ProgressReport = { progress: number; message: string };

export type RunOptions = {
  /** Called as the work moves on (0-100 within this call). */
  onProgress?: (report: ProgressReport) => void;
  /** Aborts the work (a job cancelled or timed out). */
  signal?: AbortSignal;
};

/** A CV to write questions from. */
export type CvQaInput = {
  /** The CV as Markdown (from readDocument). */
  cvMarkdown: string;
  /** The day the CV is read (its upload): a degree ending after it is under way, not held. Defaults to today. */
  readOn?: Date;
};

export type JobDocuments = {
  /** The job specification as Markdown (from readDocument). */
  jobSpecMarkdown: string;
  /** The company culture document as Markdown, when there is one. */
  cultureMarkdown?: string | null;
  /** The position as the recruiter typed it in the job form: the role the questions are for. */
  position?: string | null;
  /** The company as the recruiter typed it: the employer, never a skill or tool to ask about. */
  company?: string | null;
};

/**
 * Everything Viva knows how to do with documents and answers. Two implementations:
 * `offline` (deterministic NLP, the embedded default) and `llm` (AI SDK providers).
 * Every result is validated against its contract schema before it is returned.
 */
export type Engine = {
  readonly kind: 'offline' | 'llm';
  /** Spec part 1 §3: questions, work requirements, work arrangement and MCQ from a job specification. */
  generateJob(documents: JobDocuments, options?: RunOptions): Promise<JobGeneration>;
  /** Spec part 2 §3: practice Q&A and admin verification questions from a CV. */
  generateCvQa(input: CvQaInput, options?: RunOptions): Promise<CvQa>;
  /** Spec part 2 'Specs Management': Q&A pairs from a candidate's job spec file. */
  generateSpecsQa(input: { specMarkdown: string }, options?: RunOptions): Promise<QaPair[]>;
  /** The standard list of generic interview questions with sample answers. */
  genericQa(): Promise<QaPair[]>;
  /** Grade an interview transcript against the questions planned for it. */
  gradeInterview(
    input: { transcript: TranscriptEntry[]; questions: PlannedQuestion[] },
    options?: RunOptions,
  ): Promise<Grading>;
  /**
   * The interviewer's one follow-up when an answer to a planned question is thin (a few words, no specifics);
   * null when the answer can stand. Both engines decide thinness by the same rule.
   */
  followUpProbe(
    input: { question: PlannedQuestion; answer: string },
    options?: RunOptions,
  ): Promise<string | null>;
  /** Analyse a practice recording's timed words against its questions. */
  analyzeAnswers(
    input: { words: TimedWord[]; questions: AnalysisQuestion[] },
    options?: RunOptions,
  ): Promise<AnswerAnalysis>;
};
