import { describe, expect, it } from 'vitest';
import { cleanMarkdown } from './clean-markdown.ts';
import { readCvProfile } from './cv-profile.ts';

// Made-up CVs of the kind round 22 showed: the studies as a table whose header row names its columns.

describe('a studies table under a header row of column names (issue 13, round 22)', () => {
  it('reads each row by its columns: the title cell is the degree, whatever its wording', () => {
    const cv = [
      '# Ana Prado',
      '## FORMAÇÃO PROFISSIONAL',
      '### ESCOLA · TÍTULO OBTIDO · DATA',
      'Fac. Estadual do Norte · Arquiteta Urbanista · 1994',
      'Inst.Politécnico do Sul · Técnica em Edificações · 1988',
      '## EXPERIÊNCIA PROFISSIONAL',
      'Arquiteta – Prefeitura de Lagoa Azul',
      '1995 – 2010',
    ].join('\n\n');
    expect(
      readCvProfile(cv).education.map(({ degree, institution, year }) => [degree, institution, year]),
    ).toEqual([
      ['Arquiteta Urbanista', 'Fac. Estadual do Norte', '1994'],
      ['Técnica em Edificações', 'Inst.Politécnico do Sul', '1988'],
    ]);
  });

  it("keeps a school's abbreviation glued to its name on one line", () => {
    expect(cleanMarkdown('Univ.Estadual do Norte · 1990', { splitCamelCase: false })).toBe(
      'Univ.Estadual do Norte · 1990',
    );
  });
});
