import type { BankCompetency } from './types.ts';

export const publicCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Public Policy and Programmes',
    domain: 'public',
    keywords: [
      'public policy',
      'policy analysis',
      'policy analyst',
      'policy advisor',
      'policy adviser',
      'policy lead',
      'policy recommendations',
      'policy development',
      'policy issues',
      'governing policy',
      'government-wide',
      'program evaluation',
      'programme evaluation',
      'public sector',
      'regulatory impact',
      'política pública',
      'políticas públicas',
      'sector público',
      'politique publique',
      'politiques publiques',
      'secteur public',
      'fonction publique',
      'politiche pubbliche',
      'strategie pubbliche',
      'relazioni istituzionali',
      'settore pubblico',
    ],
    questions: {
      basic: {
        question: 'In the usual policy cycle, what comes straight after a policy is implemented?',
        answer: 'Monitoring and evaluating whether it achieves its intended outcomes',
        distractors: [
          'Setting the agenda: deciding which problem deserves attention',
          'Drafting the policy options for ministers or executives to choose from, with their costs and risks',
          'Announcing the policy to the public',
        ],
        explanation:
          'The cycle runs agenda setting, formulation, decision, implementation, then monitoring and evaluation, whose findings feed the next round.',
      },
      intermediate: {
        question: 'In a programme logic model, which of these is an outcome rather than an output?',
        answer: 'Small businesses file their taxes on time more often after the training',
        distractors: [
          '40 training sessions delivered to small businesses in the first year',
          '1,200 small-business owners attending the sessions',
          'A guide on tax deadlines published on the agency’s website and sent to every registered small business',
        ],
        explanation:
          'Outputs are what the programme delivers (sessions, attendees, guides); outcomes are the changes in behaviour or conditions it aims for, here on-time filing.',
      },
      advanced: {
        question:
          'An agency wants to know whether a new benefit-application service caused faster decisions, not just coincided with them. Which design gives the most credible answer?',
        answer:
          'Compare applicants randomly or comparably assigned to the new and old service over the same period',
        distractors: [
          'Compare average decision times in the year before and the year after launch',
          'Survey staff on whether they think decisions are faster',
          'Count how many applicants chose the new service',
        ],
        explanation:
          'A randomised or well-matched comparison group removes other changes over time (staffing, volumes, rules) from the estimate; a before-and-after comparison cannot separate them.',
      },
    },
  },
];
