import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { generateCvQa } from './cv-qa.ts';
import { DATE_RANGE, headingKind } from './cv-vocabulary.ts';
import { rolesOf } from './test-cv-roles.ts';

// CVs written in Arabic script (issue 13, round 32 kinds): an Arabic Word CV whose entries are 'Title – Department |
// Month YYYY – Month YYYY' rows under an 'Employer | dates' row, and a Persian job-board résumé whose entries are
// title / Solar Hijri dates with a duration / employer / 'country city' blocks. Made-up people and companies.

const ARABIC_CV = [
  'سالم فهد القحطاني',
  'تنسيق المشتريات | المملكة العربية السعودية salem@example.com',
  'الملخص المهني',
  'أنا متخصص في المشتريات وسلاسل الإمداد، أمتلك خبرة عملية تمتد لأكثر من ست سنوات.',
  'الخبرة المهنية',
  'شركة الواحة الزرقاء للتجارة | مارس 2018 - فبراير 2025',
  'منسق مشتريات – قسم التوريد | مارس 2018 – يونيو 2022',
  '- تابعت طلبات الشراء مع الموردين المحليين.',
  '- أعددت تقارير شهرية عن المخزون.',
  'مشرف مستودعات – مخازن النخلة (تابع للشركة) | يونيو 2022 - حتى الآن',
  '( بالتوازي مع مهامي الأساسية)',
  '- نظمت عمليات الاستلام والتسليم اليومية.',
  'التعليم',
  'بكالوريوس إدارة سلاسل الإمداد – جامعة الرمال الحديثة | 2017',
  'المهارات الأساسية',
  '- إدارة المخزون والعقود.',
  'الشهادات المهنية',
  '- شهادة إدارة المشاريعGlobal Skills Hub (2023).',
  'اللغات',
  '- العربية: اللغة الام.',
].join('\n\n');

const PERSIAN_CV = [
  'نیما کاظمی فرد',
  'مشخصات فردی',
  'سن:',
  '34 سال',
  'محل سکونت: خیابان لاله',
  'اطلاعات تماس',
  'حقوق و سابقه کاری',
  'میزان سابقه کاری:',
  '9 سال',
  'سوابق شغلی',
  'سوابق تحصیلی',
  'بروز رسانی رزومه:',
  'شناسه کاربری:',
  'برنامه نویس ارشد',
  'مهر 1399 تا کنون (3 سال و 2 ماه)',
  'شرکت نرم افزاری ستاره شمال',
  'ایران تهران',
  'توسعه سامانه‌های مالی',
  'MS Word <<',
  'کارشناس پشتیبانی',
  'فروردین 1395 الی شهریور 1399 (4 سال و 5 ماه)',
  'شرکت داده پردازان کوهسار',
  'ایران اصفهان',
  'کارشناسی - مهندسی کامپیوتر',
  '1390 - 1394',
  'دانشگاه صنعتی نمونه',
  'دوره‌های آموزشی',
  'زبان‌های خارجی',
  'نرم افزارها',
].join('\n\n');

describe('Arabic and Persian CVs (issue 13, round 32 kinds)', () => {
  it('knows Arabic and Persian section headings', () => {
    expect(
      [
        'الملخص المهني',
        'الخبرة المهنية',
        'التعليم',
        'المهارات الأساسية',
        'المهارات الاساسية',
        'الشهادات المهنية',
        'اللغات',
      ].map(headingKind),
    ).toEqual(['summary', 'experience', 'education', 'skills', 'skills', 'certifications', 'other']);
    expect(
      [
        'سوابق شغلی',
        'سوابق تحصیلی',
        'دوره‌های آموزشی',
        'زبان‌های خارجی',
        'نرم افزارها',
        'مشخصات فردی',
        'اطلاعات تماس',
      ].map(headingKind),
    ).toEqual(['experience', 'education', 'coursework', 'other', 'skills', 'other', 'other']);
  });

  it('reads Arabic months and open ends, and Persian months with their connectors', () => {
    expect(DATE_RANGE.exec('مارس 2018 – يونيو 2022')?.slice(1, 3)).toEqual(['مارس 2018', 'يونيو 2022']);
    expect(DATE_RANGE.exec('يونيو 2022 - حتى الآن')?.slice(1, 3)).toEqual(['يونيو 2022', 'حتى الآن']);
    expect(DATE_RANGE.exec('كانون الثاني 2019 - تشرين الأول 2021')?.slice(1, 3)).toEqual([
      'كانون الثاني 2019',
      'تشرين الأول 2021',
    ]);
    expect(DATE_RANGE.exec('مهر 2020 تا کنون')?.slice(1, 3)).toEqual(['مهر 2020', 'کنون']);
  });

  it("reads an Arabic CV's rows as posts at their employers, never its headings", () => {
    const roles = rolesOf(ARABIC_CV);
    expect(roles.map((role) => role.organisation)).not.toContain('الملخص المهني');
    expect(roles).toContainEqual(
      expect.objectContaining({ title: 'منسق مشتريات – قسم التوريد', start: 'مارس 2018', end: 'يونيو 2022' }),
    );
    expect(roles.some((role) => role.organisation?.includes('الواحة الزرقاء'))).toBe(true);
    expect(roles.map((role) => role.organisation)).not.toContain('( بالتوازي مع مهامي الأساسية)');
    const qa = generateCvQa({ cvMarkdown: ARABIC_CV });
    const text = JSON.stringify(qa);
    expect(text).not.toMatch(/I have أنا/);
    expect(text).not.toMatch(/at (?:الملخص المهني|الخبرة المهنية|الشهادات المهنية|\( بالتوازي)/);
  });

  it("reads a Persian résumé's blocks: title, Solar Hijri dates, employer, the place line no employer", () => {
    const roles = rolesOf(PERSIAN_CV);
    expect(roles.map((role) => role.organisation)).toEqual([
      'شرکت نرم افزاری ستاره شمال',
      'شرکت داده پردازان کوهسار',
    ]);
    expect(roles.map((role) => role.title)).toEqual(['برنامه نویس ارشد', 'کارشناس پشتیبانی']);
    expect(roles[0]?.end).toBe('present');
    // Mehr 1399 began on 22 September 2020 and ran mostly in October; Farvardin 1395 mostly in April 2016.
    expect(roles[0]?.start).toBe('October 2020');
    expect(roles[1]?.start).toBe('April 2016');
    const text = JSON.stringify(generateCvQa({ cvMarkdown: PERSIAN_CV }));
    expect(text).not.toMatch(/محل سکونت|ایران تهران|ایران اصفهان|9 سال|بروز رسانی/);
    // No Persian month beside a Gregorian year.
    expect(text).not.toMatch(/(?:مهر|فروردین|شهریور) 20\d\d/);
    expect(readCvProfile(PERSIAN_CV).education).toContainEqual(
      expect.objectContaining({ degree: 'کارشناسی', institution: 'دانشگاه صنعتی نمونه', year: '2015' }),
    );
  });
});
