import { ENGLISH } from './en.ts';
import type { Phrases } from './index.ts';

/**
 * A German (or Italian) posting is asked in English, the language the engine writes for it: each question quotes the
 * posting's own line whole after an English lead (never a translation of it), and its conditions are the English work
 * requirement questions on the posting's words. Its items cannot be run on into an English sentence by their grammar
 * as English items are (German capitalises every noun; an Italian line opens on an infinitive or a noun).
 */
export const ENGLISH_FOR_GERMAN: Phrases = {
  ...ENGLISH,
  leads: {
    responsibilities: 'The posting lists this task: {quoted}.',
    requirements: 'The posting asks for: {quoted}.',
    nice_to_have: 'The posting names this as a plus: {quoted}.',
    description: 'The posting says: {quoted}.',
  },
  probes: {
    ...ENGLISH.probes,
    // 'Programmierkenntnisse', 'Bereitschaft zu …': a plus is often a knowledge or a willingness, not a thing done.
    nice: [
      '[Have you worked with {skills}? If so, what did you use it for and what did you learn?|Does this apply to you? If so, give an example where it helped you in your work.]',
    ],
  },
  motivation: {
    ...ENGLISH.motivation,
    question: 'Why are you interested in the role advertised as "{title}"?',
  },
  quotesTitleAsPosition: false,
};
