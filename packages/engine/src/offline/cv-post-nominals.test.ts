import { describe, expect, it } from 'vitest';
import { generateCvQa } from './cv-qa.ts';
import { readCvProfile } from './cv-profile.ts';

const cv = [
  'Dana Moss, C.P.A. (2004)',
  'dana.moss@example.com',
  '## Experience',
  'Senior Auditor, Quarry Foods · 2010 - 2016',
  '- Led the yearly audit of six plants.',
].join('\n');

describe('qualifications after the name', () => {
  it('reads the letters after the name as a qualification held', () => {
    expect(readCvProfile(cv).qualificationsAfterName).toEqual(['Certified Public Accountant (C.P.A., 2004)']);
  });

  it('does not say the CV lists no qualification', () => {
    const questions = generateCvQa({ cvMarkdown: cv }).qa_admin_pairs.map((pair) => pair.question);
    expect(questions.join('\n')).not.toContain('does not list a degree');
  });

  it('leaves a name without letters alone', () => {
    expect(readCvProfile('Dana Moss, Leeds\n## Experience').qualificationsAfterName).toEqual([]);
  });
});
