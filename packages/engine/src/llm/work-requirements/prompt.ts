import type { Fence } from '../fence.ts';
import { JOB_FORM_RULES, jobFormBlock, systemPrompt, type JobForm, type Prompt } from '../instructions.ts';

export function buildWorkRequirementsPrompt(
  jobSpecMarkdown: string,
  fence: Fence,
  form: JobForm = {},
): Prompt {
  return {
    system: systemPrompt(
      [
        'Task: find the practical conditions of the job in the job specification.',
        [
          'requirements: one entry per condition the specification states: place of work and office attendance,',
          'working hours or shifts, on-call duties, work authorisation, visa or citizenship, travel, security',
          'clearance, driving licence, start date, contract length. The title has 3 words at most; the question',
          'asks the candidate whether they can meet the condition and quotes it (e.g. "This role is on site in',
          'Leeds three days a week. Can you commit to that?"). Only conditions the document states; no guesses.',
          'A contract type is the engagement (full-time, fixed-term, freelance), never contracts the work is about.',
        ].join('\n'),
        [
          'arrangement: office_location, working_hours, on_call_requirement and work_arrangement (Remote, Hybrid',
          'or On-site) exactly as the document states them, or null when it says nothing about one.',
        ].join('\n'),
        'Write in the language of the specification.',
        JOB_FORM_RULES,
      ],
      fence,
    ),
    prompt: [
      'Find the work requirements and arrangement.',
      ...jobFormBlock(form, fence),
      fence.wrap('JOB SPECIFICATION', jobSpecMarkdown),
    ].join('\n\n'),
  };
}
