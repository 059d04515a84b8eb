import type { SkillLevel } from '@viva/contracts';

/**
 * One reviewed question. The correct answer and its three distractors are kept apart so a bank entry cannot
 * lose its correct option; the options are assembled (and shuffled) when a group is built.
 */
export type BankQuestion = {
  question: string;
  answer: string;
  distractors: readonly [string, string, string];
  /** Why the answer is correct, shown to the candidate with the results. */
  explanation: string;
};

export type BankDomain =
  | 'software'
  | 'data'
  | 'product'
  | 'sales'
  | 'marketing'
  | 'people'
  | 'support'
  | 'finance'
  | 'healthcare'
  | 'education'
  | 'social'
  | 'operations'
  | 'maintenance'
  | 'engineering'
  | 'production'
  | 'legal'
  | 'hospitality'
  | 'retail'
  | 'trades'
  | 'public'
  | 'fundraising'
  | 'administration'
  | 'media'
  | 'communications'
  | 'professional';

/** A competency a job description can ask for, with exactly one question per skill level. */
export type BankCompetency = {
  /** Shown to the candidate and part of the answer key `${competency}_${skill_level}`: no underscores. */
  competency: string;
  domain: BankDomain;
  /**
   * Words and phrases that name the competency in a job description, English and common Spanish. Matched as whole
   * words, case-, accent- and hyphen-insensitively ('front-end' also matches 'front end').
   */
  keywords: readonly string[];
  /**
   * Words that name where the work is done rather than the work ('restaurant'): every role there uses them, so they
   * add to a competency only beside another cue for it (one of its keywords, or the role's title).
   */
  settingKeywords?: readonly string[];
  /**
   * Words right before or after a keyword that give it another field's sense, matched on the lowercased, accent-folded
   * text: recruiting a study's 'participants' or 'muestra' is research fieldwork, not hiring.
   */
  otherSense?: {
    before?: RegExp;
    after?: RegExp;
    /** Words right before that keep the keyword's own sense whatever follows ('information security officer'). */
    ownSenseBefore?: RegExp;
  };
  /**
   * A tool of its domain's work (a CRM, where salespeople keep their accounts and pipeline): asked only when the
   * posting names that work too (another competency of the domain) or the title names the tool. An inspector who
   * enters inspection data into a CRM program sells nothing.
   */
  isToolOfDomain?: boolean;
  questions: Record<SkillLevel, BankQuestion>;
};
