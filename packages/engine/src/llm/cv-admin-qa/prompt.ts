import type { Fence } from '../fence.ts';
import { cvReadOnLine, systemPrompt, type Prompt } from '../instructions.ts';

export function buildCvAdminQaPrompt(cvMarkdown: string, readOn: Date, fence: Fence): Prompt {
  return {
    system: systemPrompt(
      [
        'Task: write the questions a recruiter asks to verify the CV given and to record the candidate’s situation.',
        [
          'Cover all four areas, quoting the CV where it states the fact:',
          '- Academic qualifications: each degree or certification (institution, subject, year).',
          '- Employment history: the recent roles (employer, title, dates) and any gaps between them.',
          '- Work authorisation: right to work or visa status for where the job is.',
          '- Preferences: notice period or availability, preferred location or remote work, salary expectations.',
          'Each has a short title (a few words) and one direct question. Write in the language of the CV.',
        ].join('\n'),
      ],
      fence,
    ),
    prompt: `Write the verification questions for this CV. ${cvReadOnLine(readOn)}\n\n${fence.wrap('CV', cvMarkdown)}`,
  };
}
