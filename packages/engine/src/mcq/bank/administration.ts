import type { BankCompetency } from './types.ts';

export const administrationCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Office Administration',
    domain: 'administration',
    // A press secretary speaks for the organisation to reporters: no secretary's work.
    otherSense: { before: /\bpress $/ },
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
      'segreteria',
      'assistente di direzione',
      'ordini del giorno',
      'gestire il calendario',
      'calendario di incontri',
      'corrispondenza',
      // Indonesian office administration, Vietnamese administration and records ('hành chính', 'văn thư'), Chinese
      // administration and clerks ('行政', '文员').
      'administrasi perkantoran',
      'hành chính',
      'văn thư',
      '行政',
      '文员',
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
  {
    competency: 'Programme and Project Coordination',
    domain: 'administration',
    // Coordinating others' work (schedules, partners, follow-up), as programme coordinators and project officers do.
    keywords: [
      'program coordinator',
      'programme coordinator',
      'project coordinator',
      'project coordination',
      'program coordination',
      'programme coordination',
      'project officer',
      'programme officer',
      'program administrator',
      'programme administrator',
      'program administration',
      'programme administration',
      'administer the program',
      'administer this program',
      'project follow-up',
      // A community programme's own cycle: running it with partners, then following what it achieves.
      'program implementation',
      'programme implementation',
      'implementation and coordination',
      'monitoring and evaluation',
      'monitoring & evaluation',
      'coordinador de proyectos',
      'coordinadora de proyectos',
      'coordinación de proyectos',
      'coordinador de programa',
      'coordinadora de programa',
      'chargé de projets',
      'chargée de projets',
      'chargé de projet',
      'chargée de projet',
      'suivi de projets',
      'suivi des projets',
      'coordination de projets',
      'progressi dei progetti',
      'monitorare i progressi',
      'coordinamento dei progetti',
      'attività programmate',
    ],
    questions: {
      basic: {
        question:
          'You coordinate a programme run by several partners. What keeps everyone clear on who must do what, and by when?',
        answer:
          'A shared action log with an owner and a due date for each item, reviewed at regular check-ins',
        distractors: [
          'A long email after each meeting that describes everything that was discussed, in the order it came up',
          'Trusting each partner to remember what they agreed',
          'Doing the late tasks yourself whenever a partner falls behind',
        ],
        explanation:
          'An action log names an owner and a deadline for every task, and regular reviews catch slippage early; recaps and goodwill do not.',
      },
      intermediate: {
        question:
          'A training session needs a trainer, a room and signed-up learners. The trainer can only confirm two weeks before. How do you plan it?',
        answer:
          'Book a provisional room and date, open sign-ups with a deadline tied to the trainer’s, and keep a backup date',
        distractors: [
          'Wait until the trainer confirms before doing anything else',
          'Announce the date as final now, and look for another trainer later on if the first one cannot confirm it in time',
          'Open sign-ups without a date, and fix one once enough learners have joined to fill the room and the trainer has said yes',
        ],
        explanation:
          'Working on the dependency (provisional bookings, a confirmation deadline, a fallback) keeps the schedule moving without promising what is not yet certain.',
      },
      advanced: {
        question:
          'Half-way through the year a programme has spent 40% of its 200,000 grant, and 30,000 more is committed in signed agreements. What should you report?',
        answer: '80,000 spent and 30,000 committed, leaving 90,000 uncommitted',
        distractors: [
          '80,000 spent, leaving 120,000 available to commit',
          'An underspend of 20,000 against a straight-line budget',
          '110,000 spent, which is over half of the grant at mid-year, so an overspend',
        ],
        explanation:
          'Commitments are money already promised: available funds = 200,000 − 80,000 spent − 30,000 committed = 90,000. Leaving commitments out overstates what can still be spent.',
      },
    },
  },
  {
    // Facilities and office services: the building, its contracts and suppliers, the workplace people use.
    competency: 'Facilities Management and Office Services',
    domain: 'administration',
    keywords: [
      'facility management',
      'facilities management',
      'facility manager',
      'facilities manager',
      'facility specialist',
      'facilities coordinator',
      'facilities steward',
      'facilities team',
      'office services',
      'general services',
      'workplace services',
      'space planning',
      'gestión de instalaciones',
      'servicios generales',
      'services généraux',
      'moyens généraux',
      'gestion des locaux',
      'gebäudemanagement',
      'objektmanagement',
      'servizi generali',
      'gestione delle sedi',
      'facilitair',
      'facilitaire dienst',
      'facilitaire zaken',
      'serviços gerais',
      'gestão de instalações',
    ],
    questions: {
      basic: {
        question: 'What is planned preventive maintenance in a building?',
        answer: 'Servicing equipment on a schedule before it breaks down',
        distractors: [
          'Repairing equipment only after a user reports that it has stopped working properly',
          'Replacing all equipment every year',
          'Cleaning the offices outside working hours',
        ],
        explanation:
          'Scheduled servicing (boilers, lifts, air handling) costs less and disrupts less than waiting for breakdowns, and keeps statutory inspections up to date.',
      },
      intermediate: {
        question:
          "An office's cleaning and lift maintenance are contracted to outside suppliers. Which document sets the response times they must meet?",
        answer: 'The service level agreement (SLA)',
        distractors: [
          'The purchase order the finance team raises for each invoice',
          "The building's floor plan",
          'The fire risk assessment',
        ],
        explanation:
          "The SLA fixes what each service delivers and how fast (e.g. a lift fault attended within 4 hours); the facilities team checks suppliers' performance against it.",
      },
      advanced: {
        question: 'What does a space utilisation study measure?',
        answer: 'How much of the available workspace is actually occupied over time',
        distractors: [
          'The floor area given in the lease, including the car park and the shared areas of the building',
          'The energy each floor uses',
          'The number of staff on the payroll',
        ],
        explanation:
          'Counting desk and room occupancy across the week shows unused space, which drives decisions on hybrid working, consolidation and leases.',
      },
    },
  },
];
