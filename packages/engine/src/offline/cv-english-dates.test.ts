import { describe, expect, it } from 'vitest';
import { generateCvQa } from './cv-qa.ts';
import { inEnglishMonths } from './cv-english-dates.ts';

// CVs in a language whose months the reader knows but whose answers are written in English (issue 13, round 33 kind):
// an English answer names the month in English ('from May 2021'), never 'from مايو 2021' or 'since Ιούνιος 2023'.
// Made-up people and companies.

const ARABIC_CV = [
  'ليلى حسن العمري',
  'الملخص المهني',
  'أعمل في تنسيق الشحن والتخليص الجمركي منذ أربع سنوات.',
  'الخبرة المهنية',
  'منسقة شحن – قسم الواردات | مايو 2021 – أغسطس 2024',
  '- تابعت مستندات الشحن مع الموردين.',
  '- نسقت مواعيد التخليص مع المخلصين الجمركيين.',
  'مساعدة إدارية – مكتب المدير | كانون الثاني 2019 – نيسان 2021',
  '- نظمت المراسلات والملفات اليومية.',
  'التعليم',
  'بكالوريوس التجارة – جامعة النخيل | 2018',
].join('\n\n');

const GREEK_CV = [
  '# Νίκος Αντωνίου',
  'Λογιστής',
  '## Επαγγελματική Εμπειρία',
  '## Λογιστής',
  'Ελαιώνας Εμπορική ΑΕ',
  'Ιουνίου 2023 – Σήμερα',
  '- Κλείσιμο μηνιαίων λογαριασμών και συμφωνίες τραπεζών.',
  '## Βοηθός Λογιστή',
  'Κυκλάδες Ταξίδια ΕΠΕ',
  'Σεπτέμβριος 2020 – Μάιος 2023',
  '- Καταχώριση τιμολογίων προμηθευτών.',
  '## Εκπαίδευση',
  '## Πτυχίο Λογιστικής',
  'Πανεπιστήμιο Μακεδονίας',
  'Οκτώβριος 2016 – Ιούνιος 2020',
].join('\n\n');

const ARABIC_OR_GREEK_MONTH = /مايو|أغسطس|كانون|نيسان|Ιουν|Σεπτ|Μάιο|Οκτ/u;

const allText = (markdown: string): string => {
  const qa = generateCvQa({ cvMarkdown: markdown });
  return [
    ...qa.qa_pairs.map(({ question, answer }) => `${question} ${answer}`),
    ...qa.qa_admin_pairs.map(({ question }) => question),
  ].join('\n');
};

describe('CV answers in English name months in English (issue 13, round 33 kind)', () => {
  it('writes an Arabic or Greek month in English, keeping the year', () => {
    expect(inEnglishMonths('مايو 2021')).toBe('May 2021');
    expect(inEnglishMonths('أغسطس 2024')).toBe('August 2024');
    expect(inEnglishMonths('كانون الثاني 2019')).toBe('January 2019');
    expect(inEnglishMonths('تشرين الأول 2020')).toBe('October 2020');
    expect(inEnglishMonths('Ιουνίου 2023')).toBe('June 2023');
    expect(inEnglishMonths('ΜΑΪΟΣ 2019')).toBe('May 2019');
    expect(inEnglishMonths('Σεπτ. 2012')).toBe('September 2012');
    expect(inEnglishMonths('March 2020')).toBe('March 2020');
    expect(inEnglishMonths('2019')).toBe('2019');
    expect(inEnglishMonths(null)).toBeNull();
  });

  it('answers an Arabic CV in English with English months', () => {
    const text = allText(ARABIC_CV);
    expect(text).toContain('from May 2021 to August 2024');
    expect(text).not.toMatch(ARABIC_OR_GREEK_MONTH);
  });

  it('answers a Greek CV in English with English months', () => {
    const text = allText(GREEK_CV);
    expect(text).toContain('since June 2023');
    expect(text).toContain('September 2020');
    expect(text).not.toMatch(ARABIC_OR_GREEK_MONTH);
  });
});
