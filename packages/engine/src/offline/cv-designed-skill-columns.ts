// Designed CVs (Adobe XD, Canva) whose text boxes the reader takes in drawing order: the section headings come first,
// then the skills set as headings of their own ('### C#', '## SQL'), then the entries as 'YEARS : Title - Place'
// lines, all of it under whichever heading came last. A tool's name is a skill wherever it stands, and a dated entry
// line among the skills is the post or degree it names.
import { isKnownSkill } from '../text/skills.ts';
import type { CvLine } from './cv-lines.ts';
import {
  type CvSectionKind,
  DATE_RANGE,
  DEGREE,
  headingKind,
  isPlaceLine,
  TITLE_WORD,
} from './cv-vocabulary.ts';

/** A heading of the document that names no section. */
const isUnknownHeading = (line: CvLine | undefined): boolean =>
  line?.isHeading === true && !line.isBullet && headingKind(line.text) === null;

/**
 * A heading that is only a known tool's or language's name ('C#', 'Java', 'React'): a skill, never an employer,
 * a post or a school. An employer that shares a tool's name ('Oracle' over 'Database Engineer · 2019 – 2022') has its
 * title or its dates on the line under it.
 */
function isSkillNameHeading(lines: CvLine[], at: number): boolean {
  const line = lines[at];
  if (!line || !isUnknownHeading(line) || line.text.split(/\s+/).length > 2 || !isKnownSkill(line.text))
    return false;
  const next = lines[at + 1];
  const headsEntry =
    next !== undefined &&
    !next.isBullet &&
    next.text.split(/\s+/).length <= 8 &&
    (DATE_RANGE.test(next.text) || TITLE_WORD.test(next.text));
  return !headsEntry;
}

/** A skill's name set as a heading, or the heading over such names that groups them ('Web development' over '### C#'). */
export function isSkillsColumnHeading(lines: CvLine[], at: number): boolean {
  return isSkillNameHeading(lines, at) || (isUnknownHeading(lines[at]) && isSkillNameHeading(lines, at + 1));
}

// 'Jobs d'étés 2016 - 2019 · …': a label of a few words before the years.
const ROW_LABEL = /^(?:\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,2})?$/u;

/**
 * A dated entry line set among the skills ('2019 - 2022 · Bachelor in Business IT - Liège College', 'Summer jobs
 * 2016 - 2019 · Tour guide'), with the section it belongs to: the education where it names a degree, else the work
 * history. It is written as the entry readers read it, 'years · title · place' (the label before the years, a group's
 * name, goes). Null for any other line, a place under its dates included ('08/2014 – 06/2018 · Pune, India').
 */
export function datedEntryRowOf(line: CvLine): { section: CvSectionKind; line: CvLine } | null {
  const [head = '', ...rest] = line.isBullet ? [] : line.text.split(/\s+·\s+/);
  const entry = rest.join(' · ');
  const range = DATE_RANGE.exec(head);
  if (!range || head.slice(range.index + range[0].length).trim() !== '') return null;
  if (!ROW_LABEL.test(head.slice(0, range.index).trim())) return null;
  if (!/^\p{Lu}/u.test(entry) || entry.split(/\s+/).length < 2 || isPlaceLine(entry)) return null;
  // 'Title - Place': the dash between spaces parts the post or degree from where it was held.
  const [title = '', ...place] = entry.split(/\s+[–—-]\s+/);
  return {
    section: DEGREE.test(entry) ? 'education' : 'experience',
    line: { ...line, text: [range[0], title, place.join(' - ')].filter(Boolean).join(' · ') },
  };
}

// 'I am a…', 'Je suis…', 'Ich bin…': a paragraph that opens on the person saying who they are.
const SELF_DESCRIPTION = /^(?:I am|I['’]m|Je suis|Ich bin|Soy|Sono|Sou|Ik ben)\s/u;

/**
 * The profile paragraph a designed CV's box set among the skills ('I am a creative problem solver. I can …'): the CV's
 * summary, no skill. Sentences of its own, two at least, in the person's voice.
 */
export function isProfileParagraph(line: CvLine): boolean {
  const sentences = line.text.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
  return (
    !line.isBullet &&
    SELF_DESCRIPTION.test(line.text) &&
    sentences.length >= 2 &&
    line.text.split(/\s+/).length >= 25
  );
}
