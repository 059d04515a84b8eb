import type { PlannedQuestion, TranscriptEntry } from '@viva/contracts';
import type { Fence } from '../fence.ts';
import { systemPrompt, type Prompt } from '../instructions.ts';

function describeQuestion(question: PlannedQuestion, index: number): string {
  const label = question.question_title
    ? `${question.question_type}: ${question.question_title}`
    : question.question_type;
  const expected = question.expected_answer ? `\n   Expected answer: ${question.expected_answer}` : '';
  return `${index + 1}. [${label}] ${question.question}${expected}`;
}

function describeEntry(entry: TranscriptEntry, index: number): string {
  const speaker = entry.role === 'user' ? 'candidate' : 'interviewer';
  return `[${index}] ${speaker} (${Math.round(entry.time_in_call_secs)} s): ${entry.message}`;
}

export function buildGradingPrompt(
  input: { transcript: TranscriptEntry[]; questions: PlannedQuestion[] },
  fence: Fence,
): Prompt {
  return {
    system: systemPrompt(
      [
        'Task: grade a recorded job interview against the questions that were planned for it.',
        [
          'For every planned question, by its number:',
          '- answer_entries: the numbers of the candidate entries of the transcript in which the candidate',
          '  answers it (the interviewer may have reworded it); an empty list when it was never answered.',
          '- score from 0 to 10: 0 when unanswered or no useful answer, 5 for a relevant but vague answer,',
          '  10 for a complete, specific and relevant one. For work requirements and verification questions,',
          '  score how clearly the candidate confirms or explains. Compare with the expected answer when given.',
          '- justification: one or two sentences naming what the candidate said or left out.',
          '- evidence: one or two short quotes the score rests on, each copied word for word from one candidate',
          "  entry, with that entry's number; an empty list when the question was never answered.",
          'Judge only what the candidate said; how they say it (hesitations, grammar) is measured elsewhere.',
        ].join('\n'),
      ],
      fence,
    ),
    prompt: [
      'Grade this interview.',
      fence.wrap('PLANNED QUESTIONS', input.questions.map(describeQuestion).join('\n')),
      fence.wrap('TRANSCRIPT', input.transcript.map(describeEntry).join('\n')),
    ].join('\n\n'),
  };
}
