import type { Fence } from '../fence.ts';
import { JOB_FORM_RULES, jobFormBlock, systemPrompt, type JobForm, type Prompt } from '../instructions.ts';

export function buildMcqPrompt(jobSpecMarkdown: string, fence: Fence, form: JobForm = {}): Prompt {
  return {
    system: systemPrompt(
      [
        'Task: write a multiple-choice assessment of the competencies the job in the job specification requires.',
        [
          '- Pick the 3 to 5 most important competencies (skills, tools, knowledge areas) the position itself needs to',
          '  do its work, not those of the teams it hires for or works with; fewer fitting ones beat more loose ones.',
          '- For each, write one question at basic, one at intermediate and one at advanced level.',
          '- Questions test knowledge of the competency itself, not the content of the specification.',
          '- Each question has exactly four distinct options, one of them correct (correct_option is its index),',
          '  the other three plausible but clearly wrong to an expert; vary the position of the correct option.',
          '- No cue gives the key away: the correct option is not systematically the longest or the most detailed;',
          '  write wrong options of similar length and detail.',
          '- The explanation says why the correct option is right.',
          '- Write in the language of the specification.',
        ].join('\n'),
        JOB_FORM_RULES,
      ],
      fence,
    ),
    prompt: [
      'Write the assessment for this job.',
      ...jobFormBlock(form, fence),
      fence.wrap('JOB SPECIFICATION', jobSpecMarkdown),
    ].join('\n\n'),
  };
}
