import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

const educationOf = (row: string) => readCvProfile(['# Ada Quill', '# Education', row].join('\n')).education;

describe("a degree's brackets", () => {
  it('name the degree itself when they hold a degree, never its field', () => {
    expect(
      educationOf('2021 PhD. (Dr. rer. nat.), Soil Science, Fenwick University, Fenwick, Germany'),
    ).toEqual([
      { degree: 'PhD. (Dr. rer. nat.)', field: null, institution: 'Fenwick University', year: '2021' },
    ]);
    expect(educationOf('2019 Doctorate (Dr.-Ing.), Fenwick University')[0]?.field).toBeNull();
  });

  it('still name the field when they hold a subject', () => {
    expect(educationOf('2019 B.E (Information Technology), Fenwick College, Pune, India')[0]).toMatchObject({
      degree: 'B.E',
      field: 'Information Technology',
    });
  });
});
