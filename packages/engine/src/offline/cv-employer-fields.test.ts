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

describe("'Title, Employer, City, ST dates' rows with a work mode or a second period (issue 13, round 19)", () => {
  const profile = readCvProfile(
    [
      '## Sam Reyes',
      '## Experience',
      'Billing Support Agent, Remote January 2022 – June 2022 & September 2022-March 2023',
      '- Answered billing questions from customers by phone and chat',
      'Waiter, Blue Heron Bistro, Dayton, OH May 2016-December 2021',
      '- Took orders and served tables in a busy dining room',
    ].join('\n'),
  );

  it("reads 'Remote' as the work mode and the second period as no employer", () => {
    expect(profile.roles[0]).toMatchObject({
      title: 'Billing Support Agent',
      organisation: null,
      start: 'January 2022',
      end: 'June 2022',
    });
  });

  it('reads a waiter as the title and the name after it as the employer', () => {
    expect(profile.roles[1]).toMatchObject({ title: 'Waiter', organisation: 'Blue Heron Bistro' });
  });
});

describe('a title followed by its team or programme after a full stop (issue 13, round 19)', () => {
  it('keeps the title alone, and a dotted abbreviation before a title word whole', () => {
    const profile = readCvProfile(
      [
        '## Kim Ode',
        '## Experience',
        'Principal Engineer. Rapid Prototyping team, Harbour Savings Bank, Leeds, March 2019 – present',
        '- Built the first prototypes of the mobile wallet',
        'Sr. Developer, Quayside Software Ltd, York, May 2015 – February 2019',
        '- Maintained the billing service',
      ].join('\n'),
    );
    expect(profile.roles.map((role) => role.title)).toEqual(['Principal Engineer', 'Sr. Developer']);
  });
});

describe('a sector sub-heading over a group of job rows (issue 13, round 19)', () => {
  it("reads each row's own employer, past the team named after the title", () => {
    const profile = readCvProfile(
      [
        '## Jo Park',
        '## Experience',
        'Retail Banking',
        'Data Architect, Payments team, Harbour Savings Bank, Leeds, June 2019 – present',
        '- Designed the data model of the new payments platform',
        'Solution Architect, Harbour Savings Bank, Leeds, UK, May 2015 – June 2019',
        '- Led the design reviews of the lending systems',
      ].join('\n'),
    );
    expect(profile.roles.map((role) => [role.title, role.organisation])).toEqual([
      ['Data Architect', 'Harbour Savings Bank'],
      ['Solution Architect', 'Harbour Savings Bank'],
    ]);
  });
});
