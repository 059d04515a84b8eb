import { describe, expect, it } from 'vitest';
import { fill } from './index.ts';

describe('fill', () => {
  it('fills values and keeps the part of an alternative whose values are all given', () => {
    const template = '¿Qué te atrae [del puesto de {position}|de este puesto]?';
    expect(fill(template, { position: 'Analista' })).toBe('¿Qué te atrae del puesto de Analista?');
    expect(fill(template, { position: '' })).toBe('¿Qué te atrae de este puesto?');
    expect(fill('In detail[, with {skills}].', {})).toBe('In detail.');
    expect(fill('Quote: {quoted}.', { quoted: '"[a|b]"' })).toBe('Quote: "[a|b]".');
  });

  it("puts 'a' or 'an' before a value marked {a:value}, by its sound", () => {
    const template = '[As {a:position}|In a similar role], what did you do?';
    expect(fill(template, { position: 'Assistant Steward' })).toBe(
      'As an Assistant Steward, what did you do?',
    );
    expect(fill(template, { position: 'Sonographer' })).toBe('As a Sonographer, what did you do?');
    expect(fill(template, {})).toBe('In a similar role, what did you do?');
  });
});
