import { readFile } from 'node:fs/promises';
import { CvQaSchema, JobGenerationSchema, type WorkArrangementInfo } from '@viva/contracts';
import type { Engine } from '../engine.ts';
import { DocumentError, type ReadDocument, readDocument } from '../documents/index.ts';
import type { Fixture } from './fixtures.ts';
import {
  type AdminArea,
  adminAreasCovered,
  arrangementCoverage,
  indexDocument,
  isGrounded,
  mcqProblems,
  nearDuplicates,
  unsupportedFacts,
  wordRecall,
} from './measures.ts';
import { secondExtraction } from './second-extractor.ts';

const GENERATION_TIMEOUT_MS = 60_000;

export type Extraction = {
  format: string;
  pages: number | null;
  words: number;
  readMs: number;
  recall: number | null;
  /** The second extractor, or why there is none. */
  recallSource: string;
};

export type Counted = { passed: number; total: number; failures: string[] };

export type JobResult = {
  kind: 'job';
  name: string;
  culture: string | null;
  extraction: Extraction;
  generateMs: number;
  error: string | null;
  isSchemaValid: boolean;
  jobQuestions: Counted;
  nearDuplicates: string[];
  cultureQuestions: Counted;
  workRequirements: number;
  arrangement: { field: keyof WorkArrangementInfo; isFound: boolean }[];
  mcq: { groups: number; questions: number; problems: string[] };
};

export type CvResult = {
  kind: 'cv';
  name: string;
  extraction: Extraction;
  generateMs: number;
  error: string | null;
  isSchemaValid: boolean;
  /** Pairs whose answer uses only the CV's facts. */
  factualAnswers: Counted;
  groundedQuestions: Counted;
  nearDuplicates: string[];
  adminPairs: number;
  adminAreas: AdminArea[];
};

export type CultureResult = { kind: 'culture'; name: string; extraction: Extraction };

export type RejectedResult = {
  kind: 'rejected';
  name: string;
  ms: number;
  /** A DocumentError's code, 'read' when the file was read after all, or 'crash' for any other failure. */
  outcome: string;
  detail: string;
};

export type EvalResult = JobResult | CvResult | CultureResult | RejectedResult;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} took over ${GENERATION_TIMEOUT_MS / 1000} s`)),
      GENERATION_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

async function extract(path: string): Promise<{ document: ReadDocument; extraction: Extraction }> {
  const bytes = new Uint8Array(await readFile(path));
  const { value: document, ms } = await timed(() => readDocument(bytes));
  const second = await secondExtraction(path, bytes, document.format);
  return {
    document,
    extraction: {
      format: document.format,
      pages: document.pages,
      words: document.wordCount,
      readMs: ms,
      recall: second.tool === null ? null : wordRecall(document.text, second.text),
      recallSource: second.tool ?? second.reason,
    },
  };
}

function count(items: string[], passes: (item: string) => boolean): Counted {
  const failures = items.filter((item) => !passes(item));
  return { passed: items.length - failures.length, total: items.length, failures };
}

async function evaluateJob(engine: Engine, fixture: Fixture): Promise<JobResult> {
  const { document, extraction } = await extract(fixture.path);
  const culture = fixture.culturePath === null ? null : await extract(fixture.culturePath);
  const base = {
    kind: 'job' as const,
    name: fixture.name,
    culture: fixture.culturePath?.split('/').slice(-2).join('/') ?? null,
    extraction,
  };
  const started = performance.now();
  try {
    const generation = await withTimeout(
      engine.generateJob({
        jobSpecMarkdown: document.markdown,
        cultureMarkdown: culture?.document.markdown ?? null,
      }),
      'generateJob',
    );
    const generateMs = performance.now() - started;
    const specIndex = indexDocument(document.text);
    const cultureIndex = culture ? indexDocument(culture.document.text) : null;
    return {
      ...base,
      generateMs,
      error: null,
      isSchemaValid: JobGenerationSchema.safeParse(generation).success,
      jobQuestions: count(generation.jobSpecsQuestions, (question) => isGrounded(question, specIndex)),
      nearDuplicates: nearDuplicates(generation.jobSpecsQuestions).map((duplicate) => duplicate.text),
      cultureQuestions: count(generation.companyCultureQuestions, (question) =>
        cultureIndex === null ? false : isGrounded(question, cultureIndex),
      ),
      workRequirements: generation.jobSpecWorkRequirements.length,
      arrangement: arrangementCoverage(document.text, generation.workArrangementInfo),
      mcq: {
        groups: generation.mcqQuestions.length,
        questions: generation.mcqQuestions.reduce((sum, group) => sum + group.questions.length, 0),
        problems: mcqProblems(generation.mcqQuestions),
      },
    };
  } catch (error) {
    return {
      ...base,
      generateMs: performance.now() - started,
      error: (error as Error).message.split('\n')[0] ?? 'failed',
      isSchemaValid: false,
      jobQuestions: { passed: 0, total: 0, failures: [] },
      nearDuplicates: [],
      cultureQuestions: { passed: 0, total: 0, failures: [] },
      workRequirements: 0,
      arrangement: [],
      mcq: { groups: 0, questions: 0, problems: [] },
    };
  }
}

async function evaluateCv(
  engine: Engine,
  fixture: Fixture,
  document: ReadDocument,
  extraction: Extraction,
): Promise<CvResult> {
  const base = { kind: 'cv' as const, name: fixture.name, extraction };
  const started = performance.now();
  try {
    const qa = await withTimeout(engine.generateCvQa({ cvMarkdown: document.markdown }), 'generateCvQa');
    const generateMs = performance.now() - started;
    const index = indexDocument(document.text);
    const answers = qa.qa_pairs.map((pair) => pair.answer);
    const factual = count(answers, (answer) => unsupportedFacts(answer, index).length === 0);
    return {
      ...base,
      generateMs,
      error: null,
      isSchemaValid: CvQaSchema.safeParse(qa).success,
      factualAnswers: {
        ...factual,
        failures: factual.failures.map(
          (answer) => `${unsupportedFacts(answer, index).join(', ')} — in: ${answer}`,
        ),
      },
      groundedQuestions: count(
        qa.qa_pairs.map((pair) => pair.question),
        (question) => isGrounded(question, index),
      ),
      nearDuplicates: nearDuplicates(qa.qa_pairs.map((pair) => pair.question)).map(
        (duplicate) => duplicate.text,
      ),
      adminPairs: qa.qa_admin_pairs.length,
      adminAreas: adminAreasCovered(qa.qa_admin_pairs),
    };
  } catch (error) {
    return {
      ...base,
      generateMs: performance.now() - started,
      error: (error as Error).message.split('\n')[0] ?? 'failed',
      isSchemaValid: false,
      factualAnswers: { passed: 0, total: 0, failures: [] },
      groundedQuestions: { passed: 0, total: 0, failures: [] },
      nearDuplicates: [],
      adminPairs: 0,
      adminAreas: [],
    };
  }
}

/** A file that is expected not to be read (bad/, or a CV that is an image): what happened instead. */
async function rejection(fixture: Fixture, error: unknown, ms: number): Promise<RejectedResult> {
  if (error instanceof DocumentError)
    return { kind: 'rejected', name: fixture.name, ms, outcome: error.code, detail: error.message };
  return {
    kind: 'rejected',
    name: fixture.name,
    ms,
    outcome: 'crash',
    detail: String((error as Error).message ?? error).split('\n')[0] ?? '',
  };
}

async function evaluate(engine: Engine, fixture: Fixture): Promise<EvalResult> {
  if (fixture.kind === 'job') return evaluateJob(engine, fixture);
  const started = performance.now();
  let extracted: Awaited<ReturnType<typeof extract>>;
  try {
    extracted = await extract(fixture.path);
  } catch (error) {
    return rejection(fixture, error, performance.now() - started);
  }
  if (fixture.kind === 'bad') {
    return {
      kind: 'rejected',
      name: fixture.name,
      ms: extracted.extraction.readMs,
      outcome: 'read',
      detail: `${extracted.document.wordCount} words read`,
    };
  }
  if (fixture.kind === 'culture')
    return { kind: 'culture', name: fixture.name, extraction: extracted.extraction };
  return evaluateCv(engine, fixture, extracted.document, extracted.extraction);
}

/**
 * Every fixture through the engine, one at a time (times are per document on a warm process: the document workers
 * and the engine's language models are loaded once before the first measured document, as in the server).
 */
export async function runEval(
  engine: Engine,
  fixtures: Fixture[],
  warmUpPath: string,
): Promise<EvalResult[]> {
  const warmUp = await readDocument(new Uint8Array(await readFile(warmUpPath)));
  await engine.generateJob({ jobSpecMarkdown: warmUp.markdown }).catch(() => undefined);
  await engine.generateCvQa({ cvMarkdown: warmUp.markdown }).catch(() => undefined);
  const results: EvalResult[] = [];
  for (const fixture of fixtures) {
    // A job's read error is reported like a rejected file.
    results.push(await evaluate(engine, fixture).catch((error: unknown) => rejection(fixture, error, 0)));
  }
  return results;
}
