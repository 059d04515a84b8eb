import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

const educationOf = (...rows: string[]) =>
  readCvProfile(
    [
      '# Ada Quill',
      '## Work Experience',
      '- 2019 – now | Analyst at Fenwick Foods',
      '## Education',
      ...rows,
    ].join('\n'),
  ).education;

describe('degree rows opening on their dates', () => {
  it('are read as degrees when the section sets them as bullets', () => {
    expect(
      educationOf(
        '- 2022 – now | Master Urban Planning (Fenwick University)',
        '- 2019 | Bachelor Geography (Harlow College)',
      ),
    ).toEqual([
      { degree: 'Master Urban Planning', field: null, institution: 'Fenwick University', year: 'since 2022' },
      { degree: 'Bachelor Geography', field: null, institution: 'Harlow College', year: '2019' },
    ]);
  });

  it('keep their own year under a degree still under way', () => {
    expect(
      educationOf(
        '2022 – now | Master Urban Planning (Fenwick University)',
        '',
        '2019 | Bachelor Geography (Harlow College)',
      )[1],
    ).toMatchObject({ degree: 'Bachelor Geography', year: '2019' });
  });
});
