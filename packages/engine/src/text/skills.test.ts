import { describe, expect, it } from 'vitest';
import { findSkills } from './skills.ts';

describe('findSkills', () => {
  it('finds named skills once, longest name first, in order of mention', () => {
    expect(
      findSkills('Spring Boot and Spring, SQL Server or MySQL; C++ and C#. More Java. Power BI.'),
    ).toEqual(['Spring Boot', 'Spring', 'SQL Server', 'MySQL', 'C++', 'C#', 'Java', 'Power BI']);
  });

  it('does not take everyday words for skills', () => {
    expect(
      findSkills('Go to market with R&D, word of mouth, a spring in your step and an excel-lent attitude'),
    ).toEqual([]);
  });
});

describe('a skill name that is also the common noun of its sentence', () => {
  it('is no skill there', () => {
    expect(findSkills('El proyecto busca la formación de personas mayores en el uso de TIC.')).toEqual([]);
    expect(findSkills('Drew up a complete inventory of the office hardware.')).toEqual([]);
    expect(findSkills('Booked venues and handled guest logistics for the gala.')).toEqual([]);
    expect(findSkills('Met the creator of the TCP/IP protocol at a summit.')).toEqual([]);
  });

  it('is still a skill where the sentence names the work', () => {
    expect(findSkills('Ran inventory and logistics for a grocery chain; built user personas.')).toEqual([
      'inventory',
      'logistics',
      'personas',
    ]);
    expect(findSkills('Configured TCP/IP routing on the branch network.')).toEqual(['TCP/IP']);
  });
});

describe("a language's name that opens a product's name", () => {
  it('is no mention of the language', () => {
    expect(findSkills('Trained staff on the Go Hotels booking engine and Swift Freight tracking.')).toEqual(
      [],
    );
    expect(findSkills('Booked rooms in Dart Travel and Go Global, then in Excel.')).toEqual(['Excel']);
  });

  it('is the language where the word after it is about the language', () => {
    expect(findSkills('Senior Go Developer; Go Modules, Swift UI work and Go.')).toEqual(['Go', 'Swift']);
  });
});
