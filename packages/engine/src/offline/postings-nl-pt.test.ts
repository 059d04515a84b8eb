import { describe, expect, it } from 'vitest';
import { generateJob } from './generate-job.ts';
import { parseSections } from './sections.ts';
import { detectLanguage } from '../text/stopwords.ts';

// Made-up postings of the kinds round 17 brought: a Dutch one whose requirements follow a lead-in sentence and lost
// their bullets, and a Portuguese one with a list of infinitive tasks, 'Requisitos' and 'Dados da vaga'.
const DUTCH = [
  '# Vacature',
  'Ons tuincentrum ligt aan de rand van het dorp.',
  'Per direct zoeken wij een',
  'Omvang: 24 - 32 uren per week.',
  'Wat vragen wij van jou:',
  'Een afgeronde mbo-opleiding in de groene sector',
  'Kennis van vaste planten en heesters Klantvriendelijke houding bij drukte',
  'Bereidheid om op zaterdag te werken in de winkel',
  'Een rijbewijs is een pré',
  'Wij bieden',
  'Een fijn team en een vast contract',
].join('\n');

const PORTUGUESE = [
  '# Vaga para auxiliar de almoxarifado',
  'A empresa oferece uma vaga para auxiliar de almoxarifado.',
  'Buscamos uma pessoa para:',
  'Conferir as notas fiscais de entrada; Organizar o estoque do depósito;',
  'Emitir relatórios semanais de inventário.',
  '## Requisitos',
  'Conhecimento do Pacote Office Experiência de pelo menos 2 anos em almoxarifado',
  'Ensino médio completo',
  'Curso técnico em logística (desejável)',
  'Ter idade entre 20 e 30 anos',
  'Se enquadrar no perfil da empresa',
  'Não aceitamos candidaturas incompletas.',
  '## Dados da vaga',
  'Trabalho parcialmente remoto com visitas ao depósito.',
  'Carga horária de 30 horas semanais.',
  'Ter seu próprio celular',
  'Tipo de contratação: CLT',
  '## O que oferecemos',
  'Vale-refeição e plano de saúde',
].join('\n');

describe('Dutch and Portuguese postings, asked in English quoting their lines', () => {
  it('detects Dutch by its own small words, and keeps English, German and Portuguese apart from it', () => {
    expect(detectLanguage(DUTCH)).toBe('nl');
    expect(detectLanguage(PORTUGUESE)).toBe('pt');
    expect(detectLanguage('We met the team of Jan van Dijk at the office and the results were good.')).toBe(
      'en',
    );
  });

  it('reads a Dutch lead-in sentence as its heading and a capitalised word after a lower-case one as a new item', () => {
    const requirements = parseSections(DUTCH).find((section) => section.kind === 'requirements');
    expect(requirements?.items).toEqual([
      'Een afgeronde mbo-opleiding in de groene sector',
      'Kennis van vaste planten en heesters',
      'Klantvriendelijke houding bij drukte',
      'Bereidheid om op zaterdag te werken in de winkel',
      'Een rijbewijs is een pré',
    ]);
    expect(parseSections(DUTCH).find((section) => section.heading === 'Wij bieden')?.kind).toBe('benefits');
  });

  it('asks a Dutch posting in English, quoting its requirements, with its hours, start and contract', () => {
    const result = generateJob({ jobSpecMarkdown: DUTCH, position: 'Verkoopmedewerker', company: 'Groen' });
    expect(result.languages).toEqual({ document: 'nl', mcq: 'en' });
    const questions = result.jobSpecsQuestions.join('\n');
    expect(questions).toContain('The posting asks for: "Kennis van vaste planten en heesters".');
    expect(questions).toContain('The posting asks for: "Bereidheid om op zaterdag te werken in de winkel".');
    // The typed title is quoted, never run into English grammar; the offer is never asked.
    expect(questions).toContain('the "Verkoopmedewerker" role');
    expect(questions).not.toMatch(/Verkoopmedewerker role|your Verkoopmedewerker|fijn team|tuincentrum/);
    const work = result.jobSpecWorkRequirements;
    expect(work.map((requirement) => requirement.title)).toEqual([
      'Working hours',
      'Start date',
      'Contract type',
      'Driving licence',
    ]);
    expect(work[3]?.question).toContain('"Een rijbewijs is een pré"');
    expect(work[1]?.question).toContain('"Per direct"');
    expect(result.workArrangementInfo.working_hours).toMatch(/24 - 32 uren per week/);
  });

  it('asks a Portuguese posting in English: its tasks and requirements quoted, a rule on the person left out', () => {
    const result = generateJob({ jobSpecMarkdown: PORTUGUESE, position: 'Auxiliar de almoxarifado' });
    expect(result.languages).toEqual({ document: 'pt', mcq: 'en' });
    const questions = result.jobSpecsQuestions.join('\n');
    expect(questions).toContain('The posting lists this task: "Conferir as notas fiscais de entrada".');
    expect(questions).toContain('The posting lists this task: "Emitir relatórios semanais de inventário".');
    expect(questions).toContain('The posting asks for: "Conhecimento do Pacote Office".');
    expect(questions).toContain('The posting asks for: "Experiência de pelo menos 2 anos em almoxarifado".');
    expect(questions).toContain('The posting names this as a plus: "Curso técnico em logística".');
    expect(questions).not.toMatch(/idade|perfil|aceitamos|Vale-refeição|oferece uma vaga/);
    expect(result.jobSpecWorkRequirements.map((requirement) => requirement.title)).toEqual([
      'Work arrangement',
      'Working hours',
      'Contract type',
      'Own equipment',
    ]);
    expect(result.workArrangementInfo.work_arrangement).toBe('Hybrid');
    expect(result.jobSpecWorkRequirements[2]?.question).toContain('"Tipo de contratação: CLT"');
    expect(result.jobSpecWorkRequirements[3]?.question).toContain('"Ter seu próprio celular"');
  });

  it('asks a duty told in prose of the holder the heading names, not what the holder is (round 21 kind)', () => {
    const result = generateJob({
      jobSpecMarkdown: [
        '# Vaga',
        '',
        'A Padaria Trigo Bom fica no centro da cidade e atende o bairro há vinte anos.',
        '',
        '## Auxiliar de cozinha',
        '',
        'O auxiliar de cozinha prepara os ingredientes da produção diária e mantém a bancada limpa e organizada.',
        '',
        'O auxiliar de cozinha é essencial para o bom andamento da produção da padaria.',
        '',
        '## Requisitos',
        '',
        '- Experiência de pelo menos 1 ano em cozinha',
      ].join('\n'),
      position: 'Auxiliar de cozinha',
    });
    const questions = result.jobSpecsQuestions.join('\n');
    expect(questions).toContain(
      'task: "Prepara os ingredientes da produção diária e mantém a bancada limpa e organizada"',
    );
    expect(questions).not.toContain('"É essencial');
  });

  it('asks whom the opening seeks, with what they have, as a requirement (round 21 kind)', () => {
    const dutch = generateJob({
      jobSpecMarkdown: [
        '# Vacature',
        '',
        'Fietsenmakerij Het Wiel repareert al dertig jaar fietsen in de binnenstad. Wij zijn op zoek naar een handige collega die ervaring heeft met het onderhoud van elektrische fietsen. Wij zoeken een collega.',
        '',
        '## Taken',
        '',
        '- Fietsen repareren en afstellen in de werkplaats',
      ].join('\n'),
      position: 'Fietsenmaker',
    });
    const questions = dutch.jobSpecsQuestions.join('\n');
    expect(questions).toContain(
      'asks for: "Een handige collega die ervaring heeft met het onderhoud van elektrische fietsen"',
    );
    expect(questions).not.toContain('"Een collega"');
  });
});

describe("a Dutch post's duties told to the reader in its prose (issue 13, round 26 kind)", () => {
  it("asks 'Je …' sentences of the work, not what the reader is, gets or learns", () => {
    const { jobSpecsQuestions } = generateJob({
      jobSpecMarkdown: [
        '# Junior data-analist',
        '## Functieomschrijving',
        'Ons team helpt gemeenten met hun cijfers. Je bent werkzaam in een klein team in Zwolle. Je bouwt dashboards voor de wethouders, je controleert de brondata en je schrijft korte rapportages. Je krijgt een eigen begeleider en je volgt een cursus statistiek.',
        '## Wat bieden wij',
        'Een goed salaris',
      ].join('\n'),
      position: 'Junior data-analist',
    });
    const asked = jobSpecsQuestions.join('\n');
    expect(asked).toContain('Je bouwt dashboards voor de wethouders');
    expect(asked).not.toMatch(/Je bent werkzaam|Je krijgt|cursus statistiek/);
  });
});
