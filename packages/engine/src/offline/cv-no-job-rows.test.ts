import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

describe('a year column extracted as one block after the rows it dates', () => {
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
