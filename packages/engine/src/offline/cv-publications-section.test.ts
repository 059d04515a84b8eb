import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

describe('a link under the publications', () => {
  it('is no publication', () => {
    const cv = [
      '# Omar Haddad',
      '# Publications',
      'Full list: scholar.example.org/citations?user=AbC-1dEF',
      '2021 · Streaming Joins Over Sparse Sensor Graphs',
    ].join('\n');
    expect(readCvProfile(cv).publications.map((entry) => entry.title)).toEqual([
      'Streaming Joins Over Sparse Sensor Graphs',
    ]);
  });
});
