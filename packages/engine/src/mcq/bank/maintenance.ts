import type { BankCompetency } from './types.ts';

export const maintenanceCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Industrial and Mechanical Maintenance',
    domain: 'maintenance',
    keywords: [
      'machine maintenance',
      'maintenance technician',
      'maintenance mechanic',
      'industrial maintenance',
      'preventive maintenance',
      'preventative maintenance',
      'corrective maintenance',
      'planned maintenance',
      'equipment maintenance',
      'mechanical',
      'hydraulic',
      'hydraulics',
      'pneumatic',
      'pneumatics',
      'lockout',
      'tagout',
      'millwright',
      'mantenimiento preventivo',
      'mantenimiento correctivo',
      'mantenimiento industrial',
      'técnico de mantenimiento',
      'mecánico',
      'mecánica',
      'hidráulica',
      'neumática',
      'maintenance industrielle',
      'maintenance préventive',
      'maintenance corrective',
      'technicien de maintenance',
      'technicienne de maintenance',
      'mécanique',
    ],
    // 'Mechanical engineering', 'diseño mecánico', 'génie mécanique': the design of machines, an engineer's field.
    otherSense: {
      before:
        /\b(?:ingenier[ao]s?|ingenieria|diseno|genie|ingenieur(?:e)?s?|conception|engenh\w+|projeto)\s+$/,
      after: /^\s+(?:engineer|engineering|engineers|design|designer|designers)\b/,
    },
    questions: {
      basic: {
        question: 'Before you open the guard of a packaging machine to clear a jam, what must you do first?',
        answer: 'Isolate and lock out its energy sources, tag them, and test that the machine cannot start',
        distractors: [
          'Press the stop button and reach in quickly while the line is quiet, keeping the other hand well clear',
          'Ask the operator to keep a hand near the emergency stop',
          'Switch the machine to slow speed so the jam clears itself',
        ],
        explanation:
          'Lockout/tagout isolates electrical, pneumatic and hydraulic energy and proves it is off; a stop button or an operator watching can still let the machine start.',
      },
      intermediate: {
        question:
          'A filling machine ran 400 hours last month and broke down 4 times, each repair taking 2 hours. What are its MTBF and MTTR?',
        answer: 'MTBF 100 hours, MTTR 2 hours',
        distractors: [
          'MTBF 400 hours, MTTR 8 hours',
          'MTBF 98 hours, MTTR 0.5 hours',
          'MTBF 50 hours, MTTR 4 hours',
        ],
        explanation:
          'Mean time between failures = operating hours / failures = 400 / 4 = 100; mean time to repair = total repair time / repairs = 8 / 4 = 2.',
      },
      advanced: {
        question:
          'A hydraulic press builds pressure slowly and the oil runs hotter than usual, though no oil is leaking outside. What is the most likely cause to check first?',
        answer: 'Internal leakage, such as a worn pump or a relief valve bypassing oil back to the tank',
        distractors: [
          'A clogged air filter on the electrical cabinet, which would slow the pump motor down',
          'Too much oil in the tank, which raises the pressure that the pump has to overcome on every single stroke',
          'A loose guard, which makes the press vibrate and waste the energy it builds',
        ],
        explanation:
          'Oil slipping past worn pump parts or a bypassing relief valve does no work and turns into heat, so pressure builds slowly and temperature rises with no visible leak.',
      },
    },
  },
];
