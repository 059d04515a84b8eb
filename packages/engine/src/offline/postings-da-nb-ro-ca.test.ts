import { describe, expect, it } from 'vitest';
import { generateJob } from './generate-job.ts';
import { headingKind } from './sections.ts';

// Made-up postings of the kinds round 22 brought (issue 13): Danish, Norwegian, Romanian and Catalan postings, which
// the language reader recognises, asked in English quoting their lines as Swedish ones are.

const ROMANIAN = [
  '# Inginer de mentenanță',
  'Căutați un loc de muncă stabil? Atunci acest post este pentru dumneavoastră.',
  '## Cerinţe faţă de candidat',
  'Studii superioare tehnice (mecanică, electromecanică);',
  'Experienţă în mentenanța utilajelor – minim 3 ani;',
  'Cunoașterea limbii engleze constituie un avantaj;',
  '## Sarcini de lucru',
  'Verificarea zilnică a liniilor de producţie şi a compresoarelor;',
  'Întocmirea rapoartelor de intervenţie;',
  'Termen limită de aplicare: 1 martie 2025',
  '## Oferim',
  'Oferim salariu motivant şi bonuri de masă.',
].join('\n\n');

const CATALAN = [
  '# Busquem tècnica de suport',
  'Som una cooperativa de serveis informàtics del Poblenou. La jornada és de 35 h setmanals.',
  '## Quins són els requisits de la feina?',
  'Coneixements de xarxes i administració de sistemes Linux.',
  'El nostre entorn inclou Proxmox i Nextcloud. Es requereixen coneixements al respecte.',
  '## Què valorem?',
  'Es valorarà experiència en atenció a entitats del tercer sector.',
  'Per aquest motiu prioritzarem persones del barri.',
  '## Què oferim?',
  'Horari flexible i formació contínua.',
].join('\n\n');

const DANISH = [
  '# Lektor i fysik',
  'Ved instituttet opslås en stilling som lektor i eksperimentel fysik.',
  'Det forudsættes, at ansøgeren har en ph.d.-grad og kan dokumentere forskning inden for området.',
  'Erfaring med undervisning på engelsk vil være en fordel.',
  'Desuden vil der blive lagt vægt på projektstyring og formidling.',
  'Vi tilbyder en spændende arbejdsplads med gode kolleger.',
  'Ansøgningsfrist: 1. marts kl. 12.00.',
].join('\n\n');

describe('postings in Danish, Norwegian, Romanian and Catalan (issue 13, round 22 kind)', () => {
  it('reads their headings by kind', () => {
    expect(headingKind('Cerinţe faţă de candidat')).toBe('requirements');
    expect(headingKind('Sarcini de lucru')).toBe('responsibilities');
    expect(headingKind('Quins són els requisits tècnics de la feina?')).toBe('requirements');
    expect(headingKind('Què valorem?')).toBe('nice_to_have');
    expect(headingKind('Què oferim?')).toBe('benefits');
    expect(headingKind('Arbejdsopgaver')).toBe('responsibilities');
    expect(headingKind('Kvalifikasjoner')).toBe('requirements');
    expect(headingKind('Vi tilbyder')).toBe('benefits');
  });

  it('asks a Romanian posting in English quoting its tasks and requirements, its plus as a plus, never its deadline', () => {
    const result = generateJob({ jobSpecMarkdown: ROMANIAN, position: 'Inginer de mentenanță' });
    expect(result.languages?.document).toBe('ro');
    const questions = result.jobSpecsQuestions.join('\n');
    expect(questions).toContain('"Verificarea zilnică a liniilor de producţie şi a compresoarelor"');
    expect(questions).toContain('"Experienţă în mentenanța utilajelor – minim 3 ani"');
    expect(questions).toMatch(/plus: "Cunoașterea limbii engleze constituie un avantaj"/);
    expect(questions).not.toContain('Termen limită');
    expect(questions).not.toContain('Oferim salariu');
  });

  it('asks a Catalan posting in English, leaving out the employer speaking of itself and a line that only points back', () => {
    const result = generateJob({ jobSpecMarkdown: CATALAN, position: 'Tècnica de suport' });
    expect(result.languages?.document).toBe('ca');
    const questions = result.jobSpecsQuestions.join('\n');
    expect(questions).toContain('"Coneixements de xarxes i administració de sistemes Linux"');
    expect(questions).toMatch(/plus: "Es valorarà experiència en atenció a entitats del tercer sector"/);
    expect(questions).not.toContain('al respecte');
    expect(questions).not.toContain('prioritzarem');
    expect(questions).not.toContain('Som una cooperativa');
    expect(result.workArrangementInfo.working_hours).toContain('35 h setmanals');
  });

  it("asks a Danish call's prose: what the applicant must have as a requirement, what would help as a plus", () => {
    const result = generateJob({ jobSpecMarkdown: DANISH, position: 'Lektor i fysik' });
    expect(result.languages?.document).toBe('da');
    const questions = result.jobSpecsQuestions.join('\n');
    expect(questions).toContain(
      '"Det forudsættes, at ansøgeren har en ph.d.-grad og kan dokumentere forskning inden for området"',
    );
    expect(questions).toMatch(/plus: "Erfaring med undervisning på engelsk vil være en fordel"/);
    expect(questions).toMatch(/plus: "Desuden vil der blive lagt vægt på projektstyring og formidling"/);
    expect(questions).not.toContain('Vi tilbyder');
    expect(questions).not.toContain('Ansøgningsfrist');
  });

  it('asks a language named under what the employer values as a requirement, unless the line says it is a plus', () => {
    const markdown = [
      '# Busquem dissenyadora gràfica',
      'Som un estudi de disseny de Gràcia i ens agradaria créixer amb una persona que faci les maquetacions dels llibres.',
      '## Requisits',
      'Domini de Figma i Illustrator.',
      '## Què valorem?',
      'Parlar amb fluïdesa el català i el castellà.',
      "Es valorarà un nivell mitjà d'anglès.",
      'Experiència en editorials.',
    ].join('\n\n');
    const questions = generateJob({
      jobSpecMarkdown: markdown,
      position: 'Dissenyadora gràfica',
    }).jobSpecsQuestions;
    const asked = questions.join('\n');
    expect(asked).toContain('asks for: "Parlar amb fluïdesa el català i el castellà"');
    expect(asked).toMatch(/plus: "Es valorarà un nivell mitjà d'anglès"/);
    expect(asked).toMatch(/plus: "Experiència en editorials"/);
  });
});
