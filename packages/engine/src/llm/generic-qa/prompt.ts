import { systemPrompt, type Prompt } from '../instructions.ts';

/** The standard topics, fixed here so every run produces the same list, only worded by the model. */
export const GENERIC_TOPICS = [
  'Tell me about yourself',
  'Why do you want this job',
  'Why do you want to leave your current job',
  'Your greatest strengths',
  'A weakness and how you work on it',
  'A challenge you overcame',
  'A conflict with a colleague and how you resolved it',
  'A mistake you made and what you learned',
  'Working under pressure and tight deadlines',
  'An achievement you are proud of',
  'Where you see yourself in five years',
  'Your salary expectations',
  'Questions you have for us',
] as const;

export function buildGenericQaPrompt(): Prompt {
  return {
    system: systemPrompt([
      'Task: write the standard generic interview questions with model answers, for candidates of any field.',
      [
        '- One question per topic of the list, in the list’s order, worded as an interviewer asks it.',
        '- Each answer is 3 to 5 sentences in the first person that shows the shape of a strong answer',
        '  (for behavioural questions: situation, action, result), without invented names or figures.',
        '- Write in English.',
      ].join('\n'),
    ]),
    prompt: `Topics:\n${GENERIC_TOPICS.map((topic, index) => `${index + 1}. ${topic}`).join('\n')}`,
  };
}
