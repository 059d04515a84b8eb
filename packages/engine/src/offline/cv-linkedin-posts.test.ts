import { describe, expect, it } from 'vitest';
import { leadershipPair } from './cv-career-pairs.ts';
import { readCvProfile } from './cv-profile.ts';
import { role } from './test-fixtures.ts';

// Made-up LinkedIn 'Save to PDF' exports (round 23's kind): an employer's group of posts under its total tenure, in
// Portuguese and English, each post's place line under its dates, a 'Key Technologies' label inside a post, and a
// sidebar certificate with a trademark sign.
const portuguese = [
  '## Contato',
  'ana.souza@example.com',
  '## Certifications',
  'Modelagem Estatística em R',
  '# Ana Souza',
  'Analista de Dados | Estatística',
  '# Experiência',
  'Quanta Dados',
  '3 anos 2 meses',
  'Cientista de dados',
  'março de 2023 - Present (1 ano 5 meses)',
  '- Modelos de previsão de demanda em Python;',
  '- Painéis de indicadores para a diretoria.',
  'Estagiário de Dados',
  'junho de 2021 - fevereiro de 2023 (1 ano 9 meses)',
  'Belo Horizonte, Minas Gerais, Brasil',
  '- Limpeza e tabulação de bases públicas.',
  'Lumen Pesquisa',
  'Assistente de pesquisa',
  'janeiro de 2020 - maio de 2021 (1 ano 5 meses)',
  'Curitiba, Paraná, Brasil',
  '- Coleta de dados em campo.',
  '# Formação acadêmica',
  'Universidade Federal de Lavras',
  'Bacharelado, Estatística · (2017 - 2021)',
].join('\n\n');

const english = [
  '## Certifications',
  'Cloudwave™ Data Pipelines',
  'Fundamentals',
  '# Marc Delorme',
  'Data Analyst',
  '# Experience',
  'Institut Caraïbe',
  '1 year 2 months',
  'Lecturer in Statistics',
  'October 2024 - Present (11 months)',
  'Fort-de-France, Martinique',
  'As a Lecturer, I teach probability and statistics to first-year students.',
  '- Teach probability and inference with worked examples.',
  'Tutor in Data Science',
  'August 2024 - Present (1 year 1 month)',
  'Martinique',
  'I guide students through their data projects.',
  'Key Technologies',
  'Python · SQL · Pandas · NumPy · Scikit-learn · Git · Tableau · Power BI',
  'Rivage Conseil S.A.',
  '2 years 5 months',
  'Junior Analyst',
  'March 2022 - July 2024 (2 years 5 months)',
  'Le Lamentin, Martinique',
  '- Built weekly sales reports for the retail team.',
  'Supervised by Ms. Anne Rivière.',
  '# Education',
  'Université des Îles',
  'Master of Science - MS, Statistics · (2020 - 2022)',
].join('\n\n');

const posts = (markdown: string) =>
  readCvProfile(markdown).roles.map((post) => [post.title, post.organisation, post.start]);

describe('LinkedIn exports: posts under an employer, places, labels inside a post (round 23)', () => {
  it('reads each post of a Portuguese group at its employer, never the title or the duration', () => {
    expect(posts(portuguese)).toEqual([
      ['Cientista de dados', 'Quanta Dados', 'março de 2023'],
      ['Estagiário de Dados', 'Quanta Dados', 'junho de 2021'],
      ['Assistente de pesquisa', 'Lumen Pesquisa', 'janeiro de 2020'],
    ]);
  });

  it('reads an English group at its employer, its place lines as no employer, and the posts after a label', () => {
    const profile = readCvProfile(english);
    expect(posts(english)).toEqual([
      ['Lecturer in Statistics', 'Institut Caraïbe', 'October 2024'],
      ['Tutor in Data Science', 'Institut Caraïbe', 'August 2024'],
      ['Junior Analyst', 'Rivage Conseil S.A.', 'March 2022'],
    ]);
    expect(profile.skills).not.toContain('Martinique');
    expect(profile.skills).not.toContain('Rivage Conseil S.A.');
  });

  it('keeps a sidebar certificate with a trademark sign as its own name', () => {
    expect(readCvProfile(english).certifications).toEqual(['Cloudwave Data Pipelines Fundamentals']);
  });

  it('asks no leadership question from a line naming who supervised the candidate', () => {
    const intern = role({
      title: 'Research Intern',
      organisation: 'Institut Caraïbe',
      start: 'April 2025',
      details: ['Supervised by Ms. Anne Rivière.'],
    });
    expect(leadershipPair({ ...readCvProfile(english), roles: [intern] }, new Set())).toBeNull();
  });
});
