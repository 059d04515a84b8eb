import { describe, expect, it } from 'vitest';
import { toolsAsEmployersOrDegrees } from './cv-tool-name-checks.ts';

// Made-up answers and questions of round 28's kind: a CV whose skills are set as headings, read as its jobs and school.
describe('skills and tools named as an employer or a degree (issue 13, round 28)', () => {
  it('flags a skill where the employer stands, in answers and in admin questions', () => {
    expect(toolsAsEmployersOrDegrees("J'ai travaillé chez PHP et chez CSS.")).toEqual([
      "a skill or tool 'PHP' as an employer",
      "a skill or tool 'CSS' as an employer",
    ]);
    expect(toolsAsEmployersOrDegrees('Tell me about your time at JavaScript.')).toHaveLength(1);
    expect(
      toolsAsEmployersOrDegrees('Your CV lists TypeScript without dates. When did you hold it?'),
    ).toHaveLength(1);
    expect(toolsAsEmployersOrDegrees('¿Cuáles eran sus responsabilidades en Excel?')).toHaveLength(1);
  });

  it('flags a tool where the degree stands', () => {
    expect(toolsAsEmployersOrDegrees('Ma formation : Microsoft Visual Studio (2021).')).toEqual([
      "a skill or tool 'Microsoft Visual Studio' as a degree",
    ]);
    expect(
      toolsAsEmployersOrDegrees(
        "Votre CV indique AutoCAD (2020). Pouvez-vous confirmer le diplôme, l'établissement et l'année ?",
      ),
    ).toHaveLength(1);
  });

  it('reads skills asked as skills, a company that makes software and a degree as they are', () => {
    expect(
      toolsAsEmployersOrDegrees('Votre CV mentionne PHP, CSS et Python. Laquelle maîtrisez-vous le mieux ?'),
    ).toEqual([]);
    expect(toolsAsEmployersOrDegrees('I am good at Python and worked at Oracle from 2019.')).toEqual([]);
    expect(toolsAsEmployersOrDegrees('I worked at Python Software Ltd from 2019.')).toEqual([]);
    expect(toolsAsEmployersOrDegrees('Trabajé en Python y SQL para automatizar informes.')).toEqual([]);
    expect(toolsAsEmployersOrDegrees('I hold a BSc in Computer Science from Leeds (2015).')).toEqual([]);
  });
});
