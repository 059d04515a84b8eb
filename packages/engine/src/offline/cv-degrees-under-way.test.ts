import { describe, expect, it } from 'vitest';
import { generateCvQa } from './cv-qa.ts';

const cv = [
  '# Robin Vale',
  '## Education',
  'Bachelor of Science in Geology, Fenwick College, May 2031',
  '## Experience',
  'Lab Assistant, Fenwick College · 2029 - Present',
  '- Logged core samples for the field team.',
].join('\n');

const texts = (readOn: Date): string => {
  const qa = generateCvQa({ cvMarkdown: cv, readOn });
  return [
    ...qa.qa_pairs.flatMap((pair) => [pair.question, pair.answer]),
    ...qa.qa_admin_pairs.map((pair) => pair.question),
  ].join('\n');
};

describe('a degree ending after the day the CV is read', () => {
  it('is told as under way', () => {
    const said = texts(new Date('2030-02-01T00:00:00Z'));
    expect(said).toContain('I am studying for a Bachelor of Science');
    expect(said).toContain('expect to complete');
    expect(said).not.toContain('I hold a Bachelor');
  });

  it('is told as held once that day has passed', () => {
    const said = texts(new Date('2032-02-01T00:00:00Z'));
    expect(said).not.toContain('I am studying for');
    expect(said).toContain('the year you completed');
  });
});
