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
  {
    // Vehicle inspectors and car mechanics: the safety inspection of brakes and tyres, and diagnosing engine faults.
    competency: 'Vehicle Inspection and Maintenance',
    domain: 'maintenance',
    keywords: [
      'vehicle inspection',
      'vehicle inspector',
      'car inspection',
      'roadworthiness',
      'roadworthy',
      'automotive technician',
      'auto mechanic',
      'car mechanic',
      'motor mechanic',
      'vehicle maintenance',
      'vehicle repair',
      'car repair',
      'auto repair',
      'automotive repair',
      'MOT test',
      'brake system',
      'brakes',
      'tyres',
      'wheel alignment',
      'emissions test',
      'engine diagnostics',
      'kfz mechatroniker',
      'kfz mechaniker',
      'kfz werkstatt',
      'hauptuntersuchung',
      'fahrzeugprüfung',
      'reifenwechsel',
      'mecánico automotriz',
      'mecánica automotriz',
      'taller mecánico',
      'inspección técnica de vehículos',
      'frenos',
      'mécanicien automobile',
      'contrôle technique automobile',
      'contrôleur technique automobile',
      'meccanico auto',
      'revisione auto',
      'autofficina',
      'automonteur',
      'autotechnicus',
      'mecânico automotivo',
      'inspeção veicular',
      'mechanik samochodowy',
      'araç muayene',
      'bilmekaniker',
      // Thai, found inside the run of letters Thai writes without spaces: checking a car's condition ('ตรวจเช็คสภาพ
      // รถยนต์'), a car mechanic's trade ('ช่างยนต์'), car repair, car parts and the brake system.
      'ตรวจสภาพรถ',
      'ตรวจเช็คสภาพรถ',
      'ตรวจเช็ครถ',
      'ตรวจสอบรถยนต์',
      'ช่างยนต์',
      'ซ่อมรถ',
      'ซ่อมบำรุงรถ',
      'อะไหล่รถยนต์',
      'ระบบเบรก',
    ],
    questions: {
      basic: {
        question:
          "On a safety inspection, how do you check whether a car tyre's tread is still within the legal limit?",
        answer:
          'Measure the tread depth with a gauge in the main grooves and compare it with the legal minimum',
        distractors: [
          'Check the tyre pressure, since a tyre that runs low has worn its tread out',
          'Read the date code on the sidewall and fail any tyre more than two years old, whatever its tread depth',
          'Press a thumbnail into the tread: if it leaves a mark, the rubber is worn',
        ],
        explanation:
          'The legal limit (1.6 mm across the central three quarters of the tread in the EU and UK) is a tread depth, measured with a gauge in the main grooves; pressure and age matter for safety but do not measure wear.',
      },
      intermediate: {
        question:
          'During a test drive, the brake pedal feels soft and spongy and sinks further than it should. What is the most likely cause?',
        answer: 'Air or water-laden fluid in the hydraulic brake system',
        distractors: [
          'Brake discs worn below their minimum thickness, which always shows first as a soft pedal under light braking',
          'Tyre pressures set higher than the maker recommends',
          'A weak battery that cannot power the brake lights',
        ],
        explanation:
          'Air (or vapour from old fluid that has absorbed water) compresses where brake fluid does not, so the pedal travels further and feels soft: the system is checked for leaks and bled. Worn discs cause judder and noise, not a spongy pedal.',
      },
      advanced: {
        question:
          "A petrol engine's long-term fuel trims read +20% on both banks at idle and fall towards 0% at higher engine speed. Which fault fits best?",
        answer: 'Unmetered air entering after the airflow sensor, such as a split vacuum hose',
        distractors: [
          'A fuel pump losing pressure, which makes the mixture leanest at idle when the engine needs least fuel',
          'An injector leaking fuel into one cylinder',
          'A catalytic converter that no longer stores oxygen',
        ],
        explanation:
          'Positive trims mean the control unit adds fuel to a lean mixture. Air leaking in after the airflow sensor is a large share of the intake at idle and a small one at speed, so the correction shrinks as revs rise; a weak pump leans the mixture most under high demand, and a leaking injector makes it rich.',
      },
    },
  },
];
