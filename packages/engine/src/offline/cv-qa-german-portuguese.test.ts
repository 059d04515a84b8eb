import { describe, expect, it } from 'vitest';
import { cvPhrasesFor } from './cv-phrases/index.ts';
import { generateCvQa } from './cv-qa.ts';
import { localisedAdminPairs, localisedPracticePairs } from './cv-qa-localised.ts';
import { profile, role } from './test-fixtures.ts';

// Made-up CVs for round 23's kind: a German or Portuguese CV answered in English sentences around its own lines ('I
// have been an Architekt at …'), a degree under way told 'since 2018' in English, and a CV listing jobs without
// describing them left short of questions.

const ENGLISH =
  /\bI\b|\b(?:[Yy]ou|[Yy]our|[Tt]he|worked|[Ww]hat|[Ww]hich|[Tt]ell me|hold|studied|since|expected)\b/;

// Jobs without lines: only the moves between them tell the career.
const planner = profile({
  location: 'Stuttgart',
  roles: [
    role({ title: 'Bauzeichnerin', organisation: 'Planwerk GmbH', start: '08/2021', isCurrent: true }),
    role({ title: 'Technische Zeichnerin', organisation: 'Haus & Hof AG', start: '03/2017', end: '04/2020' }),
    role({ title: 'Praktikantin', organisation: 'Stadtbauamt Esslingen', start: '09/2016', end: '02/2017' }),
  ],
  education: [
    {
      degree: 'B.Eng. Bauingenieurwesen',
      field: null,
      institution: 'Hochschule Esslingen',
      year: 'since 2022',
    },
  ],
  skills: ['AutoCAD', 'Revit', 'Excel'],
});

describe('practice and verification questions in German and Portuguese (round 23)', () => {
  const de = cvPhrasesFor('de')!;
  const pt = cvPhrasesFor('pt')!;

  it('asks a German CV in German, with the moves between jobs it does not describe', () => {
    const pairs = localisedPracticePairs(planner, de, 6);
    expect(pairs.length).toBeGreaterThanOrEqual(6);
    expect(pairs[0]?.answer).toBe(
      'Ich arbeite als Bauzeichnerin bei Planwerk GmbH seit 08/2021. Zu meinen Kenntnissen gehören AutoCAD, Revit und Excel. Meine Ausbildung: B.Eng. Bauingenieurwesen, Hochschule Esslingen (seit 2022).',
    );
    expect(pairs).toContainEqual({
      question:
        'Ihr Lebenslauf zeigt einen Wechsel von Technische Zeichnerin bei Haus & Hof AG zu Bauzeichnerin bei Planwerk GmbH (08/2021). Was führte zu diesem Wechsel, und was haben Sie aus der früheren Stelle mitgenommen?',
      answer:
        'Ich arbeitete als Technische Zeichnerin bei Haus & Hof AG von 03/2017 bis 04/2020. Seit 08/2021 arbeite ich als Bauzeichnerin bei Planwerk GmbH.',
    });
    expect(pairs.map((pair) => pair.answer)).toContain(
      'Ich arbeitete als Praktikantin bei Stadtbauamt Esslingen von 09/2016 bis 02/2017. Ab 03/2017 arbeitete ich als Technische Zeichnerin bei Haus & Hof AG.',
    );
    const admin = localisedAdminPairs(planner, de);
    for (const text of [
      ...pairs.flatMap((pair) => [pair.question, pair.answer]),
      ...admin.map((pair) => pair.question),
    ])
      expect(text).not.toMatch(ENGLISH);
    expect(admin.map((pair) => pair.question).join(' ')).toContain(
      'wären Sie bereit, aus Stuttgart umzuziehen?',
    );
  });

  it('asks a Portuguese CV in Portuguese, with the article a school or employer takes after em', () => {
    const analyst = profile({
      roles: [
        role({
          title: 'Analista de dados',
          organisation: 'Empresa Sol',
          start: 'junho 2022',
          isCurrent: true,
          details: ['Construção de painéis em Power BI para a diretoria'],
        }),
        role({ title: 'Estagiário', organisation: 'Banco Norte', start: '2020', end: '2021' }),
      ],
      education: [
        {
          degree: 'Bacharelado em Estatística',
          field: null,
          institution: 'Universidade Federal do Paraná',
          year: '2021',
        },
      ],
      skills: ['Power BI', 'SQL'],
    });
    const pairs = localisedPracticePairs(analyst, pt, 6);
    expect(pairs[0]?.answer).toBe(
      'Trabalho como Analista de dados na Empresa Sol desde junho 2022. Entre minhas competências estão Power BI e SQL. Minha formação: o Bacharelado em Estatística na Universidade Federal do Paraná (2021).',
    );
    expect(pairs.map((pair) => pair.question)).toContain(
      'Seu currículo mostra a mudança de Estagiário no Banco Norte para Analista de dados na Empresa Sol (junho 2022). O que motivou essa mudança, e o que você levou da função anterior?',
    );
    for (const pair of pairs) expect(`${pair.question} ${pair.answer}`).not.toMatch(ENGLISH);
  });

  it('tells a Spanish CV’s degree under way in Spanish, not in English', () => {
    const student = profile({
      roles: [
        role({
          title: 'Becario',
          organisation: 'Acme',
          start: '2023',
          isCurrent: true,
          details: ['Pruebas'],
        }),
      ],
      education: [
        { degree: 'Grado en Física', field: null, institution: 'Universidad de Oviedo', year: 'since 2021' },
      ],
    });
    const pairs = localisedPracticePairs(student, cvPhrasesFor('es')!, 6);
    expect(pairs.map((pair) => pair.answer).join(' ')).toContain('la Universidad de Oviedo (desde 2021)');
  });

  it('picks German for a German CV from its own lines', () => {
    const germanCv = [
      '# Lena Maier',
      '## Berufserfahrung',
      '## Bauzeichnerin | Planwerk GmbH',
      '08/2021 - heute',
      '- Erstellung der Ausführungspläne für die Projekte der Abteilung und Abstimmung mit den Fachplanern.',
      '## Technische Zeichnerin | Haus & Hof AG',
      '03/2017 - 04/2020',
      '- Zeichnung der Bestandspläne und Pflege der Daten im System.',
      '## Ausbildung',
      'B.Eng. Bauingenieurwesen, Hochschule Esslingen, 2016',
    ].join('\n\n');
    const qa = generateCvQa({ cvMarkdown: germanCv });
    expect(qa.qa_admin_pairs.map((pair) => pair.title)).toContain('Arbeitserlaubnis');
    for (const pair of qa.qa_pairs) expect(`${pair.question} ${pair.answer}`).not.toMatch(ENGLISH);
  });
});
