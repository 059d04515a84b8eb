import type { CvSectionKind } from './cv-vocabulary.ts';

// The words of CVs written in Greek (issue 13): their section headings, months, open ends, job titles, degrees and
// schools. JavaScript's '\b' knows no Greek letter, so a word's edges here are the next character not being one; the
// patterns are written without accents and take a vowel with or without its accent or diaeresis ('Ιούνιος', 'ΙΟΥΝΙΟΣ',
// 'Μαΐου'), as headings in capitals drop them. A plain pattern's 'i' flag folds Greek case, final sigma included.

const GREEK_LETTER = 'α-ωάέήίόύώϊϋΐΰς';
const NOT_GREEK_BEFORE = `(?<![${GREEK_LETTER}])`;
const NOT_GREEK_AFTER = `(?![${GREEK_LETTER}])`;

const ACCENTED: Record<string, string> = {
  α: '[αά]',
  ε: '[εέ]',
  η: '[ηή]',
  ι: '[ιίϊΐ]',
  ο: '[οό]',
  υ: '[υύϋΰ]',
  ω: '[ωώ]',
};

/** A pattern written without accents, taking each vowel with or without its accent. */
const accented = (plain: string): string => plain.replace(/[αεηιουω]/g, (vowel) => ACCENTED[vowel] ?? vowel);

/** Words of a list, whole: no Greek letter either side. */
const greekWords = (plain: string): string => `${NOT_GREEK_BEFORE}(?:${accented(plain)})${NOT_GREEK_AFTER}`;

/**
 * Section headings of Greek CVs ('Επαγγελματική Εμπειρία', 'Εκπαίδευση', 'Σπουδές', 'Δεξιότητες', 'Γλώσσες',
 * 'Ενδιαφέροντα', 'Δημοσιεύσεις'), matched on the lower-cased heading as cv-vocabulary.ts reads it. A heading is never
 * an employer, a school or a degree; interests of a field ('Χειρουργικά Ενδιαφέροντα') are no post either.
 */
export const GREEK_HEADINGS: [CvSectionKind, RegExp][] = [
  [
    'summary',
    new RegExp(
      `^(?:${accented('(?:συντομο |επαγγελματικο )?(?:προφιλ|βιογραφικο)|σχετικα με εμενα|περιληψη|(?:επαγγελματικος )?στοχος')})$`,
    ),
  ],
  [
    'experience',
    new RegExp(
      `^(?:${accented('(?:(?:επαγγελματικη|εργασιακη|κλινικη|ερευνητικη|διδακτικη|νοσοκομειακη|σχετικη|εθελοντικη) )?εμπειρια|προυπηρεσια|θεσεις εργασιας|απασχοληση|εθελοντισμος|επαγγελματικη (?:σταδιοδρομια|πορεια)')})$`,
    ),
  ],
  [
    'education',
    new RegExp(
      `^(?:${accented('εκπαιδευση(?: και (?:καταρτιση|τιτλοι σπουδων))?|(?:ακαδημαικες )?σπουδες|τιτλοι σπουδων|ακαδημαικοι τιτλοι|ακαδημαικη (?:εκπαιδευση|καταρτιση)')})$`,
    ),
  ],
  [
    'skills',
    new RegExp(
      `^(?:${accented('(?:(?:τεχνικες|ψηφιακες|προσωπικες|επαγγελματικες|κλινικες|χειρουργικες) )?(?:δεξιοτητες|ικανοτητες)|γνωσεις (?:η\\/υ|πληροφορικης|υπολογιστων)')})$`,
    ),
  ],
  ['projects', new RegExp(`^(?:${accented('(?:ερευνητικα )?(?:εργα|προγραμματα)')})$`)],
  ['certifications', new RegExp(`^(?:${accented('πιστοποιησεις|πιστοποιητικα')})$`)],
  ['coursework', new RegExp(`^(?:${accented('σεμιναρια|επιμορφωση|επιμορφωσεις')})$`)],
  [
    'publications',
    new RegExp(`^(?:${accented('(?:επιστημονικες |επιλεγμενες )?δημοσιευσεις(?: και ανακοινωσεις)?')})$`),
  ],
  [
    'other',
    new RegExp(
      `^(?:${accented('(?:ξενες )?γλωσσες|(?:\\S+ )?ενδιαφεροντα|χομπι|(?:στοιχεια )?επικοινωνιας|επικοινωνια|προσωπικα στοιχεια|συστασεις|(?:βραβεια|διακρισεις|υποτροφιες)(?: και (?:διακρισεις|βραβεια|υποτροφιες))?|μελος (?:επιστημονικων )?εταιρειων|συμμετοχη σε (?:επιστημονικες )?εταιρειες|συνεδρια|αλλες πληροφοριες')})$`,
    ),
  ],
];

/**
 * Greek months, in the nominative and the genitive a date takes ('Ιούνιος 2026', '12 Ιουνίου 2026'), and their
 * abbreviations with their stop or before a year ('Σεπτ. 2012', 'Ιαν 2020'); January first, each month a pattern of its
 * own (cv-english-dates.ts).
 */
export const GREEK_MONTH_NAMES: readonly string[] = (
  [
    ['ιανουαρι', 'ιαν'],
    ['φεβρουαρι', 'φεβ'],
    ['μαρτι', 'μαρ'],
    ['απριλι', 'απρ'],
    ['μαι', 'μαι'],
    ['ιουνι', 'ιουν'],
    ['ιουλι', 'ιουλ'],
    ['αυγουστ', 'αυγ'],
    ['σεπτεμβρι', 'σεπτ?'],
    ['οκτωβρι', 'οκτ'],
    ['νοεμβρι', 'νοε'],
    ['δεκεμβρι', 'δεκ'],
  ] as const
).map(
  ([stem, short]) =>
    `${greekWords(`${stem}(?:ος|ου)`)}|${NOT_GREEK_BEFORE}${accented(short)}(?=\\.|\\s+(?:19|20)\\d{2})`,
);
export const GREEK_MONTHS = GREEK_MONTH_NAMES.join('|');

/** A range's open end: 'Σήμερα' (today), 'έως σήμερα', 'μέχρι σήμερα', 'Παρόν' (present), 'σε εξέλιξη' (ongoing). */
export const GREEK_OPEN_ENDS = greekWords('(?:(?:εως|μεχρι|ως) )?σημερα|παρον|τρεχον|τωρα|σε εξελιξη');

/**
 * Job-title words of Greek CVs, the head of a title as it stands ('Επιμελητής Α΄ Αγγειοχειρουργός', 'Ειδικευόμενος
 * Γενικής Χειρουργικής', 'Μηχανικός Λογισμικού'), in both genders; a specialist's title ends in its word
 * ('Αγγειοχειρουργός', 'Παιδίατρος').
 */
export const GREEK_TITLE_WORDS = `${NOT_GREEK_BEFORE}(?:[${GREEK_LETTER}]*(?:${accented('ιατρος|χειρουργος')})|${accented(
  'επιμελητης|επιμελητρια|ειδικευομενος|ειδικευομενη|γιατρος|διευθυντης|διευθυντρια|μηχανικος|προγραμματιστης|προγραμματιστρια|αναλυτης|αναλυτρια|συμβουλος|καθηγητης|καθηγητρια|λεκτορας|ερευνητης|ερευνητρια|βοηθος|υπαλληλος|νοσηλευτης|νοσηλευτρια|δασκαλος|δασκαλα|εκπαιδευτικος|λογιστης|λογιστρια|δικηγορος|υπευθυνος|υπευθυνη|συντονιστης|συντονιστρια|τεχνικος|ασκουμενος|ασκουμενη|ιδρυτης|ιδρυτρια|προεδρος|μελος|στελεχος|πωλητης|πωλητρια|σχεδιαστης|σχεδιαστρια|διαχειριστης|μεταφραστης',
)})${NOT_GREEK_AFTER}`;

/**
 * Degree words of Greek CVs: 'Πτυχίο Ιατρικής' (a first degree), 'Μεταπτυχιακό', 'Μεταπτυχιακό Δίπλωμα Ειδίκευσης'
 * (a master's), 'Διδακτορικό', 'Διδακτορική διατριβή' (a doctorate), 'Δίπλωμα' (an engineer's five-year diploma).
 */
export const GREEK_DEGREE_WORDS = `${NOT_GREEK_BEFORE}(?:${accented(
  'πτυχιο|πτυχιου|μεταπτυχιακο|μεταπτυχιακου|διδακτορικο|διδακτορικου|διδακτορικη διατριβη|διδακτορατο|διπλωμα(?= ειδικευσης| μηχανικου)|μδε',
)})${NOT_GREEK_AFTER}`;

/**
 * School words of Greek CVs: 'Πανεπιστήμιο Αθηνών', 'Ιατρική Σχολή Πανεπιστημίου Κρήτης', 'Εθνικό Μετσόβιο
 * Πολυτεχνείο', 'ΤΕΙ', 'Λύκειο', in the nominative and the genitive.
 */
export const GREEK_SCHOOL_WORDS = `${NOT_GREEK_BEFORE}(?:${accented(
  'πανεπιστημιο|πανεπιστημιου|σχολη|σχολης|πολυτεχνειο|πολυτεχνειου|κολλεγιο|κολλεγιου|λυκειο|λυκειου|ακαδημια|ακαδημιας|τει',
)})${NOT_GREEK_AFTER}`;
