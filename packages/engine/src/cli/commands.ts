import {
  AnalysisQuestionSchema,
  McqAnswersSchema,
  McqCompetencyGroupSchema,
  PlannedQuestionSchema,
  TimedWordSchema,
  TranscriptEntrySchema,
} from '@viva/contracts';
import { z } from 'zod';
import { scoreMcq } from '../mcq/index.ts';
import { loadEngine, type EngineKind } from './engine-choice.ts';
import { readDocumentFile, readJsonFile } from './inputs.ts';

export type CommandContext = {
  engine: EngineKind;
  env: Record<string, string | undefined>;
  /** Option values by name; presence of the required ones is checked before the command runs. */
  values: Record<string, string | undefined>;
  positionals: string[];
};

export type Command = {
  usage: string;
  options: string[];
  required: string[];
  /** How many positional arguments (files) the command takes. */
  positionals: number;
  run(context: CommandContext): Promise<unknown>;
};

// The `mcqQuestions` of a job's output, or that whole output (so `job > job.json` feeds `mcq-score` directly).
const McqQuestionsInputSchema = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null && 'mcqQuestions' in value ? value.mcqQuestions : value,
  z.array(McqCompetencyGroupSchema),
);

const required = (context: CommandContext, name: string) => context.values[name] as string;

export const COMMANDS: Record<string, Command> = {
  job: {
    usage: 'job --spec FILE [--culture FILE] [--position TEXT] [--company TEXT]',
    options: ['spec', 'culture', 'position', 'company'],
    required: ['spec'],
    positionals: 0,
    async run(context) {
      const culture = context.values.culture;
      const [jobSpecMarkdown, cultureMarkdown] = await Promise.all([
        readDocumentFile(required(context, 'spec')),
        culture === undefined ? null : readDocumentFile(culture),
      ]);
      const engine = await loadEngine(context.engine, context.env);
      const { position = null, company = null } = context.values;
      return engine.generateJob({ jobSpecMarkdown, cultureMarkdown, position, company });
    },
  },
  cv: {
    usage: 'cv FILE',
    options: [],
    required: [],
    positionals: 1,
    async run(context) {
      const markdown = await readDocumentFile(context.positionals[0] as string);
      const engine = await loadEngine(context.engine, context.env);
      const { qa_pairs, qa_admin_pairs } = await engine.generateCvQa({ cvMarkdown: markdown });
      return { markdown, qa_pairs, qa_admin_pairs };
    },
  },
  specs: {
    usage: 'specs FILE',
    options: [],
    required: [],
    positionals: 1,
    async run(context) {
      const specMarkdown = await readDocumentFile(context.positionals[0] as string);
      const engine = await loadEngine(context.engine, context.env);
      return engine.generateSpecsQa({ specMarkdown });
    },
  },
  grade: {
    usage: 'grade --transcript FILE --questions FILE',
    options: ['transcript', 'questions'],
    required: ['transcript', 'questions'],
    positionals: 0,
    async run(context) {
      const [transcript, questions] = await Promise.all([
        readJsonFile(
          required(context, 'transcript'),
          z.array(TranscriptEntrySchema),
          'a transcript (an array of {role, message, time_in_call_secs})',
        ),
        readJsonFile(
          required(context, 'questions'),
          z.array(PlannedQuestionSchema),
          'a list of planned questions',
        ),
      ]);
      const engine = await loadEngine(context.engine, context.env);
      return engine.gradeInterview({ transcript, questions });
    },
  },
  analyze: {
    usage: 'analyze --words FILE --questions FILE',
    options: ['words', 'questions'],
    required: ['words', 'questions'],
    positionals: 0,
    async run(context) {
      const [words, questions] = await Promise.all([
        readJsonFile(
          required(context, 'words'),
          z.array(TimedWordSchema),
          'a list of timed words ({word, start, end})',
        ),
        readJsonFile(
          required(context, 'questions'),
          z.array(AnalysisQuestionSchema),
          'a list of analysis questions',
        ),
      ]);
      const engine = await loadEngine(context.engine, context.env);
      return engine.analyzeAnswers({ words, questions });
    },
  },
  'mcq-score': {
    usage: 'mcq-score --questions FILE --answers FILE',
    options: ['questions', 'answers'],
    required: ['questions', 'answers'],
    positionals: 0,
    async run(context) {
      const [groups, answers] = await Promise.all([
        readJsonFile(
          required(context, 'questions'),
          McqQuestionsInputSchema,
          'MCQ questions (competency groups, or a job output)',
        ),
        readJsonFile(
          required(context, 'answers'),
          McqAnswersSchema,
          'MCQ answers (an object of competency_skilllevel to option text)',
        ),
      ]);
      // Scoring is arithmetic over the answer key: the same for both engines.
      return scoreMcq(groups, answers);
    },
  },
  generic: {
    usage: 'generic',
    options: [],
    required: [],
    positionals: 0,
    async run(context) {
      const engine = await loadEngine(context.engine, context.env);
      return engine.genericQa();
    },
  },
};
