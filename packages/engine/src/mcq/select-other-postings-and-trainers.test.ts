import { describe, expect, it } from 'vitest';
import { selectedCompetencies } from './select-test-support.ts';

// Made-up postings for issue 13's round 25 kinds: a job board's other postings, and teachers named in other languages.
const select = selectedCompetencies;

describe('selectMcqGroups: other postings on the page and trainers (round 25 kinds)', () => {
  it("reads the titles under a job board's list of other postings as other roles", () => {
    const posting = [
      '# Saksan kielen kouluttaja',
      'Haemme kokenutta saksan kielen kouluttajaa iltakurssille.',
      '## Vastaavia työpaikkoja',
      '# Senior Front End Developer (React, TypeScript)',
      'Ohjelmistotalo Oy - Tampere',
      '## Similar jobs',
      '# Java Developer',
    ];
    const groups = select(posting, 'Saksan kielen kouluttaja');
    expect(groups).not.toContain('Front-end Development');
    expect(groups).not.toContain('Java');
  });

  it('gives a language trainer named in Finnish, Swedish or Czech the teaching groups, not English teaching', () => {
    const posting = ['Kurssi pidetään kesällä aikuisille yritysasiakkaille.'];
    expect(select(posting, 'Ranskan kielen kouluttaja')).toEqual([
      'Teaching and Lesson Planning',
      'Classroom Management',
    ]);
    expect(select(['Kvällskurs för vuxna.'], 'Lärare i spanska')).toContain('Teaching and Lesson Planning');
    expect(select(['Večerní kurzy pro dospělé.'], 'Učitel němčiny')).toContain(
      'Teaching and Lesson Planning',
    );
    expect(select(posting, 'Varhaiskasvatuksen opettaja')).toContain('Early Childhood Education and Care');
    expect(select(['Teach conversational English to adults (ESL).'], 'Language Trainer')).toContain(
      'English Language Teaching',
    );
  });
});
