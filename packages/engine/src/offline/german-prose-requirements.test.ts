import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';

// A made-up German post whose requirements are prose: told to the reader under 'Ihr Profil', the employer's wish in
// its opening paragraph, and what to bring told after the task list.
const GERMAN_POST = [
  '# Sachbearbeitung Fördermittel (m/w/d)',
  '',
  'Der Verein Lernwerk fördert Leseprojekte in ganz Sachsen. Wir wünschen uns eine Person mit mindestens drei Jahren Erfahrung in der Fördermittelverwaltung, die unser kleines Team verstärkt.',
  '',
  '## Ihre Aufgaben',
  '',
  '- Prüfung von Verwendungsnachweisen der Projektträger',
  '- Pflege der Förderdatenbank',
  '- Vorbereitung der Sitzungen des Vergabeausschusses',
  '',
  'Sie sollten Freude an genauer Arbeit mitbringen.',
  '',
  '## Ihr Profil',
  '',
  'Sie verfügen über ein abgeschlossenes Studium der Verwaltungswissenschaften. Sie haben sicheren Umgang mit Tabellenkalkulation und Serienbriefen. Sie müssen nicht jedes Förderprogramm kennen. Wenn Sie gern im Team arbeiten, freuen wir uns.',
  '',
  '## Was wir bieten',
  '',
  '- Flexible Arbeitszeiten',
].join('\n');

describe('German requirements told in prose', () => {
  it('asks each requirement sentence under a requirements heading, quoted whole, and the wish that sets a bar', async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: GERMAN_POST,
      position: 'Sachbearbeitung Fördermittel',
      company: 'Lernwerk',
    });
    const text = jobSpecsQuestions.join('\n');
    expect(text).toContain('"Sie verfügen über ein abgeschlossenes Studium der Verwaltungswissenschaften"');
    expect(text).toContain('"Sie haben sicheren Umgang mit Tabellenkalkulation und Serienbriefen"');
    expect(text).toContain('"Sie sollten Freude an genauer Arbeit mitbringen"');
    expect(text).toContain('mindestens drei Jahren Erfahrung in der Fördermittelverwaltung');
    // A reassurance and an invitation set no bar.
    expect(text).not.toMatch(/nicht jedes Förderprogramm|Wenn Sie gern/);
  });
});
