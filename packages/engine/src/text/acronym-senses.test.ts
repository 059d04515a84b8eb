import { describe, expect, it } from 'vitest';
import { acronymsInOtherSense, withoutOtherSenseAcronyms } from './acronym-senses.ts';

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
});

// Made-up airline and sales lines: in aviation 'CRM' is Crew Resource Management, no sales CRM (round 33 kind).
describe('CRM in aviation’s sense (round 33 kind)', () => {
  it('reads an airline’s CRM assessment as crew resource management, a sales CRM as a CRM', () => {
    expect(acronymsInOtherSense('Simulator check and CRM assessment for first officers.')).toEqual(
      new Set(['CRM']),
    );
    expect(acronymsInOtherSense('Pilot adaylarına simülatör testi ve CRM değerlendirmesi.')).toEqual(
      new Set(['CRM']),
    );
    expect(acronymsInOtherSense('Trained in Crew Resource Management (CRM).')).toEqual(new Set(['CRM']));
    expect(acronymsInOtherSense('Keep your sales pipeline in the CRM.').size).toBe(0);
    expect(acronymsInOtherSense('Airline ticket sales team: log every lead in the CRM.').size).toBe(0);
  });
});
