import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';

const generate = (markdown: string) => createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });

describe('work authorisation told as citizenship or a visa (round 23 kind)', () => {
  it('asks it as the work authorisation, not as a screening question', async () => {
    const generation = await generate(
      [
        '# Policy Analyst',
        '## Responsibilities',
        '- Draft briefing notes on provincial housing policy.',
        '- Track bills through the legislature.',
        '## Requirements',
        '- A degree in public policy or economics.',
        '- Applicants must be Canadian citizens or hold a visa that permits them to work in Canada.',
      ].join('\n'),
    );
    const authorisation = generation.jobSpecWorkRequirements.find(
      (requirement) => requirement.title === 'Work authorisation',
    );
    expect(authorisation?.question).toContain('Canadian citizens or hold a visa');
    expect(generation.jobSpecsQuestions.join('\n')).not.toMatch(/Canadian citizens/);
  });
});
