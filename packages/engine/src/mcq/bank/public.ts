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
  {
    // Canvassing for a campaign: knocking on doors and phoning voters to persuade them, register them and get them to
    // vote, recording each conversation. Delivering leaflets door to door on a round is another job.
    competency: 'Canvassing and Voter Outreach',
    domain: 'public',
    keywords: [
      'canvass',
      'canvassing',
      'canvasser',
      'door knocking',
      'knock on doors',
      'knocking on doors',
      'voter contact',
      'voter outreach',
      'voter registration',
      'get out the vote',
      'gotv',
      'phone banking',
      'phonebanking',
      'walk list',
    ],
    questions: {
      basic: {
        question: 'At a door, the resident says they are busy and not interested. What do you do?',
        answer: 'Thank them, note the answer on your list and go on to the next door',
        distractors: [
          'Keep talking until they have heard the whole script, since every conversation counts towards the day’s goal',
          'Push a leaflet through the letterbox and mark them as a supporter',
          'Come back ten minutes later and try again',
        ],
        explanation:
          'A polite exit keeps the campaign welcome in the neighbourhood; recording the answer honestly keeps the list right for the next contact.',
      },
      intermediate: {
        question:
          'Why does a canvasser record the result of each door (supporter, undecided, opposed, not home) on the walk list?',
        answer: 'So the campaign knows whom to contact again and whom to remind to vote',
        distractors: [
          'So that the campaign can publish, street by street, how the households on its lists mean to vote before the election',
          'To show the supervisor how many doors were walked',
          'Because the law requires every visit to a home to be recorded',
        ],
        explanation:
          'The results steer the next rounds: the undecided get another conversation, supporters a reminder to vote, and the opposed are not visited again. They are the campaign’s own data, not for publication.',
      },
      advanced: {
        question: 'With a few days left before the election, which doors should the canvass go to first?',
        answer: 'Supporters and persuadable voters the voter file shows may not turn out',
        distractors: [
          'Every door of the turf in street order, so that no household is left out whatever its voting record or its answers so far',
          'The households most strongly opposed, to change their minds',
          'The streets closest to the campaign office',
        ],
        explanation:
          'Late in a campaign, time goes where it changes the result: getting likely supporters and the persuadable to vote, not arguing with the firmly opposed.',
      },
    },
  },
];
