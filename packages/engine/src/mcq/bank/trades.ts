import type { BankCompetency } from './types.ts';

/** Hands-on trades on a site or in a garden: building, fitting and installing, and working safely while doing it. */
export const tradesCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Building and Installation Work',
    domain: 'trades',
    keywords: [
      'carpenter',
      'joiner',
      'joinery',
      'plumbing',
      'pipework',
      'bricklaying',
      'renovation work',
      'building site',
      'construction site',
      'handwerker',
      'handwerk',
      'handwerkliches geschick',
      'verrohrung',
      'tischler',
      'schreiner',
      'zimmerer',
      'baustelle',
      'carpintero',
      'carpintería',
      'fontanería',
      'albañilería',
      'menuisier',
      'menuiserie',
      'charpentier',
      'plomberie',
      'maçonnerie',
      'carpentiere',
      'falegname',
      'falegnameria',
      'idraulico',
      'muratore',
    ],
    questions: {
      basic: {
        question:
          'Setting out a rectangular base, you mark 3 m along one side and 4 m along the other from the same corner. If the corner is square, what does the diagonal between the two marks measure?',
        answer: '5 m',
        distractors: ['7 m', '6 m', '4.5 m'],
        explanation:
          'The 3-4-5 rule (Pythagoras: 3² + 4² = 5²) checks a right angle on site: if the diagonal is not exactly 5 m, the corner is out of square.',
      },
      intermediate: {
        question:
          'You have fitted new water pipes that will be boxed in or buried. What should you do before covering them?',
        answer: 'Pressure-test the pipes and check every joint for leaks',
        distractors: [
          'Cover them now and test once the whole job, finishes included, is complete and handed over',
          'Wrap each joint in tape so that any small leak is held in',
          'Run water through them briefly and look at the outlet',
        ],
        explanation:
          'A leak found after the pipes are covered means opening up finished work; a pressure test with every joint inspected finds it while it is cheap to fix.',
      },
      advanced: {
        question:
          'You cut a 2,450 mm board into 350 mm pieces with a saw that removes 3 mm with each cut. How many whole pieces do you get?',
        answer: '6',
        distractors: ['7', '5', '8'],
        explanation:
          'Seven pieces would need 7 × 350 mm plus 6 cuts of 3 mm = 2,468 mm, more than the board; 2,450 ÷ 350 = 7 forgets the width of the cuts.',
      },
    },
  },
  {
    competency: 'Workplace Health and Safety',
    domain: 'trades',
    keywords: [
      'health and safety',
      'occupational safety',
      'workplace safety',
      'site safety',
      'manual handling',
      'working at height',
      'work at height',
      'working at heights',
      // Colombia's compulsory work-at-height course ('curso de alturas') and its Spanish and French names.
      'curso de alturas',
      'trabajo en alturas',
      'trabajo seguro en alturas',
      'travail en hauteur',
      'arbeitssicherheit',
      'arbeitsschutz',
      'unfallverhütung',
      'prevención de riesgos laborales',
      'seguridad laboral',
      'santé et sécurité au travail',
      'sécurité au travail',
      'sicurezza sul lavoro',
      'sicurezza sui luoghi di lavoro',
    ],
    questions: {
      basic: {
        question:
          'You lean a ladder against a wall to reach a gutter 4 m up. How far from the wall should its foot be?',
        answer: 'About 1 m: one out for every four up',
        distractors: [
          'About 2 m, so the ladder cannot tip back',
          'Right against the wall, so the foot cannot slide out',
          'As far out as the ladder still reaches the gutter',
        ],
        explanation:
          'The 1-in-4 rule (an angle of about 75°) keeps a leaning ladder from sliding out at the foot or tipping backwards at the top.',
      },
      intermediate: {
        question:
          'Cutting stone slabs on site makes a lot of fine dust. Under the hierarchy of controls, which measure should come first?',
        answer: 'Cut with a saw that wets the blade or draws the dust away',
        distractors: [
          'Give everyone working nearby a dust mask to wear during the cutting',
          'Put up a sign warning of the dust',
          'Let each worker cut for only an hour a day',
        ],
        explanation:
          'Controls that remove the hazard at its source (water suppression, extraction) come before limiting exposure time, and a mask, being protective equipment, is the last line of defence.',
      },
      advanced: {
        question:
          'A plank falls from a scaffold and lands next to a colleague without hurting anyone. What should happen next?',
        answer: 'Report it as a near miss so the cause is found and put right',
        distractors: [
          'Nothing needs reporting, since nobody was hurt',
          'Put the plank back on the scaffold, carry on and remind the colleague to wear a helmet on site',
          'Report it only if it happens a second time',
        ],
        explanation:
          'A near miss is an accident that happened not to injure anyone: reporting it lets the cause (an unsecured plank, a missing toe board) be fixed before the next one does.',
      },
    },
  },
];
