import {
  McqCompetencyGroupSchema,
  type McqCompetencyGroup,
  type AdminQaPair,
  type WorkArrangementInfo,
} from '@viva/contracts';
import { its, wink } from '../text/nlp.ts';
import { detectLanguage, FRENCH_STOPWORDS, isExtraStopword, SPANISH_STOPWORDS } from '../text/stopwords.ts';
import { withoutHybridTechnology } from './arrangement-words.ts';
import { monthNamedOtherwise } from './translated-months.ts';

/**
 * Measures of generated output against its source document. They are deliberately simple and independent of the
 * generators' own text processing (plain word tokens and a crude stem), so a generator cannot pass by agreeing
 * with itself.
 */

// Nouns every interview question is built from: they say nothing about whether its content came from the document.
const FRAMING = new Set(
  (
    'role roles job position description responsibility responsibilities requirement requirements experience ' +
    'experiences example examples time times situation project projects decision decisions result results outcome ' +
    'outcomes context qualification qualifications work team way ways step steps thing things kind yourself ' +
    'culture document words value values tool tools technology technologies achievement certification ' +
    'certifications level detail details approach company organisation organization interview question answer ' +
    // 'The posting states: …': the leads' words (the tagger reads their verb as a noun).
    'someone background test states posting postings ' +
    // Spanish template words.
    'cuéntame cuentame describe proyecto proyectos situación situacion contexto resultado resultados decisiones ' +
    'decisión puesto funciones función funcion experiencia ejemplo hiciste usaste tomaste obtuviste pide similar ' +
    'alguna algún algun ocasión ocasion rol empresa trabajo equipo cultura documento valores ' +
    // Spanish words of the questions on the role as a whole (phrases/es.ts roleQuestions), as for French below.
    'oferta atrae parte descrito hecho sería nuevo nueva ti pondrías día tuvo relacionado difícil parecido ' +
    'resolviste herramientas métodos harías dominas mejor sabrías pasados tres meses estás haciendo toma dice así ' +
    'formación capacitación tuya encaja dónde mantienes conocimientos aprendido últimamente tipo además ' +
    'más tú cuál ' +
    // Spanish words of the probes after a requirement (phrases/es.ts REQUIREMENT).
    'cubre perfil menciona curso hayas aplicado demuestra cumples requisito dame concreto ' +
    // Spanish and French words of the probe on a language skill (phrases/es.ts, fr.ts 'language').
    'usas idioma nivel lees escribes hablas utilisez langue écrit oral ' +
    // French template words.
    'parlez-moi parlez décrivez donnez-moi donnez exemple exemples contexte résultat résultats poste postes mission ' +
    'missions demande expérience parcours travail projet projets formation équipe équipes offre atout exigence ' +
    'point concret précis précédent semblable responsable une fait faite procédé retenu servi cas avez avez-vous ' +
    "quelque chose dites dites-moi quoi étiez feriez autrement aujourd'hui utilisé décisions revenaient réalisé " +
    'mené bien obtenu épreuve passé montre répondez compté citez vous-même quels quelle quel fallait terminé ' +
    'lesquels maîtrisez outils méthodes attire partie décrit nouveau niveau réalisation proche mois sauriez ' +
    'pendant combien temps exigeant pertinente pour comment mise pratique façon communiquer changé prenez ' +
    'habituellement main produit nouvel outil nouvelle concentreriez abord ici tâche déjà oui choisissez expliquez ' +
    'décision prise pourquoi œuvre uvre propre contribution issue travaillé cela était tiré faire couvre parmi ' +
    'serait mettriez difficile gérée résolue type mieux bout trois faites considéré indique correspond tenez ' +
    'compétences jour appris récemment'
  ).split(' '),
);

const CONTENT_POS = new Set(['NOUN', 'PROPN', 'NUM']);

type Token = { word: string; type: string; isStop: boolean; pos: string; isUntagged: boolean };

const LETTERS = /^[\p{L}\p{M}]+$/u;

/**
 * A text's tokens, lower-cased, with a word of letters of any script read whole. The English model types a word of a
 * script it does not know 'unk' (Greek 'Πτυχίο') and splits a Latin word at a letter it does not know ('Księgowości'
 * into 'ksi', 'ę', 'gowo', 'ś', 'ci'; Czech 'čeká', Hungarian 'Előnyt'): those pieces are joined into one word,
 * untagged (the model cannot tell its part of speech, so it counts as content in an English question too).
 */
function tokensOf(text: string): Token[] {
  const tokens = wink.readDoc(text).tokens();
  const types = tokens.out(its.type);
  const stop = tokens.out(its.stopWordFlag);
  const parts = tokens.out(its.pos);
  const spaces = tokens.out(its.precedingSpaces);
  const read: Token[] = [];
  tokens.out(its.value).forEach((value, index) => {
    const word = value.toLowerCase();
    const isUnknownLetters = types[index] === 'unk' && LETTERS.test(value);
    const previous = read.at(-1);
    const joins =
      previous !== undefined &&
      spaces[index] === '' &&
      LETTERS.test(previous.word) &&
      LETTERS.test(value) &&
      (isUnknownLetters || previous.isUntagged);
    if (joins) {
      previous.word += word;
      previous.type = 'word';
      previous.isStop = false;
      previous.isUntagged = true;
      return;
    }
    read.push({
      word,
      type: isUnknownLetters ? 'word' : (types[index] ?? ''),
      isStop: !isUnknownLetters && Boolean(stop[index]),
      pos: parts[index] ?? '',
      isUntagged: isUnknownLetters,
    });
  });
  return read;
}

/** A text's words and numbers, lower-cased, in order. */
const wordTokens = (text: string): string[] =>
  tokensOf(text)
    .filter(({ type }) => type === 'word' || type === 'number')
    .map(({ word }) => word);

/**
 * Key content terms of a question or answer: its nouns, names and numbers (what it is about), without stop words
 * or interview framing. Text in another language than English (Spanish, French) is not tagged reliably by the
 * English model, so there every word that is not a stop word or framing counts.
 */
export function keyTerms(text: string): string[] {
  const isEnglish = detectLanguage(text) === 'en';
  const terms = tokensOf(text)
    .filter(({ word, type, isStop, pos, isUntagged }) => {
      if ((type !== 'word' && type !== 'number') || isStop || (type === 'word' && word.length < 2))
        return false;
      return !isEnglish || isUntagged || CONTENT_POS.has(pos);
    })
    // French elisions ('l’anglais', "qu'avez") are the word after them.
    .map(({ word }) => word.replace(/^'|'s$/g, '').replace(/^(?:l|d|qu|j|n|s|c|m|t)['’]/, ''))
    .filter((word) => !FRAMING.has(word) && !SPANISH_STOPWORDS.has(word) && !FRENCH_STOPWORDS.has(word));
  return [...new Set(terms)];
}

const PREFIX = 5;

function commonPrefixLength(first: string, second: string): number {
  let length = 0;
  while (length < first.length && first[length] === second[length]) length += 1;
  return length;
}

/**
 * The document's words, the same words by their first five letters for matching word forms, and its words in order
 * (one space apart, for finding a phrase).
 */
export type DocumentIndex = {
  words: Set<string>;
  byPrefix: Map<string, string[]>;
  lowerText: string;
  wordRun: string;
};

export function indexDocument(text: string): DocumentIndex {
  const tokens = wordTokens(text);
  const documentWords = new Set(tokens);
  const byPrefix = new Map<string, string[]>();
  for (const word of documentWords) {
    if (word.length > PREFIX)
      byPrefix.set(word.slice(0, PREFIX), [...(byPrefix.get(word.slice(0, PREFIX)) ?? []), word]);
  }
  // A hyphenated name the layout wrapped at its hyphen ('Otto-' over 'Friedrich-Universität') is read whole.
  const lowerText = text.replace(/(?<=\p{L})-[ \t]*\n\s*(?=\p{L})/gu, '-').toLowerCase();
  return { words: documentWords, byPrefix, lowerText, wordRun: ` ${tokens.join(' ')} ` };
}

/**
 * A term is in the document when the same word is, or another form of it: a word sharing all but its last three
 * letters, and at least five ('deployment' ~ 'deployed', 'responsibility' ~ 'responsibilities').
 */
export function hasTerm(index: DocumentIndex, term: string): boolean {
  if (index.words.has(term)) return true;
  if (term.length <= PREFIX) return false;
  return (index.byPrefix.get(term.slice(0, PREFIX)) ?? []).some(
    (word) => commonPrefixLength(term, word) >= Math.max(PREFIX, Math.min(term.length, word.length) - 3),
  );
}

/** Share of a text's key terms found in the document; null when the text has no key terms. */
export function termGrounding(text: string, index: DocumentIndex): number | null {
  const terms = keyTerms(text);
  if (terms.length === 0) return null;
  return terms.filter((term) => hasTerm(index, term)).length / terms.length;
}

/** A text's clauses (split at punctuation), each as its words in order with whether each is a stop word. */
function clauses(text: string): { word: string; isStop: boolean }[][] {
  const found: { word: string; isStop: boolean }[][] = [[]];
  for (const { word, type, isStop } of tokensOf(text)) {
    if (type === 'punctuation') found.push([]);
    if (type !== 'word' && type !== 'number') continue;
    found.at(-1)?.push({ word, isStop: isStop || isExtraStopword(word) });
  }
  return found;
}

/**
 * Whether a text quotes the document: two or more of its words that are not stop words, in a row as the document
 * has them (stop words between them included: 'trabajo en equipo', 'highly organized and disciplined').
 */
export function quotesDocument(text: string, index: DocumentIndex): boolean {
  return clauses(text).some((words) =>
    words.some((first, start) => {
      if (first.isStop) return false;
      let contentWords = 1;
      for (let end = start + 1; end < words.length; end += 1) {
        if (words[end]?.isStop) continue;
        contentWords += 1;
        const phrase = words
          .slice(start, end + 1)
          .map((entry) => entry.word)
          .join(' ');
        if (contentWords >= 2 && index.wordRun.includes(` ${phrase} `)) return true;
      }
      return false;
    }),
  );
}

/**
 * Grounded: at least half of its key terms occur in the document. A text with no key terms, every word of it
 * interview framing or (in English) not a noun, is grounded when it quotes the document: a short quality ('trabajo
 * en equipo', 'travail en équipe', 'highly organized and disciplined') is grounded the same way in every language.
 */
export function isGrounded(text: string, index: DocumentIndex): boolean {
  const share = termGrounding(text, index);
  return share === null ? quotesDocument(text, index) : share >= 0.5;
}

// German capitalises every noun: the nouns a German answer tells a CV with ('Meine Ausbildung: …', 'Meine Erfahrung
// …', 'seit drei Jahren') are its own wording, not names the CV must contain.
const GERMAN_ANSWER_NOUNS = new Set(
  (
    'Ausbildung Abschluss Studium Erfahrung Erfahrungen Berufserfahrung Tätigkeit Tätigkeiten Aufgabe Aufgaben ' +
    'Schwerpunkt Schwerpunkte Werdegang Kenntnisse Fähigkeiten Projekt Projekte Projekten Stelle Position Rolle ' +
    'Ergebnis Ergebnisse Verantwortung Lebenslauf Bereich Jahr Jahre Jahren Monat Monate Monaten Kenntnissen'
  ).split(' '),
);

// A Spanish or Portuguese answer tells a degree the CV gives by its holder's title ('Doctor en …', 'Ingeniero en …',
// 'Doutor em …') as the studies ('el Doctorado en …', 'la Ingeniería en …'): the same fact when the CV has the title.
const DEGREE_OF_HOLDER: Record<string, string> = {
  doctorado: 'doctor',
  doutorado: 'doutor',
  ingeniería: 'ingenier',
  engenharia: 'engenheir',
  licenciatura: 'licenciad',
  maestría: 'magíster',
};
const namesHoldersDegree = (fact: string, index: DocumentIndex): boolean => {
  const title = DEGREE_OF_HOLDER[fact.toLowerCase()];
  return title !== undefined && index.lowerText.includes(title);
};

/**
 * The facts of a sample answer that the document does not contain: numbers and capitalised words inside a
 * sentence (names of employers, schools, products, places). Empty means the answer uses only the document's facts.
 */
export function unsupportedFacts(answer: string, index: DocumentIndex): string[] {
  const facts = new Set<string>();
  for (const sentence of answer.split(/(?<=[.!?])\s+/)) {
    const tokens = sentence.match(/[\p{L}\p{N}][\p{L}\p{N}.&+#'’-]*/gu) ?? [];
    tokens.forEach((token, position) => {
      const cleaned = token.replace(/[.'’-]+$/, '');
      const isNumber = /\d/.test(cleaned);
      const isName =
        position > 0 &&
        /^\p{Lu}/u.test(cleaned) &&
        !/^(I|I'm|I've|I'd|I'll)$/.test(cleaned) &&
        !GERMAN_ANSWER_NOUNS.has(cleaned);
      if (isNumber || isName) facts.add(cleaned);
    });
  }
  return [...facts].filter(
    (fact) =>
      !index.lowerText.includes(fact.toLowerCase()) &&
      !namesHoldersDegree(fact, index) &&
      !monthNamedOtherwise(fact, index.lowerText),
  );
}

/** |A ∩ B| / |A ∪ B| of two texts' lower-case word sets. */
export function tokenJaccard(first: string, second: string): number {
  const left = new Set(wordTokens(first));
  const right = new Set(wordTokens(second));
  if (left.size === 0 && right.size === 0) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/** Items that repeat an earlier one (token Jaccard ≥ threshold), with the earlier one. */
export function nearDuplicates(texts: string[], threshold = 0.8): { text: string; duplicateOf: string }[] {
  const found: { text: string; duplicateOf: string }[] = [];
  texts.forEach((text, index) => {
    const earlier = texts.slice(0, index).find((other) => tokenJaccard(other, text) >= threshold);
    if (earlier !== undefined) found.push({ text, duplicateOf: earlier });
  });
  return found;
}

/** Why an MCQ question is not valid (empty when it is): the contract plus the rules. */
export function mcqProblems(groups: McqCompetencyGroup[]): string[] {
  const problems: string[] = [];
  const seenQuestions = new Set<string>();
  for (const group of groups) {
    const parsed = McqCompetencyGroupSchema.safeParse(group);
    if (!parsed.success)
      problems.push(`${group.competency}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    const levels = new Set(group.questions.map((question) => question.skill_level));
    for (const level of ['basic', 'intermediate', 'advanced'] as const) {
      if (!levels.has(level)) problems.push(`${group.competency}: no ${level} question`);
    }
    for (const question of group.questions) {
      const label = `${group.competency}/${question.skill_level}`;
      const options = question.options.map((option) => option.text.trim().toLowerCase());
      if (options.length !== 4 || new Set(options).size !== 4)
        problems.push(`${label}: options not four distinct`);
      const correct = question.options.filter(
        (option) => option.text.trim() === question.correct_answer.trim(),
      );
      if (correct.length !== 1) problems.push(`${label}: ${correct.length} options equal the correct answer`);
      if (question.explanation.trim().length < 20)
        problems.push(`${label}: explanation missing or too short`);
      const key = question.question.trim().toLowerCase();
      if (seenQuestions.has(key)) problems.push(`${label}: question repeated`);
      seenQuestions.add(key);
    }
  }
  return problems;
}

// English, Spanish, French, Italian and Polish wording: a CV's verification questions are asked in its language.
export const ADMIN_AREAS = {
  academic:
    /\b(degree|university|college|school|education|academic|qualification|bachelor|master|mba|ph\.?d|diploma|certificat|gpa|graduat|studies|studied|t[ií]tulo|universidad|estudios|formaci[oó]n|titolo|laurea|istituto|formazione|dipl[oô]me|formation|wykształceni|uczelni)/i,
  employment:
    /\b(employ|employer|company|position|role|job|worked|work history|career|manager|reference|responsibilit|tenure|left|leaving|current|empleo|puesto|cargo|impiego|ruolo|qualifica|datori|emploi|poste|intitul|zatrudnieni|stanowisk)/i,
  authorisation:
    /\b(authori[sz]|visa|permit|right to work|citizen|sponsor|eligib|legally|permiso|visado|patrocinio|permesso|autoris|parrainage|zezwoleni|prawo do pracy)/i,
  preferences:
    /\b(prefer|salary|compensation|notice|start date|available|availability|relocat|remote|hybrid|on-site|commut|travel|hours|expect|location|prefiere|salarial|preaviso|disponib|remoto|mudarse|incorporarse|preferisce|retribu|preavviso|trasferirsi|pr[ée]f[ée]rez|salaire|pr[ée]avis|d[ée]m[ée]nager|distance|preferen|oczekiwani|dostępn|zdaln|przeprowadz)/i,
} as const;

export type AdminArea = keyof typeof ADMIN_AREAS;

/** Which of the four verification areas the admin questions cover. */
export function adminAreasCovered(pairs: AdminQaPair[]): AdminArea[] {
  return (Object.keys(ADMIN_AREAS) as AdminArea[]).filter((area) =>
    pairs.some((pair) => ADMIN_AREAS[area].test(`${pair.title} ${pair.question}`)),
  );
}

// A German place is named after a workplace noun ('Ein spannendes Arbeitsumfeld bei der OKF in Berlin'), read case
// for case: German capitalises every noun, so 'in' before a capital ('Kenntnisse in Textverarbeitung') names no place.
export const GERMAN_PLACE = /\b(?:Arbeitsumfeld|Arbeitsplatz|Büro)\b[^.;:]{0,50}?\bin \p{Lu}\p{Ll}+/u;

// What a document says when it states each work arrangement field (English, Spanish, French and German wording). Words
// that only look like one do not count: equipment for 'on-location recordings', French 'la location' (a rental),
// 'proficient in office software'. German hours are an amount ('20 Stunden/Woche') or full or part time.
const ARRANGEMENT_SIGNS: Record<keyof WorkArrangementInfo, RegExp> = {
  office_location:
    /\b((?<!\bon-|\b(?:la|en|de) )location|located|based in|office in|offices in|headquarter|ubicaci[oó]n|sede|lieu de travail|localisation|arbeitsort|standort|dienstort|einsatzort|sitz in|büro in)\b/iu,
  // A clock time, not a browser print's timestamp (5/10/24, 11:52 AM); work shifts, not 'able to shift priorities'.
  working_hours:
    /\b(full[- ]time|part[- ]time|working hours|hours per week|hours a week|(?<!:)\b\d{1,2}\s?(am|pm)|(?<!\bto )shifts?(?! (?:tasks|priorities|focus|gears|between)\b)|horario|jornada|temps plein|temps partiel|horaires?|\d+(?:[,.]\d+)?\s*(?:stunden|std\.?)\s*(?:\/|pro|je|in der|die|a)\s*woche|wochenstunden|wochenarbeitszeit|vollzeit|teilzeit)\b/iu,
  on_call_requirement:
    /\b(on[- ]call|back[- ]?up call|call rotations?|guardia|astreintes?|rufbereitschaft|bereitschaftsdienst)\b/i,
  work_arrangement:
    /\b(remote|remotely|hybrid|on[- ]site|onsite|in[- ]office(?! (?:and [a-z-]+ (?:[a-z-]+ )?)?(?:software|suite|applications?|tools|programs?|products))|work from home|from home|remoto|presencial|h[ií]brido|t[ée]l[ée]travail|hybride|sur site|pr[ée]sentiel|travail à distance|home[- ]?office|mobile[sn]? arbeiten|vor ort)\b/i,
};

/** For each field the document appears to state: whether the generator filled it. */
export function arrangementCoverage(
  documentText: string,
  info: WorkArrangementInfo,
): { field: keyof WorkArrangementInfo; isFound: boolean }[] {
  return (Object.keys(ARRANGEMENT_SIGNS) as (keyof WorkArrangementInfo)[])
    .filter(
      (field) =>
        // 'open hybrid cloud' states no way of working.
        ARRANGEMENT_SIGNS[field].test(
          field === 'work_arrangement' ? withoutHybridTechnology(documentText) : documentText,
        ) ||
        (field === 'office_location' && GERMAN_PLACE.test(documentText)),
    )
    .map((field) => ({ field, isFound: info[field] !== null && info[field]?.trim() !== '' }));
}

/** Multiset recall: the share of the reference's words (with repeats) that our text also has. */
export function wordRecall(ours: string, reference: string): number | null {
  const referenceWords = wordTokens(reference);
  if (referenceWords.length === 0) return null;
  const available = new Map<string, number>();
  for (const word of wordTokens(ours)) available.set(word, (available.get(word) ?? 0) + 1);
  let matched = 0;
  for (const word of referenceWords) {
    const count = available.get(word) ?? 0;
    if (count > 0) {
      matched += 1;
      available.set(word, count - 1);
    }
  }
  return matched / referenceWords.length;
}
