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
  qualitiesLead:
    'The posting describes the person it wants as {quoted}. Which of these qualities describe you best?',
  probes: {
    ...ENGLISH.probes,
    // 'Programmierkenntnisse', 'Bereitschaft zu …': a plus is often a knowledge or a willingness, not a thing done.
    nice: [
      '[Have you worked with {skills}? If so, what did you use it for and what did you learn?|Does this apply to you? If so, give an example where it helped you in your work.]',
    ],
  },
  // The typed title may be in the posting's language ('Assistente de finanças'): quoted ({roleNamed}: 'the "…" role'),
  // never run into English grammar ('in an Assistente de finanças role', 'your Assistente de finanças skills').
  roleNamed: '[the "{position}" role|the position you apply for]',
  roleQuestions: [
    'What draws you to {roleNamed}, and which part of [{if:describesWork}the work the posting describes|its work] have you done most?',
    '[Of what the posting asks for ({topics}), what|Of the work of {roleNamed}, what] would be newest to you, and how would you get up to speed on it?',
    'Tell me about the achievement from your experience [where you used {topicsOr} most|closest to the work of {roleNamed}]: what did you do yourself, and what was the result?',
    '[The posting says: "{line2}". What was the hardest situation you handled in work like this|What was the hardest situation you handled in {roleNamed} or a similar one], and how did you resolve it?',
    '[Which tools or methods would you use for this part of the job: "{line3}"? Which do you know best?|Which tools or methods have you used for work like that of {roleNamed}, and which do you know best?]',
    'Three months into {roleNamed}, how would you know you were doing it well?[ Take this part of the posting as the example: "{line1}".|]',
    'Which of your qualifications or training fits {roleNamed} best, and where have you put it to use?',
    'How do you keep the skills {roleNamed} needs current, and what have you learned most recently?',
  ],
  motivation: {
    ...ENGLISH.motivation,
    question: 'Why are you interested in the role advertised as "{title}"?',
  },
  workQuestions: {
    ...ENGLISH.workQuestions,
    // The posting's own words quoted, not run on into an English sentence.
    equipment: 'The posting asks you to bring your own equipment: {quoted}. Do you have it?',
    licence: 'The posting asks for a driving licence: {quoted}. Do you hold a valid one?',
  },
  quotesTitleAsPosition: false,
};
