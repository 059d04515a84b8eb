import { describe, expect, it } from 'vitest';
import { findSkills } from '../text/skills.ts';
import { withCompactDatesWritten } from './cv-compact-dates.ts';
import { linesOf } from './cv-lines.ts';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';
import { headingKind } from './cv-vocabulary.ts';

// A one-page résumé designed in a layout program (issue 13, round 32 kind): 'Selected Experience' over title headings;
// the first post's row ('Team @ Employer (City, St.) MM/YY - Now') runs on into its first duty; each duty ends on the
// tools used ('…; Tool, Tool'); a heading over a list of employers ('Various Technical Positions') groups several posts;
// an older post's row dates it 'MM/YY - MM/YY' and lists the positions held; projects are told in one sentence each,
// wrapped at a narrow column; degrees are headed 'MS, Field'. A made-up person.

const DESIGNED_RESUME = [
  '# Jordan Vale',
  'jordanvale.net | jordan@vale.example | + 1 (555) 201-3344',
  '88 Harbor Street No. 2 Portland, Or 97201',
  '# Selected Experience',
  '## Machine Learning Engineer',
  'Risk Analytics Group @ Northwind Bank (Portland, Or.) 04/17 - Present Build anomaly models for payment screening with sparse labels; XGBoost, Airflow, Pandas',
  'Shipped a streaming scoring service for card payments; Apache Kafka',
  'Proposed feature store standards for adoption across Northwind Bank; Feast, Apache Flink',
  '## Various Technical Positions',
  'Bluegill Labs (Portland, Or.), Tern Analytics (Salem, Or.) & Coastal Survey Office (Newport, Or.)',
  '## Shift Supervisor',
  'Harbor Hardware Supply (Beaverton, Or.) · 06/12 - 08/14',
  'Positions held: Cashier, Returns Desk Assoc., Paint Counter Assoc. Scheduled and coached a crew of 8-15 associates',
  '# Personal Projects',
  'Classified bird calls from',
  'field recordings using a convolutional network built with',
  'Keras, Librosa features, and',
  'spectrogram augmentation;',
  'Python, NumPy and TensorFlow',
  'Predicted ferry delays from weather data and trained a gradient boosting model to reach',
  '71% accuracy; Python, numpy and Pandas',
  'Built a recipe search engine with a web front end; Java, PostgreSQL and',
  'HTML5/CSS',
  '# Education',
  '## MS, Statistics',
  'Portland State University, June 2016',
  '## BS, Mathematics',
  'Portland State University, May 2014',
].join('\n\n');

describe('a résumé designed in a layout program (issue 13, round 32 kind)', () => {
  it("reads 'Selected Experience' as the work history's heading", () => {
    expect(headingKind('Selected Experience')).toBe('experience');
  });

  it("reads a range of months with two-digit years ('05/11 - 03/13', '06/15 - Now')", () => {
    expect(withCompactDatesWritten('Acme (Reno, Nv.) · 05/11 - 03/13')).toBe(
      'Acme (Reno, Nv.) · 05/2011 – 03/2013',
    );
    expect(withCompactDatesWritten('Lab @ Acme 06/15 - Now Led a team')).toBe(
      'Lab @ Acme 06/2015 – Now Led a team',
    );
    // A range that runs backwards is no such range; a fraction or a page counter is none either.
    expect(withCompactDatesWritten('scores 09/14 - 03/12')).toBe('scores 09/14 - 03/12');
    expect(withCompactDatesWritten('Page 1/2')).toBe('Page 1/2');
  });

  it('keeps a row dated by such a range (it is no page counter)', () => {
    expect(
      linesOf('Harbor Hardware Supply (Beaverton, Or.) · 06/12 - 08/14').map((line) => line.text),
    ).toEqual(['Harbor Hardware Supply (Beaverton, Or.) · 06/2012 – 08/2014']);
  });

  it("reads the employer after '@', without the team before it or the place after it, and the dates", () => {
    const roles = readCvProfile(DESIGNED_RESUME).roles.map(
      ({ title, organisation, start, end, isCurrent }) => ({
        title,
        organisation,
        start,
        end,
        isCurrent,
      }),
    );
    expect(roles).toEqual([
      {
        title: 'Machine Learning Engineer',
        organisation: 'Northwind Bank',
        start: '04/2017',
        end: 'present',
        isCurrent: true,
      },
      {
        title: 'Shift Supervisor',
        organisation: 'Harbor Hardware Supply',
        start: '06/2012',
        end: '08/2014',
        isCurrent: false,
      },
    ]);
  });

  it('tells the first duty run on after the row, with the tools a duty names after its semicolon', () => {
    const [current] = readCvProfile(DESIGNED_RESUME).roles;
    expect(current?.details).toEqual([
      'Build anomaly models for payment screening with sparse labels, working with XGBoost, Airflow and Pandas',
      'Shipped a streaming scoring service for card payments, working with Apache Kafka',
      'Proposed feature store standards for adoption across Northwind Bank, working with Feast and Apache Flink',
    ]);
  });

  it('tells the positions held and the sentence after them as facts of the post', () => {
    const older = readCvProfile(DESIGNED_RESUME).roles[1];
    expect(older?.details).toEqual([
      'Held the positions of Cashier, Returns Desk Associate and Paint Counter Associate.',
      'Scheduled and coached a crew of 8-15 associates',
    ]);
  });

  it('never takes a heading over a list of employers for a title', () => {
    const titles = readCvProfile(DESIGNED_RESUME).roles.map((role) => role.title);
    expect(titles).not.toContain('Various Technical Positions');
  });

  it('joins project sentences wrapped at a narrow column, each one project', () => {
    const projects = readCvProfile(DESIGNED_RESUME).projects;
    expect(projects.map((project) => project.details)).toEqual([
      [
        'Classified bird calls from field recordings using a convolutional network built with Keras, Librosa features, and spectrogram augmentation, working with Python, NumPy and TensorFlow',
      ],
      [
        'Predicted ferry delays from weather data and trained a gradient boosting model to reach 71% accuracy, working with Python, numpy and Pandas',
      ],
      ['Built a recipe search engine with a web front end, working with Java, PostgreSQL and HTML5/CSS'],
    ]);
  });

  it("reads 'Apache' before a product's name as part of that name, not the web server", () => {
    expect(findSkills('Shipped a service; Apache Kafka, Apache Spark')).not.toContain('Apache');
    expect(findSkills('Configured Apache and Nginx web servers')).toContain('Apache');
    expect(findSkills('Configured the Apache HTTP Server')).toContain('Apache');
  });

  it("reads a degree headed 'MS, Field' with its field", () => {
    expect(
      readCvProfile(DESIGNED_RESUME).education.map(({ degree, field, institution, year }) => ({
        degree,
        field,
        institution,
        year,
      })),
    ).toEqual([
      { degree: 'MS', field: 'Statistics', institution: 'Portland State University', year: '2016' },
      { degree: 'BS', field: 'Mathematics', institution: 'Portland State University', year: '2014' },
    ]);
  });

  it('asks six practice questions or more, about the current post and the projects, and dates both posts', () => {
    const qa = generateCvQa({ cvMarkdown: DESIGNED_RESUME, readOn: new Date('2026-09-01T00:00:00Z') });
    const questions = qa.qa_pairs.map((pair) => pair.question).join('\n');
    const answers = qa.qa_pairs.map((pair) => pair.answer).join('\n');
    expect(qa.qa_pairs.length).toBeGreaterThanOrEqual(6);
    expect(answers).toContain('Machine Learning Engineer at Northwind Bank');
    expect(answers).toContain('I classified bird calls from field recordings');
    expect(questions).not.toContain('but not where you used them');
    expect(questions).not.toContain('Various Technical Positions');
    expect(`${questions}\n${answers}`).not.toMatch(/\bApache(?! (?:Kafka|Flink))/);
    const admin = qa.qa_admin_pairs.map((pair) => pair.question).join('\n');
    expect(admin).not.toContain('without dates');
    expect(admin).toContain('Shift Supervisor at Harbor Hardware Supply from 06/2012 to 08/2014');
  });

  it("tells a listed tool's use in a project's line where no job line shows it", () => {
    const cv = [
      '# Ana Roe',
      '## Experience',
      '## Store Clerk',
      'Corner Books (Salem, Or.) · 01/15 - 06/16',
      '- Shelved and sold books for a busy downtown shop',
      '## Projects',
      '## Tide Table',
      '- Built a tide forecast site with React and Docker for local anglers',
      '## Skills',
      'React, Docker, Kotlin',
    ].join('\n\n');
    const qa = generateCvQa({ cvMarkdown: cv, readOn: new Date('2026-09-01T00:00:00Z') });
    const skills = qa.qa_pairs.find((pair) => pair.question.includes('React'));
    expect(skills?.question).not.toContain('but not where you used them');
    expect(skills?.answer).toContain(
      'React and Docker on my project "Tide Table": I built a tide forecast site',
    );
  });
});
