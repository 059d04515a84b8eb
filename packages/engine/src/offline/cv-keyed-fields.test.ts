import { describe, expect, it } from 'vitest';
import { withKeyedFieldsRead } from './cv-keyed-fields.ts';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';

// Made-up lines and CVs of the kind round 12 showed: a CV typed in Word that writes its jobs as keys and values.

describe('withKeyedFieldsRead', () => {
  it('keeps the value of a job key and drops the key', () => {
    expect(withKeyedFieldsRead('Designation : Backend Engineer')).toEqual(['Backend Engineer']);
    expect(withKeyedFieldsRead('Company: Fernleaf Systems Ltd')).toEqual(['Fernleaf Systems Ltd']);
    expect(withKeyedFieldsRead('Duration: Jan 2019 - Mar 2020')).toEqual(['Jan 2019 - Mar 2020']);
    expect(withKeyedFieldsRead('From:- Aug-2016 to Present')).toEqual(['Aug 2016 to Present']);
  });

  it('parts a table cell joined before a title key, and drops a length of service or a notice period', () => {
    expect(withKeyedFieldsRead('PUNE SECTOR 9 Designation : QA Analyst')).toEqual([
      'PUNE SECTOR 9',
      'QA Analyst',
    ]);
    expect(withKeyedFieldsRead('Experience:- 14 months')).toEqual([]);
    expect(withKeyedFieldsRead('Notice: 2 Months')).toEqual([]);
    expect(withKeyedFieldsRead('Team Size : 5')).toEqual([]);
  });

  it('leaves a sentence after a key and a key it does not know as they are, but for the space before the colon', () => {
    expect(withKeyedFieldsRead('Role: Led the migration of the billing service to a new queue.')).toEqual([
      'Role: Led the migration of the billing service to a new queue.',
    ]);
    expect(withKeyedFieldsRead('Environment : Go, Redis')).toEqual(['Environment: Go, Redis']);
    expect(withKeyedFieldsRead('From: our clients, the feedback was good')).toEqual([
      'From: our clients, the feedback was good',
    ]);
  });
});

describe('a Word CV with keyed job lines (issue 13, round 12)', () => {
  const cv = [
    '## CURRICULUM VITAE',
    '## ASHA VERMA',
    'Address:-House no. 4',
    'E-mail:asha.verma@example.com',
    '## EMPLOYMENT DETAILS',
    'FERNLEAF SYSTEMS PVT. LTD',
    'PUNE SECTOR 9 Designation : QA Analyst',
    'From:- Aug-2016 to Present',
    'Experience:- 14 months',
    'BLUEJAY SOFTWARE PVT. LTD.',
    'NAGPUR Designation : Test Engineer',
    'From:- Jan-2015 to July-2016',
    '## EDUCATIONAL QUALIFICATION',
    '## DIPLOMA',
    'IN',
    'ELECTRONICS Institute : Vidarbha Polytechnic Institute',
    'Year : 2012-2015',
  ].join('\n\n');

  it('reads each job with its title, employer and dates, and no address line as an employer', () => {
    const roles = readCvProfile(cv).roles.map(({ title, organisation, start, end }) => ({
      title,
      organisation,
      start,
      end,
    }));
    expect(roles).toEqual([
      { title: 'QA Analyst', organisation: 'Fernleaf Systems Pvt. Ltd', start: 'Aug 2016', end: 'present' },
      {
        title: 'Test Engineer',
        organisation: 'Bluejay Software Pvt. Ltd.',
        start: 'Jan 2015',
        end: 'July 2016',
      },
    ]);
  });

  it('joins a degree name a narrow cell broke at every word, and reads its school and year', () => {
    expect(readCvProfile(cv).education).toEqual([
      {
        degree: 'Diploma in Electronics',
        field: null,
        institution: 'Vidarbha Polytechnic Institute',
        year: '2015',
      },
    ]);
  });
});

describe('a Word CV’s projects written as keys and values (issue 13, round 12)', () => {
  it('reads each project from its name, its tools line and its details, the acronym wrapped under the name', () => {
    const cv = [
      '## PROJECTS HANDLED',
      'Harbour Billing (Tidal)',
      'www.tidal.example.com Environment : Node, Meteor, Mongo',
      'Team Size : 3',
      "Details : It's a billing project of a port authority based on node and mongodb.",
      '## GREEN GRID',
      '## (GGX)',
      'www.ggx.example.com Environment : PHP, Javascript, jQuery',
      'Team Size : 4',
      'Details : GGX is a web based software used to trade power between exchanges.',
      '## OTHER PROJECT HANDLED',
      'ACME SUPPORT:- www.acme-support.example.com',
    ].join('\n\n');
    expect(readCvProfile(cv).projects).toEqual([
      {
        name: 'Harbour Billing (Tidal)',
        details: [
          'I used Node, Meteor and Mongo.',
          "It's a billing project of a port authority based on node and mongodb.",
        ],
      },
      {
        name: 'Green Grid (GGX)',
        details: [
          'I used PHP, Javascript and jQuery.',
          'GGX is a web based software used to trade power between exchanges.',
        ],
      },
    ]);
  });
});

describe('a section name and its text joined on one line, as a Word table row (issue 13, round 12)', () => {
  it('heads the section with the name and tells no infinitive objective as what the candidate has', () => {
    const cv = [
      '## ASHA VERMA',
      'CAREER OBJECTIVE To be part of a team that ships reliable software. Seeking a role in test automation with room to learn.',
      '## EMPLOYMENT DETAILS',
      'FERNLEAF SYSTEMS PVT. LTD',
      'PUNE SECTOR 9 Designation : QA Analyst',
      'From:- Aug-2016 to Present',
    ].join('\n\n');
    expect(readCvProfile(cv).summary).toEqual([
      'To be part of a team that ships reliable software.',
      'Seeking a role in test automation with room to learn.',
    ]);
    const about = generateCvQa({ cvMarkdown: cv }).qa_pairs[0]?.answer ?? '';
    expect(about).toMatch(/^I'm seeking a role in test automation with room to learn\./);
    expect(about).not.toMatch(/I have to be/);
  });
});
