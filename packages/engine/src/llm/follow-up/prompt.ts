import type { PlannedQuestion } from '@viva/contracts';
import type { Fence } from '../fence.ts';
import { systemPrompt, type Prompt } from '../instructions.ts';

export function buildFollowUpPrompt(
  input: { question: PlannedQuestion; answer: string },
  fence: Fence,
): Prompt {
  return {
    system: systemPrompt(
      [
        'Task: you are interviewing a candidate by voice. Their answer to the question below was thin (very short,',
        'or without any specifics). Ask exactly one short, friendly follow-up question, in one or two sentences,',
        'that invites the missing detail: a concrete example, what they did themselves, tools, figures or outcome.',
        'For a yes/no question about a work requirement or a CV fact, ask them to confirm plainly.',
        'Do not judge, praise or repeat the answer; do not ask a new topic.',
      ],
      fence,
    ),
    prompt: [
      'Write the follow-up question.',
      fence.wrap('QUESTION', `[${input.question.question_type}] ${input.question.question}`),
      fence.wrap('ANSWER', input.answer),
    ].join('\n\n'),
  };
}
