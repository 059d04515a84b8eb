// A made-up posting (no fixture's text) that the screening and MCQ check tests read.
export const POSTING = [
  'Paralegal',
  '',
  'We are a law firm in Boston, MA.',
  '',
  'Responsibilities',
  '- Go through onboarding with the team',
  '- Draft, review and revise contracts',
  '- Maintain case files in Clio and Excel',
  '',
  'Requirements',
  '- 2 years of experience as a paralegal',
  '- Experience with Excel and litigation support',
  '',
  'Benefits',
  '- Health insurance and a 401(k) plan',
  '- We hire sales and engineering people every month',
].join('\n');

/** A made-up MCQ group of one question (key 'a'), for the checks that judge a group by its competency. */
export const oneQuestionGroup = (competency: string) => ({
  competency,
  questions: [
    {
      skill_level: 'basic' as const,
      question: 'Q?',
      options: ['a', 'b', 'c', 'd'].map((text) => ({ text })),
      correct_answer: 'a',
      explanation: 'Because it is so.',
    },
  ],
});
