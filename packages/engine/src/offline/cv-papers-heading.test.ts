import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

const publicationsUnder = (heading: string) =>
  readCvProfile(
    [
      '# Ada Quill',
      '## Employment',
      '2019 – present · Research Fellow',
      'Fenwick University',
      '## Honors and Awards',
      '2018: Travel Award (Fenwick University)',
      heading,
      'Quill, A., & Roe, B. (2021). Tidal memory in coastal birds. Journal of Shore Ecology, 4(2), 11–20.',
    ].join('\n'),
  ).publications;

describe("a list of papers under a heading the CV words as 'Papers'", () => {
  it('is read as publications, with a key to its marks after the heading', () => {
    const expected = [{ title: 'Tidal memory in coastal birds', year: '2021' }];
    expect(publicationsUnder('Research Papers (* denotes equal contribution)')).toEqual(expected);
    expect(publicationsUnder('Selected Papers')).toEqual(expected);
  });
});
