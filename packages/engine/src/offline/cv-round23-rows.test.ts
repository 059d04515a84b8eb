import { describe, expect, it } from 'vitest';
import { generateCvQa } from './cv-qa.ts';
import { readCvProfile } from './cv-profile.ts';

const jobs = (markdown: string): (string | null)[][] =>
  readCvProfile(markdown).roles.map((role) => [role.title, role.organisation, role.start, role.end]);

describe("round 23's CV rows: service sections, expected degrees, 'Title — Organisation · dates' rows", () => {
  // An academic CV from Word: posts as 'Title · dates' over the lab and its university, then sections of service,
  // reviews and memberships whose dated rows are no posts, then a teaching section that holds posts again.
  const ACADEMIC = [
    '# Lena Hart',
    '## EDUCATION',
    'Ph.D., Neuroscience, Ridgeway University · 2022 – Present',
    '## RESEARCH POSITIONS',
    'Graduate Researcher · 2022 - Present',
    '### Sleep and Memory Lab',
    'Ridgeway University, Ridgeway, OR',
    'Supervisor: Ann Roe, Ph.D.',
    'Research Coordinator · 2019 - 2022',
    '### Harbour Program in Healthy Ageing',
    'Northfield University Hospital, Northfield, MN',
    'Supervisor: Bo Lee, M.D.',
    '## CLINICAL EXPERIENCE',
    'Practicum Extern, Riverside Clinic, Ridgeway, OR · 2023 - Present',
    '## COMMUNITY SERVICE',
    'Riverside Food Bank, Volunteer · 2021 - Present',
    'Eastern Chapter',
    'Harbour Crisis Line, Listener · 2020 - 2022',
    'Western Chapter',
    '## AD HOC REVIEWER',
    'Journal of Sleep Research · 2024',
    'Memory and Cognition · 2023',
    '## TEACHING EXPERIENCE',
    'Statistics Teaching Assistant · 2023',
    '### Ridgeway University, Ridgeway, OR',
    '## PROFESSIONAL MEMBERSHIPS AND AFFILIATIONS',
    'Sleep Research Society, Student Member · 2022 - Present',
  ].join('\n');

  it('reads no journal, chapter line or membership as an employer, and joins each post to its university', () => {
    expect(jobs(ACADEMIC)).toEqual([
      ['Graduate Researcher', 'Sleep and Memory Lab, Ridgeway University', '2022', 'present'],
      [
        'Research Coordinator',
        'Harbour Program in Healthy Ageing, Northfield University Hospital',
        '2019',
        '2022',
      ],
      ['Practicum Extern', 'Riverside Clinic', '2023', 'present'],
      ['Statistics Teaching Assistant', 'Ridgeway University', '2023', '2023'],
    ]);
    const text = JSON.stringify(generateCvQa({ cvMarkdown: ACADEMIC }));
    expect(text).not.toMatch(
      /Journal of Sleep|Memory and Cognition|Chapter|Food Bank|Sleep Research Society/,
    );
    expect(text).not.toMatch(/Ridgeway University, Ridgeway, OR without dates/);
  });

  it("reads the chapter or place under a 'Body, Title · dates' row as that row's, never the next row's employer", () => {
    const markdown = [
      '# Lena Hart',
      '## Volunteer Experience',
      'Riverside Food Bank (RFB), Volunteer · 2021 - Present',
      'Eastern Chapter',
      'Harbour Crisis Line, Listener and Mentor · 2019 - 2021',
      'Virtual',
      'Northfield Marathon, Race Coordinator · 2018',
      'Northfield, MN',
    ].join('\n');
    expect(jobs(markdown)).toEqual([
      ['Volunteer', 'Riverside Food Bank (RFB)', '2021', 'present'],
      ['Listener and Mentor', 'Harbour Crisis Line', '2019', '2021'],
      ['Race Coordinator', 'Northfield Marathon', '2018', '2018'],
    ]);
  });

  // A student résumé from Word: the expected graduation pushed right on the school's line, the degree under it led
  // by 'Candidate for', then activities and memberships under a heading of their own.
  const STUDENT = [
    '# Sam Okafor',
    '## EDUCATION',
    'Lakeview University Expected Graduation: May 2027',
    'Candidate for Bachelor of Arts in Economics',
    'GPA: 3.5',
    '## WORK EXPERIENCE',
    'Lakeview Bakery | Lakeview, OR June 2024 – August 2024',
    'Sales Assistant',
    '- Served 150 customers a day at the counter',
    '## CAMPUS ACTIVITIES AND MEMBERSHIPS',
    'Lakeview Debating Society',
    'Treasurer (January 2025 – Present)',
    '- Kept the accounts of a society of 60 members',
  ].join('\n');

  it("reads a degree marked 'Expected Graduation' as under way, the label no part of the school", () => {
    const profile = readCvProfile(STUDENT);
    expect(profile.education).toEqual([
      {
        degree: 'Bachelor of Arts in Economics',
        field: null,
        institution: 'Lakeview University',
        year: 'expected 2027',
      },
    ]);
    expect(profile.roles.map((role) => role.organisation)).toEqual([
      'Lakeview Debating Society',
      'Lakeview Bakery',
    ]);
    const text = JSON.stringify(generateCvQa({ cvMarkdown: STUDENT }));
    expect(text).toContain('I expect to graduate in 2027');
    expect(text).not.toMatch(/Expected Graduation|Candidate for|at Campus Activities/);
  });

  it("reads a German CV's 'Title — Organisation · dates' rows, with 'seit' and 'M - M/YYYY' dates", () => {
    const markdown = [
      '# Jonas Beck',
      '## Bildung',
      'B. Sc. Informatik — Hochschule Nordstadt · seit 10/2019',
      '## Praktische Erfahrung',
      'Leitung Marketing — Nordstädter Debattierclub · Mitglied seit 11/2019, Leitung seit 3/2021',
      '- Planung von sechs Veranstaltungen im Jahr',
      'Werkstudent — Institut für Datenanalyse 4/2020 - 2/2021',
      '- Auswertung von Umfragen in Python',
      'Praktikant im Vertrieb — Hansa Logistik GmbH · 7 - 8/2018',
      '## Auszeichnungen',
      'Landeswettbewerb Mathematik · 2. Preis',
    ].join('\n');
    expect(jobs(markdown)).toEqual([
      ['Leitung Marketing', 'Nordstädter Debattierclub', '11/2019', 'present'],
      ['Werkstudent', 'Institut für Datenanalyse', '4/2020', '2/2021'],
      ['Praktikant im Vertrieb', 'Hansa Logistik GmbH', '7/2018', '8/2018'],
    ]);
    const admin = generateCvQa({ cvMarkdown: markdown })
      .qa_admin_pairs.map((pair) => pair.question)
      .join('\n');
    expect(admin).not.toMatch(/keine Anstellungen mit Daten/);
  });
});
