import { describe, expect, it } from 'vitest';
import { cleanMarkdown } from './clean-markdown.ts';
import { createOfflineEngine } from './index.ts';
import { parseSections } from './sections.ts';

// A made-up Spanish post laid out as a blog prints it: headings worded as a question and as a whole phrase, duties
// with their share of the time, and criteria tagged with their weight that the page ran into one paragraph.
const SPANISH_POST = [
  '# Búsqueda: Coordinación de Talleres',
  '',
  'Cuáles serán las tareas de la persona que se sume a este equipo',
  '',
  'Planificar el calendario de talleres con las escuelas de la red (20%).',
  '',
  'Preparar los informes trimestrales de asistencia para la dirección (5% del tiempo).',
  '',
  'Acompañar a las personas facilitadoras en la preparación de cada encuentro.',
  '',
  'Criterios de selección para la persona que queremos sumar',
  '',
  'Importante: indica en los materiales que nos envíes si cuentas con cada criterio, porque tu aplicación será calificada según esta lista. - [Excluyente] Residir en el Cono Sur durante todo el contrato. - [Esencial] Experiencia coordinando grupos de voluntariado. - [Esencial] Buen manejo de hojas de cálculo para llevar registros. - [Deseable] Experiencia dando clases a adolescentes.',
  '',
  '¿Qué ofrecemos?',
  '',
  'Un equipo cálido y horarios flexibles.',
].join('\n');

describe('Spanish headings worded as questions or phrases, tagged criteria and time shares', () => {
  it('reads the phrase headings, and each tagged criterion as its weight says, without the tag', () => {
    const sections = parseSections(cleanMarkdown(SPANISH_POST));
    const itemsOf = (kind: string): string[] =>
      sections.filter((section) => section.kind === kind).flatMap((section) => section.items);
    expect(itemsOf('responsibilities')).toContain(
      'Planificar el calendario de talleres con las escuelas de la red.',
    );
    expect(itemsOf('responsibilities')).toContain(
      'Preparar los informes trimestrales de asistencia para la dirección.',
    );
    expect(itemsOf('requirements')).toEqual(
      expect.arrayContaining([
        'Residir en el Cono Sur durante todo el contrato.',
        'Experiencia coordinando grupos de voluntariado.',
      ]),
    );
    expect(itemsOf('nice_to_have')).toEqual(['Experiencia dando clases a adolescentes.']);
    expect(itemsOf('benefits')).toEqual(['Un equipo cálido y horarios flexibles.']);
  });

  it('asks the duties and criteria in Spanish quoting the line, never the tag, the share or the scoring note', async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: SPANISH_POST,
      position: 'Coordinación de Talleres',
    });
    const text = jobSpecsQuestions.join('\n');
    expect(text).toContain('planificar el calendario de talleres con las escuelas de la red');
    expect(text).toContain('experiencia coordinando grupos de voluntariado');
    expect(text).toMatch(/experiencia dando clases a adolescentes/i);
    expect(text).not.toMatch(/\[|%|calificada|materiales que nos/);
  });

  it('keeps a mixed-case name the posting repeats, or lists between commas, one word', () => {
    const markdown = cleanMarkdown(
      'TallerRed organiza encuentros. Las escuelas de TallerRed usan Zoom, OnePassword, Slack y otras herramientas.',
    );
    expect(markdown).toContain('de TallerRed usan');
    expect(markdown).toContain('Zoom, OnePassword, Slack');
  });
});

describe("a Spanish board's 'Requerimientos' heading (round 28)", () => {
  it('reads its rows as requirements', () => {
    const sections = parseSections(
      ['# Mesero', '### Requerimientos', 'Educación mínima: Bachillerato / Educación Media'].join('\n\n'),
    );
    expect(sections.find((section) => section.heading === 'Requerimientos')?.kind).toBe('requirements');
  });
});
