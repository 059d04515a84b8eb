import { countWordsAndSpecifics } from '../text/nlp.ts';
import { findSkills } from '../text/skills.ts';

// Phrases that introduce something the candidate did themselves, the core of a specific answer.
const EXAMPLE_MARKERS =
  /\b(?:for example|for instance|when i|at my (?:last|previous|current)|i (?:led|built|designed|managed|created|delivered|improved|reduced|increased|wrote|ran|owned|migrated|launched|trained|taught|resolved|fixed))\b/gi;

/** What makes a spoken answer concrete: its length, figures, named skills and examples of the speaker's own actions. */
export type AnswerSignals = {
  words: number;
  /** Dates, durations, amounts and counts wink-nlp recognises ('40 seconds', 'three years', '30%'). */
  figures: number;
  skills: string[];
  examples: number;
};

export function answerSignals(text: string): AnswerSignals {
  const { words, specifics } = countWordsAndSpecifics(text);
  return {
    words,
    figures: specifics.length,
    skills: findSkills(text),
    examples: text.match(EXAMPLE_MARKERS)?.length ?? 0,
  };
}

/** A quick word count (runs of letters or digits), enough to settle most answers without reading them closely. */
export const roughWordCount = (text: string) => text.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu)?.length ?? 0;

/** How many concrete details an answer carries: figures, named skills and examples. */
export const specificCount = (signals: AnswerSignals) =>
  signals.figures + signals.skills.length + signals.examples;

const CLEAR_CONFIRMATION =
  /\b(?:yes|yeah|yep|no|nope|i can|i can't|i cannot|i am|i'm|i have|i do|i don't|i will|sure|absolutely|definitely|correct|that's right|of course)\b/i;

/** Whether an answer says yes or no plainly (what a work requirement or a CV check asks for). */
export const isClearConfirmation = (text: string) => CLEAR_CONFIRMATION.test(text);

/** Work requirements and CV checks want a clear confirmation; the other questions want an account. */
export const CONFIRMATION_TYPES: ReadonlySet<string> = new Set(['work_requirement', 'cv_admin']);
