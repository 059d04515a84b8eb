import type { BankCompetency } from './types.ts';

export const peopleCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Human Resources and Recruiting',
    domain: 'people',
    keywords: [
      'human resources',
      'HR',
      'recruiting',
      'recruitment',
      'recruiter',
      'talent acquisition',
      'employee relations',
      'hris',
      'recursos humanos',
      'reclutamiento',
      'selección de personal',
    ],
    questions: {
      basic: {
        question: 'What makes an interview a structured interview?',
        answer:
          'Every candidate is asked the same job-related questions and answers are scored against set criteria',
        distractors: [
          'The conversation flows freely to build rapport with each candidate',
          'Candidates are deliberately put under stress',
          'References are checked before the interview starts',
        ],
        explanation:
          'Consistent questions and scoring make candidates comparable and reduce bias; research finds structured interviews predict job performance better than unstructured ones.',
      },
      intermediate: {
        question:
          "Which type of interview question is 'Tell me about a time you handled a difficult customer'?",
        answer: 'A behavioural question',
        distractors: ['A hypothetical question', 'A leading question', 'A closed question'],
        explanation:
          'Behavioural questions ask for real past situations, on the principle that past behaviour predicts future behaviour; hypothetical ones ask "what would you do if...".',
      },
      advanced: {
        question:
          'Twelve employees left during a year in which the average headcount was 80. What was the annual turnover rate?',
        answer: '15%',
        distractors: ['12%', '8%', '20%'],
        explanation: 'Turnover rate = leavers / average headcount x 100 = 12 / 80 x 100.',
      },
    },
  },
];
