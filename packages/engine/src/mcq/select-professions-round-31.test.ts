import { describe, expect, it } from 'vitest';
import { selectedCompetencies as select } from './select-test-support.ts';

// Made-up postings of round 31's kinds (issue 13, pattern 5): groups chosen from the work, not from surface words.

describe('selectMcqGroups: round 31 kinds', () => {
  it("reads a notice's 'Recruiting' title as the notice, not human-resources work", () => {
    const groups = select(
      [
        '# [Notice] Research Group Recruiting (PhD students)',
        'Our group studies protein folding with NMR and mass spectrometry.',
        'Research topic: chaperones and protein quality control',
      ],
      'PhD student',
    );
    expect(groups).not.toContain('Human Resources and Recruiting');
  });

  it("finds no English keyword inside a Turkish word ('arasında' holds no 'nda')", () => {
    const groups = select(
      [
        '# Büyüme Uzmanı',
        '## Sorumluluklar',
        'Platformlar arasında performansı izler ve analiz eder.',
        'Hesaplarında içerik paylaşımı yapar.',
        'Hikaye paylaşımlarında kitle analizini belirler.',
        'O hafta içerisinde yaşanan etkileşimleri raporlar.',
      ],
      'Büyüme Uzmanı',
    );
    expect(groups).not.toContain('Contract Drafting and Review');
  });

  it('asks a social media manager about social media management', () => {
    expect(
      select(
        ['# Social Media Manager', 'Build the content calendar for our channels'],
        'Social Media Manager',
      ),
    ).toContain('Social Media Management');
  });

  it('asks a home carer of older people about their care', () => {
    expect(
      select(['# Njegovateljica', 'Pomoć starijim i nemoćnim osobama u kućanstvu'], 'Njegovateljica')[0],
    ).toBe('Elderly and Home Care');
  });

  it('reads a postdoc typed with a space as a researcher', () => {
    expect(select(['# Lab notice', 'Structural biology laboratory'], 'Post doc')).toContain(
      'Research Methods',
    );
  });
});
