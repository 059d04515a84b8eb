import { ARABIC_SCRIPT_LETTER, arabicScriptWords, wholeHeading } from './cv-arabic-script-letters.ts';
import type { CvSectionKind } from './cv-vocabulary.ts';

// The words of CVs written in Persian (issue 13): their section headings, Solar Hijri months and open ends. Job
// boards print a résumé's sections as a row of headings ('سوابق شغلی', 'سوابق تحصیلی') before their entries.

/**
 * Section headings of Persian CVs ('سوابق شغلی', 'سوابق تحصیلی', 'دوره‌های آموزشی', 'زبان‌های خارجی', 'نرم افزارها',
 * 'مشخصات فردی', 'اطلاعات تماس'), with or without the non-joiner before a suffix.
 */
export const PERSIAN_HEADINGS: [CvSectionKind, RegExp][] = [
  ['summary', wholeHeading('درباره من|خلاصه(?: سوابق| رزومه)?|معرفی|هدف شغلی')],
  [
    'experience',
    wholeHeading('سوابق (?:شغلی|کاری|حرفه‌ای)|(?:سابقه|تجربه|تجربیات|تجارب) (?:کاری|شغلی|حرفه‌ای)|سوابق کار'),
  ],
  ['education', wholeHeading('سوابق (?:تحصیلی|آموزشی)|تحصیلات(?: دانشگاهی)?')],
  ['coursework', wholeHeading('دوره‌های (?:آموزشی|تخصصی)|دوره‌ها|گواهی‌نامه‌ها')],
  ['skills', wholeHeading('مهارت‌ها|مهارت‌های (?:نرم‌افزاری|فنی|تخصصی|کلیدی)|نرم‌افزارها|مهارت‌های نرم')],
  ['projects', wholeHeading('پروژه‌ها(?: و تجربیات (?:آکادمیک|دانشگاهی))?')],
  [
    'other',
    wholeHeading(
      'زبان‌های? خارجی|زبان‌ها|مشخصات (?:فردی|شخصی)|اطلاعات (?:تماس|فردی|شخصی)|حقوق و سابقه کاری|جوایز(?: و افتخارات)?|افتخارات|فعالیت‌های (?:داوطلبانه|فوق برنامه)|علاقه‌مندی‌ها|معرف‌ها',
    ),
  ],
];

/** The Solar Hijri months, first to twelfth: 'فروردین' (from 21 March) to 'اسفند'. */
export const SOLAR_HIJRI_MONTH_NAMES = [
  'فروردین',
  'اردیبهشت',
  'خرداد',
  'تیر',
  'مرداد',
  'شهریور',
  'مهر',
  'آبان',
  'آذر',
  'دی',
  'بهمن',
  'اسفند',
];

/** Persian months in a date ('خرداد 1402', 'مهر 2020'). */
export const PERSIAN_MONTHS = arabicScriptWords(SOLAR_HIJRI_MONTH_NAMES.join('|'));

/** A range's open end: 'تا کنون' / 'تاکنون' (until now), 'کنون', 'اکنون', 'حال' (the present), 'تا امروز'. */
export const PERSIAN_OPEN_ENDS = arabicScriptWords('(?:تا )?(?:کنون|اکنون|امروز|الان)|حال حاضر');

/** The word between a range's dates: 'تا' (to), 'الی' (until), the Arabic 'إلى' and 'حتى'. */
export const ARABIC_SCRIPT_RANGE_WORDS = arabicScriptWords('تا|الی|إلى|حتى');

/**
 * Job-title words of Persian CVs, the head of a title ('کارشناس نرم افزار', 'برنامه نویس ارشد', 'کارآموز', 'مدیر
 * پروژه', 'تکنیسین', 'خبرنگار').
 */
export const PERSIAN_TITLE_WORDS = arabicScriptWords(
  'کارشناس|کارآموز|کارمند|مدیر|مهندس|برنامه نویس|توسعه دهنده|تکنیسین|تکنسین|متصدی|خبرنگار|مونتاژ ?کار|مشاور|طراح|تحلیلگر|پشتیبان|سرپرست|معاون|مسئول|حسابدار|منشی|مدرس|معلم|استاد|استادیار|دانشیار|پژوهشگر|دستیار|کارگر|اپراتور|راننده|فروشنده|بازاریاب|نماینده|مترجم|ویراستار|پزشک|پرستار|داروساز|وکیل|مربی|رئیس|مدیرعامل|موسس|بنیانگذار|عضو',
);

/** Degree words of Persian CVs: 'کارشناسی' (a bachelor's), 'کارشناسی ارشد' (a master's), 'دکتری' / 'دکترا', 'کاردانی', 'دیپلم'. */
export const PERSIAN_DEGREE_WORDS = arabicScriptWords('کارشناسی(?: ارشد)?|کاردانی|دکتری|دکترا|دیپلم');

/** School words of Persian CVs: 'دانشگاه' (university), 'دانشکده' (faculty), 'آموزشکده', 'هنرستان', 'دبیرستان'. */
export const PERSIAN_SCHOOL_WORDS = arabicScriptWords('دانشگاه|دانشکده|آموزشکده|هنرستان|دبیرستان');

/**
 * A job board's place line, the country before the city ('ایران تهران', 'ایران نظر آباد'): the entry's place, never
 * its employer.
 */
export const PERSIAN_PLACE_LINE = new RegExp(
  `^(?:ایران|افغانستان|تاجیکستان|عراق|ترکیه|امارات|آلمان|کانادا|انگلستان|استرالیا|آمریکا)(?:\\s+[${ARABIC_SCRIPT_LETTER}\\u200c]+){1,3}$`,
  'u',
);
