import { McqQuestionSchema } from '@viva/contracts';
import { mcqBank } from './bank/index.ts';
import type { BankCompetency, BankQuestion } from './bank/types.ts';
import { SKILL_LEVELS } from './build-group.ts';
import { normaliseForMatching } from './document-weights.ts';

// Shuffled options make positional answers meaningless ('all of the above' might come first).
// A key that is usually the longest option gives itself away: at most this share of questions may have one.
const MAX_LONGEST_KEY_SHARE = 0.4;
// A posting gets only a few groups, so the bank-wide share says little about one test: each group may have
// at most one such question, which keeps any selection of groups at or below one in three.
const MAX_LONGEST_KEYS_PER_GROUP = 1;
const POSITIONAL_OPTION = /\b(all|none|both) of the (above|below)\b/i;

/** Every problem in the bank, one message each; empty when it is valid. Run by the tests and the evaluation. */
export function validateMcqBank(bank: readonly BankCompetency[] = mcqBank): string[] {
  const problems: string[] = [];
  const competencyNames = new Set<string>();
  const keywordOwners = new Map<string, string>();
  const questionTexts = new Set<string>();
  for (const bankCompetency of bank) {
    const name = bankCompetency.competency;
    if (name.trim() === '' || name.includes('_'))
      problems.push(`${name}: a name must be non-empty with no underscore (answer keys use one)`);
    if (competencyNames.has(name.toLowerCase())) problems.push(`${name}: competency listed twice`);
    competencyNames.add(name.toLowerCase());
    if (bankCompetency.keywords.length === 0) problems.push(`${name}: no keywords`);
    for (const keyword of [...bankCompetency.keywords, ...(bankCompetency.settingKeywords ?? [])]) {
      const normalised = normaliseForMatching(keyword);
      const owner = keywordOwners.get(normalised);
      // Case variants within one competency ('Excel', 'EXCEL') are deliberate; across competencies they collide.
      if (owner !== undefined && owner !== name)
        problems.push(`${name}: keyword '${keyword}' also belongs to ${owner}`);
      keywordOwners.set(normalised, name);
    }
    const groupLongestKeys = SKILL_LEVELS.filter((skillLevel) =>
      keyIsLongest(bankCompetency.questions[skillLevel]),
    ).length;
    if (groupLongestKeys > MAX_LONGEST_KEYS_PER_GROUP)
      problems.push(
        `${name}: the correct option is the longest in ${groupLongestKeys} of its ${SKILL_LEVELS.length} questions (at most ${MAX_LONGEST_KEYS_PER_GROUP})`,
      );
    for (const skillLevel of SKILL_LEVELS) {
      const bankQuestion = bankCompetency.questions[skillLevel];
      const label = `${name} (${skillLevel})`;
      if (bankQuestion === undefined) {
        problems.push(`${label}: missing`);
        continue;
      }
      const questionText = normaliseForMatching(bankQuestion.question);
      if (questionTexts.has(questionText))
        problems.push(`${label}: the same question appears elsewhere in the bank`);
      questionTexts.add(questionText);
      const options = [bankQuestion.answer, ...bankQuestion.distractors];
      if (options.some((option) => POSITIONAL_OPTION.test(option)))
        problems.push(`${label}: an option depends on option order`);
      const parsed = McqQuestionSchema.safeParse({
        skill_level: skillLevel,
        question: bankQuestion.question,
        options: options.map((text) => ({ text })),
        correct_answer: bankQuestion.answer,
        explanation: bankQuestion.explanation,
      });
      if (!parsed.success)
        problems.push(`${label}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
    }
  }
  const questions = bank.flatMap((bankCompetency) =>
    SKILL_LEVELS.map((level) => bankCompetency.questions[level]),
  );
  const longestKeys = questions.filter(keyIsLongest).length;
  if (questions.length > 0 && longestKeys / questions.length > MAX_LONGEST_KEY_SHARE)
    problems.push(
      `the correct option is the longest in ${longestKeys} of ${questions.length} questions (at most ${MAX_LONGEST_KEY_SHARE * 100}%)`,
    );
  return problems;
}

function keyIsLongest(bankQuestion: BankQuestion | undefined): boolean {
  return (
    bankQuestion !== undefined &&
    bankQuestion.distractors.every((distractor) => distractor.length < bankQuestion.answer.length)
  );
}
