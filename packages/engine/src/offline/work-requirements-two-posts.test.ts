import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';

const generate = (markdown: string) => createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });

describe('a call for two posts states both their terms (round 24 kind)', () => {
  it('quotes the time-limited post beside the permanent one', async () => {
    const generation = await generate(
      [
        '# Lecturer or Senior Lecturer in Chemistry',
        'The lecturership is a two-year research position, starting on 1 March.',
        'The senior lectureship is a permanent position, starting on 1 March.',
        '## Requirements',
        '- A PhD in chemistry',
      ].join('\n'),
    );
    const contract = generation.jobSpecWorkRequirements.find(
      (requirement) => requirement.title === 'Contract type',
    );
    expect(contract?.question).toMatch(/two-year research position/);
    expect(contract?.question).toMatch(/permanent position/);
  });
});
