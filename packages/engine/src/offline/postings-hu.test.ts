import { describe, expect, it } from 'vitest';
import { generateJob } from './generate-job.ts';
import { headingKind } from './sections.ts';

// Made-up postings of the kind round 23 brought (issue 13): a Hungarian posting, which the language reader recognised
// but nothing read line by line, so it got only questions on its title. Asked in English quoting its lines, as
// Danish and Romanian ones are.

const LISTED = [
  '# Raktári munkatárs',
  'Budapesti logisztikai központunkba keresünk új kollégát, aki már dolgozott raktárban.',
  '## Feladatok',
  '- Beérkező áruk átvétele és ellenőrzése',
  '- Megrendelések összekészítése és csomagolása',
  '## Elvárások',
  '- Legalább 1 év raktári tapasztalat',
  '- Targoncavezetői engedély',
  '## Előnyt jelent',
  '- Vonalkódos rendszerek ismerete',
  '## Amit kínálunk',
  '- Versenyképes fizetés és cafeteria',
  '## Jelentkezés',
  'Önéletrajzodat a karrier@example.hu címre várjuk.',
].join('\n\n');

// A restaurant's short prose ad: each role one paragraph, what it asks told as 'fontos, hogy …'.
const PROSE = [
  '# Csatlakozz a csapatunkhoz',
  'Kínálunk rugalmas beosztást és két szabadnapot. Ahol egy jó csapat vár.',
  '## Felszolgáló',
  'Ha felszolgáló szeretnél lenni nálunk, fontos, hogy beszélj németül és szeresd a vendégeket.',
  'A borismeret hasznos, de nem feltétlenül szükséges.',
  'Jelentkezés',
].join('\n\n');

describe('postings in Hungarian (issue 13, round 23 kind)', () => {
  it('reads their headings by kind', () => {
    expect(headingKind('Feladatok')).toBe('responsibilities');
    expect(headingKind('Mi lesz a feladatod?')).toBe('responsibilities');
    expect(headingKind('Elvárások')).toBe('requirements');
    expect(headingKind('Előnyt jelent')).toBe('nice_to_have');
    expect(headingKind('Amit kínálunk')).toBe('benefits');
    expect(headingKind('Előnyök')).toBe('benefits');
  });

  it('asks a listed posting in English quoting its tasks and requirements, its plus as a plus, never its offer', () => {
    const result = generateJob({ jobSpecMarkdown: LISTED, position: 'Raktári munkatárs' });
    expect(result.languages?.document).toBe('hu');
    const questions = result.jobSpecsQuestions.join('\n');
    expect(questions).toContain('"Beérkező áruk átvétele és ellenőrzése"');
    expect(questions).toContain('"Legalább 1 év raktári tapasztalat"');
    expect(questions).toMatch(/plus: "Vonalkódos rendszerek ismerete"/);
    expect(questions).not.toContain('cafeteria');
    expect(questions).not.toContain('karrier@example.hu');
  });

  it("asks a prose ad's 'fontos, hogy' line as a requirement, never the employer's own voice", () => {
    const result = generateJob({ jobSpecMarkdown: PROSE, position: 'Felszolgáló' });
    const questions = result.jobSpecsQuestions.join('\n');
    expect(questions).toContain(
      'asks for: "Ha felszolgáló szeretnél lenni nálunk, fontos, hogy beszélj németül és szeresd a vendégeket"',
    );
    expect(questions).not.toContain('Kínálunk');
    expect(questions).not.toContain('Ahol egy jó csapat');
  });
});
