import { describe, expect, it } from 'vitest';
import { selectedCompetencies } from './select-test-support.ts';

// Made-up postings for issue 13's round 25 kinds: technical roles given a designer's or generic groups.
const select = selectedCompetencies;

describe('selectMcqGroups: mobile developers, Greek headings and bioinformaticians (round 25 kinds)', () => {
  it('gives a mobile developer the mobile group, not the design of the designers they work with', () => {
    const posting = [
      '## Náplň práce',
      'Vývoj bankovní aplikace pro Android a její údržba.',
      'Spolupráce s UX designéry a testery.',
      '## Požadujeme',
      'Znalost Kotlin a Jetpack Compose.',
    ];
    const groups = select(posting, 'Android Developer');
    expect(groups[0]).toBe('Mobile App Development');
    expect(groups).not.toContain('UX and Product Design');
  });

  it('reads Greek requirement and nice-to-have headings', () => {
    const posting = [
      '## Απαιτούμενα προσόντα',
      'Άριστη γνώση Python και SQL',
      '## Επιθυμητά προσόντα',
      'Γνώσεις Git',
    ];
    const groups = select(posting, 'Προγραμματιστής');
    expect(groups).toContain('Python');
    expect(groups).not.toContain('Git');
  });

  it('puts the statistics a bioinformatician is asked for before the generic groups', () => {
    const posting = [
      'We are looking for a candidate to build pipelines for proteomics and RNA-seq data.',
      'A sound statistical background is expected; good communication and teamwork skills.',
    ];
    const groups = select(posting, 'Bioinformatician (proteomics)');
    expect(groups[0]).toBe('Statistics');
    expect(groups).not.toContain('Teamwork');
  });
});
