import { describe, expect, it } from 'vitest';
import { detectLanguage, statedLanguage } from '../text/stopwords.ts';
import { formPostMarkdown } from './form-post.ts';
import { generateJob } from './generate-job.ts';
import { headingKind } from './sections.ts';

// A made-up Hebrew job ad of the kind round 31 brought (issue 13): duties under 'תחומי אחריות', requirements under
// 'דרישות' with a plus, then (no heading over them) the employer speaking of itself, the note that the ad is written
// in the masculine for both sexes and how to apply, the place and the scope as label rows, and the employer's
// paragraph.
const STOREKEEPER_AD = [
  '## מחסנאי',
  '### תחומי אחריות:',
  '- קליטת סחורה ורישומה במערכת המלאי',
  '- ליקוט והכנת הזמנות למשלוח ללקוחות',
  '- ספירת מלאי חודשית ודיווח על פערים',
  '### דרישות:',
  '- ניסיון של שנתיים לפחות בעבודה במחסן',
  '- היכרות עם מערכת SAP - יתרון',
  '- רישיון למלגזה בתוקף',
  'אנו מציעים סביבת עבודה נעימה ויציבה',
  'המודעה מנוסחת בלשון זכר אך מיועדת לנשים ולגברים כאחד',
  'ניתן לשלוח קורות חיים ל-jobs@example.co.il',
  'מקום העבודה: אשדוד',
  'היקף המשרה: משרה מלאה',
  'אודות החברה: חברת לוגיסטיקה ותיקה עם מרכזי הפצה ברחבי הארץ.',
].join('\n\n');

describe('a Hebrew job ad (issue 13, round 31 kind)', () => {
  it('reads the usual Hebrew headings by kind', () => {
    expect(headingKind('תחומי אחריות:')).toBe('responsibilities');
    expect(headingKind('כישורים נדרשים וניסיון:')).toBe('requirements');
    expect(headingKind('דרישות התפקיד')).toBe('requirements');
    expect(headingKind('יתרונות')).toBe('nice_to_have');
    expect(headingKind('מה אנחנו מציעים')).toBe('benefits');
    expect(headingKind('בכדי להגיש מועמדות:')).toBe('process');
    expect(headingKind('אודות החברה')).toBe('about');
  });

  it('knows Hebrew by its letters', () => {
    const text = 'דרוש מחסנאי למרכז הפצה באשדוד, עבודה במשמרות';
    expect(detectLanguage(text)).toBe('he');
    expect(statedLanguage(text, detectLanguage(text))).toBe('he');
  });

  it('states the language and asks the duties and requirements in English quoting their lines', () => {
    const { jobSpecsQuestions, languages } = generateJob({
      jobSpecMarkdown: STOREKEEPER_AD,
      position: 'מחסנאי',
    });
    expect(languages).toEqual({ document: 'he', mcq: 'en' });
    const about = (line: string) => jobSpecsQuestions.find((question) => question.includes(line)) ?? '';
    expect(about('"קליטת סחורה ורישומה במערכת המלאי"')).toMatch(/^The posting lists this task/);
    expect(about('"ספירת מלאי חודשית ודיווח על פערים"')).toMatch(/^The posting lists this task/);
    expect(about('"ניסיון של שנתיים לפחות בעבודה במחסן"')).toMatch(/^The posting asks for/);
    expect(about('"היכרות עם מערכת SAP - יתרון"')).toMatch(/^The posting names this as a plus/);
  });

  it('never asks the note on the masculine wording, the employer or how to apply', () => {
    const asked = generateJob({ jobSpecMarkdown: STOREKEEPER_AD, position: 'מחסנאי' }).jobSpecsQuestions.join(
      '\n',
    );
    expect(asked).not.toMatch(/סביבת עבודה|לשון זכר|לוגיסטיקה ותיקה|קורות חיים|jobs@example/);
  });

  it('reads the place and the scope as work requirements', () => {
    const result = generateJob({ jobSpecMarkdown: STOREKEEPER_AD, position: 'מחסנאי' });
    const byTitle = Object.fromEntries(result.jobSpecWorkRequirements.map((w) => [w.title, w.question]));
    expect(byTitle['Location']).toContain('אשדוד');
    expect(byTitle['Contract type']).toContain('"היקף המשרה: משרה מלאה"');
    expect(result.workArrangementInfo.office_location).toBe('אשדוד');
  });

  it("finds the form's Hebrew post on a page of several posts", () => {
    const page = [
      '# Careers',
      '## Warehouse Team Lead',
      '### Responsibilities',
      '- Lead the night shift of the warehouse team',
      '### Requirements',
      '- Three years of experience leading a team',
      STOREKEEPER_AD,
    ].join('\n\n');
    const post = formPostMarkdown(page, 'מחסנאי');
    expect(post).toContain('קליטת סחורה ורישומה במערכת המלאי');
    expect(post).not.toContain('Lead the night shift');
  });
});
