import { dropNearDuplicates, jaccard } from '../text/similarity.ts';
import { contentTermSet } from '../text/terms.ts';
import type { Section } from './sections.ts';
import type { Language } from '../text/stopwords.ts';
import { ENGLISH_PHRASES, phrasesFor, type Focus } from './phrases/index.ts';
import { candidatesOf, type QuestionKind } from './job-lines.ts';
import { EVERYDAY_WORDS, focusOf, lead, probe, questionSkills } from './job-question-phrasing.ts';
import { describesWork, roleQuestions, unaskedLines } from './job-role-questions.ts';
import { isNeverAsked, isQuotedLanguage } from './posting-items-nl-pt.ts';
import { perPositionQuestions, whichPositionQuestion } from './position-choice.ts';
import { withoutShouting } from './shouting-capitals.ts';
import { withoutLeadingConnective } from './leading-connectives.ts';

export type { Focus } from './phrases/index.ts';

const MAX_QUESTIONS = 12;

/** One responsibility or requirement of the document with the screening question asked about it. */
export type ScreeningItem = {
  text: string;
  kind: QuestionKind;
  skills: string[];
  focus: Focus;
  question: string;
  source: string;
};

/**
 * Screening questions, each tied to one responsibility or requirement the document states: the item is named
 * in the question, then a probe fitted to it (years, qualification, named skills, communication, a duty). None for
 * a document in a language the engine does not write: a question must not stitch its sentences into another
 * language.
 */
export function screeningItems(sections: Section[], language: Language, form: JobForm = {}): ScreeningItem[] {
  const phrases = phrasesFor(language);
  if (!phrases) return [];
  const turns = new Map<Focus, number>();
  const company = companyName(form);
  // One word the posting repeats ('inventory') is the topic of one question, not of every line that names it: a
  // later line is asked about its own point.
  const askedSkills = new Set<string>();
  const items: ScreeningItem[] = [];
  for (const named of candidatesOf(sections, company, language, form.position ?? null)) {
    const skills = named.skills.filter(
      (skill) => !askedSkills.has(skill.toLowerCase()) && !EVERYDAY_WORDS[language]?.has(skill.toLowerCase()),
    );
    // 'ALL GUESTS have an AWESOME EXPERIENCE': quoted in normal case, not shouted at the candidate; 'Därtill trivs du
    // med …' without the connective that tied it to the line before.
    const candidate = {
      ...named,
      text: withoutLeadingConnective(withoutShouting(named.text), language),
      skills,
    };
    for (const skill of questionSkills(skills)) askedSkills.add(skill.toLowerCase());
    const focus = focusOf(candidate);
    const turn = turns.get(focus) ?? 0;
    turns.set(focus, turn + 1);
    // Two short items on different points asked with the same probe read as near-duplicates ('… reuniones de equipo.
    // ¿Dónde lo has hecho antes…?'): the next wordings of the probe are tried before the item is left out. An item
    // that shares much of its words with one asked is left out.
    const terms = contentTermSet(candidate.text);
    const isOwnPoint = items.every((other) => jaccard(contentTermSet(other.text), terms) < OWN_POINT);
    const question = (isOwnPoint ? PROBE_TRIES : PROBE_TRIES.slice(0, 1))
      .map((shift) => `${lead(phrases, candidate)} ${probe(phrases, candidate, focus, turn + shift)}`)
      .find(
        (text) =>
          dropNearDuplicates([...items, { question: text }], (item) => item.question).length > items.length,
      );
    if (question) items.push({ ...candidate, skills: questionSkills(candidate.skills), focus, question });
  }
  return items.slice(0, MAX_QUESTIONS);
}

const PROBE_TRIES = [0, 1, 2];
const OWN_POINT = 0.3;

/** The position and company the recruiter typed in the job form. */
export type JobForm = {
  position?: string | null;
  company?: string | null;
  /** The positions of a posting that lists several, each with its own requirements (see posting-positions.ts). */
  positions?: readonly string[];
};

/** The company as a posting names it: 'Les Territoires de la Mémoire' without its French article. */
function companyName(form: JobForm): string | null {
  return form.company?.trim().replace(/^(?:les?|la|l['’])\s*/i, '') || null;
}

const MIN_QUESTIONS = 8;

/**
 * The screening questions of a posting, topped up with questions on the role as a whole. A posting in a language
 * the engine does not write gets only those, in English, about the position the recruiter typed.
 */
export function jobSpecQuestions(sections: Section[], language: Language, form: JobForm = {}): string[] {
  const items = screeningItems(sections, language, form);
  // A posting for several positions: first which one the candidate applies for; its title names none of them.
  const positions = form.positions ?? [];
  const isSeveral = positions.length > 1;
  const questions = [
    ...(isSeveral
      ? [whichPositionQuestion(positions, language), ...perPositionQuestions(positions, language)]
      : []),
    ...items.map((item) => withoutRepeatedWords(item.question)),
  ];
  const missing = Math.max(0, MIN_QUESTIONS - questions.length);
  if (missing === 0) return questions;
  const topics = [...new Set(items.flatMap((item) => item.skills))].slice(0, 3);
  const written = phrasesFor(language);
  const phrases = written ?? ENGLISH_PHRASES;
  // Without a typed position, the posting's own title names the job (not one in a language the engine does not
  // write: an English question does not quote it).
  const title =
    written && written.quotesTitleAsPosition !== false
      ? (sections.find((section) => section.kind === 'title')?.heading ?? null)
      : null;
  const position = isSeveral ? null : form.position?.trim() || title;
  const asked = new Set(items.flatMap((item) => [item.text, item.source]));
  // In a quoted language the lines its reader never asks are no examples either ('Treballem…', 'Termen limită…').
  const lines = written
    ? unaskedLines(sections, asked, companyName(form)).filter(
        (line) => !isQuotedLanguage(language) || !isNeverAsked(language, line),
      )
    : [];
  // Without one position's name, a wording that needs it is left out rather than asked with a gap.
  const onRole = roleQuestions(phrases, position, topics, lines, describesWork(sections)).filter(
    (question) => !isSeveral || !/\S\s{2,}\S/.test(question),
  );
  return [...questions, ...onRole.slice(0, missing)];
}

/**
 * Joining a requirement onto a lead-in can repeat a small word ('compassion to to meet'): say it once. Only a word
 * standing alone: the end of a word with an accent before it is none ('día a día', not 'dí' + 'a a' + 'día').
 */
export function withoutRepeatedWords(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])(to|the|a|an|of|and|in|for|with|on)\s+\1(?![\p{L}\p{N}])/giu, '$1');
}
