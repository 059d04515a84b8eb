import { describe, expect, it } from 'vitest';
import { namesRegion } from './country-names.ts';
import { namesEmployerAndPlace, namesEmployerInTitledRow } from './cv-title-and-employer.ts';

// Made-up headers: one list of countries and states serves every rule that reads a place after a town.
describe('a place after a town in an entry header', () => {
  it('reads a code of two capitals, a country or a US state as the region', () => {
    for (const part of ['WA', 'Italia', 'Montana', 'S.Korea', 'UK', 'Estados Unidos'])
      expect(namesRegion(part)).toBe(true);
    for (const part of ['of', 'Acme Labs', 'Seattle']) expect(namesRegion(part)).toBe(false);
  });

  it('reads the first of three parts as an employer only before a town and a region it knows', () => {
    expect(namesEmployerAndPlace('Harbour YMCA, Pomona, CA')).toBe(true);
    expect(namesEmployerAndPlace('Acme Labs, Pune, India')).toBe(true);
    expect(namesEmployerAndPlace('Pomona, CA')).toBe(false);
    // LinkedIn's place alone: town, region and country.
    expect(namesEmployerAndPlace('Ouro Claro, Minas Gerais, Brasil')).toBe(false);
  });

  it('leaves a town and its country or state a place beside a title', () => {
    expect(namesEmployerInTitledRow('Northwind Traders, Seattle', ['Data Analyst'])).toBe(true);
    expect(namesEmployerInTitledRow('Seattle, WA', ['Data Analyst'])).toBe(false);
    expect(namesEmployerInTitledRow('Belluno, Italia', ['Data Analyst'])).toBe(false);
    expect(namesEmployerInTitledRow('Bozeman, Montana', ['Data Analyst'])).toBe(false);
  });
});
