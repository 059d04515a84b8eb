import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';

describe("a place label's value going on after a ';' (round 23 kind)", () => {
  it('reads the rest as the location, never as a requirement', async () => {
    const generation = await createOfflineEngine().generateJob({
      jobSpecMarkdown: [
        '# Grants Coordinator',
        '## Responsibilities',
        '- Track grant deadlines and reports for the programme team.',
        '- Prepare the monthly funding summary for the director.',
        '## Terms',
        '- Location: Remote; Canada. Toronto area strongly preferred.',
      ].join('\n'),
    });
    expect(generation.jobSpecsQuestions.join('\n')).not.toMatch(/canada/i);
    expect(generation.workArrangementInfo.office_location).toMatch(/^Canada/);
  });
});
