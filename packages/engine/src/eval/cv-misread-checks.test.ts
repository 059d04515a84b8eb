import { describe, expect, it } from 'vitest';
import {
  capitalHeadingsAsEmployers,
  degreeYearsFromAnotherRow,
  namesAndTitlesAsEmployers,
  placesAndNounsAsSkills,
  projectsToldAsJobs,
  sectionLabelsRunIn,
  toolListsAsDegrees,
} from './cv-misread-checks.ts';

describe('an all-caps heading as the employer', () => {
  const cv = ['Nordlicht GmbH | Entwickler', 'PISCINE MUNICIPALE', '2015 - 2018', 'Acme | Développeur'].join(
    '\n',
  );

  it('flags an employer the CV writes only as a heading in capitals', () => {
    expect(
      capitalHeadingsAsEmployers(
        "J'ai travaillé comme Développeur chez Piscine Municipale de 2015 à 2018.",
        cv,
      ),
    ).toEqual(["an all-caps heading 'PISCINE MUNICIPALE' as an employer"]);
  });

  it('passes a CV that writes each employer in capitals on a line of its own', () => {
    const capitals = ['HARBOR LABS', 'Analyst', '2015 - 2018'].join('\n');
    expect(
      capitalHeadingsAsEmployers('I worked as an Analyst at Harbor Labs from 2015 to 2018.', capitals),
    ).toEqual([]);
  });

  it('passes an employer the CV writes in a row', () => {
    expect(
      capitalHeadingsAsEmployers("J'ai travaillé comme Entwickler chez Nordlicht GmbH de 2015 à 2018.", cv),
    ).toEqual([]);
  });
});

describe('a project row told as a job', () => {
  const cv = [
    'WORK EXPERIENCE',
    'Data Engineer',
    'Harbor Analytics',
    'PROJECTS',
    'Here are some of my projects:',
    'Route Planner',
    'A web app that plans cycling routes.',
  ].join('\n');

  it('flags a title the CV lists under its projects', () => {
    expect(projectsToldAsJobs('Tell me about your time as a Route Planner.', cv)).toEqual([
      "a project 'Route Planner' told as a job",
    ]);
    expect(projectsToldAsJobs('Your CV lists Route Planner without dates.', cv)).toHaveLength(1);
  });

  it('passes a dated row below a projects heading', () => {
    const dated = ['Projects and teaching', 'Teaching Assistant', '2016 - 2018', 'Lab Assistant'].join('\n');
    expect(projectsToldAsJobs('I worked as a Lab Assistant.', dated)).toEqual([]);
  });

  it('passes a title under the work experience', () => {
    expect(projectsToldAsJobs('Tell me about your time as a Data Engineer at Harbor Analytics.', cv)).toEqual(
      [],
    );
  });
});

describe("a degree's year from another row", () => {
  const cv = [
    'EDUCATION',
    'Lakeside University, Springfield September 2016-May 2020',
    'Bachelor of Arts in History',
    "Dean's List",
    'Hill Community College, Springfield 2014-2016',
    'Associate of Arts',
  ].join('\n');

  it("flags a year that only another school's row gives", () => {
    expect(
      degreeYearsFromAnotherRow('I hold a Bachelor of Arts in History from Lakeside University (2014).', cv),
    ).toEqual(["a degree's year from another row: Bachelor of Arts in History (2014)"]);
  });

  it("passes the year of the degree's own row", () => {
    expect(
      degreeYearsFromAnotherRow('I hold a Bachelor of Arts in History from Lakeside University (2020).', cv),
    ).toEqual([]);
    expect(degreeYearsFromAnotherRow('I hold a BSc in Physics (2011).', 'BSc in Physics, 2011')).toEqual([]);
  });

  it("flags a project's year beside an undated degree row the answer rewords", () => {
    const undated = [
      'Education & Projects',
      'Master of Arts, History & Politics | Lakeside University',
      'Certified Data Analyst (Hill Institute: 2018); Project 2021 - Archive Search Tool',
    ].join('\n');
    expect(
      degreeYearsFromAnotherRow(
        'My skills include Excel, R and SQL. I hold a Master of Arts in History & Politics from Lakeside University (2021).',
        undated,
      ),
    ).toEqual(["a degree's year from another row: Master of Arts in History & Politics (2021)"]);
  });

  it("flags the next entry's dates where each entry's dates stand above it", () => {
    const above = [
      'Education',
      '2003-2005',
      'Harbour Academy of Arts, Painting.',
      '2001-2001',
      'Summer course in drawing.',
    ].join('\n');
    expect(
      degreeYearsFromAnotherRow('I studied courses at Harbour Academy of Arts, Painting. (2001).', above),
    ).toEqual(["a degree's year from another row: Harbour Academy of Arts, Painting (2001)"]);
    expect(
      degreeYearsFromAnotherRow('I studied courses at Harbour Academy of Arts, Painting. (2005).', above),
    ).toEqual([]);
  });
});

describe('a place or a counted noun as a skill', () => {
  const cv = ['Pune, India', 'Skills: Python, Kotlin', 'Led a team of 12 people.'].join('\n');

  it('flags a country, a town the CV writes before its country, and a noun written only after a number', () => {
    expect(placesAndNounsAsSkills('The skills I use most are Python, India and Kotlin.', cv)).toEqual([
      "a place 'India' as a skill",
    ]);
    expect(placesAndNounsAsSkills('The ones I know best are Pune and Python.', cv)).toEqual([
      "a place 'Pune' as a skill",
    ]);
    expect(placesAndNounsAsSkills('Las habilidades que más uso son Python y people.', cv)).toEqual([
      "a counted noun 'people' as a skill",
    ]);
  });

  it('passes the skills the CV lists', () => {
    expect(placesAndNounsAsSkills('The skills I use most are Python and Kotlin.', cv)).toEqual([]);
  });
});

describe('a list of tools told as a degree, a section label run in', () => {
  it('flags slashed tools without a degree word', () => {
    expect(toolListsAsDegrees('I hold a BSc in Physics and an Excel / Access / Tableau.')).toEqual([
      'a list of tools told as a degree: Excel / Access / Tableau',
    ]);
    expect(toolListsAsDegrees('I hold a BSc in Physics / Mathematics / Astronomy.')).toEqual([]);
  });

  it("flags a section's label and its bullet before an entry", () => {
    expect(
      sectionLabelsRunIn('Estudié Formación • Grado en Historia en la Universidad de Sevilla.'),
    ).toHaveLength(1);
    expect(sectionLabelsRunIn('Estudié Grado en Historia en la Universidad de Sevilla.')).toEqual([]);
  });
});

describe('a name line or a title as an employer (issue 13, round 20)', () => {
  const cv = [
    '# Rita Gomes',
    'Rita Gomes /ritag',
    '# Experience',
    'Harbour Freight Ltd · 2019 - 2022',
    'PRODUCT MANAGEMENT · Leeds, UK',
    '- Ran the pricing roadmap.',
    'Tidewater · 2018',
    'Sponsorship Liaison · Hull, UK',
    '- Kept the sponsors informed.',
    'Quay Labs · 2016 - 2018',
    'Data Analyst · York, UK',
  ].join('\n');

  it('flags the name line with its handle, and titles under an employer row', () => {
    expect(namesAndTitlesAsEmployers('I worked at Rita Gomes /ritag.', cv)).toEqual([
      "the name line 'Rita Gomes /ritag' as an employer",
    ]);
    expect(namesAndTitlesAsEmployers('Tell me about your time at Product Management.', cv)).toHaveLength(1);
    expect(namesAndTitlesAsEmployers('I worked at Sponsorship Liaison in 2018.', cv)).toHaveLength(1);
  });

  it('passes the employers the rows name', () => {
    expect(namesAndTitlesAsEmployers('I worked as Data Analyst at Quay Labs from 2016 to 2018.', cv)).toEqual(
      [],
    );
    expect(namesAndTitlesAsEmployers('Tell me about your time at Harbour Freight Ltd.', cv)).toEqual([]);
  });
});
