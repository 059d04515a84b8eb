export { mcqBank } from './bank/index.ts';
export type { BankCompetency, BankDomain, BankQuestion } from './bank/types.ts';
export { selectMcqGroups, type McqSelectionInput } from './select.ts';
export { mcqAnswerKey, scoreMcq } from './score.ts';
export { validateMcqBank } from './validate-bank.ts';
