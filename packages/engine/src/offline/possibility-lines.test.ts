import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';

async function questionsOf(lines: string[]): Promise<string[]> {
  const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
    jobSpecMarkdown: lines.join('\n'),
    position: 'Learning Partner',
    company: 'Northwind Devices',
  });
  return jobSpecsQuestions;
}

const askedAbout = (questions: string[], words: string): string =>
  questions.find((question) => question.includes(words)) ?? '';

describe('a line saying what the candidate may have or what would help (round 27)', () => {
  it.each([
    'You could also have worked with onboarding programmes, or maybe you have coached new sellers.',
    'It is a plus if you have run workshops for distributed sales teams.',
  ])('is asked as a plus, not a requirement: %s', async (line) => {
    const questions = await questionsOf([
      '# Learning Partner',
      '## Your profile',
      '- At least three years of experience in a commercial role',
      `- ${line}`,
      '- Strong facilitation skills and fluent English',
    ]);
    const asked = askedAbout(questions, line.replace(/\.$/, '').slice(0, 40));
    expect(asked).toContain('as a plus');
    expect(askedAbout(questions, 'three years of experience')).not.toContain('as a plus');
  });
});
