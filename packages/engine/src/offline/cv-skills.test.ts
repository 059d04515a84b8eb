import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

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

describe("a competition's result run into the skills of a designed CV", () => {
  it("is no skill: 'Participant', 'Demi finaliste', 'Runner-up'", () => {
    const skills = readCvProfile(
      [
        '# Lina Moreau',
        '## Compétences',
        'Python, SQL, Docker',
        '11/2022 | Hackathon Data Rennes',
        'Participant',
        '05/2023 | Concours de programmation, Lyon',
        'Demi finaliste',
        'Runner-up',
        'Participant',
      ].join('\n'),
    ).skills;
    expect(skills).toEqual(expect.arrayContaining(['Python', 'SQL', 'Docker']));
    expect(skills).not.toContain('Participant');
    expect(skills).not.toContain('Demi finaliste');
    expect(skills).not.toContain('Runner-up');
  });
});
