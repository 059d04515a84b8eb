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
});
