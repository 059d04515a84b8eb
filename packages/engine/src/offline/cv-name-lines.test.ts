import { describe, expect, it } from 'vitest';
import { isNameWithHandle } from './contact-data.ts';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';

// A student's CV with no posts: the name again over a profile handle under the contact line, then an objective.
const student = [
  '# Rita Gomes',
  '### ANALISTA DE DADOS · BI',
  'Porto, Portugal',
  '## +351 912 345 678 rita.gomes@example.com',
  '## Rita Gomes /ritag',
  '# Objetivo Profissional',
  'Estou à procura de uma primeira oportunidade como analista de dados numa equipa de produto.',
  '# Habilidades',
  'Linguagens: Python, SQL, R',
  '# Formação',
  'Universidade do Minho · Braga',
  'LICENCIATURA EM ESTATÍSTICA · 2020 - 2023',
].join('\n');

describe("the person's name line and a profile handle", () => {
  it('are never an employer; a CV with no posts gets no pair on a time at one', () => {
    expect(readCvProfile(student).roles).toEqual([]);
    const qa = generateCvQa({ cvMarkdown: student, readOn: new Date('2026-09-01T00:00:00Z') });
    const text = JSON.stringify(qa);
    expect(text).not.toContain('/ritag');
    expect(text).not.toMatch(/time at|worked at/);
    // The objective in the CV's own first person is quoted, never 'I have estou …'.
    expect(text).not.toMatch(/I have est/);
  });

  it('tells the name with a handle from an employer named after the person', () => {
    expect(isNameWithHandle('Rita Gomes /ritag', 'Rita Gomes')).toBe(true);
    expect(isNameWithHandle('Rita Gomes · in/rita-gomes', 'Rita Gomes')).toBe(true);
    expect(isNameWithHandle('Rita Gomes Consulting · 2019 - 2022', 'Rita Gomes')).toBe(false);
    expect(isNameWithHandle('Rita /ritag', 'Rita')).toBe(false);
  });
});
