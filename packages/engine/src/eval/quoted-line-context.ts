import nlp from 'compromise';
import { detectLanguage } from '../text/stopwords.ts';
import { JOB_NOUN } from './job-and-heading-words.ts';
import { quotedParts } from './quoted-line-checks.ts';

/**
 * Checks of issue 13 on what a screening question quotes, read as a line of the posting: a heading or label asked as
 * a duty, the organisation describing itself, a research project's aims, a fragment cut out of its sentence (at a link the reader split off, or
 * mid-word), a sub-item asked without the line that leads into it. Plain patterns over the question and the posting's
 * text, written apart from the generators.
 */

// A heading or label: a line ending in a colon, a section name and its subtitle ('About You - What experience you
// need'), a heading's question without its question mark ('What you will do').
const LABEL_END = /:\s*$/;
const HEADING_AND_SUBTITLE = /^\p{Lu}[\p{L}'’]*(?:\s[\p{L}'’]+){0,2}\s[-–—|]\s\p{Lu}/u;
const WH_HEADING = /^(?:what|who|why|where|how)\s(?![^?]*\?)/i;

/** A quoted part that reads as a heading or a label rather than a duty or requirement. */
export function isHeadingOrLabel(quoted: string): boolean {
  const line = quoted.trim();
  return LABEL_END.test(line) || HEADING_AND_SUBTITLE.test(line) || WH_HEADING.test(line);
}

// The organisation about itself, or the post's terms: its mission ('Core to our mission is…', 'Our vision is…'), a
// name that seeks or hires ('Acme seeks a talented…'), the flexibility it offers.
const ABOUT_ITSELF =
  /^(?:(?:core|central|key|fundamental|integral) to (?:our|its|the) (?:mission|work|vision)|our (?:mission|vision|goal|purpose|values) (?:is|are)|there is (?:some )?flexibility)\b/i;
const SUBJECT_THAT_SEEKS =
  /^([\p{L}\d][\p{L}\d.&'’-]*(?:\s\p{Lu}[\p{L}\d.&'’-]*){0,3})\s(?:seeks|is seeking|is hiring|hires|is looking for|invites)\b/u;

/** A quoted part in which the organisation describes itself or the post's terms, not work the holder does. */
export function isSelfDescription(quoted: string): boolean {
  const line = quoted.trim();
  const subject = SUBJECT_THAT_SEEKS.exec(line)?.[1];
  // 'The Coordinator seeks to…': a title's duty, not the organisation.
  return ABOUT_ITSELF.test(line) || (subject !== undefined && !JOB_NOUN.test(subject));
}

// A project's or study's aims, which a research post's call sets before its tasks ('El objetivo de esta investigación
// consiste en …', 'con el componente cualitativo de este estudio se buscará indagar …', 'The aim of this project is
// to …'): what the research is for, not what the post asks of the holder.
const PROJECT_AIMS =
  /^(?:(?:the|our) (?:main |overall |general )?(?:aims?|goals?|objectives?|purpose) of (?:this|the|our) (?:project|study|research)|(?:this|the|our) (?:project|study|research(?: project)?) (?:aims|seeks|will (?:examine|investigate|explore|analy[sz]e|study))|(?:el|los) (?:objetivos?|prop[oó]sitos?) (?:general(?:es)? |principal(?:es)? )?de (?:esta|este|la|el) (?:investigaci[oó]n|proyecto|estudio)|(?:esta investigaci[oó]n|este (?:proyecto|estudio)) (?:busca|tiene como objetivo|pretende)|l['’]objectif (?:principal )?de (?:ce projet|cette (?:recherche|étude))|(?:ce projet|cette (?:recherche|étude)) vise)\b|\b(?:de (?:esta|este) (?:investigaci[oó]n|estudio|proyecto)) se buscar[aá](?![\p{L}])/iu;

/** A quoted part that states a research project's or study's aims rather than work or a requirement of the post. */
export function isProjectAims(quoted: string): boolean {
  return PROJECT_AIMS.test(quoted.trim());
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where a quoted part sits in the posting: each line holding it whole (found without case, as a lead lowers the first
 * letter), with the text before and after it on that line and the quoted part as the posting writes it.
 */
function placesInPosting(
  quoted: string,
  documentText: string,
): { before: string; written: string; after: string }[] {
  const wanted = quoted.replace(/…$/, '').trim();
  if (wanted.length < 4) return [];
  const pattern = new RegExp(escapeRegExp(wanted).replace(/\s+/g, '\\s+'), 'iu');
  return documentText.split('\n').flatMap((line) => {
    const found = pattern.exec(line);
    if (!found) return [];
    return [
      {
        before: line.slice(0, found.index),
        written: found[0],
        after: line.slice(found.index + found[0].length),
      },
    ];
  });
}

// A noun phrase's opening word, or a verb that takes an object: the sentence cannot stop right after it and a word.
const OPENS_A_NAME = /\b(?:our|your|their|its|the|this|my)\s+\p{L}+$/iu;
const endsOnVerb = (text: string): boolean => {
  const tags = (nlp(text).terms().json().at(-1)?.terms?.[0]?.tags ?? []) as string[];
  return tags.includes('PresentTense') && !tags.includes('Noun');
};

/**
 * Why a quoted part is a fragment of its posting line (null when it is not), cut where a link or a name was split
 * off: it starts inside a word ('Docencia' of 'MetaDocencia'), or it is a short name lowered by the lead that the
 * posting writes after a word of the same sentence ('…our community Code of Conduct' quoted as 'code of Conduct'),
 * or it stops before the name its last words lead into ('…exemplify our community' before 'Code of Conduct', '…
 * currently uses' before 'Buffer'). Read in English: items a posting runs together on one line look alike elsewhere.
 */
function cutFromItsLine(quoted: string, documentText: string): string | null {
  const places = placesInPosting(quoted, documentText);
  if (places.length === 0 || detectLanguage(documentText) !== 'en') return null;
  const isLoweredName = /^\p{Ll}/u.test(quoted) && quoted.split(/\s+/).length <= 4;
  const isCutAtStart = places.every(
    ({ before, written }) =>
      /\p{L}$/u.test(before) || (isLoweredName && /\p{Ll} $/u.test(before) && /^\p{Lu}/u.test(written)),
  );
  const isCutAtEnd = places.every(
    ({ written, after }) => /^ \p{Lu}/u.test(after) && (OPENS_A_NAME.test(written) || endsOnVerb(written)),
  );
  if (isCutAtStart) return `'${quoted}' starts inside its sentence`;
  if (isCutAtEnd) return `'${quoted}' stops before its sentence ends`;
  return null;
}

// A line whose colon continues a clause ('Liaise with the finance team, especially re:', 'You will be responsible
// for:'): what follows is its object, not a duty of its own.
const UNFINISHED_LEAD = /\b(?:re|for|of|with|on|to|about|including|especially|regarding|in)\s*:$/i;

/** A short item asked without the line that leads into it, whose unfinished clause holds the duty's verb. */
function subItemWithoutLead(quoted: string, documentText: string): string | null {
  if (quoted.trim().split(/\s+/).length > 4) return null;
  const lines = documentText
    .split('\n')
    .map((line) => line.replace(/^[-*•·▪◦]\s*/u, '').trim())
    .filter((line) => line !== '');
  const wanted = quoted.trim().toLowerCase();
  const at = lines.findIndex((line) => line.toLowerCase() === wanted);
  const lead = at > 0 ? (lines[at - 1] ?? '') : '';
  return UNFINISHED_LEAD.test(lead) ? `'${quoted}' asked without its lead '${lead}'` : null;
}

/**
 * What a screening question quotes that is a heading, a self-description, a project's aims, a fragment or a sub-item
 * (empty when none).
 */
export function quotedLineKindFaults(question: string, documentText: string): string[] {
  return quotedParts(question).flatMap((quoted) => [
    ...(isHeadingOrLabel(quoted) ? [`'${quoted}' is a heading or label`] : []),
    ...(isSelfDescription(quoted) ? [`'${quoted}' describes the organisation or the post's terms`] : []),
    ...(isProjectAims(quoted) ? [`'${quoted}' states the project's aims, not the post's`] : []),
    ...[cutFromItsLine(quoted, documentText), subItemWithoutLead(quoted, documentText)].filter(
      (fault): fault is string => fault !== null,
    ),
  ]);
}
