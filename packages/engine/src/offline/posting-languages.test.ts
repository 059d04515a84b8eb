import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../text/stopwords.ts';
import { extractedFixture, fixtureText } from './test-fixtures.ts';

// Real postings: the fixtures' own (detectLanguage's made-up and excerpted ones are in text/stopwords.test.ts).
describe('detectLanguage on the fixtures', () => {
  it('reads English, Spanish and French postings as such', () => {
    expect(detectLanguage(fixtureText('jobs/enlist_paralegal.md'))).toBe('en');
    expect(detectLanguage(fixtureText('jobs/rm_ml_engineer_short.txt'))).toBe('en');
    expect(detectLanguage(extractedFixture('rm_bbva_front_end_es'))).toBe('es');
    expect(detectLanguage(extractedFixture('rm_bbva_intern_data_analytics_jobboard_es'))).toBe('es');
    // French shares 'de', 'la', 'en', 'que' with Spanish: those words decide nothing.
    expect(detectLanguage(fixtureText('jobs/cds_recruteur_creatif_fr.md'))).toBe('fr');
    expect(detectLanguage(fixtureText('jobs/tdm_bibliothecaire_fr.md'))).toBe('fr');
  });
});
