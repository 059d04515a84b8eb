import { describe, expect, it } from 'vitest';
import { citiesGluedToTitles, linesGluedAfterLead, schoolsRunTogether } from './cv-glued-text-checks.ts';

describe("a CV line glued after 'I have'", () => {
  it('flags a summary sentence that keeps its own verb', () => {
    expect(
      linesGluedAfterLead(
        'I have the secret of good service is to listen first! I have been a nurse since 2019.',
      ),
    ).toEqual(["a line glued after 'I have': 'I have the secret of good service is to listen first!'"]);
  });

  it('passes a sentence whose second verb belongs to a clause', () => {
    expect(linesGluedAfterLead('I have a team that is spread over three sites.')).toEqual([]);
    expect(linesGluedAfterLead('I have a diploma in nursing and my focus is elderly care.')).toEqual([]);
    expect(linesGluedAfterLead('I have been a nurse at Riverside Clinic since 2019.')).toEqual([]);
  });
});

describe('two schools told as one', () => {
  it('flags a school told at another school', () => {
    expect(
      schoolsRunTogether(
        'I studied Universitatea de Nord din Baia Mare at Colegiul Tehnic "Ion Pop" (2001).',
      ),
    ).toEqual([
      `two schools told as one: 'Universitatea de Nord din Baia Mare' at 'Colegiul Tehnic "Ion Pop"'`,
    ]);
    expect(
      schoolsRunTogether('Your CV lists Hill Academy at Lakeside University (2010). Which qualification?'),
    ).toEqual(["two schools told as one: 'Hill Academy' at 'Lakeside University'"]);
  });

  it('passes a degree or a subject at its school', () => {
    expect(schoolsRunTogether('I hold a Bachelor of Arts from Lakeside University (2014).')).toEqual([]);
    expect(schoolsRunTogether('I studied Marine Biology at Lakeside University (2014).')).toEqual([]);
  });
});

describe('a city glued to a post title', () => {
  const cv = [
    'Harbor Bank | Senior Credit Analyst Denver, CO: 2015 - 2019',
    'Lakeside Partners | Advisor: 2019 - Present',
  ].join('\n');

  it('flags a title told with the city the CV writes after it', () => {
    expect(
      citiesGluedToTitles('What did you do as a Senior Credit Analyst Denver at Harbor Bank?', cv),
    ).toEqual(["a city glued to the title: 'Senior Credit Analyst Denver'"]);
    expect(
      citiesGluedToTitles(
        'Looking back at your time as a Senior Credit Analyst Denver (Harbor Bank), what did you do?',
        cv,
      ),
    ).toEqual(["a city glued to the title: 'Senior Credit Analyst Denver'"]);
  });

  it('passes the title without its city', () => {
    expect(citiesGluedToTitles('What did you do as a Senior Credit Analyst at Harbor Bank?', cv)).toEqual([]);
    expect(citiesGluedToTitles('What did you do as an Advisor at Lakeside Partners?', cv)).toEqual([]);
    expect(
      citiesGluedToTitles(
        'What did you do as a Data Engineer at Harbor Bank?',
        'Data Engineer, ML · 2019 - 2021',
      ),
    ).toEqual([]);
  });
});
