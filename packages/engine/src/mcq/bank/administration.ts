import type { BankCompetency } from './types.ts';

export const administrationCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Office Administration',
    domain: 'administration',
    keywords: [
      'secretary',
      'executive secretary',
      'secretarial',
      'administrative assistant',
      'executive assistant',
      'office administration',
      'office manager',
      'administrative support',
      'diary management',
      'calendar management',
      'diaries',
      'calendars',
      'meeting minutes',
      'filing',
      'correspondence',
      'secretaria',
      'asistente administrativo',
      'asistente administrativa',
      'asistente de dirección',
      'correspondencia',
      'secrétaire',
      'secrétariat',
      'adjoint de direction',
      'adjointe de direction',
      'adjoint administratif',
      'adjointe administrative',
      'calendriers',
      'procès-verbaux',
      'correspondance',
    ],
    questions: {
      basic: {
        question:
          'Two senior managers ask you to book the only free meeting room for the same hour. What should you do?',
        answer: 'Tell both of the clash, offer other rooms or times, and escalate only if they cannot agree',
        distractors: [
          'Book it for whoever asked first and say nothing to the other manager until the day of the meeting itself',
          'Book it for the more senior of the two',
          'Cancel both requests and ask them to book again later',
        ],
        explanation:
          'Raising the clash early with alternatives lets both meetings happen; silently choosing one leaves a surprise for the other.',
      },
      intermediate: {
        question: 'What belongs in the minutes of a formal meeting?',
        answer: 'Attendees, the decisions taken and the actions agreed, each with an owner and a deadline',
        distractors: [
          'A word-for-word record of everything that was said',
          'Only the agenda, as circulated before the meeting, with the attendance list and the time the meeting closed',
          'Your own view of how well the meeting went',
        ],
        explanation:
          'Minutes record who was there, what was decided and who does what by when; they are not a transcript or an opinion.',
      },
      advanced: {
        question:
          'Your director is overbooked next week and asks you to "sort out the diary". Which approach protects their priorities?',
        answer:
          'Rank the meetings against their stated priorities, propose what to move, delegate or decline, and confirm before changing anything',
        distractors: [
          'Cancel the meetings with the fewest attendees',
          'Move every internal meeting to the following week',
          'Shorten every meeting to half its booked time',
        ],
        explanation:
          'Diary management is judgement on the manager’s priorities: propose moves, delegations and declines, and get agreement before touching other people’s time.',
      },
    },
  },
];
