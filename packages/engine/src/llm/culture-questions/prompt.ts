import type { Fence } from '../fence.ts';
import { JOB_FORM_RULES, jobFormBlock, systemPrompt, type JobForm, type Prompt } from '../instructions.ts';

export function buildCultureQuestionsPrompt(
  documents: { jobSpecMarkdown: string; cultureMarkdown: string | null },
  fence: Fence,
  form: JobForm = {},
): Prompt {
  const source = documents.cultureMarkdown
    ? 'the company culture document (values, behaviours, ways of working), using the job specification only for context'
    : 'what the job specification says about the company, the team and how they work (there is no culture document)';
  const parts = [...jobFormBlock(form, fence), fence.wrap('JOB SPECIFICATION', documents.jobSpecMarkdown)];
  if (documents.cultureMarkdown) parts.push(fence.wrap('COMPANY CULTURE', documents.cultureMarkdown));
  return {
    system: systemPrompt(
      [
        `Task: write culture-fit interview questions based on ${source}.`,
        [
          '- Write 4 to 6 behavioural questions, each about a different stated value or way of working, naming it.',
          '- Ask for real situations the candidate has been in, not for opinions or yes/no answers.',
          '- Do not repeat questions about technical skills or the practical conditions of the job.',
          '- Write in the language of the documents.',
        ].join('\n'),
        JOB_FORM_RULES,
      ],
      fence,
    ),
    prompt: `Write the culture-fit questions.\n\n${parts.join('\n\n')}`,
  };
}
