// A projects section told in one sentence per project, with no project names, each sentence opening on its verb and
// wrapped at a narrow column ('Classified bird calls from' / 'field recordings using a network built with' / 'Keras,
// Librosa features, and' / 'spectrogram augmentation;' / 'Python, NumPy and TensorFlow'), as designed résumés set them:
// the wrapped lines are joined back into their sentence, and each sentence is a project, named by its opening clause.

import nlp from 'compromise';
import { sentencesOf } from './cv-duty-sentences.ts';
import { startsWithVerb } from './cv-entry-headers-and-duties.ts';
import type { CvLine } from './cv-lines.ts';
import type { CvProject } from './cv-profile.ts';
import { labelledProjectTitle } from './cv-project-labels.ts';
import { withToolsTailTold } from './cv-tool-tails.ts';
import { DANGLING_END } from './cv-vocabulary.ts';

// A line cut before its sentence ends: a word that needs more after it, a comma, or the semicolon before its tools.
const CUT_END = /[,;]$/;
// The clause that names what was done: up to how, with what, from what or why ('Classified bird calls').
const CLAUSE_END =
  /\s+(?:using|with|which|that|since|to|for|from|by|via|in order to)\s|[,;:(]|\s+and\s+(?=\p{Ll}+ed\b)/u;
const MAX_NAME_WORDS = 10;
const MIN_PROJECTS = 2;

// 'Classified', 'Predicted': a past tense the tagger may read as an adjective opens a sentence as a verb does; 'Built'
// is one the tagger knows. A verb in another form ('Project', 'Design') may be a name's first word.
const PAST_TENSE_FIRST = /^\p{Lu}\p{Ll}{2,}ed\s/u;
const opensOnVerb = (text: string): boolean => {
  if (PAST_TENSE_FIRST.test(text)) return true;
  const tags = (nlp(text).terms().json()[0]?.terms?.[0]?.tags ?? []) as string[];
  return tags.includes('PastTense') && startsWithVerb(text);
};

const opensSentence = (line: CvLine, previous: CvLine | undefined): boolean =>
  previous === undefined ||
  (!CUT_END.test(previous.text) &&
    !DANGLING_END.test(previous.text) &&
    /^\p{Lu}/u.test(line.text) &&
    opensOnVerb(line.text));

/** The section's projects where it is told so; null for any other layout (titled projects, bullets). */
export function untitledProjectsOf(lines: CvLine[]): CvProject[] | null {
  const [first] = lines;
  // Bullets, headings and labelled titles ('Project Title: …') mark projects of their own: another layout.
  const isOtherLayout = lines.some(
    (line) => line.isBullet || line.isHeading || labelledProjectTitle(line.text) !== null,
  );
  if (!first || isOtherLayout || !opensOnVerb(first.text)) return null;
  const sentences: string[] = [];
  for (const [index, line] of lines.entries()) {
    if (opensSentence(line, lines[index - 1])) sentences.push(line.text);
    else sentences[sentences.length - 1] = `${sentences.at(-1) ?? ''} ${line.text}`;
  }
  // Each project is one sentence or more; a sentence wrapped onto a line of its own is read above.
  if (sentences.length < MIN_PROJECTS) return null;
  return sentences.map((sentence) => {
    const clause = sentence.split(CLAUSE_END)[0] ?? sentence;
    const name = clause
      .split(/\s+/)
      .slice(0, MAX_NAME_WORDS)
      .join(' ')
      .replace(/[.,;:]$/, '');
    return { name, untitled: true, details: sentencesOf(sentence).map(withToolsTailTold) };
  });
}
