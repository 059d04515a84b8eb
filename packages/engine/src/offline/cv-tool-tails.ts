// Designed résumés close a duty or a project's sentence with the tools it used, after a semicolon ('Shipped a scoring
// service; Apache Kafka', 'Built a search engine; Java, PostgreSQL and HTML5/CSS'): told as the work done with them
// ('Shipped a scoring service, working with Apache Kafka'), never as a list pasted after a sentence.

import { isKnownSkill } from '../text/skills.ts';
import { listPhrase } from './phrasing.ts';

const TAIL = /;\s*([^;]+?)\.?$/u;
// A tool's name: up to three words, each a name's ('Apache Kafka', 'Beautiful Soup 4', 'H2O.ai', 'HTML5/CSS').
const TOOL_NAME = /^[\p{L}\p{N}][\p{L}\p{N}.+#/-]*(?:\s+[\p{Lu}\p{N}][\p{L}\p{N}.+#/-]*){0,2}$/u;
const MAX_TOOLS = 8;
const MIN_SENTENCE_WORDS = 3;

/** The tools a line names after its last semicolon, or null where the part after it is no list of tools. */
export function toolsTailOf(line: string): { sentence: string; tools: string[] } | null {
  const tail = TAIL.exec(line);
  if (!tail) return null;
  const sentence = line.slice(0, tail.index).trim();
  const tools = (tail[1] ?? '')
    .split(/\s*,\s*(?:(?:and|&)\s+)?|\s+(?:and|&)\s+/)
    .map((item) => item.trim())
    .filter(Boolean);
  // A name written in lower case is a tool only where the lexicon knows it ('numpy'); 'reports' is a word.
  const isTool = (item: string): boolean =>
    TOOL_NAME.test(item) && (/^[\p{Lu}\p{N}]/u.test(item) || isKnownSkill(item));
  if (sentence.split(/\s+/).length < MIN_SENTENCE_WORDS || /[;:]$/.test(sentence)) return null;
  return tools.length > 0 && tools.length <= MAX_TOOLS && tools.every(isTool) ? { sentence, tools } : null;
}

/** 'Shipped a scoring service; Apache Kafka' → 'Shipped a scoring service, working with Apache Kafka'. */
export function withToolsTailTold(line: string): string {
  const read = toolsTailOf(line);
  return read ? `${read.sentence.replace(/[,.]$/, '')}, working with ${listPhrase(read.tools)}` : line;
}
