import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';

const generate = (markdown: string) => createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
const titles = (requirements: { title: string }[]) => requirements.map((requirement) => requirement.title);
const byTitle = (requirements: { title: string; question: string }[], title: string): string =>
  requirements.find((requirement) => requirement.title === title)?.question ?? '';

// Made-up postings of the kinds of round 21: culture lines read as the contract, whole sentences quoted for one
// condition, and conditions stated with numbers, months or a curly apostrophe that were not read.
describe('work conditions as the posting states them (round 21 kinds)', () => {
  it("does not read the company's early stage or its equity as the contract", async () => {
    const generation = await generate(
      [
        '# Auxiliar de Oficina',
        '# Cultura',
        'A Lumo está em seu estágio inicial. Queremos pessoas que queiram construir a empresa com a gente.',
        'Quem chegar nesse estágio poderá crescer rápido e receber opções de ações da empresa.',
        '# O que fazer',
        'Organizar as peças e ferramentas da oficina todos os dias',
        'Receber os fornecedores e conferir as notas fiscais das entregas',
        '# Remuneração',
        'Contratação CLT com salário de R$ 1.800,00',
        'Vale alimentação e vale transporte',
      ].join('\n'),
    );
    const contract = byTitle(generation.jobSpecWorkRequirements, 'Contract type');
    expect(contract).toContain('Contratação CLT');
    expect(contract).not.toMatch(/estágio|opções/);
  });

  it('still reads a Portuguese internship as the contract', async () => {
    const generation = await generate(
      [
        '# Estágio em Marketing',
        '# O que oferecemos',
        'Vaga de estágio com bolsa de R$ 1.200,00 e vale transporte',
        '# O que fazer',
        'Apoiar a equipe nas campanhas das redes sociais da empresa',
      ].join('\n'),
    );
    expect(byTitle(generation.jobSpecWorkRequirements, 'Contract type')).toContain('Vaga de estágio');
  });

  it('quotes the hours phrase of a long opening sentence, not the sentence', async () => {
    const generation = await generate(
      [
        '# Field Technician',
        'The Coastal Soils Group seeks a part-time (20h/week) Field Technician (Posting #: 4471) to help with the sampling campaigns and the data entry of our team across the two estuaries we study every season.',
        '## Duties',
        'Collect soil cores and keep the sample log up to date',
      ].join('\n'),
    );
    expect(generation.workArrangementInfo.working_hours).toBe('part-time (20h/week)');
    expect(byTitle(generation.jobSpecWorkRequirements, 'Working hours')).toContain('"part-time (20h/week)"');
  });

  it('quotes the clause of a long sentence that states the arrangement, not the errands after it', async () => {
    const generation = await generate(
      [
        '# Auxiliar de Oficina',
        '# Sobre a vaga',
        'O trabalho é presencial na nossa oficina na Mooca e exige deslocamentos frequentes para buscar peças com os fornecedores da região, o que inclui carregar caixas pesadas até a oficina durante boa parte do dia.',
        'Organizar as peças e ferramentas da oficina todos os dias',
      ].join('\n'),
    );
    expect(byTitle(generation.jobSpecWorkRequirements, 'Work arrangement')).toContain(
      '"O trabalho é presencial na nossa oficina na Mooca"',
    );
    expect(generation.workArrangementInfo.work_arrangement).toBe('On-site');
  });

  it("does not cut an arrangement's sentence between the items of a list", async () => {
    const generation = await generate(
      [
        '# Content Writer',
        '## The role',
        'This part-time, remote role involves writing guides, release notes, and tutorials and helping our volunteers publish their own stories on the project blog every month of the year.',
      ].join('\n'),
    );
    expect(byTitle(generation.jobSpecWorkRequirements, 'Work arrangement')).toContain(
      '"This part-time, remote role involves writing guides, release notes, and tutorials"',
    );
  });

  it('quotes the engagement of a long contract sentence, not its probation and renewal after it', async () => {
    const generation = await generate(
      [
        '# Coordinación de Talleres',
        '## Condiciones',
        'Quienes se sumen al equipo serán contratistas independientes y deberán emitir sus propias facturas en su país de residencia cada mes del año sin excepción alguna.',
        'El contrato será hasta el 31 de marzo de 2027, con un período de prueba inicial de dos meses y renovable cada año según los fondos disponibles del proyecto en curso.',
        '## Tareas',
        'Organizar los talleres mensuales con las escuelas de la región',
      ].join('\n'),
    );
    const contract = byTitle(generation.jobSpecWorkRequirements, 'Tipo de contrato');
    expect(contract).toContain('"Quienes se sumen al equipo serán contratistas independientes"');
    expect(contract).toContain('"El contrato será hasta el 31 de marzo de 2027"');
    expect(contract).not.toMatch(/prueba|facturas/);
  });

  it('reads a driving licence written with a curly apostrophe', async () => {
    const generation = await generate(
      [
        '# Delivery Assistant',
        '## Requirements',
        'A valid driver’s license, or one obtained within 30 days of hire',
        'Able to lift parcels of up to 20 kg',
      ].join('\n'),
    );
    expect(titles(generation.jobSpecWorkRequirements)).toContain('Driving licence');
  });

  it('reads a time-limited appointment as the contract, not years in business', async () => {
    const limited = await generate(
      [
        '# Project Archivist',
        '## Terms',
        'This appointment is for up to three years, subject to continued funding.',
        '## Duties',
        'Catalogue the letters of the estate collection',
      ].join('\n'),
    );
    expect(byTitle(limited.jobSpecWorkRequirements, 'Contract type')).toContain(
      'This appointment is for up to three years',
    );
    const history = await generate(
      [
        '# Bakery Assistant',
        '## About us',
        'Our family bakery has been in business for 20 years.',
        '## Duties',
        'Bake the morning bread',
      ].join('\n'),
    );
    expect(titles(history.jobSpecWorkRequirements)).not.toContain('Contract type');
  });

  it('reads the month the work starts, not the month the applications are reviewed', async () => {
    const generation = await generate(
      [
        '# Lab Assistant',
        'The Pollinator Lab is hiring a lab assistant to help with our field season, starting in April 2026.',
        '## Duties',
        'Prepare the traps and log the catches',
      ].join('\n'),
    );
    expect(byTitle(generation.jobSpecWorkRequirements, 'Start date')).toContain('starting in April 2026');
    const review = await generate(
      [
        '# Lab Assistant',
        '## How to apply',
        'Application review beginning in January, until the post is filled.',
        '## Duties',
        'Prepare the traps and log the catches',
      ].join('\n'),
    );
    expect(titles(review.jobSpecWorkRequirements)).not.toContain('Start date');
  });

  it('reads hours given as clock times or days, not a pay range', async () => {
    const generation = await generate(
      [
        '# Auxiliar de Oficina',
        '# O que oferecemos',
        'Faixa salarial de R$ 1.500 a 2.000 por mês',
        'Turno das 07:30 às 16:30, de segunda a sexta',
        '# O que fazer',
        'Organizar as peças e ferramentas da oficina todos os dias',
      ].join('\n'),
    );
    expect(generation.workArrangementInfo.working_hours).toBe('Turno das 07:30 às 16:30, de segunda a sexta');
    const pay = await generate(
      [
        '# Auxiliar de Oficina',
        '# O que oferecemos',
        'Faixa salarial de 1.500 a 2.000 reais por mês',
        '# O que fazer',
        'Organizar as peças e ferramentas da oficina todos os dias',
      ].join('\n'),
    );
    expect(pay.workArrangementInfo.working_hours).toBeNull();
  });

  it('reads a Dutch work week as the hours', async () => {
    const generation = await generate(
      [
        '# Medewerker Balie',
        '## Wat wij bieden',
        'Een werkweek van 32 uur',
        'Een prettige werkplek in een klein team',
        '## Wat ga je doen',
        'Je helpt de klanten aan de balie en aan de telefoon',
      ].join('\n'),
    );
    expect(generation.workArrangementInfo.working_hours).toBe('Een werkweek van 32 uur');
    expect(titles(generation.jobSpecWorkRequirements)).toContain('Working hours');
  });
});
