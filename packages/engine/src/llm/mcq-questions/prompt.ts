import type { Fence } from '../fence.ts';
import { systemPrompt, type Prompt } from '../instructions.ts';

export function buildMcqPrompt(jobSpecMarkdown: string, fence: Fence): Prompt {
  return {
    system: systemPrompt(
      [
        'Task: write a multiple-choice assessment of the competencies the job in the job specification requires.',
        [
          '- Pick the 3 to 5 most important competencies (skills, tools, knowledge areas) the specification asks for.',
          '- For each, write one question at basic, one at intermediate and one at advanced level.',
          '- Questions test knowledge of the competency itself, not the content of the specification.',
          '- Each question has exactly four distinct options, one of them correct (correct_option is its index),',
          '  the other three plausible but clearly wrong to an expert; vary the position of the correct option.',
          '- The explanation says why the correct option is right.',
          '- Write in the language of the specification.',
        ].join('\n'),
      ],
      fence,
    ),
    prompt: `Write the assessment for this job.\n\n${fence.wrap('JOB SPECIFICATION', jobSpecMarkdown)}`,
  };
}
