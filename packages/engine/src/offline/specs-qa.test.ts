import { QaPairSchema } from '@viva/contracts';
import { describe, expect, it } from 'vitest';
import { wordTokens } from '../text/nlp.ts';
import { generateSpecsQa } from './specs-qa.ts';
import { jobFixtures } from './test-fixtures.ts';

const jobs = jobFixtures();

describe('generateSpecsQa on the job specification fixtures', () => {
  for (const [name, document] of Object.entries(jobs)) {
    it(`${name}: guidance that quotes the specification`, () => {
      const pairs = generateSpecsQa({ specMarkdown: document });
      expect(() => QaPairSchema.array().parse(pairs)).not.toThrow();
      expect(pairs.length).toBeGreaterThanOrEqual(8);
      // Whitespace removed: extraction glued or hyphen-wrapped words ('object-\noriented') still count as the document's.
      const compact = document.toLowerCase().replace(/\s+/g, '');
      for (const pair of pairs) {
        const quote = /"([^"]+?)…?"/.exec(pair.answer)?.[1] ?? '';
        const words = wordTokens(quote);
        expect(words.length).toBeGreaterThan(0);
        expect(words.filter((word) => compact.includes(word)).length / words.length).toBeGreaterThanOrEqual(
          0.95,
        );
        expect(pair.answer.length).toBeGreaterThan(80);
      }
    });
  }

  it('asks why the candidate wants the role, using the title and description', () => {
    const pairs = generateSpecsQa({ specMarkdown: jobs.sourcegraph_customer_support_engineer ?? '' });
    expect(pairs[0]?.question).toBe('Why are you interested in the Customer Support Engineer role?');
    expect(pairs[0]?.answer).toMatch(/Customer Support at Sourcegraph exists to resolve technical issues/);
  });
});
