import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';

const generate = (markdown: string) => createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
const titles = (requirements: { title: string }[]) => requirements.map((requirement) => requirement.title);
const byTitle = (requirements: { title: string; question: string }[], title: string): string =>
  requirements.find((requirement) => requirement.title === title)?.question ?? '';

describe('work requirements come from the sentence that states the condition (round 13)', () => {
  it('reads a keyed terms line of hours and a fixed term under a title with "Sponsored" in it', async () => {
    const generation = await generate(
      [
        '# Sponsored Projects Coordinator',
        '## Job title: Sponsored Projects Coordinator',
        'Contract type: 60 % (21h/week), initially fixed-term up to March 2027 with the option to extend',
        'Most of the people you will work with are based in the CET time zone, so most of your working hours overlap with it.',
        '## Duties',
        'Liaise with the directors around staff and contractor onboarding.',
        'Keep the grant budgets of the hosted projects up to date.',
        '## More about us',
        'Unlike most hosts, which are US-based foundations, Brightfield is based in Ireland, which is why Irish experience helps.',
        'Read our fiscal sponsorship page and our sponsorship policies for more info.',
      ].join('\n'),
    );
    const requirements = generation.jobSpecWorkRequirements;
    expect(byTitle(requirements, 'Working hours')).toContain('21h/week');
    expect(byTitle(requirements, 'Contract type')).toContain('fixed-term up to March 2027');
    expect(byTitle(requirements, 'Contract type')).not.toMatch(/onboarding/);
    expect(requirements.map((requirement) => requirement.title)).not.toContain('Work authorisation');
    expect(requirements.map((requirement) => requirement.title)).not.toContain('Location');
  });

  it('still reads visa sponsorship and a contractor engagement', async () => {
    const generation = await generate(
      [
        '# Data Engineer',
        '## Terms',
        'This role is offered as an independent contractor for six months.',
        'We are unable to offer visa sponsorship for this role.',
        '## Duties',
        'Build the nightly data pipelines.',
      ].join('\n'),
    );
    const requirements = generation.jobSpecWorkRequirements;
    expect(byTitle(requirements, 'Contract type')).toContain('independent contractor');
    expect(byTitle(requirements, 'Work authorisation')).toContain('visa sponsorship');
  });

  it('reads eligibility for employment in a country as the work authorisation', async () => {
    const generation = await generate(
      [
        '# Outreach Writer',
        '## About the role',
        'Applicants must be eligible for employment in Canada.',
        '## Duties',
        'Write the monthly newsletter.',
      ].join('\n'),
    );
    expect(byTitle(generation.jobSpecWorkRequirements, 'Work authorisation')).toContain(
      'eligible for employment in Canada',
    );
  });

  it('splits a criteria list run into one line and leaves the pay block out of the hours and the place', async () => {
    const generation = await generate(
      [
        '# Coordinación de Comunidad',
        '## Criterios de selección',
        'Experiencia en gestión de comunidades. - [Esencial] Experiencia enseñando en línea. - [Deseable] Disponibilidad para comenzar a partir del 1 de marzo de 2025.',
        '## Modalidad de contratación',
        'La persona contratada trabajará en forma remota por entre 15 y 30 horas semanales.',
        'Todas las personas seleccionadas serán contratistas y gestionarán sus propios impuestos.',
        '## Compensación',
        'Si la persona tiene derecho de trabajar en un país de Centroamérica, ofrecemos: - Rango de compensación anual de US$ 18.000-22.000 por 40 horas semanales.',
      ].join('\n'),
    );
    const requirements = generation.jobSpecWorkRequirements;
    expect(byTitle(requirements, 'Disponibilidad')).toMatch(/comenzar a partir del 1 de marzo de 2025/);
    expect(byTitle(requirements, 'Disponibilidad')).not.toMatch(/Esencial|enseñando/);
    expect(byTitle(requirements, 'Horario')).toContain('entre 15 y 30 horas semanales');
    expect(byTitle(requirements, 'Horario')).not.toMatch(/US\$/);
    expect(byTitle(requirements, 'Tipo de contrato')).toContain('contratistas');
    expect(requirements.map((requirement) => requirement.title)).not.toContain('Ubicación');
  });

  it('quotes the hours without their pay, the contract without the start date, and a long condition whole', async () => {
    const generation = await generate(
      [
        '# Newsletter Editor',
        '## The role',
        'The role requires 12-16 hours per week at a rate of 30-45$/hour depending on experience.',
        'This is a part-time position with benefits with an ideal start date around May 2025 but no later than July 1, 2025.',
        'Please note: while our readers are everywhere, we can only hire someone who is either a resident / citizen of Canada or a resident of Canada with a valid work permit.',
        '## Duties',
        'Edit the weekly newsletter.',
      ].join('\n'),
    );
    const requirements = generation.jobSpecWorkRequirements;
    expect(byTitle(requirements, 'Working hours')).toContain('"The role requires 12-16 hours per week"');
    expect(byTitle(requirements, 'Contract type')).toContain('"This is a part-time position with benefits"');
    expect(byTitle(requirements, 'Work authorisation')).toContain('with a valid work permit"');
  });
});

describe('a place, a contract heading and a fixed term (round 15)', () => {
  it('reads the place from the sentence naming it, never a qualifier opening with a connective', async () => {
    const generation = await generate(
      [
        '# Finance Coordinator',
        '## Duties',
        'Run the monthly close with our bookkeeper.',
        '## Location',
        'You would ideally be located in, or prepared to relocate to, Graz or anywhere else in Austria. However, we can make exceptions.',
      ].join('\n'),
    );
    expect(generation.workArrangementInfo.office_location).toBe('Graz or anywhere else in Austria');
    const location = byTitle(generation.jobSpecWorkRequirements, 'Location');
    expect(location).toContain('Graz or anywhere else in Austria');
    expect(location).toMatch(/exceptions/);
    expect(location).not.toMatch(/However/);
    const spanish = await generate(
      [
        '# Analista de datos',
        '## Funciones',
        'Preparar los informes mensuales de ventas para la gerencia.',
        '## Ubicación',
        'Idealmente con sede en, o con disposición a trasladarse a, Temuco o cualquier otra parte de Chile.',
        'Pero se evalúan excepciones.',
      ].join('\n'),
    );
    expect(spanish.workArrangementInfo.office_location).toBe('Temuco o cualquier otra parte de Chile');
  });

  it('quotes a contract line read as a heading on its own, with its term, never the pay line under it', async () => {
    const generation = await generate(
      [
        '# Asistente de proyecto',
        '## Funciones',
        'Codificar las encuestas del proyecto.',
        '## Condiciones',
        'Jornada parcial de veinte horas semanales',
        'Contrato a plazo fijo',
        'Duración: abril a octubre (6 meses); posibilidad de renovación en 2027',
        'Remuneración acorde a la experiencia y los estudios.',
      ].join('\n'),
    );
    const contract = byTitle(generation.jobSpecWorkRequirements, 'Tipo de contrato');
    expect(contract).toContain('"Contrato a plazo fijo"');
    expect(contract).toContain('Duración: abril a octubre (6 meses)');
    expect(contract).not.toMatch(/Contrato a plazo fijo:|Remuneración/);
  });

  it('asks a term stated in passing, but not again when the hours line already states it', async () => {
    const english = await generate(
      [
        '# Field Assistant',
        '## Duties',
        'Collect water samples along the river.',
        '## Terms',
        'The appointment runs for six months from the first of May.',
      ].join('\n'),
    );
    expect(byTitle(english.jobSpecWorkRequirements, 'Contract type')).toContain('for six months');
    const hours = await generate(
      [
        '# Ayudante de terreno',
        '## Tareas',
        'Tomar muestras de agua en el río.',
        '## Condiciones',
        'Dedicación de media jornada durante cuatro meses',
      ].join('\n'),
    );
    expect(titles(hours.jobSpecWorkRequirements)).toEqual(['Horario']);
  });

  it('does not read how long someone has worked as the term of the contract', async () => {
    const generation = await generate(
      [
        '# Shop Assistant',
        '## Requirements',
        'You have worked in retail for six months or more.',
        '## Duties',
        'Serve customers at the till.',
      ].join('\n'),
    );
    expect(titles(generation.jobSpecWorkRequirements)).not.toContain('Contract type');
  });
});
