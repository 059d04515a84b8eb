import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

// Issue 13: a post whose one paragraph opens on a label naming its duties ('Responsabilidade:', 'Tasks:'), in a
// language whose verbs the English tagger does not know. Every sentence after the label was dropped as 'no action',
// and the post had no lines to answer from. Made-up CVs.
const roleDetails = (markdown: string): string[] => readCvProfile(markdown).roles[0]?.details ?? [];

describe('a duty paragraph opening on a label that names the duties', () => {
  it('keeps every sentence after a Portuguese label, but not a field of its own', () => {
    const cv = [
      '# Clara Mendes',
      '## Experiência de Trabalho',
      '## ASSISTENTE DE CLÍNICA',
      '## CENTRO UNIVERSITÁRIO DO NORTE',
      'Responsabilidade: Orientar os alunos nas consultas da clínica escola. Registro os atendimentos no prontuário eletrônico. Supervisora: Marta Lopes',
    ].join('\n\n');
    expect(roleDetails(cv)).toEqual([
      'Orientar os alunos nas consultas da clínica escola.',
      'Registro os atendimentos no prontuário eletrônico.',
    ]);
  });

  it('keeps the sentences after an English duties label too', () => {
    const cv = [
      '# Sam Okafor',
      '## Experience',
      '## Night Auditor',
      '## Harbourview Hotel',
      'Tasks: Daily reconciliation of the ledgers for 140 rooms. Night reports for the general manager.',
    ].join('\n\n');
    expect(roleDetails(cv)).toEqual([
      'Daily reconciliation of the ledgers for 140 rooms.',
      'Night reports for the general manager.',
    ]);
  });
});
