import {
  McqCompetencyGroupSchema,
  type McqCompetencyGroup,
  type AdminQaPair,
  type WorkArrangementInfo,
} from '@viva/contracts';
import { its, wink } from '../text/nlp.ts';
import { SPANISH_STOPWORDS } from '../text/stopwords.ts';

/**
 * Measures of generated output against its source document. They are deliberately simple and independent of the
 * generators' own text processing (plain word tokens and a crude stem), so a generator cannot pass by agreeing
 * with itself.
 */

// Words every interview question is built from: they say nothing about whether the content came from the document.
const FRAMING = new Set(
  (
    'tell describe walk explain example examples share give talk discuss approach approached handle handled ' +
    'experience experiences time times situation specific recent role roles position job team work worked working ' +
    'ensure use used using help helped bring think prefer comfortable able past previous particular challenge ' +
    'challenging goal goals way ways step steps process make made keep kept get got kind sort thing things ' +
    'would could should might please like also well good best new one many much really recently currently'
  ).split(' '),
);

/** Lower-case word tokens (words and numbers) as wink-nlp splits them. */
export function words(text: string): string[] {
  const tokens = wink.readDoc(text).tokens();
  const types = tokens.out(its.type);
  return tokens
    .out(its.value)
    .filter((_, index) => types[index] === 'word' || types[index] === 'number')
    .map((token) => token.toLowerCase());
}

/** Content words of a question or answer: no stop words (English or Spanish), no framing, two letters or more. */
export function keyTerms(text: string): string[] {
  const tokens = wink.readDoc(text).tokens();
  const types = tokens.out(its.type);
  const stop = tokens.out(its.stopWordFlag);
  const values = tokens.out(its.value);
  const terms = values
    .map((value, index) => ({ word: value.toLowerCase(), type: types[index], isStop: stop[index] }))
    .filter(({ word, type, isStop }) => (type === 'word' || type === 'number') && !isStop && word.length > 1)
    .map(({ word }) => word.replace(/^'|'s$/g, ''))
    .filter((word) => !FRAMING.has(word) && !SPANISH_STOPWORDS.has(word));
  return [...new Set(terms)];
}

// 'deployment' ~ 'deployed', 'managing' ~ 'managed': the first characters, at least five, of longer words.
const stem = (word: string) => (word.length <= 5 ? word : word.slice(0, Math.max(5, word.length - 3)));

/** The document's words and stems, built once per document. */
export type DocumentIndex = { words: Set<string>; stems: Set<string>; lowerText: string };

export function indexDocument(text: string): DocumentIndex {
  const documentWords = new Set(words(text));
  return {
    words: documentWords,
    stems: new Set([...documentWords].map(stem)),
    lowerText: text.toLowerCase(),
  };
}

export function hasTerm(index: DocumentIndex, term: string): boolean {
  return index.words.has(term) || index.stems.has(stem(term));
}

/** Share of a text's key terms found in the document; null when the text has no key terms. */
export function termGrounding(text: string, index: DocumentIndex): number | null {
  const terms = keyTerms(text);
  if (terms.length === 0) return null;
  return terms.filter((term) => hasTerm(index, term)).length / terms.length;
}

/** Grounded: at least half of its key terms occur in the document (and it has some). */
export function isGrounded(text: string, index: DocumentIndex): boolean {
  const share = termGrounding(text, index);
  return share !== null && share >= 0.5;
}

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
      const isName = position > 0 && /^\p{Lu}/u.test(cleaned) && !/^(I|I'm|I've|I'd|I'll)$/.test(cleaned);
      if (isNumber || isName) facts.add(cleaned);
    });
  }
  return [...facts].filter((fact) => !index.lowerText.includes(fact.toLowerCase()));
}

/** |A ∩ B| / |A ∪ B| of two texts' lower-case word sets. */
export function tokenJaccard(first: string, second: string): number {
  const left = new Set(words(first));
  const right = new Set(words(second));
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

export const ADMIN_AREAS = {
  academic:
    /\b(degree|university|college|school|education|academic|qualification|bachelor|master|mba|ph\.?d|diploma|certificat|gpa|graduat|studies|studied)/i,
  employment:
    /\b(employ|employer|company|position|role|job|worked|work history|career|manager|reference|responsibilit|tenure|left|leaving|current)/i,
  authorisation: /\b(authori[sz]|visa|permit|right to work|citizen|sponsor|eligib|legally)/i,
  preferences:
    /\b(prefer|salary|compensation|notice|start date|available|availability|relocat|remote|hybrid|on-site|commut|travel|hours|expect|location)/i,
} as const;

export type AdminArea = keyof typeof ADMIN_AREAS;

/** Which of the four verification areas the admin questions cover. */
export function adminAreasCovered(pairs: AdminQaPair[]): AdminArea[] {
  return (Object.keys(ADMIN_AREAS) as AdminArea[]).filter((area) =>
    pairs.some((pair) => ADMIN_AREAS[area].test(`${pair.title} ${pair.question}`)),
  );
}

// What a document says when it states each work arrangement field (English and Spanish wording).
const ARRANGEMENT_SIGNS: Record<keyof WorkArrangementInfo, RegExp> = {
  office_location: /\b(location|located|based in|office in|offices in|headquarter|ubicaci[oó]n|sede)\b/i,
  working_hours:
    /\b(full[- ]time|part[- ]time|working hours|hours per week|hours a week|\d{1,2}\s?(am|pm)|shift|horario|jornada)\b/i,
  on_call_requirement: /\b(on[- ]call|guardia)\b/i,
  work_arrangement:
    /\b(remote|remotely|hybrid|on[- ]site|onsite|in[- ]office|work from home|from home|remoto|presencial|h[ií]brido)\b/i,
};

/** For each field the document appears to state: whether the generator filled it. */
export function arrangementCoverage(
  documentText: string,
  info: WorkArrangementInfo,
): { field: keyof WorkArrangementInfo; isFound: boolean }[] {
  return (Object.keys(ARRANGEMENT_SIGNS) as (keyof WorkArrangementInfo)[])
    .filter((field) => ARRANGEMENT_SIGNS[field].test(documentText))
    .map((field) => ({ field, isFound: info[field] !== null && info[field]?.trim() !== '' }));
}

/** Multiset recall: the share of the reference's words (with repeats) that our text also has. */
export function wordRecall(ours: string, reference: string): number | null {
  const referenceWords = words(reference);
  if (referenceWords.length === 0) return null;
  const available = new Map<string, number>();
  for (const word of words(ours)) available.set(word, (available.get(word) ?? 0) + 1);
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
