import { withoutAccents } from '../text/accents.ts';

// An answer in English names a CV's month in English ('from May 2024') where the CV wrote it in Arabic or Greek
// ('مايو 2024', 'Μαΐου 2024'): the month is the CV's fact, said in the answer's language, not a fact it lacks.
const ENGLISH_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

// Each month, January first: the Egyptian and Levantine Arabic names, then the Greek stems and abbreviations (read
// without accents, so 'Μαΐου' is 'μαιου').
const OTHER_NAMES: readonly string[] = [
  'يناير|كانون الثاني|ιανουαρ|ιαν',
  'فبراير|شباط|φεβρουαρ|φεβ',
  'مارس|آذار|اذار|μαρτ|μαρ',
  'أبريل|ابريل|إبريل|نيسان|απριλ|απρ',
  'مايو|أيار|ايار|μαι',
  'يونيو|يونيه|حزيران|ιουν',
  'يوليو|يوليه|تموز|ιουλ',
  'أغسطس|اغسطس|آب|αυγουστ|αυγ',
  'سبتمبر|أيلول|ايلول|σεπτεμβρ|σεπτ?',
  'أكتوبر|اكتوبر|تشرين الأول|οκτωβρ|οκτ',
  'نوفمبر|تشرين الثاني|νοεμβρ|νοε',
  'ديسمبر|كانون الأول|δεκεμβρ|δεκ',
];
const OTHER_MONTH = OTHER_NAMES.map((names) => new RegExp(`(?<![\\p{L}])(?:${names})`, 'u'));

/** Whether an English month name in an answer stands for a month the CV names in Arabic or Greek. */
export function monthNamedOtherwise(fact: string, lowerCvText: string): boolean {
  const month = ENGLISH_MONTHS.indexOf(fact.toLowerCase());
  if (month < 0) return false;
  const pattern = OTHER_MONTH[month];
  return pattern !== undefined && pattern.test(withoutAccents(lowerCvText));
}
