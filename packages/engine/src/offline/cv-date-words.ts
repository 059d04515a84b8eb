import { ARABIC_MONTHS, ARABIC_OPEN_ENDS } from './cv-arabic-words.ts';
import { PERSIAN_MONTHS, PERSIAN_OPEN_ENDS } from './cv-persian-words.ts';
import { CYRILLIC_MONTHS, CYRILLIC_OPEN_ENDS } from './cv-cyrillic-words.ts';
import { UZBEK_OPEN_ENDS } from './cv-uzbek-words.ts';
import { GREEK_MONTHS, GREEK_OPEN_ENDS } from './cv-greek-words.ts';
import { INDONESIAN_MONTHS, INDONESIAN_OPEN_ENDS } from './cv-indonesian-words.ts';
import { VIETNAMESE_OPEN_ENDS } from './cv-vietnamese-words.ts';

// Month names and open ends of a date range in the other languages CVs come in (Europass CVs are filled in the
// candidate's language): 'gennaio 2005 - alla data attuale', 'mars 2019 – aujourd'hui', 'Mai 2010 - heute'.
// Full names only: a three-letter stem ('set', 'ago') is a word of its own in running text.

/**
 * Italian, French, Spanish, German, Portuguese, Polish, Czech, Slovak, Turkish, Russian, Ukrainian, Greek and Indonesian month names (the English ones are read with their
 * abbreviations).
 */
export const OTHER_MONTHS = [
  'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre',
  'janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre',
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|se?tiembre|octubre|noviembre|diciembre',
  // Spanish, Portuguese, Italian, French, German and Dutch abbreviations that are no English month's, only with their
  // stop or before a year ('ene. 2017', 'Abr 2023 – Dic 2023', 'Set 2022 - Dez 2024'): 'ago', 'set' and 'out' are
  // words of their own.
  '(?:ene|abr|ago|dic|fev|set|out|dez|gen|mag|giu|lug|ott|janv|f[ée]vr|avr|juil|d[ée]c|mär|okt|mrt|mei)(?=\\.|\\s+(?:19|20)\\d{2})',
  'januar|februar|m[äa]rz|april|mai|juni|juli|august|september|oktober|november|dezember',
  'janeiro|fevereiro|mar[çc]o|maio|junho|julho|setembro|outubro|novembro|dezembro',
  // Polish, in the nominative and the genitive a date takes ('Październik 2024', '12 października 2024').
  'stycze[nń]|stycznia|luty|lutego|marzec|marca|kwiecie[nń]|kwietnia|maj|maja|czerwiec|czerwca|lipiec|lipca|sierpie[nń]|sierpnia|wrzesie[nń]|wrze[sś]nia|pa[zź]dziernik|pa[zź]dziernika|listopad|listopada|grudzie[nń]|grudnia',
  // Turkish, and its three-letter abbreviations only before a year ('Kas 2024', 'Haz 2027'): 'ara', 'kas' and 'tem'
  // are words of their own. Capitals spell the dotted and the dotless i apart ('KASIM', 'EKİM').
  'ocak|şubat|mart|n[iİ]san|may[ıI]s|haz[iİ]ran|temmuz|ağustos|eylül|ek[iİ]m|kas[ıI]m|aral[ıI]k',
  '(?:oca|şub|n[iİ]s|haz|tem|ağu|eyl|ek[iİ]|kas|ara)(?=\\.?\\s+(?:19|20)\\d{2})',
  // Czech and Slovak, in the nominative and the genitive ('červen - září 2021', '1. května 2020', 'máj 2019'); the
  // longer name first where one starts another ('červenec', 'červen').
  'leden|ledna|únor|února|březen|března|duben|dubna|květen|května|červenec|července|červen|června|srpen|srpna|září|říjen|října|listopad|listopadu|prosinec|prosince',
  'január|januára|február|februára|marec|marca|apríl|apríla|máj|mája|jún|júna|júl|júla|augusta|septembra|október|októbra|novembra|decembra',
  CYRILLIC_MONTHS,
  // Greek ('Ιούνιος 2026', 'Ιουνίου 2026') and the Indonesian names no other language spells so ('Agustus').
  GREEK_MONTHS,
  INDONESIAN_MONTHS,
  // Arabic (Gregorian and Levantine names) and Persian (Solar Hijri names).
  ARABIC_MONTHS,
  PERSIAN_MONTHS,
].join('|');

/**
 * 'alla data attuale', 'ad oggi', 'à ce jour', 'aujourd'hui', 'hoy', 'heute', 'bis heute', 'laufend', 'obecnie', the
 * Portuguese 'em andamento', 'até o momento', 'atualmente', Czech 'současnost', Slovak 'súčasnosť', Turkish 'Günümüz', 'Halen', 'Devam ediyor'; Dutch 'heden',
 * 'tot op heden', 'nu', 'huidig', and the Nordic 'nu', 'nuvarande', 'nåværende', 'pågående', 'i dag'. The short ones
 * are whole words ('2019 Nurse' opens on no range).
 */
export const OTHER_OPEN_ENDS =
  "alla data attuale|ad oggi|in corso|oggi|em andamento|at[ée] o momento|atualmente|[àa] ce jour|aujourd['’]hui|en cours|hoy|(?:bis )?heute|laufend|obecnie|do chwili obecnej|nadal|g[üÜ]n[üÜ]m[üÜ]z(?:e kadar)?|halen|devam ed[iİ]yor|devam etmekte|" +
  // Czech 'současnost', 'dosud', 'doposud', Slovak 'súčasnosť', 'doteraz'.
  'sou[čc]asnost|dosud|doposud|s[úu][čc]asnos[ťt]|doteraz|' +
  '(?:(?:tot )?(?:op )?heden|(?:tot )?nu|huidig|nuvarande|n[åu]v[æa]rende|p[åa]g[åa]ende|i dag)(?![a-zà-ÿæøå])|' +
  // Korean '현재' (now), '재직중' / '재직 중' (still employed there) and '진행중' / '진행 중' (under way).
  '현재|재직\\s?중|진행\\s?중|' +
  CYRILLIC_OPEN_ENDS +
  // Greek 'Σήμερα', 'έως σήμερα', 'Παρόν'; Indonesian 'sekarang', 'saat ini'; Vietnamese 'hiện tại', 'đến nay'; Uzbek
  // 'х/в', 'ҳозирги вақтгача'.
  `|${GREEK_OPEN_ENDS}|${INDONESIAN_OPEN_ENDS}|${VIETNAMESE_OPEN_ENDS}|${ARABIC_OPEN_ENDS}|${PERSIAN_OPEN_ENDS}|${UZBEK_OPEN_ENDS}`;

/** Dates opening a line ('2015 – 2018 Sales assistant', '11/2014 IT Consultant'), with the rest of the line. */
export type DatesAtStart = (text: string) => { start: string; end: string; rest: string } | null;
