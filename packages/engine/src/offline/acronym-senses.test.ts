import { describe, expect, it } from 'vitest';
import { selectMcqGroups } from '../mcq/select.ts';
import { createOfflineEngine } from './index.ts';

// A made-up posting: an acronym the lexicon reads as technology, in another field's sense (text/acronym-senses.ts).
describe('acronyms in another field’s sense, as the engine asks about them (round 24 kind)', () => {
  it('gives a trial monitor no Cloud Computing group and no GCP project question', async () => {
    const markdown = [
      '# Clinical Research Associate',
      '## Responsibilities',
      '- Visit the trial sites and check the source data against the case report forms',
      '- Report protocol deviations to the study manager',
      '## Requirements',
      '- Working knowledge of GCP and of the local rules for trials',
      '- Experience as a study nurse or site coordinator',
    ].join('\n');
    const groups = selectMcqGroups({ markdown, position: null }).map((group) => group.competency);
    expect(groups).not.toContain('Cloud Computing');
    const generation = await createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
    expect(generation.jobSpecsQuestions.join('\n')).not.toMatch(/where you used GCP/);
  });
});
