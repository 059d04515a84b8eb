import { describe, expect, it } from 'vitest';
import { linesOf } from './cv-lines.ts';
import { generateCvQa } from './cv-qa.ts';
import { researchInterestsOf } from './cv-research-interests.ts';

// A made-up academic CV too thin for six pairs: posts without duties, and the owner's fields listed under a plain line.
const CV = [
  '# Ada Whitcombe',
  'Areas of Interest',
  '- Epistemology, Logic, Philosophy of mind',
  '- Rhetoric, Hermeneutics',
  '## Experience',
  '### 2015–2021 · University of Northfield',
  'Lecturer in Philosophy',
  '### 2011–2014 · Northfield College',
  'Teaching Fellow',
  '## Education',
  '2010 · PhD in Philosophy, University of Eastbourne',
].join('\n\n');

describe('the fields an academic CV lists as its interests (issue 13)', () => {
  it('reads the fields under an interests heading, never hobbies nor a paragraph', () => {
    expect(researchInterestsOf(linesOf(CV))).toEqual({
      heading: 'areas of interest',
      fields: ['Epistemology', 'Logic', 'Philosophy of mind', 'Rhetoric', 'Hermeneutics'],
    });
    expect(researchInterestsOf(linesOf('## Interests\n\n- Hiking, Chess, Cooking'))).toBeNull();
    expect(
      researchInterestsOf(
        linesOf(
          '## Research Interests\n\nI study how people reason about evidence in courts, and why juries disagree.',
        ),
      ),
    ).toBeNull();
  });

  it('asks a thin CV which of its fields the work drew on, answered with the fields and the latest post', () => {
    const pairs = generateCvQa({ cvMarkdown: CV, readOn: new Date('2026-09-01') }).qa_pairs;
    const pair = pairs.find((each) => each.question.startsWith('Your CV lists your areas of interest'));
    expect(pair?.question).toBe(
      'Your CV lists your areas of interest: Epistemology, Logic, Philosophy of mind and Rhetoric. Which of them has your work drawn on most, and how?',
    );
    expect(pair?.answer).toMatch(
      /^My areas of interest include Epistemology, Logic, Philosophy of mind and Rhetoric\. I /,
    );
  });
});
