import type { Fence } from '../fence.ts';
import { systemPrompt, type Prompt } from '../instructions.ts';

export function buildSpecsQaPrompt(specMarkdown: string, fence: Fence): Prompt {
  return {
    system: systemPrompt(
      [
        'Task: a candidate is preparing to interview for the job in the job specification given. Predict the questions.',
        [
          '- Write 8 to 10 questions this employer is likely to ask, each tied to a requirement, responsibility',
          '  or skill the specification states, and naming it; no two about the same thing.',
          '- For each, a model answer of 3 to 5 sentences in the first person that shows what a strong answer',
          '  covers (approach, an example, the result). You do not know the candidate: do not invent employers,',
          '  names or figures; describe the kind of example to give instead.',
          '- Write in the language of the specification.',
        ].join('\n'),
      ],
      fence,
    ),
    prompt: `Write the likely questions and model answers.\n\n${fence.wrap('JOB SPECIFICATION', specMarkdown)}`,
  };
}
