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
  {
    // Welders and metal fabricators: MIG/MAG, TIG and stick welding, cutting, weld defects and safe hot work.
    competency: 'Welding and Metal Fabrication',
    domain: 'trades',
    keywords: [
      'welding',
      'welder',
      'welded',
      'MIG',
      'MAG',
      'TIG',
      'stick welding',
      'arc welding',
      'semi-automatic welding',
      'metal fabrication',
      'steel fabrication',
      'fabricator',
      'plasma cutting',
      'oxy-fuel',
      'oxy-acetylene',
      'cutting torch',
      'schweißen',
      'schweißer',
      'schweißtechnik',
      'schweißarbeiten',
      'soldador',
      'soldadura',
      'soldar',
      'soudeur',
      'soudure',
      'soudage',
      'saldatore',
      'saldatura',
      'lasser',
      'laswerk',
      'soldagem',
      'spawacz',
      'spawanie',
      'svetsare',
      'svetsning',
      'sveiser',
      'sveising',
      'hitsaaja',
      'hitsaus',
      'kaynakçı',
      'svářeč',
      'suvirin*',
    ],
    questions: {
      basic: {
        question: 'What does the shielding gas do in MIG/MAG welding?',
        answer: 'It keeps the air away from the molten weld pool and the arc',
        distractors: [
          'It cleans rust, paint and mill scale off the joint ahead of the arc, so the steel needs no grinding',
          'It cools the weld so that the part can be handled at once',
          'It feeds the filler wire through the torch to the joint',
        ],
        explanation:
          'Oxygen and nitrogen from the air make welds porous and brittle; the gas (argon, CO₂ or a mix) blankets the pool and the arc. It cleans nothing: rust, paint and mill scale still have to be removed before welding.',
      },
      intermediate: {
        question:
          'A MIG weld on a site job shows small round holes on its surface, and more inside when a test piece is cut. What is the most likely cause?',
        answer: 'Lost gas shielding, from a draught or a spatter-blocked nozzle',
        distractors: [
          'A root gap too wide for the plate, which always shows as holes spread through the bead',
          'Welding flat instead of vertically',
          'A wire feed speed slightly too high',
        ],
        explanation:
          'Round pores are trapped gas: shielding blown away by wind or blocked by spatter, a wrong flow rate, or oil, paint or moisture on the joint. A wide gap gives burn-through and excess penetration, not porosity.',
      },
      advanced: {
        question:
          'Why are low-hydrogen stick electrodes (such as E7018) kept in a heated holding oven once their packet is opened?',
        answer: 'Moisture taken up by the flux brings hydrogen into the weld, which can crack it',
        distractors: [
          'Warm electrodes strike the arc more easily on cold mornings, and that is the only reason the oven is needed on site',
          'To stop the core wire rusting and changing its current rating',
          'So that the flux cannot melt before the arc reaches it',
        ],
        explanation:
          'The basic flux coating absorbs moisture from the air; in the arc it releases hydrogen that can cause hydrogen-induced (cold) cracking, above all in thick or high-strength steel. Electrodes are held warm and re-baked to the maker’s instructions if they have been exposed.',
      },
    },
  },
];
