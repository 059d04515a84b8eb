import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

const certificationsOf = (rows: string[]) =>
  readCvProfile(['# Ada Quill', '# Certifications', ...rows].join('\n')).certifications;

describe("a certificate row's first field", () => {
  it('is the issuer, no certificate, where the next field names it or opens on a certificate word', () => {
    expect(certificationsOf(['FENBANK · Certified Analyst FENBANK Level 2 · 2020 - 2023'])).toEqual([
      'Certified Analyst FENBANK Level 2',
    ]);
    expect(certificationsOf(['Quill Institute · Certificate in Soil Survey · 2019'])).toEqual([
      'Certificate in Soil Survey',
    ]);
  });

  it('stays a certificate where the fields name two', () => {
    expect(certificationsOf(['Scrum Master · Product Owner'])).toEqual(['Scrum Master', 'Product Owner']);
  });
});
