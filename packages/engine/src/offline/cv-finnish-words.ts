import type { CvSectionKind } from './cv-vocabulary.ts';

// The words of CVs written in Finnish (issue 13): their section headings, terms, job titles, degrees and schools.
// Finnish builds a title or a school's name as a compound ending in its head word ('Lastenohjaaja', 'Kesätyöntekijä',
// 'Aalto-yliopisto', 'Kauppaopisto'), and many of them end in 'ä' or 'ö', letters '\b' does not see: each word is
// bounded by no letter before its compound and none after it.

const LETTER = 'a-zåäö';
/** A compound ending in one of the words: no letter before it, none after it. */
const compoundOf = (words: string): string => `(?<![${LETTER}])[${LETTER}-]*(?:${words})(?![${LETTER}])`;

/**
 * Section headings of Finnish CVs ('Työkokemus', 'Koulutus', 'IT-taidot', 'Kielitaito', 'Harrastukset'), matched on
 * the lower-cased heading as cv-vocabulary.ts reads it. A heading is never an employer, a school or a degree, and the
 * lines under it are read as its section's. 'Kielet' (languages) heads the spoken ones or, in a skills column, the
 * programming ones: no section of skills, whose tools are found by their names wherever they stand.
 */
export const FINNISH_HEADINGS: [CvSectionKind, RegExp][] = [
  [
    'summary',
    /^(?:profiili|henkilöprofiili|esittely|tietoa minusta|minusta|yhteenveto|(?:ura)?tavoitteet?)$/,
  ],
  [
    'experience',
    /^(?:(?:aiempi |muu |relevantti )?työkokemus|työkokemukset|työhistoria|työura|työpaikat|kesätyöt|harjoittelut?|vapaaehtoistyö|luottamustehtävät|luottamustoimet|järjestötoiminta)$/,
  ],
  ['education', /^(?:koulutus|koulutustausta|opinnot|opiskelu|tutkinnot|peruskoulutus)$/],
  [
    'skills',
    /^(?:(?:muut |tekniset |erityis)?taidot|osaaminen|erityisosaaminen|(?:it|atk|ohjelmointi)-?taidot|tietotekniset taidot|tietotekniikka|ohjelmointikielet|käyttöjärjestelmät|ohjelmat|ohjelmistot|työkalut)$/,
  ],
  ['projects', /^(?:projektit|omat projektit)$/],
  ['certifications', /^(?:sertifikaatit|sertifioinnit|pätevyydet)$/],
  ['coursework', /^(?:kurssit|lisäkoulutus|täydennyskoulutus|muu koulutus)$/],
  ['publications', /^julkaisut$/],
  ['achievements', /^saavutukset$/],
  [
    'other',
    /^(?:kielitaito|kielet|harrastukset|vapaa-aika|kiinnostuksen kohteet|henkilötiedot|yhteystiedot|lisätiedot|muuta|muut tiedot|suosittelijat|referenssit|palkinnot|tunnustukset)$/,
  ],
];

/** The terms a Finnish student dates studies and summer jobs by: 'kevät 2012' (spring), 'syksy', 'kesä', 'talvi'. */
export const FINNISH_SEASONS = 'kevät|kesä|syksy|talvi';

/**
 * Job-title words of Finnish CVs, the head of a compound title ('Lastenohjaaja', 'Kesätyöntekijä', 'TET-harjoittelija',
 * 'Ohjelmistokehittäjä', 'Myyjä', 'Projektipäällikkö'). Civilian and military service ('Siviilipalvelus',
 * 'Varusmiespalvelus') is named where a title stands and is a post served, as the duties under it tell.
 */
export const FINNISH_TITLE_WORDS = compoundOf(
  [
    'ohjaaja|harjoittelija|työntekijä|työläinen|kehittäjä|suunnittelija|insinööri|asiantuntija|päällikkö|johtaja',
    'opettaja|tutkija|avustaja|assistentti|konsultti|koordinaattori|sihteeri|myyjä|hoitaja|neuvoja|toimittaja',
    'tuottaja|valvoja|esimies|kouluttaja|analyytikko|ohjelmoija|kirjanpitäjä|tarjoilija|kokki|siivooja|kuljettaja',
    'vastaava|edustaja|sijainen|vetäjä|yrittäjä|perustaja|siviilipalvelus(?:mies|velvollinen)?|varusmiespalvelus',
  ].join('|'),
);

/**
 * Degree words of Finnish CVs: 'Tekniikan kandidaatti' (a bachelor's), 'Filosofian maisteri', 'Diplomi-insinööri',
 * 'Tradenomi', 'Ylioppilas' and 'Ylioppilastutkinto' (the matriculation exam that ends upper-secondary school), a
 * field's 'ylioppilas' ('Tekniikan ylioppilas': a university student of it), and any 'tutkinto' ('Datanomin
 * perustutkinto').
 */
export const FINNISH_DEGREE_WORDS = compoundOf(
  'kandidaatti|maisteri|tohtori|lisensiaatti|diplomi-insinööri|tradenomi|ylioppilas|tutkinto',
);

/** School words of Finnish CVs: 'Aalto-yliopisto', 'Helsingin yliopisto', 'ammattikorkeakoulu', 'lukio', 'opisto'. */
export const FINNISH_SCHOOL_WORDS = compoundOf('yliopisto|korkeakoulu|lukio|opisto|koulu');

/**
 * A university student's degree as Finland names it, the field's genitive before 'ylioppilas' ('Tekniikan
 * ylioppilas', 'Kauppatieteiden ylioppilas'): a degree under way, whatever its dates say. A bare 'Ylioppilas' is
 * the school-leaving award of a 'lukio'.
 */
export const FINNISH_STUDENT_DEGREE = /^\p{L}+n\s+ylioppilas$/iu;

/** What an upper-secondary school ('lukio') awards: 'Ylioppilas', 'Ylioppilastutkinto'. */
export const FINNISH_SECONDARY_AWARD = /(?<![\p{L}]n\s+)(?<!\p{L})ylioppilas(?:tutkinto)?(?!\p{L})/iu;
