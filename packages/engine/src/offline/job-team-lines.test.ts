import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';

// Made-up postings (round 24 kind): the team told is no duty.
const generate = (markdown: string) => createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });

describe('the team a post joins is no duty (round 24 kind)', () => {
  it('asks no duty from how the team works or from joining it', async () => {
    const generation = await generate(
      [
        '# Payroll Specialist',
        '## Your tasks',
        '- Run the monthly payroll for 900 employees',
        '- Answer employee questions about pay slips',
        '- You will join a team of four payroll officers, two of them part-time.',
        '## Your new team',
        'Your closest colleagues are three payroll officers. You will work closely together, sharing the month-end checks between you.',
      ].join('\n'),
    );
    const questions = generation.jobSpecsQuestions.join('\n');
    expect(questions).not.toMatch(/work closely together/);
    expect(questions).not.toMatch(/join a team of four/);
    expect(questions).not.toMatch(/closest colleagues/);
    expect(questions).toMatch(/run the monthly payroll/);
  });
});
