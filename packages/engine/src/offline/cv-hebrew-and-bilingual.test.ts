import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';
import { headingKind } from './cv-vocabulary.ts';
import { rolesOf } from './test-cv-roles.ts';

// CVs typeset with XeLaTeX in Hebrew (issue 13, round 33 kinds): Hebrew headings, posts as 'Title, Employer, City'
// and 'Title בחברת Employer, City' rows whose dates the PDF's text gives after the entry's bullets or at the row's
// start, courses that are no degrees; and a CV written twice, in Hebrew and then in English, whose English half has
// 'YYYY–YYYY Title at Employer' rows, volunteer work, a degree under way and a grade before its school. Made-up people
// and companies.

const HEBREW_CV = [
  '# כהן דנה',
  '## כללי',
  'dana.cohen@example.org',
  'רחובות, מחוז המרכז',
  '## ניסיון תעסוקתי',
  'רכזת הדרכה, מכללת הדרים, רחובות',
  '- הכנת מערכי שיעור לקורסי ערב ולקורסי בוקר, בניית תוכניות לימוד חדשות, תיאום מרצים מן החוץ, הזמנת חדרים',
  'וציוד לכל מפגש, ומעקב אחר נוכחות התלמידים.',
  '- ליווי תלמידים',
  '2022',
  'מנהלת משמרת ואחראית הזמנות של לקוחות עסקיים ופרטיים בחברת נופי הדרום בע”מ, באר שבע.',
  '- אחריות על צוות של שישה עובדים.',
  '- טיפול בפניות לקוחות.',
  '2017–2021',
  '2012–2017 סוכנת מכירות בחברת גלים תיירות, אשקלון.',
  '## קורסים והשתלמויות',
  '## קורס מדריכי צלילה באקדמיית BA DIVERS',
  '2016',
  '2011 קורס הזמנות Sabre',
  '## כישורים ויכולות',
  '- Go Hotels - מערכת הזמנות',
  '## שפות',
  '- עברית ברמת שפת אם',
].join('\n\n');

const ENGLISH_HALF = [
  '## Basic Info',
  'noa.levi@example.org',
  'Graduate student in counselling, keen on helping people through difficult times and on learning new skills.',
  '## Formal Education',
  '2020–2022 Master of Arts, Counselling Psychology (Ongoing). Coastal Plain College.',
  '2016–2019 Bachelor of Arts, Psychology. Magna Cum Laude.',
  '88.50; University of the Western Galilee',
  '## Workplace Experience',
  '2019–2020 Case Worker at Open Doors Rehabilitation, Haifa.',
  'Planned and followed up treatment for the centre’s residents, with their families and the staff.',
  '2015–2017 Support Technician at Bluewave Networks',
  'Installed and repaired office networks for small businesses across the north.',
  '## Volunteer Work',
  '2018–2019 Crisis Line Listener at Lifeline Haifa',
  'Answered calls from people in distress and referred them to services near them.',
].join('\n\n');

const HEBREW_HALF = [
  '# לוי נועה',
  '## כללי',
  'noa.levi@example.org',
  'סטודנטית לתואר שני בייעוץ, בעלת יכולת הקשבה ורצון לעזור לאנשים בתקופות קשות וללמוד כל הזמן.',
  '## השכלה',
  'מ.א. בפסיכולוגיה ייעוצית; מכללת מישור החוף.',
  '2020–2022',
  '## ניסיון תעסוקתי',
  'עובדת סוציאלית במרכז שיקום דלתות פתוחות, חיפה.',
  'תכנון ומעקב אחר תוכניות טיפול לדיירי המרכז, עם משפחותיהם והצוות.',
  '2019–2020',
  '## התנדבות',
  'מתנדבת בקו סיוע, לייפליין חיפה.',
  'מענה לשיחות של אנשים במצוקה והפנייתם לשירותים באזורם.',
  '2018–2019',
].join('\n\n');

const BILINGUAL_CV = `${HEBREW_HALF}\n\nלעברית לחצו כאן · Levi Noa\n\n${ENGLISH_HALF}`;

describe('Hebrew CVs (issue 13, round 33 kinds)', () => {
  it('knows Hebrew section headings', () => {
    expect(
      [
        'ניסיון תעסוקתי',
        'ניסיון תעסוקתי ושירות צבאי',
        'השכלה',
        'הכשרות נוספות',
        'קורסים והשתלמויות',
        'כישורים ויכולות רלוונטיות',
        'שפות',
        'התנדבות',
        'כללי',
      ].map(headingKind),
    ).toEqual([
      'experience',
      'experience',
      'education',
      'coursework',
      'coursework',
      'skills',
      'other',
      'other',
      'other',
    ]);
  });

  it("reads a Hebrew CV's rows as posts at their employers, dated by the years after their bullets or before them", () => {
    expect(rolesOf(HEBREW_CV)).toEqual([
      { title: 'רכזת הדרכה', organisation: 'מכללת הדרים', start: '2022', end: '2022' },
      {
        title: 'מנהלת משמרת ואחראית הזמנות של לקוחות עסקיים ופרטיים',
        organisation: 'נופי הדרום בע”מ',
        start: '2017',
        end: '2021',
      },
      { title: 'סוכנת מכירות', organisation: 'גלים תיירות', start: '2012', end: '2017' },
    ]);
    const text = JSON.stringify(generateCvQa({ cvMarkdown: HEBREW_CV }));
    expect(text).not.toMatch(/at (?:רחובות|ניסיון תעסוקתי|כללי)/u);
  });

  it('reads no course as a degree, whatever it names', () => {
    expect(readCvProfile(HEBREW_CV).education).toEqual([]);
    expect(JSON.stringify(generateCvQa({ cvMarkdown: HEBREW_CV }))).not.toMatch(/Degree verification/);
  });
});

describe('a CV written in Hebrew and then in English (issue 13, round 33 kinds)', () => {
  it("reads the English half, each post once, its 'YYYY–YYYY Title at Employer' rows as posts", () => {
    const qa = generateCvQa({ cvMarkdown: BILINGUAL_CV, readOn: new Date('2026-09-01T00:00:00Z') });
    const text = JSON.stringify(qa);
    expect(text).not.toMatch(/[\u05D0-\u05EA]/u);
    expect(text).toMatch(/Case Worker at Open Doors Rehabilitation/);
    const roles = readCvProfile(ENGLISH_HALF).roles;
    expect(roles.map(({ title, organisation }) => [title, organisation]).sort()).toEqual([
      ['Case Worker', 'Open Doors Rehabilitation, Haifa'],
      ['Crisis Line Listener', 'Lifeline Haifa'],
      ['Support Technician', 'Bluewave Networks'],
    ]);
  });

  it('tells volunteer work as volunteering, never as employment to confirm', () => {
    const qa = generateCvQa({ cvMarkdown: BILINGUAL_CV, readOn: new Date('2026-09-01T00:00:00Z') });
    const text = JSON.stringify(qa);
    expect(text).not.toMatch(/I worked as a Crisis Line Listener/);
    const employment = qa.qa_admin_pairs.filter((pair) => pair.title === 'Employment dates');
    expect(employment.map((pair) => pair.question).join(' ')).not.toMatch(/Crisis Line/);
    const profile = readCvProfile(ENGLISH_HALF);
    expect(profile.roles.find((role) => role.title === 'Crisis Line Listener')?.volunteering).toBe(true);
  });

  it('reads a degree marked as ongoing as under way, and a grade before the school as no part of it', () => {
    expect(readCvProfile(ENGLISH_HALF).education).toEqual([
      {
        degree: 'Master of Arts',
        field: 'Counselling Psychology',
        institution: 'Coastal Plain College',
        year: 'expected 2022',
      },
      {
        degree: 'Bachelor of Arts',
        field: 'Psychology',
        institution: 'University of the Western Galilee',
        year: '2019',
      },
    ]);
  });
});
