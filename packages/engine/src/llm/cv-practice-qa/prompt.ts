import type { Fence } from '../fence.ts';
import { cvReadOnLine, systemPrompt, type Prompt } from '../instructions.ts';

export function buildCvPracticeQaPrompt(cvMarkdown: string, readOn: Date, fence: Fence): Prompt {
  return {
    system: systemPrompt(
      [
        'Task: help the candidate whose CV is given practise for interviews.',
        [
          '- Write 8 to 10 questions an interviewer would ask about this CV: its roles, projects, skills,',
          '  achievements and education, each naming what it asks about; no two about the same thing.',
          '- For each, a sample answer of 3 to 5 sentences in the first person, as the candidate would say it,',
          '  built only from facts in the CV (employers, dates, figures, tools). Never invent facts; where the',
          '  CV gives no detail, answer in general terms instead of making one up.',
          '- Write in the language of the CV.',
        ].join('\n'),
      ],
      fence,
    ),
    prompt: `Write the practice questions and sample answers for this CV. ${cvReadOnLine(readOn)}\n\n${fence.wrap('CV', cvMarkdown)}`,
  };
}
