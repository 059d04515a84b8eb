import type { CvSectionKind } from './cv-vocabulary.ts';

// The words of CVs written in Hebrew (issue 13): their section headings, job titles, degrees and schools. Hebrew has
// no capitals and writes 'and' and 'the' as a letter before the word ('ו', 'ה'); JavaScript's '\b' knows no Hebrew
// letter, so a word's edges are the next character not being one.

const HEBREW_LETTER = '\\u05D0-\\u05EA';
const hebrewWords = (plain: string): string => `(?<![${HEBREW_LETTER}])(?:${plain})(?![${HEBREW_LETTER}])`;
const wholeHeading = (plain: string): RegExp => new RegExp(`^(?:${plain})$`, 'u');

/**
 * Section headings of Hebrew CVs, matched on the whole heading: 'ניסיון תעסוקתי' (work experience), 'ניסיון תעסוקתי
 * ושירות צבאי' (and military service), 'השכלה' (education), 'הכשרות נוספות' / 'קורסים והשתלמויות' (further training,
 * courses: never degrees), 'כישורים ויכולות' (skills), 'שפות' (languages), 'התנדבות' (volunteering), 'כללי'
 * (general: the contact rows and the profile).
 */
export const HEBREW_HEADINGS: [CvSectionKind, RegExp][] = [
  [
    'summary',
    wholeHeading('(?:ה)?תקציר|(?:ה)?פרופיל(?: (?:ה)?(?:אישי|מקצועי))?|קצת עליי|על עצמי|אודותיי|תמצית'),
  ],
  [
    'experience',
    wholeHeading(
      '(?:ה)?ניסיון(?: (?:ה)?(?:תעסוקתי|מקצועי|בעבודה|תעסוקה))?(?: (?:ו)?(?:ה)?שירות (?:ה)?צבאי)?|(?:ה)?תעסוקה|(?:ה)?(?:היסטוריה|ניסיון) תעסוקתית|(?:ה)?שירות (?:ה)?צבאי',
    ),
  ],
  ['education', wholeHeading('(?:ה)?השכלה(?: (?:ה)?(?:אקדמית|ותעודות))?|(?:ה)?לימודים(?: אקדמיים)?')],
  [
    'coursework',
    wholeHeading(
      '(?:ה)?הכשרות(?: (?:ה)?(?:נוספות|מקצועיות))?|(?:ה)?קורסים(?: (?:ו)?(?:ה)?השתלמויות)?|(?:ה)?השתלמויות',
    ),
  ],
  [
    'skills',
    wholeHeading(
      '(?:ה)?(?:כישורים|יכולות|מיומנויות)(?: (?:ו)?(?:ה)?(?:יכולות|כישורים|מיומנויות))?(?: (?:ה)?(?:רלוונטיות|רלוונטיים|מקצועיות|מקצועיים|טכניות|אישיות|אישיים))?|(?:ה)?ידע (?:טכני|מקצועי|במחשבים)|(?:ה)?תוכנות',
    ),
  ],
  [
    'other',
    wholeHeading(
      '(?:ה)?שפות|(?:ה)?התנדבות(?: .+)?|כללי|(?:ה)?פרטים אישיים|(?:ה)?פרטי קשר|(?:ה)?תחביבים|(?:ה)?ממליצים|(?:ה)?המלצות|(?:ה)?פרסים(?: (?:ו)?(?:ה)?הישגים)?|(?:ה)?הישגים',
    ),
  ],
];

/**
 * Job-title words of Hebrew CVs, the head of a title, masculine and feminine: 'מנהל' / 'מנהלת' (manager), 'סוכן' /
 * 'סוכנת' (agent), 'מורה' (teacher), 'מדריך' (instructor), 'מאבטח' (guard), 'רכז' / 'רכזת' (coordinator).
 */
export const HEBREW_TITLE_WORDS = hebrewWords(
  'מנהל|מנהלת|סוכן|סוכנת|מורה|מדריך|מדריכה|מאבטח|מאבטחת|רכז|רכזת|מהנדס|מהנדסת|מפתח|מפתחת|מתכנת|מתכנתת|יועץ|יועצת|עוזר|עוזרת|מזכיר|מזכירה|פקיד|פקידה|נציג|נציגת|טכנאי|טכנאית|אחראי|אחראית|ראש צוות|סגן|סגנית|מוכר|מוכרת|אנליסט|אנליסטית|חשב|חשבת|מנה"ל|מלצר|מלצרית|אחות|רופא|רופאה|עורך|עורכת|מתרגם|מתרגמת|מעצב|מעצבת|חונך|חונכת|מש"ק|מש”ק',
);

/** Degree words of Hebrew CVs: 'תואר ראשון' / 'תואר שני' (a bachelor's, a master's), 'ב.א.', 'מ.א.', 'דוקטורט'. */
export const HEBREW_DEGREE_WORDS = `${hebrewWords('תואר (?:ראשון|שני|שלישי)|דוקטורט|הנדסאי')}|(?<![${HEBREW_LETTER}])[במ]\\.(?:א|אד|Sc)\\.`;

/** School words of Hebrew CVs: 'אוניברסיטת' (the university of), 'מכללת' / 'המכללה' (college), 'האקדמיה'. */
export const HEBREW_SCHOOL_WORDS = hebrewWords(
  '(?:ה)?אוניברסיט(?:ת|ה)|(?:ה)?מכלל(?:ת|ה)|(?:ה)?אקדמי(?:ת|ה)|(?:ה)?טכניון',
);
