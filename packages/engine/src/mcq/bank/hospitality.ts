import type { BankCompetency } from './types.ts';

export const hospitalityCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Hospitality and Guest Service',
    domain: 'hospitality',
    keywords: [
      'hospitality',
      'guest service',
      'guest services',
      'guest experience',
      'front desk',
      'front office',
      'reception',
      'receptionist',
      'hotel',
      'check-in',
      'reservations',
      'concierge',
      'housekeeping',
      'restaurant',
      'food and beverage',
      'hostelería',
      'recepción',
      'huéspedes',
    ],
    questions: {
      basic: {
        question:
          'A guest arrives at the front desk while you are on the phone with another guest. What should you do?',
        answer:
          'Acknowledge the arriving guest with eye contact or a gesture, then serve them as soon as the call allows',
        distractors: [
          'Ignore them until the call ends',
          'Hang up on the caller to serve the person in front of you',
          'Ask a colleague from another department to take over the desk',
        ],
        explanation:
          'Both guests matter: a quick acknowledgement tells the arriving guest they have been seen without being rude to the caller.',
      },
      intermediate: {
        question:
          'A guest complains that their room was not cleaned. Which response follows the usual LEARN approach?',
        answer: 'Listen, empathise, apologise, resolve the problem and notify the team so it does not recur',
        distractors: [
          'Explain that housekeeping is a separate department and give the guest its phone number',
          'Offer a refund first, then ask what went wrong',
          'Ask the guest to put the complaint in writing for the manager, who will reply within a week',
        ],
        explanation:
          'LEARN (listen, empathise, apologise, resolve, notify) keeps the guest at the centre and fixes the cause as well as the case.',
      },
      advanced: {
        question:
          'A hotel has 200 rooms. Last night 150 were sold for a total room revenue of 18,000. What was the RevPAR?',
        answer: '90',
        distractors: ['120', '75', '150'],
        explanation:
          'Revenue per available room = room revenue / rooms available = 18,000 / 200 = 90. The average daily rate (ADR) would be 18,000 / 150 = 120.',
      },
    },
  },
];
