import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';

describe('a job still held listed below older ones (issue 13, round 19)', () => {
  const cv = [
    '## Ada Quill',
    '## Experience',
    '## Northwind Traders | Data Analyst',
    'March 2015 - May 2017',
    '- Built weekly sales reports for the regional managers',
    '## Contoso Freight | Senior Data Analyst',
    'Since June 2017',
    '- Designed the routing dashboard used by the dispatch team',
    '## Fabrikam Labs | Junior Analyst',
    'January 2012 - February 2015',
    '- Cleaned survey data for the research team',
  ].join('\n');

  it('reads the current job first, the others in the order listed', () => {
    expect(readCvProfile(cv).roles.map((role) => role.organisation)).toEqual([
      'Contoso Freight',
      'Northwind Traders',
      'Fabrikam Labs',
    ]);
  });

  it('keeps a volunteer post still held where the CV lists it', () => {
    const withVolunteering = cv.replace('Senior Data Analyst', 'Volunteer Data Analyst');
    expect(readCvProfile(withVolunteering).roles[0]?.organisation).toBe('Northwind Traders');
  });

  it('leads about-yourself with the current job', () => {
    const [about] = generateCvQa({ cvMarkdown: cv }).qa_pairs;
    expect(about?.answer).toMatch(/^I have been a Senior Data Analyst at Contoso Freight since June 2017\./);
  });
});
