import { arabicScriptWords, wholeHeading } from './cv-arabic-script-letters.ts';
import type { CvSectionKind } from './cv-vocabulary.ts';

// The words of CVs written in Arabic (issue 13): their section headings, months and open ends.

/**
 * Section headings of Arabic CVs ('الملخص المهني', 'الخبرة المهنية', 'التعليم', 'المهارات الأساسية', 'الشهادات
 * المهنية', 'اللغات'), matched on the whole heading: a heading is never an employer, and the lines under it are read
 * as its section's.
 */
export const ARABIC_HEADINGS: [CvSectionKind, RegExp][] = [
  [
    'summary',
    wholeHeading(
      '(?:ال)?ملخص(?: (?:ال)?(?:مهني|وظيفي|شخصي))?|نبذة (?:عني|مختصرة|شخصية)|(?:ال)?هدف (?:ال)?(?:وظيفي|مهني)|(?:ال)?ملف (?:ال)?شخصي|من انا',
    ),
  ],
  [
    'experience',
    wholeHeading('(?:ال)?خبر(?:ة|ات)(?: (?:ال)?(?:مهنية|عملية|وظيفية|العملية))?|(?:ال)?سجل (?:ال)?وظيفي'),
  ],
  [
    'education',
    wholeHeading(
      '(?:ال)?تعليم(?: (?:ال)?(?:اكاديمي|جامعي))?|(?:ال)?مؤهل(?:ات)? (?:ال)?(?:علمية?|اكاديمية?|دراسية?)',
    ),
  ],
  [
    'skills',
    wholeHeading('(?:ال)?مهارات(?: (?:ال)?(?:اساسية|شخصية|تقنية|فنية|مهنية|حاسوبية|رئيسية|ناعمة|اخرى))?'),
  ],
  ['certifications', wholeHeading('(?:ال)?شهادات(?: (?:ال)?(?:مهنية|احترافية))?(?: و(?:ال)?دورات)?')],
  ['coursework', wholeHeading('(?:ال)?دورات(?: (?:ال)?تدريبية)?|(?:ال)?تدريب')],
  ['projects', wholeHeading('(?:ال)?مشاريع|(?:ال)?مشروعات')],
  [
    'other',
    wholeHeading(
      '(?:ال)?لغات|(?:ال)?(?:معلومات|بيانات) (?:ال)?(?:شخصية|اتصال|تواصل)|(?:ال)?تواصل|(?:ال)?هوايات|(?:ال)?اهتمامات|(?:ال)?مراجع|(?:ال)?معرفون|(?:ال)?جوائز|(?:ال)?انجازات|(?:ال)?سيرة (?:ال)?ذاتية',
    ),
  ],
];

/**
 * Arabic months: the Gregorian names of Egypt and the Gulf ('مارس 2018') and the Levantine ones ('كانون الثاني 2019',
 * 'تشرين الأول 2021', 'آذار'). A date always sets its year after the month, so a month that is also a word ('مارس',
 * practised) is read only so. January first, each month's names a pattern of its own (cv-english-dates.ts).
 */
export const ARABIC_MONTH_NAMES: readonly string[] = [
  'يناير|كانون الثاني',
  'فبراير|شباط',
  'مارس|آذار',
  'ابريل|إبريل|نيسان',
  'مايو|ايار',
  'يونيو|يونيه|حزيران',
  'يوليو|يوليه|تموز',
  'اغسطس|آب',
  'سبتمبر|ايلول',
  'اكتوبر|تشرين الاول',
  'نوفمبر|تشرين الثاني',
  'ديسمبر|كانون الاول',
].map(arabicScriptWords);
export const ARABIC_MONTHS = ARABIC_MONTH_NAMES.join('|');

/** A range's open end: 'حتى الآن' (until now), 'الآن', 'حاليا' / 'حالياً' (currently), 'الحاضر' (the present). */
export const ARABIC_OPEN_ENDS = arabicScriptWords(
  '(?:حتى |الى )?(?:الآن|الان|اليوم)|حاليا[ًً]?|حاليًا|(?:حتى )?الوقت (?:ال)?حاضر|(?:ال)?حاضر',
);

/**
 * Job-title words of Arabic CVs, the head of a title ('منسق مشتريات', 'مساعد إداري', 'مشرف إداري', 'مدير مشروع',
 * 'مهندس برمجيات'), with or without the article.
 */
export const ARABIC_TITLE_WORDS = arabicScriptWords(
  '(?:ال)?(?:منسق|منسقة|مساعد|مساعدة|مشرف|مشرفة|مدير|مديرة|مهندس|مهندسة|محاسب|محاسبة|اخصائي|اخصائية|موظف|موظفة|رئيس|رئيسة|مسؤول|مسؤولة|مطور|مطورة|محلل|محللة|مستشار|مستشارة|فني|فنية|متدرب|متدربة|معلم|معلمة|مدرس|مدرسة|باحث|باحثة|ممثل|مندوب|سكرتير|سكرتيرة|نائب|مصمم|مصممة|مبرمج|مبرمجة|طبيب|طبيبة|ممرض|ممرضة|مراقب|مفتش|مترجم|مترجمة|كاتب|محرر|محررة|صيدلي|مؤسس|امين)',
);

/** Degree words of Arabic CVs: 'بكالوريوس', 'ليسانس' (a bachelor's), 'ماجستير' (a master's), 'دكتوراه', 'دبلوم'. */
export const ARABIC_DEGREE_WORDS = arabicScriptWords(
  'بكالوريوس|بكالريوس|ليسانس|ماجستير|دكتوراه|دكتوراة|دبلوم',
);

/** School words of Arabic CVs: 'جامعة' (university), 'كلية' (college), 'معهد' (institute), 'أكاديمية'. */
export const ARABIC_SCHOOL_WORDS = arabicScriptWords('(?:ال)?(?:جامعة|كلية|معهد|اكاديمية|مدرسة)');
