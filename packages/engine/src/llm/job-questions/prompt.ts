import type { Fence } from '../fence.ts';
import { JOB_FORM_RULES, jobFormBlock, systemPrompt, type JobForm, type Prompt } from '../instructions.ts';

export function buildJobQuestionsPrompt(jobSpecMarkdown: string, fence: Fence, form: JobForm = {}): Prompt {
  return {
    system: systemPrompt(
      [
        'Task: write the screening questions an interviewer asks a candidate for the job in the job specification.',
        [
          '- Write 8 to 12 questions. Each is tied to one real requirement, responsibility, skill, tool or',
          '  qualification the specification states, and names it, so a recruiter can see why it is asked.',
          '- Ask for concrete experience and examples ("Tell me about a time you...", "How have you used...").',
          '- Each answerable aloud in one or two minutes; no two questions about the same thing.',
          '- Leave out location, hours, on-call, travel, salary and work authorisation: other questions cover them.',
          '- A word counts as a tool only in that sense: not a verb ("Go through onboarding") nor a legal or',
          '  business term ("contracts" a lawyer drafts).',
          '- Write in the language of the specification.',
        ].join('\n'),
        JOB_FORM_RULES,
      ],
      fence,
    ),
    prompt: [
      'Write the screening questions for this job.',
      ...jobFormBlock(form, fence),
      fence.wrap('JOB SPECIFICATION', jobSpecMarkdown),
    ].join('\n\n'),
  };
}
