import { describe, expect, it } from 'vitest';
import { smallCapitalsKept } from './small-capitals.ts';

describe('small capitals kept as capitals (issue 13, round 15)', () => {
  it('flags capitals no acronym explains inside a sentence', () => {
    expect(
      smallCapitalsKept("J'ai travaillé comme Analyste EN Qualité Logicielle chez ACME - SANTÉ ET SERVICES."),
    ).toEqual(['EN', 'ACME SANTÉ ET SERVICES']);
    expect(smallCapitalsKept('Ma formation : UdeS (UNIVERSITÉ DE SHERBROOKE) · 2019')).toEqual([
      'UNIVERSITÉ DE SHERBROOKE',
    ]);
    expect(smallCapitalsKept('I hold a MASTER OF ARTS from Lakeside University.')).toEqual([
      'MASTER OF ARTS',
    ]);
  });

  it('passes acronyms, a sentence that opens with a capital and a heading all in capitals', () => {
    expect(
      smallCapitalsKept('I built AWS VPC pipelines at CGI and UQAM with FONDECYT CONICYT funds.'),
    ).toEqual([]);
    expect(
      smallCapitalsKept('Votre CV indique ce poste. À quelles dates avez-vous occupé ce poste ?'),
    ).toEqual([]);
    expect(smallCapitalsKept('EXPERIENCE AND EDUCATION')).toEqual([]);
  });
});

describe('small capitals whose i extracts lower-case (issue 13, round 20)', () => {
  it('flags them in a sentence, a title or a question', () => {
    expect(smallCapitalsKept('I worked as SENiOR ANALYST at Ledger Works.')).toEqual(['SENiOR ANALYST']);
    expect(smallCapitalsKept('Your CV lists a B.A. iN FiNANCE from Bilbao Business School.')).toEqual([
      'iN FiNANCE',
    ]);
    expect(smallCapitalsKept('Tell me about your time at DiGiTAL SERViCES.')).toEqual(['DiGiTAL SERViCES']);
    // A Portuguese small word kept in capitals ('Bacharelado EM Ciências').
    expect(smallCapitalsKept('I hold a Licenciatura EM Química from Porto.')).toEqual(['EM']);
  });

  it('passes names written with a lower-case i', () => {
    expect(smallCapitalsKept('I mapped HiC contacts and built an iOS app with the iPhone SDK.')).toEqual([]);
  });
});
