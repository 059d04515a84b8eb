import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { skillsPair } from './cv-skill-and-project-pairs.ts';

describe('words that are no evidence of a skill', () => {
  it('reads no skill under a hobbies heading after the skills', () => {
    for (const heading of [
      'Otras actividades',
      'Hobbies',
      'Interessen',
      'Loisirs',
      'Intereses',
      'Passatempos',
    ]) {
      const cv = [
        '# Irene Calvo',
        '## Habilidades',
        'Kubernetes',
        'Docker',
        `## ${heading}`,
        'Ajedrez',
        'Fotografía analógica',
        'Mantengo un blog escrito en Jekyll',
      ];
      const skills = readCvProfile(cv.join('\n')).skills;
      expect(skills).toEqual(['Kubernetes', 'Docker']);
    }
  });

  it("reads no skill from a word of a body's name", () => {
    const cv = [
      '# Irene Calvo',
      '## Experience',
      'Data Analyst · Northwind Traders · 2019 – 2023',
      '- Built reports in Tableau and Python',
      '## Service',
      '- 2021 – Reviewer for the Baltic Exchange Service proposals',
    ];
    expect(readCvProfile(cv.join('\n')).skills).toEqual(['Tableau', 'Python']);
  });

  it("never tells a tool's use by a citation pasted under a post", () => {
    const cv = [
      '# Irene Calvo',
      '## Skills',
      'R, Python, SQL',
      '## Experience',
      'Postdoctoral Fellow · Lake Institute · 2018 – 2021',
      '- Roe, R., Calvo, I. (2020). Lakes and their shores. Journal of Shores, 4(2), 10-20.',
      '- Sand, T. Calvo, I. Roe, R, Berg, K. Shore lines',
      '- Modelled lake levels in R',
    ];
    const pair = skillsPair(readCvProfile(cv.join('\n')));
    expect(pair?.answer).toContain('odelled lake levels in R');
    expect(pair?.answer).not.toMatch(/Journal of Shores|Shore lines/);
  });

  // Naming every listed tool as used claims more than the quoted lines show.
  it('tells as used only the tools the quoted job lines use', () => {
    const cv = [
      '# Irene Calvo',
      '## Skills',
      'Kotlin, Rust, Figma, Terraform',
      '## Experience',
      'Mobile Developer · Harbour Apps · 2019 – 2023',
      '- Rewrote the booking app in Kotlin',
    ];
    const pair = skillsPair(readCvProfile(cv.join('\n')));
    expect(pair?.answer).toMatch(/^I worked with Kotlin at Harbour Apps: /);
    expect(pair?.answer).not.toMatch(/Rust|Figma|Terraform/);
  });

  it('names the tools before the soft skills a side column lists', () => {
    const cv = [
      '# Irene Calvo',
      '## Soft skills',
      'Storytelling',
      'Negotiation',
      '## Hard skills',
      'Kotlin',
      'Figma',
    ];
    expect(readCvProfile(cv.join('\n')).skills).toEqual(['Kotlin', 'Figma', 'storytelling', 'negotiation']);
  });
});
