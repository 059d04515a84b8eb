// The sentences of a job's duty lines that a candidate would say: a bold label's list of tools or a product's
// description under it is no work of theirs, and a sentence split inside a word is made whole again.

import nlp from 'compromise';
import { its, splitSentences, wink } from '../text/nlp.ts';
import { endsOnMidSentenceAbbreviation } from './abbreviations.ts';
import { TITLE_WORD } from './cv-vocabulary.ts';

// '5, 6, 7 ve 8.': numbers alone, the last an ordinal ('8. Sınıf', the eighth grade), are no sentence of their own.
const ORDINALS_ALONE = /^[\d\s.,]*(?:\p{L}{1,3}\s+)?\d{1,2}\.$/u;

/**
 * Sentences of a CV line; a split inside a word ('ASP.' + 'Net', 'backbone.' + 'js-like'), after ordinals ('5, 6 ve
 * 8.' + 'Sınıf öğrencilerine …') or after an abbreviation that ends no sentence ('концерт в с.' + 'Брестник') is undone.
 */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let cursor = 0;
  for (const sentence of splitSentences(text)) {
    const at = text.indexOf(sentence, cursor);
    const isInsideWord = at > 0 && !/\s/.test(text.charAt(at - 1));
    cursor = at >= 0 ? at + sentence.length : cursor;
    const last = sentences.length - 1;
    if (
      last >= 0 &&
      (isInsideWord ||
        /^\p{Ll}/u.test(sentence) ||
        ORDINALS_ALONE.test(sentences[last] ?? '') ||
        endsOnMidSentenceAbbreviation(sentences[last] ?? ''))
    )
      sentences[last] = `${sentences[last]}${isInsideWord ? '' : ' '}${sentence}`;
    else sentences.push(sentence);
  }
  return sentences;
}

// A bullet opening on a bold label: 'Unstructured Calibration: Built...', 'Research Assistant – Machine Learning: ...'.
const LEAD_LABEL = /^(\p{Lu}[^:.!?]{0,60}?):\s+(?=\S)/u;
// 'Impartí', 'Diseñé', 'Desarrollé': a Spanish verb in the past tense, first person, opening a line.
const FIRST_PERSON_PAST = /^\p{Lu}\p{Ll}{2,}[éí](?=\s)/u;

/** 'Technologies: AWS, Python, React, MLflow.': a job's list of tools, not something the candidate did. */
export function isLabelledList(detail: string): boolean {
  const label = LEAD_LABEL.exec(detail);
  if (!label) return false;
  const items = detail
    .slice(label[0].length)
    .replace(/\.$/, '')
    .split(/\s*,\s*|\s+and\s+/);
  return items.length >= 3 && items.every((item) => item.split(/\s+/).length <= 4);
}

// 'Lecturer in computing for non-specialists: Web technology, Databases', 'Docent Informatica aan niet-informatici: …':
// a label naming the post held and whom or what it served, over the subjects taught or covered in it.
const POST_LINK = /\s(?:in|of|for|to|aan|voor|van|bij|en|de|für)\s/iu;

function isPostLabel(label: string): boolean {
  return TITLE_WORD.test(label) && POST_LINK.test(label) && label.split(/\s+/).length >= 3;
}

/** A labelled list whose label is the post the candidate held: the list says what they taught or covered there. */
export function isPostWithItsSubjects(detail: string): boolean {
  return isPostLabel(LEAD_LABEL.exec(detail)?.[1] ?? '');
}

// 'Encargado de crear consultas…', 'Responsable de …': a Spanish duty told by the charge held, an action too.
const SPANISH_CHARGE = /^(?:encargad[oa]|responsable)\s+de\s/iu;

/**
 * A sentence that tells an action: it opens on a verb ('Built...', 'Also worked on...', a Spanish past tense in the
 * first person, 'Proporcioné …'), not on a thing.
 */
function tellsAction(sentence: string): boolean {
  if (FIRST_PERSON_PAST.test(sentence) || SPANISH_CHARGE.test(sentence)) return true;
  const text = sentence.replace(/^(?:also|then)\s+/i, '');
  const tags = (nlp(text).terms().json()[0]?.terms?.[0]?.tags ?? []) as string[];
  return tags.includes('PastTense') || wink.readDoc(text).tokens().out(its.pos)[0] === 'VERB';
}

/** A lead-in of two words or more opening on a verb in the past tense ('Taught two courses', 'Impartí dos clases'). */
function isActionLabel(label: string): boolean {
  if (label.split(/\s+/).length < 2) return false;
  const tags = (nlp(label).terms().json()[0]?.terms?.[0]?.tags ?? []) as string[];
  return tags.includes('PastTense') || FIRST_PERSON_PAST.test(label);
}

/**
 * The sentences of a duty line a candidate would say. A bold label before a colon names the topic, and the
 * sentences after it that say what the topic is ('TensorFlow is an open source library...', 'Service for sending
 * email') describe a product, not the candidate's work: only those that tell an action stay.
 */
export function toldSentences(detail: string): string[] {
  const label = LEAD_LABEL.exec(detail);
  if (!label || (label[1] ?? '').split(/\s+/).length > 6) return sentencesOf(detail);
  // A label that is itself an action introduces what it names ('Taught two courses: Graph Theory and Optics',
  // 'Impartí dos clases: …', a Spanish past tense in the first person): the line is one thing done.
  // So does the post held over the subjects it covered ('Lecturer in computing for non-specialists: Databases, …').
  if (isActionLabel(label[1] ?? '') || isPostLabel(label[1] ?? '')) return sentencesOf(detail);
  // 'Responsabilidade: Acompanhar …', 'Tasks: …': a label naming the duties says every sentence after it is one, in
  // whatever language; a field of its own among them ('Supervisor: Ana Roe') is none.
  if (DUTIES_LABEL.test(label[1] ?? ''))
    return sentencesOf(detail.slice(label[0].length)).filter((sentence) => !LEAD_LABEL.test(sentence));
  return sentencesOf(detail.slice(label[0].length)).filter(tellsAction);
}

const DUTIES_LABEL =
  /^(?:(?:main|key) )?(?:responsibilit(?:y|ies)|duties|tasks)$|^(?:principais )?(?:responsabilidades?|atividades|atribui[çc][õo]es|fun[çc][õo]es)$|^(?:responsabilidad(?:es)?|funciones|tareas)$|^(?:responsabilit[ée]s|missions?|t[âa]ches)$|^(?:aufgaben|t[äa]tigkeiten)$/iu;

// 'Mentor, Early Career Breakfasts for Young Chemists, 2015, 2016.', 'Co-Organizer, Harbour Workshop, 2013 to present.':
// a role's name, its body and its years on one line: an entry of a list of such lines, never a duty of the entry above.
const ROLE_LEAD = /^(\p{Lu}[\p{L}-]*(?:\s\p{Lu}[\p{L}-]*){0,2})[,.]\s/u;
const YEARS_AT_END = /\b(?:19|20)\d{2}(?:\s*(?:[-–]|to)\s*(?:(?:19|20)\d{2}|present))?\.?$/i;

export function isOneLineEntry(detail: string): boolean {
  const [, lead = ''] = ROLE_LEAD.exec(detail) ?? [];
  const last = lead.split(/\s+/).at(-1) ?? '';
  return (
    lead !== '' &&
    YEARS_AT_END.test(detail) &&
    (TITLE_WORD.test(lead) || /\p{L}{3}(?:er|or|ist)$/u.test(last))
  );
}
