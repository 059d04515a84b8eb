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

  it('leaves rows undated where their years come after them as one block', () => {
    const roles = readCvProfile(
      [
        '# Ana Ruiz',
        '## Experiencia',
        'Jefa de Almacén en Distribuidora Ruri',
        '- Llevé los inventarios.',
        'Auxiliar de Compras en Ferretería Norte',
        '- Hice los pedidos.',
        '2018-Actual',
        '2015-2018',
      ].join('\n'),
    ).roles;
    expect(roles.length).toBeGreaterThan(0);
    expect(roles.every((role) => role.start === null && role.end === null)).toBe(true);
  });
});

describe('a noun after a count', () => {
  it("is no skill ('50 personas' counts people)", () => {
    expect(findSkills('Coordinación de un equipo de 50 personas.')).not.toContain('personas');
    expect(findSkills('Built personas and journey maps.')).toContain('personas');
  });
});

describe('a language grid among the skills', () => {
  it('gives no skill from its rows', () => {
    const skills = readCvProfile(
      ['# Ana Ruiz', '## Skills', 'Python', 'English', 'Listening', 'C1', 'Spoken interaction', 'B2'].join(
        '\n',
      ),
    ).skills;
    expect(skills).toContain('Python');
    expect(skills).not.toContain('Listening');
    expect(skills).not.toContain('Spoken interaction');
  });
});

describe('a group label over its skills', () => {
  it('is no skill', () => {
    const skills = readCvProfile(
      [
        '# Ana Ruiz',
        '## Skills',
        'Databases',
        'SQL / PostgreSQL',
        'Operating Systems',
        'Linux / FreeBSD',
      ].join('\n'),
    ).skills;
    expect(skills.length).toBeGreaterThan(0);
    expect(skills).not.toContain('Databases');
    expect(skills).not.toContain('Operating Systems');
  });
});
