import { describe, expect, it } from 'vitest';
import { withoutCertificateDescriptions } from './certificate-lines.ts';
import { looksLikeCitation, withoutAuthorInitials } from './citations.ts';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';
import { hyphenContextOf, withBoxHyphensJoined } from './designer-text.ts';
import { isLabelledFact, marksUnderWay, namesDegreeWork, withoutGraduationVerb } from './education-lines.ts';

const answersOf = (cv: string): string =>
  generateCvQa({ cvMarkdown: cv })
    .qa_pairs.map((pair) => pair.answer)
    .join('\n');

const JOB = [
  '## Experience',
  'Data Analyst, Widgets Inc, 2019 – 2022',
  '- Built weekly sales dashboards for the regional managers.',
];

describe('education lines that are no degrees (issue 13, round 9)', () => {
  it('tells work done for a degree, header facts and a graduation sentence from degree entries', () => {
    expect(namesDegreeWork('Master Thesis: Tide pools and their crabs')).toBe(true);
    expect(namesDegreeWork("Bachelor's project - Reef counter")).toBe(true);
    expect(namesDegreeWork('MSc Project Management')).toBe(false);
    expect(namesDegreeWork('Master of Science in Marine Biology')).toBe(false);
    const isDegree = (label: string): boolean => /^(?:phd|msc)$/i.test(label);
    expect(isLabelledFact('Status: PhD student', isDegree)).toBe(true);
    expect(isLabelledFact('Degree: BSc in Biology', isDegree)).toBe(false);
    expect(isLabelledFact('PhD: Marine Biology', isDegree)).toBe(false);
    expect(marksUnderWay('Status: ongoing')).toBe(true);
    expect(marksUnderWay('Status: in progress')).toBe(true);
    expect(marksUnderWay('Status: completed')).toBe(false);
    expect(withoutGraduationVerb('Graduated as M.Sc. Marine Biology')).toBe('M.Sc. Marine Biology');
  });

  it('holds only the degree entries, and a degree with an ongoing status as under way', () => {
    const cv = [
      ...JOB,
      '## Education',
      'Graduated as M.Sc. Marine Biology',
      'Coastal University, 2018',
      'Master Thesis: Tide pools and their crabs',
      'Bachelor Project - Reef counter',
      'Status: PhD student',
      'PhD in Oceanography, Harbour University',
      '2020',
      'Status: ongoing',
    ].join('\n\n');
    const education = readCvProfile(cv).education;
    expect(education.map((entry) => entry.degree)).toEqual(['M.Sc. Marine Biology', 'PhD in Oceanography']);
    expect(education[1]?.year).toBe('since 2020');
    const answers = answersOf(cv);
    expect(answers).not.toMatch(/Graduated as|Thesis|Project|Status/);
    expect(answers).toMatch(/I started a PhD in Oceanography at Harbour University in 2020/);
  });
});

describe('certificate descriptions (issue 13, round 9)', () => {
  it('keeps a description and its wrapped lines with the certificate they describe', () => {
    const lines = [
      'Open Source Guild Level 1',
      'Certificate issued by the Open',
      'Source Guild to prove basic skills',
      'Harbour Safety Card',
    ].map((text) => ({ text }));
    expect(withoutCertificateDescriptions(lines).map((line) => line.text)).toEqual([
      'Open Source Guild Level 1',
      'Harbour Safety Card',
    ]);
    expect(withoutCertificateDescriptions([{ text: 'iOS Developer' }])).toHaveLength(1);
    const wrapped = [
      'Harbour Pilot Course',
      'Intense course about the tides and the use of',
      'SeaCharts.',
      'Other topics were knots, flags and radios in',
      'harbour traffic (VHF /',
      'AIS)',
      'Certificate of Proficiency in English',
    ].map((text) => ({ text }));
    expect(withoutCertificateDescriptions(wrapped).map((line) => line.text)).toEqual([
      'Harbour Pilot Course',
      'Certificate of Proficiency in English',
    ]);
  });
});

describe('citations (issue 13, round 9)', () => {
  it('reads authors named surname first, and leaves no initial as a word', () => {
    expect(looksLikeCitation('Roe, J., Doe, K. (2021). Tide pools revisited')).toBe(true);
    expect(looksLikeCitation('Lisbon, Portugal')).toBe(false);
    expect(withoutAuthorInitials('K. Doe, R. Roe. Tide pools revisited. Journal of Shores, 2022')).toBe(
      'Doe, Roe. Tide pools revisited. Journal of Shores, 2022',
    );
    expect(withoutAuthorInitials('Roe,R., Doe,K. (2016). Tide pools.')).toBe('Roe,, Doe,(2016). Tide pools.');
    expect(withoutAuthorInitials('Analysed tide data in R and Python.')).toBe(
      'Analysed tide data in R and Python.',
    );
  });

  it('takes no skill from an author initial', () => {
    const cv = [
      ...JOB,
      '- Wrote the data pipelines in Python and SQL.',
      '## Publications',
      'K. Doe, R. Roe, C. Poe. Tide pools revisited. Journal of Shores, 2022',
    ].join('\n\n');
    const skills = readCvProfile(cv).skills;
    expect(skills).toContain('Python');
    expect(skills).not.toContain('R');
    expect(skills).not.toContain('C');
  });
});

describe('words broken by a hyphen (issue 13, round 9)', () => {
  it('joins a word the document writes whole, or whose halves are no words, and keeps compounds', () => {
    const context = hyphenContextOf(
      'I built apps with Meteor and Node. I wrote tests for a full-stack, well-known e-mail client.',
    );
    expect(withBoxHyphensJoined('apps in Me-teor', context)).toBe('apps in Meteor');
    expect(withBoxHyphensJoined('Scoring in Technol-ogy Based Assessment', context)).toBe(
      'Scoring in Technology Based Assessment',
    );
    expect(withBoxHyphensJoined('an experimen-tal study', context)).toBe('an experimental study');
    expect(withBoxHyphensJoined('a full-stack, well-known e-mail client', context)).toBe(
      'a full-stack, well-known e-mail client',
    );
    expect(withBoxHyphensJoined('créatif-ive', hyphenContextOf('Je suis créatif-ive et motivé.'))).toBe(
      'créatif-ive',
    );
  });
});

describe('CV entries with labels and overprinted bold (round 10 kinds)', () => {
  it("reads Portuguese section headings, overprinted names, duration labels and 'Highlight:' lines", () => {
    const profile = readCvProfile(
      [
        '# Ana Souza',
        '# EXPERIÊNCIAS',
        '## Quality Intern Quarkly Quarkly Quarkly Quarkly',
        '6 meses: 04/2025 – 10/2025 · Lyon',
        'Automated the manual unit tests of the release in Python.',
        'Highlight: Python and Git.',
        '# FORMAÇÃO',
        '## MSc in Robotics, Ecole Centrale',
        '2020 – 2025 · Lyon',
        'Highlight: Extra research courses at the Ecole Normale in the last year.',
      ].join('\n\n'),
    );
    // The overprinted (bold) employer after the plain title is the employer.
    expect(
      profile.roles.map(({ title, organisation, start, end }) => [title, organisation, start, end]),
    ).toEqual([['Quality Intern', 'Quarkly', '04/2025', '10/2025']]);
    expect(profile.education).toHaveLength(1);
    expect(profile.education[0]?.degree).toBe('MSc in Robotics');
    expect(profile.education[0]?.institution).toBe('Ecole Centrale');
  });
});

describe('one-line title and bold employers, dates after a duration label (round 10 kinds)', () => {
  it('reads a Portuguese title, two bold employers, a place ending in -a and a month-dash-year start', () => {
    const profile = readCvProfile(
      [
        '# Rui Matos',
        '# EXPERIÊNCIAS',
        '## Estagiário de Testes Brixo Brixo Brixo Brixo, Kordel Group Kordel Group Kordel Group Kordel Group',
        '6 meses: 09-2023 – 03/2024 · Braga, Galiza',
        'Em colaboração com a equipe, eu automatizei os testes manuais em Python.',
        '## Chefe de Equipe Equipe Robótica Vila Equipe Robótica Vila Equipe Robótica Vila',
        '1 ano: 07/2021 – 07/2022 · Campinas, Brasil',
        'Melhorei o processo de seleção dos membros da equipe.',
      ].join('\n\n'),
    );
    expect(
      profile.roles.map(({ title, organisation, start, end }) => [title, organisation, start, end]),
    ).toEqual([
      ['Estagiário de Testes', 'Brixo', '09-2023', '03/2024'],
      ['Chefe de Equipe', 'Equipe Robótica Vila', '07/2021', '07/2022'],
    ]);
    expect(profile.roles[0]?.details).toEqual([
      'Em colaboração com a equipe, eu automatizei os testes manuais em Python.',
    ]);
  });
});

describe("left-column section names joined to an entry with '·' (round 10 kind)", () => {
  it('parts a known section name from its first entry, in several languages, and reads the entries', () => {
    const profile = readCvProfile(
      [
        '# Lea Brandt',
        'Ausbildung · 2010 - 2013 Master in Chemie · Universität Olten',
        'Erfahrung · 2019 - 2023 Chemikerin · Nordwerk Labor AG',
        '### Ich arbeitete an Analysen von Proben im Labor',
        'Tech-Stack: Python, R, Git',
        '2016 - 2019 Laborleiterin · Kantonslabor Aarau',
        'Fähigkeiten · Sprachen · Deutsch Muttersprache',
      ].join('\n\n'),
    );
    expect(profile.roles.map(({ title, organisation, start }) => [title, organisation, start])).toEqual([
      ['Chemikerin', 'Nordwerk Labor AG', '2019'],
      ['Laborleiterin', 'Kantonslabor Aarau', '2016'],
    ]);
    expect(profile.education.map(({ degree, institution }) => [degree, institution])).toEqual([
      ['Master in Chemie', 'Universität Olten'],
    ]);
    expect(profile.skills).not.toContain('Sprachen');
  });

  it("reads a historical person's year ranges, and leaves skill levels and a name-and-page footer out of the skills", () => {
    const profile = readCvProfile(
      [
        '# Curriculum Vitae [Ada Brecht]',
        'Erfahrung · 1761 - 1770 Mathematikerin · Sternwarte zu Gotha',
        'Ich beobachtete Kometen und berechnete ihre Bahnen.',
        'Fähigkeiten · Programmiersprachen',
        'Python, Scala Routiniert',
        'Bash Grundwissen',
        'Ada Brecht · 1',
      ].join('\n\n'),
    );
    expect(profile.roles.map(({ organisation, start, end }) => [organisation, start, end])).toEqual([
      ['Sternwarte zu Gotha', '1761', '1770'],
    ]);
    expect(profile.skills).toEqual(expect.arrayContaining(['Python', 'Scala', 'Bash']));
    expect(profile.skills).not.toEqual(expect.arrayContaining(['Routiniert']));
    expect(profile.skills.some((skill) => /Grundwissen|Brecht/.test(skill))).toBe(false);
  });

  it("keeps an entry whole where the text before '·' is no section name", () => {
    const profile = readCvProfile(
      [
        '# Jo Park',
        'Tools: · Git, Vim, Make',
        'Data Engineer (Quarkly) · 2016 - now Built the pipelines in Python',
        'Research Assistant (Zeta University) · 2012 - 2014 Ran the lab studies',
        '# Experience',
        'Graduated as M.Sc. Physics (Zeta University) · 2015 / 07',
        '# Education',
      ].join('\n\n'),
    );
    expect(profile.roles.map(({ title, organisation }) => [title, organisation])).toEqual([
      ['Data Engineer', 'Quarkly'],
      ['Research Assistant', 'Zeta University'],
    ]);
  });
});

describe('a student CV with projects and no jobs (round 10 kind)', () => {
  const cv = [
    '## Kim Ode',
    '## Professional Summary',
    'Backend developer with hands-on experience in Node.js, Express.js and Redis. Comfortable owning delivery.',
    '## Projects',
    'Secure Ledger Service | Node.js, Redis GitHub Link',
    '- Built 4 REST APIs with token authentication for every route of the ledger.',
    '- Added pagination and indexed queries so that the ledger stays fast as it grows.',
    'Tiny Link Shortener | Go, SQLite',
    '- Wrote a link shortener with per-client rate limits and a stats endpoint.',
  ].join('\n\n');

  it('reads a project line above its bullets as the project, whatever its first word', () => {
    const profile = readCvProfile(cv);
    expect(profile.projects.map(({ name, details }) => [name, details.length])).toEqual([
      ['Secure Ledger Service', 2],
      ['Tiny Link Shortener', 1],
    ]);
    expect(profile.summary[0]).toBe(
      'Backend developer with hands-on experience in Node.js, Express.js and Redis.',
    );
  });

  it('asks about the projects', () => {
    const questions = generateCvQa({ cvMarkdown: cv }).qa_pairs.map((pair) => pair.question);
    expect(questions.filter((question) => /project/i.test(question))).toHaveLength(2);
  });
});

describe('a left-sidebar CV whose work history runs on under later headings (round 9 kind)', () => {
  it('takes dated job rows back to the experience, and a sector line is no employer', () => {
    const profile = readCvProfile(
      [
        '# Ivo Marsh',
        '# WORK EXPERIENCE',
        'Platform Engineer · Mar 19 - NOW',
        '### Research and Development',
        '- Built the deployment pipeline for the identity portal',
        '# EDUCATION',
        '2010 - 2012',
        'M. Sc. Physics.',
        'Universität Kell',
        'Systems Analyst · Jan 15 - Mar 19',
        '### Logistics industry',
        '- Migrated the legacy tools of the warehouse to Linux',
        '# CERTIFICATIONS',
        'LPIC 1 - Linux administrator',
        'IT Consultant · Oct 11 - Jan 15',
        '### Quarkly Tech. Solutions',
        '- Moved the legacy data of the finance platform',
      ].join('\n\n'),
    );
    expect(profile.roles.map(({ title, organisation, start }) => [title, organisation, start])).toEqual([
      ['Platform Engineer', null, 'Mar 19'],
      ['Systems Analyst', null, 'Jan 15'],
      ['IT Consultant', 'Quarkly Tech. Solutions', 'Oct 11'],
    ]);
    expect(profile.education.map(({ degree }) => degree)).toEqual(['M. Sc. Physics']);
    expect(profile.certifications).toEqual(['LPIC 1 - Linux administrator']);
  });
});

describe('degree rows with fields set apart, and the studies of a degree (round 9 kinds)', () => {
  it("reads 'Degree · School, date' and 'Degree (School) · date' rows, and tells 'Master Studies' as studies", () => {
    const sidebar = readCvProfile(
      [
        '# Mo Lind',
        '## EDUCATION',
        'Graduated as M.Sc. Geo Informatics · Hill University, 2019 / 07',
        'Master Studies Geo Informatics · Hill University, 2016 - 2019',
      ].join('\n\n'),
    );
    expect(sidebar.education.map(({ degree, field, institution }) => [degree, field, institution])).toEqual([
      ['M.Sc. Geo Informatics', null, 'Hill University'],
      [null, 'Geo Informatics', 'Hill University'],
    ]);
    const rows = readCvProfile(
      ['# Mo Lind', 'Graduated as M.Sc. Geo Informatics (Hill University) · 2019 / 07', '# Education'].join(
        '\n\n',
      ),
    );
    expect(rows.education.map(({ degree, institution }) => [degree, institution])).toEqual([
      ['M.Sc. Geo Informatics', 'Hill University'],
    ]);
    const answers = generateCvQa({
      cvMarkdown: [
        '# Mo Lind',
        '## EDUCATION',
        'Master Studies Geo Informatics · Hill University, 2016 - 2019',
      ].join('\n\n'),
    })
      .qa_pairs.map((pair) => pair.answer)
      .join(' ');
    expect(answers).not.toMatch(/I hold a Master Studies/);
  });

  it("dates a degree by the 'dates - School' heading above it, not by the next entry's", () => {
    const profile = readCvProfile(
      [
        '# Jo Park',
        '## Education',
        '2012 - 2015 - Hill University',
        '### Master Studies Geo Informatics',
        'Classes in English on maps',
        '2009 - 2010 - Lake University',
        '### Semester Abroad',
      ].join('\n\n'),
    );
    expect(profile.education.map(({ field, year }) => [field, year])).toEqual([['Geo Informatics', '2015']]);
  });
});

describe('research projects listed among the experience (round 9 kind)', () => {
  it('reads a project name over its employer line as a project of that employer, not a workplace', () => {
    const profile = readCvProfile(
      [
        '# Jo Park',
        '## Experience',
        '### Tidewatch - An Open Sensor Platform',
        'ZeMKI, Hill University | 2021 - Today',
        'Goal: Build an open platform for tide sensors',
        '### Student Assistant / Programmer',
        'Hill University | 2010 - 2011',
        'Realized an online diagnosis platform for literacy development',
      ].join('\n\n'),
    );
    expect(profile.projects.map(({ name, year, details }) => [name, year, details])).toEqual([
      ['Tidewatch - An Open Sensor Platform', '2021 – Today', ['Build an open platform for tide sensors']],
    ]);
    expect(profile.roles.map(({ title, organisation }) => [title, organisation])).toEqual([
      ['Student Assistant / Programmer', 'Hill University'],
    ]);
    expect(profile.projects[0]?.at).toBe('ZeMKI');
  });

  it('tells where and when the project was done', () => {
    const cv = [
      '# Jo Park',
      '## Experience',
      '### Tidewatch',
      'Hill University | 2021 - 2023',
      'Goal: Build an open platform for tide sensors',
    ].join('\n\n');
    const pair = generateCvQa({ cvMarkdown: cv }).qa_pairs.find((each) => /Tidewatch/.test(each.question));
    expect(pair?.answer).toMatch(/^I worked on "Tidewatch" at Hill University \(2021 – 2023\)\./);
  });
});

describe('admin questions on what a CV lacks', () => {
  const adminOf = (cv: string): string =>
    generateCvQa({ cvMarkdown: cv })
      .qa_admin_pairs.map((pair) => pair.question)
      .join('\n');

  it('says a CV lacks a degree or dated jobs only when it has no section of that kind', () => {
    expect(adminOf('# Sam Lee\n\n## Skills\n\nPython, SQL')).toMatch(
      /does not list a degree[\s\S]*does not give dated/,
    );
    const headed = adminOf(
      '# Sam Lee\n\n## Education\n\n~~~ unreadable box ~~~\n\n## Experience\n\n~~~ unreadable box ~~~',
    );
    expect(headed).not.toMatch(/does not/);
    expect(headed).toMatch(/highest completed qualification/);
    expect(adminOf('# Sam Lee\n\nAusbildung · ~~~ ~~~\n\nErfahrung · ~~~ ~~~')).not.toMatch(/does not/);
  });
});
