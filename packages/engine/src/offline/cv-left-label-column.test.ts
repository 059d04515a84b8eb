import { describe, expect, it } from 'vitest';
import { linesOf } from './cv-lines.ts';
import { readCvProfile } from './cv-profile.ts';
import { findSkills } from '../text/skills.ts';

describe('section labels printed in a left column and joined to the first row (PDF printers)', () => {
  it("parts a label joined with a bullet or a space before a sentence row, and 'Docencia' heads work", () => {
    const texts = linesOf(
      [
        'Estudios • Licenciatura en Química. Universidad del Valle Norte.',
        'Experiencia Jefa de Almacén. Distribuidora Ruri. Inventarios y compras.',
        'Docencia · Profesora de bachillerato. Colegio Ruri.',
        'Experiencia trabajando bajo presión.',
      ].join('\n'),
    ).map((line) => line.text);
    expect(texts).toEqual([
      'Estudios',
      'Licenciatura en Química. Universidad del Valle Norte.',
      'Experiencia',
      'Jefa de Almacén. Distribuidora Ruri. Inventarios y compras.',
      'Docencia',
      'Profesora de bachillerato. Colegio Ruri.',
      'Experiencia trabajando bajo presión.',
    ]);
    const degree = readCvProfile(
      ['# Ana Ruiz', 'Estudios • Licenciatura en Química. Universidad del Valle Norte.'].join('\n'),
    ).education[0]?.degree;
    expect(degree).toBe('Licenciatura en Química');
  });
});

describe('a noun after a count', () => {
  it("is no skill ('50 personas' counts people)", () => {
    expect(findSkills('Coordinación de un equipo de 50 personas.')).not.toContain('personas');
    expect(findSkills('Built personas and journey maps.')).toContain('personas');
  });
});
