import type { BankCompetency } from './types.ts';

/**
 * Production in a plant: mixing batches to a formula, running a line's machines and checking its parts, cleaning and
 * sanitising the equipment between batches, handling its chemicals safely, and keeping a food plant's products safe
 * and its recipes fit to make (food technologists, food safety and quality staff).
 */
export const productionCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Batch Compounding and Mixing',
    domain: 'production',
    keywords: [
      'compounding',
      'compounder',
      'batching',
      'batch sheet',
      'batch record',
      'batch recipe',
      'batch ticket',
      'mixing tank',
      'mixing equipment',
      'mixing environment',
      'blending',
      'blender operator',
      'mixer operator',
      'formulación de lotes',
      'mezclado',
      'fabrication de lots',
      'mélangeur',
    ],
    questions: {
      basic: {
        question:
          'A batch sheet calls for 12.5 kg of an ingredient, and the scale reads in grams. What should it show?',
        answer: '12,500 g',
        distractors: ['1,250 g', '125 g', '125,000 g'],
        explanation: 'One kilogram is 1,000 grams, so 12.5 kg is 12.5 × 1,000 = 12,500 g.',
      },
      intermediate: {
        question: 'A 200 kg batch formula lists a fragrance oil at 3.5%. How much of it do you weigh out?',
        answer: '7 kg',
        distractors: ['3.5 kg', '70 kg', '0.7 kg'],
        explanation: 'A percentage of the batch weight: 200 kg × 3.5 / 100 = 7 kg.',
      },
      advanced: {
        question:
          'While weighing for a batch, you find the lot number on a raw material drum differs from the one printed on the batch record. What do you do?',
        answer: 'Stop and have the supervisor or quality approve the lot before using it, then record it',
        distractors: [
          'Use it, since the material and its item code match, and note the new lot number afterwards',
          'Use it and leave the lot number as printed, since it is the same material from the same supplier',
          'Make a half-size batch with it first to see whether it mixes the same way',
        ],
        explanation:
          'The batch record is what traces a finished product back to its materials: a different lot needs approval and must be recorded, or the batch cannot be traced or released.',
      },
    },
  },
  {
    // Running a line's machines and checking what they make: a production operator's own work, as agency ads for
    // factories describe it ('operator produkcji', 'оператор виробництва': machine operation, quality checks, packing).
    competency: 'Production Line Operation and Quality Checks',
    domain: 'production',
    keywords: [
      'production operator',
      'machine operator',
      'production line operator',
      'assembly line',
      'operador de producción',
      'operador de máquina',
      'opérateur de production',
      'maschinenbediener',
      'operatore di produzione',
      'operator produkcji',
      'operator maszyn',
      'kontrola jakości',
      'оператор производств',
      'оператор станк',
      'оператор линии',
      'контроль качеств',
      'проверка качеств',
      'оператор виробництв',
      'оператор верстат',
      'оператор лінії',
      'контроль якості',
      'перевірка якості',
      'виробнич',
    ],
    questions: {
      basic: {
        question:
          "At the start of a run, the first part off your machine is outside the drawing's tolerance. What do you do?",
        answer: 'Stop the run, set the part aside and call the setter or quality before making more',
        distractors: [
          'Keep the machine running and measure again at the end of the shift, once the whole order is finished',
          'Adjust the machine settings by feel and carry on',
          'Put the part with the good ones, since one part out of tolerance is normal',
        ],
        explanation:
          'A first part out of tolerance means the set-up is wrong: every part made after it would be scrap, so the run stops until the set-up is corrected and approved.',
      },
      intermediate: {
        question: 'What is a first-off (first-article) inspection on a production line for?',
        answer: 'To confirm the set-up makes parts to specification before the run goes on',
        distractors: [
          'To count how many parts the line makes in an hour',
          'To check that every operator has signed in for the shift and read the notices before starting work',
          'To test the last part of the previous order',
        ],
        explanation:
          'Checking the first parts after a set-up or changeover catches a wrong setting before a whole batch is made with it.',
      },
      advanced: {
        question:
          "A control chart of a seal's thickness shows seven points in a row above the centre line, all inside the control limits. What does it suggest?",
        answer: 'A shift in the process worth investigating, though no point is out of limits',
        distractors: [
          'Nothing, since every point is inside the control limits',
          'The measuring gauge is faulty and must be replaced before any further reading is taken',
          'The control limits are too tight and should be widened',
        ],
        explanation:
          'A run of seven or more points on one side of the centre line is a standard signal of a non-random shift (a worn tool, a new material lot), even with no point beyond the limits.',
      },
    },
  },
  {
    competency: 'Cleaning and Sanitation',
    domain: 'production',
    keywords: [
      'sanitation',
      'sanitization',
      'sanitisation',
      'sanitize',
      'sanitise',
      'sanitizing',
      'sanitizer',
      'cleaning procedures',
      'cleaning activities',
      'clean-in-place',
      'janitorial',
      'custodial',
      'limpieza y desinfección',
      'desinfección',
      'nettoyage et désinfection',
      'désinfection',
      // The trade's own words in German, Spanish, French and Italian: German writes them as compounds.
      'reinigung',
      'reinigungsarbeiten',
      'reinigungskraft',
      'reinigungsplan',
      'reinigungspläne',
      'hausreinigung',
      'gebäudereinigung',
      'unterhaltsreinigung',
      'raumpflege',
      'säubern',
      'putzen',
      'tareas de limpieza',
      'personal de limpieza',
      'auxiliar de limpieza',
      'nettoyage',
      'entretien des locaux',
      // Cleaning of premises in French ('Entretien de bureaux et vestiaires'); 'entretien' alone is also an interview.
      'entretien des bureaux',
      'entretien de bureaux',
      'entretien des sols',
      'entretien des sanitaires',
      'bionettoyage',
      "agent d'entretien",
      "agente d'entretien",
      'pulizia',
      'pulizie',
    ],
    questions: {
      basic: {
        question: 'In what order is a surface or a piece of equipment cleaned and sanitised?',
        answer: 'Remove residue with detergent, rinse, then apply the sanitiser for its contact time',
        distractors: [
          'Apply the sanitiser first, then wash it off with detergent and hot water',
          'Spray the sanitiser over the residue and wipe the surface dry at once',
          'Rinse with hot water only, since detergent and sanitiser both leave residues that can contaminate food or product',
        ],
        explanation:
          'Soil shields microbes and weakens the sanitiser, so the surface is cleaned and rinsed first; the sanitiser then needs its full contact time to work.',
      },
      intermediate: {
        question:
          'A sanitiser label says to use it at 200 ppm with one minute of contact. A coworker sprays it on and wipes the surface dry after ten seconds. What is wrong?',
        answer: 'The surface was not wet for the contact time, so it may not be sanitised',
        distractors: [
          'Nothing, as long as the solution was mixed at 200 ppm',
          'The sanitiser should have been mixed stronger so that ten seconds is enough',
          'Nothing, as long as the cloth used to wipe it dry was a clean one',
        ],
        explanation:
          'A sanitiser kills microbes only at its stated concentration and contact time; wiping it off early leaves the surface unsanitised, and a stronger mix can leave unsafe residue.',
      },
      advanced: {
        question:
          'In a CGMP plant, a tank was cleaned but its cleaning log was not signed. What should happen before the next batch goes into it?',
        answer: 'Treat it as not cleaned: verify or clean it again and complete the log first',
        distractors: [
          'Use it, since the operator remembers cleaning it, and sign the log at the end of the shift',
          'Use it if it looks clean, and note the missing signature in the batch record later',
          'Rinse it with water only and start the batch so the schedule is kept',
        ],
        explanation:
          'Under good manufacturing practice a cleaning that is not recorded did not happen: the equipment cannot be released for use until the cleaning is verified and documented.',
      },
    },
  },
  {
    competency: 'Chemical and Workplace Safety',
    domain: 'production',
    keywords: [
      'safety procedures',
      'safety guidelines',
      'safety rules',
      'safety data sheet',
      'safety data sheets',
      'sds',
      'msds',
      'hazmat',
      'hazardous materials',
      'hazardous chemicals',
      'chemical handling',
      'osha',
      'normas de seguridad',
      'materiales peligrosos',
      'consignes de sécurité',
      'produits chimiques dangereux',
    ],
    // 'Food safety guidelines' are a kitchen's or a food plant's hygiene rules, not the handling of chemicals.
    otherSense: { before: /\bfood\s+$/ },
    questions: {
      basic: {
        question:
          'Where do you look first to find the protective equipment needed to handle a chemical you have not used before?',
        answer: 'The safety data sheet for that chemical',
        distractors: [
          "The supplier's invoice for the delivery",
          'The batch record for the product being made',
          'The colour of the hazard pictogram on the drum',
        ],
        explanation:
          'The safety data sheet (SDS) gives the hazards and, in its exposure controls section, the gloves, eye and breathing protection the chemical needs.',
      },
      intermediate: {
        question:
          'A worker needs a small amount of a cleaner and pours it from its drum into an unmarked spray bottle. What is wrong?',
        answer: 'The bottle must be labelled with the product name and its hazards',
        distractors: [
          'Nothing, as long as the worker uses the bottle up before the end of the shift',
          'Nothing, as long as the bottle is kept on the shelf next to the original drum',
          'Only a colour mark is needed, so the team knows the bottle is not water',
        ],
        explanation:
          'Hazard communication rules require a secondary container to carry the product identity and its hazards, so anyone who picks it up knows what it is.',
      },
      advanced: {
        question: 'A drum of a strong acid starts leaking on the floor near a drain. What do you do first?',
        answer: 'Clear the area and alert the spill team; contain it away from the drain only if trained',
        distractors: [
          'Hose the acid down the drain with plenty of water so that it is diluted as quickly as possible',
          'Sprinkle any absorbent from the shop nearby, then sweep it all up into the general trash bin',
          'Pour a strong base on it straight away to neutralise it before it can spread any further',
        ],
        explanation:
          'People come first, then containment by trained staff with the right equipment; washing acid down a drain spreads it, and neutralising with a strong base can react violently.',
      },
    },
  },
  {
    // A food plant's safety and quality system and its product developers' work: HACCP, allergens, shelf life,
    // sensory tests. A kitchen's food handling and hygiene are Food Preparation and Food Safety's.
    competency: 'Food Safety and Quality Assurance',
    domain: 'production',
    keywords: [
      'food safety',
      'food quality',
      'food technologist',
      'food technology',
      'food scientist',
      'food science',
      'food engineering',
      'food additives',
      'food stability',
      'HACCP',
      'APPCC',
      'BRCGS',
      'IFS Food',
      'FSSC 22000',
      'ISO 22000',
      'shelf life',
      'shelf-life studies',
      'sensory panel',
      'sensory evaluation',
      'sensory analysis',
      'allergen management',
      'allergen control',
      'inocuidad alimentaria',
      'inocuidad de los alimentos',
      'tecnólogo de alimentos',
      'tecnóloga de alimentos',
      'tecnología de alimentos',
      'tecnología de los alimentos',
      'ciencia de los alimentos',
      'ingeniería de alimentos',
      'ingeniería alimentaria',
      'calidad alimentaria',
      'análisis sensorial',
      'technologue alimentaire',
      'sécurité des aliments',
      'sécurité sanitaire des aliments',
      'qualité alimentaire',
      'analyse sensorielle',
      'lebensmitteltechnologe',
      'lebensmitteltechnologin',
      'lebensmitteltechnologie',
      'lebensmitteltechnik',
      'lebensmittelsicherheit',
      'tecnologo alimentare',
      'tecnologa alimentare',
      'tecnologie alimentari',
      'analisi sensoriale',
      'voedselveiligheid',
      'levensmiddelentechnologie',
      'levensmiddelentechnoloog',
      'voedingsmiddelentechnologie',
      'engenharia de alimentos',
      'segurança dos alimentos',
      'livsmedelssäkerhet',
      'livsmedelsteknik',
      'elintarviketurvallisuus',
    ],
    settingKeywords: [
      'food industry',
      'food manufacturing',
      'food production',
      'industria alimentaria',
      'agroalimentaire',
    ],
    questions: {
      basic: {
        question: 'In a HACCP plan, what is a critical control point (CCP)?',
        answer: 'A step where control is essential to prevent, remove or reduce a food safety hazard',
        distractors: [
          'Any place on the line where a quality inspector signs off the batch record before the shift ends',
          'The last step before the finished product leaves the plant',
          "A step where the product's taste and colour are checked against the standard",
        ],
        explanation:
          'A CCP is a step where a control can be applied and is essential to keep a hazard (a pathogen, a foreign body, an allergen) at a safe level; it has a critical limit, monitoring and a corrective action.',
      },
      intermediate: {
        question:
          'A cooking step is a CCP with a critical limit of 72 °C at the core. The probe shows 68 °C for one batch. What should happen?',
        answer:
          'Hold the batch, then recook or reject it, correct the cause and record the corrective action',
        distractors: [
          'Release the batch, since a single reading a few degrees below the limit is within the normal variation of the process',
          'Lower the critical limit to 68 °C so that future batches pass',
          'Record 72 °C, since the probe was probably not at the core of the product',
        ],
        explanation:
          'A reading outside a critical limit means the batch may be unsafe: the plan’s corrective action puts it on hold, decides its fate, fixes the cause and is recorded. A critical limit is changed only by validating the process again.',
      },
      advanced: {
        question: 'How should the shelf life of a new chilled ready meal be set?',
        answer:
          'By microbial and sensory tests of samples stored as in the cold chain, including mild abuse, over the proposed life',
        distractors: [
          "From a competitor's similar product, with a few days taken off",
          'By a taste panel on the day of production, since a product that is good then keeps for the usual time of its category',
          'From the date until which the packaging supplier guarantees its film',
        ],
        explanation:
          'Shelf life is validated on the product itself: samples kept at the intended (and slightly abused) chilled temperatures are tested for pathogens, spoilage organisms and sensory quality until the end of the proposed life, with a margin.',
      },
    },
  },
];
