import { QaPairSchema, type QaPair } from '@viva/contracts';
import type { RunOptions } from '../engine.ts';
import { detectLanguage } from '../text/stopwords.ts';
import { cleanMarkdown } from './clean-markdown.ts';
import { screeningItems, type ScreeningItem } from './job-questions.ts';
import { listPhrase, shorten } from './phrasing.ts';
import { parseSections, type Section } from './sections.ts';
import { ENGLISH_PHRASES, fill, phrasesFor, type Phrases } from './phrases/index.ts';

/** How to prepare an answer to a screening question, pointing at the line of the posting it asks about. */
function guidance(phrases: Phrases, item: ScreeningItem): string {
  const [open, close] = phrases.quote;
  const skills = listPhrase(item.skills, phrases.and);
  return fill(phrases.guidance[item.focus], {
    quoted: `${open}${shorten(item.text, 30)}${close}`,
    skills,
    skillsOrThis: skills || phrases.thisSkill,
  });
}

/** Why-this-role, grounded in the posting's title, description and first responsibility. */
function motivationPair(phrases: Phrases, sections: Section[], items: ScreeningItem[]): QaPair | null {
  const title = sections.find((section) => section.kind === 'title')?.heading;
  const description = sections
    .filter((section) => section.kind === 'title' || section.kind === 'description')
    .flatMap((section) => section.items)
    .find((item) => item.split(/\s+/).length >= 6);
  const duty = items.find((item) => item.kind === 'responsibilities')?.text;
  if (!title || (!description && !duty)) return null;
  const values = {
    title,
    description: description && shorten(description, 30),
    duty: duty && shorten(duty, 20),
  };
  return {
    question: fill(phrases.motivation.question, values),
    answer: fill(phrases.motivation.answer, values).trim(),
  };
}

/** Spec part 2 'Specs Management': practice questions for a job spec, each with guidance grounded in it. */
export function generateSpecsQa(input: { specMarkdown: string }, options: RunOptions = {}): QaPair[] {
  options.onProgress?.({ progress: 10, message: 'Reading the job specification' });
  const markdown = cleanMarkdown(input.specMarkdown);
  const sections = parseSections(markdown);
  const language = detectLanguage(markdown);
  options.signal?.throwIfAborted();
  options.onProgress?.({ progress: 50, message: 'Writing questions and answer guidance' });
  // A posting in a language the engine does not write gets no screening items, and its motivation pair in English.
  const phrases = phrasesFor(language) ?? ENGLISH_PHRASES;
  const items = screeningItems(sections, language);
  const pairs = items.map((item) => ({ question: item.question, answer: guidance(phrases, item) }));
  const motivation = motivationPair(phrases, sections, items);
  const result = QaPairSchema.array().parse(motivation ? [motivation, ...pairs] : pairs);
  options.onProgress?.({ progress: 100, message: 'Job spec Q&A ready' });
  return result;
}
