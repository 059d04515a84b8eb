import { McqCompetencyGroupSchema, type McqCompetencyGroup } from '@viva/contracts';
import { SKILL_LEVELS } from '../../mcq/build-group.ts';
import { shuffleWithSeed } from '../../mcq/shuffle.ts';
import { createFence } from '../fence.ts';
import type { JobForm } from '../instructions.ts';
import { generateStructured, invalidResultError, type ModelContext } from '../structured-call.ts';
import { buildMcqPrompt } from './prompt.ts';
import { McqOutputSchema, type McqOutput } from './schema.ts';

type CompetencyOutput = McqOutput['competencies'][number];

/** The contract's group; options are shuffled by question text because models favour putting the answer first. */
function toGroup(output: CompetencyOutput): unknown {
  return {
    competency: output.competency,
    questions: SKILL_LEVELS.map((skillLevel) => {
      const { question, options, correct_option: correctOption, explanation } = output[skillLevel];
      return {
        skill_level: skillLevel,
        question,
        options: shuffleWithSeed(options, question).map((text) => ({ text })),
        correct_answer: options[correctOption],
        explanation,
      };
    }),
  };
}

/**
 * Competency groups with one question per skill level (spec part 1 §3). A group that breaks the contract
 * (repeated options, no correct one) is dropped rather than shown to a candidate; if every group breaks
 * it, the result is an error.
 */
export async function generateMcqQuestions(
  context: ModelContext,
  jobSpecMarkdown: string,
  form: JobForm = {},
  signal?: AbortSignal,
): Promise<McqCompetencyGroup[]> {
  const output = await generateStructured(context, {
    name: 'mcq_questions',
    ...buildMcqPrompt(jobSpecMarkdown, createFence(), form),
    schema: McqOutputSchema,
    signal,
  });
  const checks = output.competencies.map((competency) =>
    McqCompetencyGroupSchema.safeParse(toGroup(competency)),
  );
  const valid = checks.flatMap((check) => (check.success ? [check.data] : []));
  const firstFailure = checks.find((check) => !check.success);
  if (valid.length === 0 && firstFailure?.error) throw invalidResultError(firstFailure.error);
  return valid;
}
