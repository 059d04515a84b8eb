import { describe, expect, it } from 'vitest';
import { generateJob } from './generate-job.ts';
import { headingKind } from './sections.ts';

// A made-up Swedish posting of the kind round 21 brought (issue 13): headed sections, the role told in prose, two
// alternative backgrounds parted by a bare 'ELLER', merits, and the employer speaking of itself.
const SWEDISH = [
  '# LAGERSAMORDNARE',
  '## Om rollen',
  'Som lagersamordnare planerar du inleveranser och fördelar arbetet mellan fem truckförare.',
  'Rollen passar dig som har god förmåga att hålla många bollar i luften.',
  '## Kvalifikationer',
  'Gymnasieexamen samt minst 3 års erfarenhet av lagerarbete.',
  '## ELLER',
  'Yrkeshögskoleutbildning inom logistik samt 1 års erfarenhet av lagerarbete.',
  '## Meriterande',
  'Erfarenhet av affärssystemet Monitor.',
  '## Om oss',
  'Vi är ett familjeföretag med lager i Borås och Jönköping.',
  '## Vi erbjuder',
  'Kollektivavtal och friskvårdsbidrag.',
].join('\n\n');

describe('a Swedish posting (issue 13, round 21 kind)', () => {
  it('is read as Swedish and asked in English, quoting its duties, requirements and merits', () => {
    const result = generateJob({ jobSpecMarkdown: SWEDISH, position: 'Lagersamordnare' });
    expect(result.languages?.document).toBe('sv');
    const questions = result.jobSpecsQuestions;
    expect(questions[0]).toMatch(
      /^The posting lists this task: "Som lagersamordnare planerar du inleveranser/,
    );
    expect(questions).toContainEqual(
      expect.stringMatching(/^The posting asks for: "Rollen passar dig som har god förmåga/),
    );
    // The two backgrounds are one either-or requirement, not two demands nor a heading.
    expect(questions).toContainEqual(
      expect.stringContaining(
        '"Gymnasieexamen samt minst 3 års erfarenhet av lagerarbete – ELLER – Yrkeshögskoleutbildning inom logistik',
      ),
    );
    expect(questions).toContainEqual(
      expect.stringMatching(/^The posting names this as a plus: "Erfarenhet av affärssystemet Monitor"/),
    );
    // The employer and its offer are never asked; no question is in French or Spanish.
    expect(questions.join(' ')).not.toMatch(/familjeföretag|Kollektivavtal|Qu'|¿/);
  });

  it('reads Swedish and Finnish section headings by their kind', () => {
    expect(headingKind('Arbetsuppgifter')).toBe('responsibilities');
    expect(headingKind('Vi söker dig som')).toBe('requirements');
    expect(headingKind('Meriterande')).toBe('nice_to_have');
    expect(headingKind('Vi erbjuder')).toBe('benefits');
    expect(headingKind('Om oss')).toBe('about');
    expect(headingKind('Työtehtävät')).toBe('responsibilities');
    expect(headingKind('Edellytämme')).toBe('requirements');
    expect(headingKind('Toivomme')).toBe('nice_to_have');
    expect(headingKind('Tarjoamme')).toBe('benefits');
    // A short heading word inside a sentence heads nothing.
    expect(headingKind('Krav på körkort gäller för alla förare')).toBeNull();
  });

  it("asks whom the opening seeks ('Vi söker en … som …') as a requirement", () => {
    const result = generateJob({
      jobSpecMarkdown: [
        '# Kock',
        'Vi söker en erfaren kock som kan leda köket under kvällarna och helgerna.',
        '## Arbetsuppgifter',
        'Planera menyer och beställa råvaror.',
      ].join('\n\n'),
      position: 'Kock',
    });
    expect(result.jobSpecsQuestions).toContainEqual(
      expect.stringMatching(/^The posting asks for: "En erfaren kock som kan leda köket/),
    );
  });
});

describe('a posting in a language the engine does not write (issue 13, round 21 kind)', () => {
  it('is asked in English on its typed title, quoted rather than run into English grammar', () => {
    const result = generateJob({
      jobSpecMarkdown: [
        '# Kierrätyskeskuksen myyjä',
        'Etsimme myyjää, joka on asiakaspalveluhenkinen ja jolla on kokemusta kassatyöstä. Tarjoamme vakituisen työsuhteen sekä mukavan työyhteisön.',
      ].join('\n\n'),
      position: 'Kierrätyskeskuksen myyjä',
    });
    expect(result.languages?.document).toBe('fi');
    expect(result.jobSpecsQuestions.length).toBeGreaterThanOrEqual(8);
    for (const question of result.jobSpecsQuestions) {
      expect(question).not.toMatch(/(?:in an?|your) Kierrätyskeskuksen/);
      if (question.includes('Kierrätyskeskuksen')) expect(question).toContain('"Kierrätyskeskuksen myyjä"');
    }
  });
});

describe("a Swedish posting's terms (issue 13, round 21 kind)", () => {
  it('reads its contract, start and place, quoting them, and no work word as a condition', () => {
    const result = generateJob({
      jobSpecMarkdown: [
        '# Redovisningsekonom',
        '## Arbetsuppgifter',
        'Du sköter kravställning mot leverantörer och projektering av nya rutiner.',
        '## Anställningsform',
        'Visstidsanställning på deltid, sex månader.',
        '## Tillträde',
        'Snarast enligt överenskommelse.',
        '## Placering',
        'Växjö',
      ].join('\n\n'),
      position: 'Redovisningsekonom',
    });
    const requirements = result.jobSpecWorkRequirements.map((requirement) => requirement.question);
    expect(requirements).toContainEqual(
      expect.stringContaining('"Visstidsanställning på deltid, sex månader"'),
    );
    expect(requirements).toContainEqual(expect.stringContaining('Snarast enligt överenskommelse'));
    expect(requirements).toContainEqual(expect.stringContaining('Placering: Växjö'));
    expect(requirements.join(' ')).not.toMatch(/kravställning|projektering/);
  });
});
