import { describe, expect, it } from 'vitest';
import { generateJob } from './generate-job.ts';
import { headingKind } from './sections.ts';

// A made-up Norwegian public-sector post of the kind round 29 brought (issue 13): its requirements under 'Ved
// tilsetting har kandidaten', its pluses under a sentence ending in a colon, the offer under 'Vi tilbyr deg', and its
// terms told in the closing prose (a fixed term, the place, travel, the start).
const RESEARCH_POST = [
  '# Seniorrådgiver for forskningsdata',
  'Sekretariatet har om lag 40 ansatte og ligger sentralt i Bergen.',
  '## Arbeidsoppgaver',
  'Koordinering av nasjonale nettverk for forskningsdata',
  'Oppfølging av samarbeidspartnere i Europa',
  '## Ved tilsetting har kandidaten',
  'En relevant mastergrad eller doktorgrad',
  'Erfaring fra forvaltning av forskningsdata',
  'Videre er det ønskelig at kandidaten har:',
  'Kjennskap til arkivløsninger for åpne data',
  'Erfaring med internasjonalt samarbeid',
  '## Vi tilbyr deg',
  'et inkluderende arbeidsmiljø med dyktige kolleger',
  'lønn etter avtale og gode pensjonsordninger',
  'Stillingen er en åremålsstilling for fire år med mulighet for forlengelse. Arbeidsstedet er Bergen. Noe reising må påregnes. Det er ønskelig at kandidaten kan tiltre 1. mars 2027.',
].join('\n\n');

describe('a Norwegian post with its requirements, pluses and offer under their own leads (issue 13, round 29 kind)', () => {
  it('reads the leads by kind', () => {
    expect(headingKind('Ved tilsetting har kandidaten')).toBe('requirements');
    expect(headingKind('Kandidaten må ha')).toBe('requirements');
    expect(headingKind('I tillegg er det ønskelig at søkeren har')).toBe('nice_to_have');
    expect(headingKind('Det er ønskeligt at du har')).toBe('nice_to_have');
    expect(headingKind('Vi tilbyr deg')).toBe('benefits');
    expect(headingKind('Vi tilbyder dig')).toBe('benefits');
    expect(headingKind('Vi erbjuder dig')).toBe('benefits');
  });

  it('asks the degree as a requirement, the pluses as pluses and never the offer', () => {
    const { jobSpecsQuestions } = generateJob({
      jobSpecMarkdown: RESEARCH_POST,
      position: 'Seniorrådgiver',
    });
    const about = (line: string) => jobSpecsQuestions.find((question) => question.includes(line)) ?? '';
    expect(about('Koordinering av nasjonale nettverk')).toMatch(/^The posting lists this task/);
    expect(about('En relevant mastergrad')).toMatch(/^The posting asks for/);
    expect(about('Erfaring fra forvaltning')).toMatch(/^The posting asks for/);
    expect(about('Kjennskap til arkivløsninger')).toMatch(/^The posting names this as a plus/);
    expect(about('Erfaring med internasjonalt samarbeid')).toMatch(/^The posting names this as a plus/);
    expect(jobSpecsQuestions.join('\n')).not.toMatch(/arbeidsmiljø|lønn etter avtale|åremålsstilling/);
  });

  it('reads the fixed term, the place, the travel and the start from the closing prose', () => {
    const result = generateJob({ jobSpecMarkdown: RESEARCH_POST, position: 'Seniorrådgiver' });
    const byTitle = Object.fromEntries(result.jobSpecWorkRequirements.map((w) => [w.title, w.question]));
    expect(byTitle['Contract type']).toContain('åremålsstilling for fire år');
    expect(byTitle['Location']).toContain('Bergen');
    expect(byTitle['Travel']).toContain('Noe reising må påregnes');
    expect(byTitle['Start date']).toContain('tiltre 1. mars 2027');
    expect(result.workArrangementInfo.office_location).toBe('Bergen');
  });
});
