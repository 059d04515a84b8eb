import { describe, expect, it } from 'vitest';
import { acronymsInOtherSense, withoutOtherSenseAcronyms } from './acronym-senses.ts';
import { selectMcqGroups } from '../mcq/select.ts';
import { createOfflineEngine } from '../offline/index.ts';

// Made-up postings: an acronym the lexicon reads as technology, used in another field's sense.
describe('acronyms in another field’s sense (round 24 kind)', () => {
  it('reads the sense a document spells out, either way round', () => {
    expect(acronymsInOtherSense('Trained in Good Clinical Practice (GCP). Audit GCP files.')).toEqual(
      new Set(['GCP']),
    );
    expect(acronymsInOtherSense('Draft the SAP (statistical analysis plan) for each study.')).toEqual(
      new Set(['SAP']),
    );
    expect(
      acronymsInOtherSense('Deploy to Google Cloud Platform (GCP) in our clinical trials unit.').size,
    ).toBe(0);
  });

  it('reads an acronym not spelled out by its field, unless technology words keep the technology sense', () => {
    expect(acronymsInOtherSense('Monitor trial sites for GCP and protocol deviations.')).toEqual(
      new Set(['GCP']),
    );
    expect(acronymsInOtherSense('Build pipelines on AWS or GCP for our pharma data team.').size).toBe(0);
    expect(acronymsInOtherSense('Build services on GCP with Go.').size).toBe(0);
    expect(withoutOtherSenseAcronyms('ICH-GCP, protocols and clinical audits')).toBe(
      'ICH-, protocols and clinical audits',
    );
  });

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
