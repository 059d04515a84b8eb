import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { headingKind } from './cv-vocabulary.ts';

// Made-up Brazilian Word CVs of the kind round 22 showed: section headings the reader did not know taken as an
// employer or a degree, and a long career at one company set as its dated row over the posts held there.

describe('Portuguese section headings', () => {
  it('knows the headings of Brazilian Word CVs by their section', () => {
    expect(
      [
        'ATIVIDADES PROFISSIONAIS',
        'FORMAÇÃO PROFISSIONAL',
        'PÓS-GRADUAÇÃO',
        'QUALIFICAÇÕES',
        'DADOS PESSOAIS',
      ].map(headingKind),
    ).toEqual(['experience', 'education', 'education', 'skills', 'other']);
    expect(headingKind('CAPACITAÇÃO/ TREINAMENTOS')).toBe('coursework');
    expect(headingKind('EQUIVALÊNCIA PROFISSIONAL')).toBe('other');
  });

  it('reads no heading as an employer or a degree', () => {
    const cv = [
      '# Marta Lins',
      '## EXPERIÊNCIA PROFISSIONAL',
      'Engenheira de Obras',
      'Pontes do Vale, Campinas',
      '03/2018 – 05/2020',
      '- Fiscalização de obras de pavimentação.',
      '## QUALIFICAÇÕES',
      '- SketchUp – avançado',
      '- Primavera – intermediário',
      '## EQUIVALÊNCIA PROFISSIONAL',
      'Reconhecimento em Portugal: Ordem dos Engenheiros, 2019',
    ].join('\n\n');
    const organisations = readCvProfile(cv).roles.map((role) => role.organisation);
    expect(organisations).toEqual(['Pontes do Vale']);
  });
});

describe('a career at one company set as its dated row over the posts (issue 13, round 22)', () => {
  it('reads each dated post under the company row as held at that company, and the row as no post', () => {
    const cv = [
      '# Caio Reis',
      '## ATIVIDADES PROFISSIONAIS',
      '1990/2012 - CONSTRUTORA SERRA AZUL LTDA',
      '1990 - Engenheiro de Campo',
      'Obra: Barragem do Rio Claro',
      '1994/1999 - Chefe de Produção',
      'Obra: Viaduto Norte',
      '2000/2012 - Gerente de Contrato',
      'Obra: Metrô Linha 2',
    ].join('\n\n');
    expect(
      readCvProfile(cv).roles.map(({ title, organisation, start, end }) => [title, organisation, start, end]),
    ).toEqual([
      ['Gerente de Contrato', 'Construtora Serra Azul Ltda', '2000', '2012'],
      ['Chefe de Produção', 'Construtora Serra Azul Ltda', '1994', '1999'],
      ['Engenheiro de Campo', 'Construtora Serra Azul Ltda', '1990', '1990'],
    ]);
  });
});
