import type { BankCompetency } from './types.ts';

/**
 * Engineering design offices: mechanical engineers who design machines and their parts for manufacture, and the
 * specification writers who turn a building's technical systems into the descriptions and drawings contractors tender
 * on ('Teknisk kravställare', 'Bestekschrijver', 'Rédacteur de CCTP').
 */
export const engineeringCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Mechanical Design and Engineering',
    domain: 'engineering',
    keywords: [
      'mechanical engineering',
      'mechanical engineer',
      'mechanical design',
      'mechanical designer',
      'precision mechanisms',
      'CAD/CAE',
      'parametric CAD',
      '3D CAD',
      'SolidWorks',
      'NX CAD',
      'Siemens NX',
      'CATIA',
      'PTC Creo',
      'Autodesk Inventor',
      'finite element analysis',
      'FEA',
      'GD&T',
      'tolerance analysis',
      'tolerance stack',
      'tolerance stack-up',
      'tolerance chain',
      'design for manufacturing',
      'sheet metal design',
      'werktuigbouwkunde',
      'werktuigbouwkundig',
      'werktuigbouwkundige',
      'mechanisch ontwerp',
      'mechanisch ontwerper',
      'ingeniería mecánica',
      'ingeniero mecánico',
      'ingeniera mecánica',
      'diseño mecánico',
      'génie mécanique',
      'ingénieur mécanique',
      'ingénieure mécanique',
      'conception mécanique',
      'maschinenbau',
      'maschinenbauingenieur',
      'konstrukteur',
      'konstrukteurin',
      'konstruktionsingenieur',
      'ingegneria meccanica',
      'ingegnere meccanico',
      'progettazione meccanica',
      'engenharia mecânica',
      'engenheiro mecânico',
      'projeto mecânico',
      'maskinteknik',
      'maskiningenjör',
      'konetekniikka',
      'koneinsinööri',
    ],
    questions: {
      basic: {
        question: 'A shaft is drawn as Ø20 ±0.05 mm. Which measured diameter is out of tolerance?',
        answer: '20.06 mm',
        distractors: ['19.96 mm', '20.05 mm', '19.95 mm'],
        explanation:
          'Ø20 ±0.05 allows any diameter from 19.95 to 20.05 mm, limits included; only 20.06 mm lies outside them.',
      },
      intermediate: {
        question:
          'Three parts, each 10 ±0.1 mm thick, are stacked in a unit. By a worst-case tolerance analysis, what is the height of the stack?',
        answer: '30 ±0.3 mm',
        distractors: ['30 ±0.1 mm', '30 ±0.17 mm', '30 ±0.03 mm'],
        explanation:
          'In a worst-case stack the tolerances add up: 3 × 0.1 = 0.3 mm. ±0.17 mm is the statistical (root-sum-square) estimate, which assumes the parts do not all sit at their limits.',
      },
      advanced: {
        question:
          'The first samples of a sheet-metal bracket show a round hole pulled out of shape where the part is bent next to it. Which change fixes this in the design?',
        answer: 'Move the hole further from the bend line, or add a relief cut',
        distractors: [
          'Give the hole a tighter diameter tolerance on the drawing so that the supplier inspects it more closely',
          'Ask the supplier to bend the part more slowly on the press brake so that the material can flow',
          'Make the whole bracket from a thicker sheet so that the hole is stiffer',
        ],
        explanation:
          'Material near a bend stretches as it is formed; a hole closer than a few sheet thicknesses (plus the bend radius) to the bend line distorts, so the design moves it away or adds relief. A tighter tolerance only rejects more parts.',
      },
    },
  },
  {
    // Writing the technical description and drawings a contractor prices and builds to, in a building project's
    // design phase (Swedish 'förfrågningsunderlag' and AMA, Dutch 'bestek', French 'CCTP', German 'Leistungsverzeichnis').
    competency: 'Technical Specifications and Tender Documents',
    domain: 'engineering',
    keywords: [
      'specification writer',
      'specification writing',
      'spec writer',
      'tender documents',
      'tender documentation',
      'tender specifications',
      'bid documents',
      'construction documents',
      'MasterFormat',
      'as-built drawings',
      'kravställare',
      'kravställning',
      'förfrågningsunderlag',
      'teknisk beskrivning',
      'tekniska beskrivningar',
      'relationshandlingar',
      'AMA EL',
      'AMA AF',
      'AMA VVS',
      'AMA Anläggning',
      'projektering',
      'projektör',
      'udbudsmateriale',
      'arbejdsbeskrivelse',
      'anbudsgrunnlag',
      'konkurransegrunnlag',
      'työselostus',
      'urakka-asiakirjat',
      'bestekschrijver',
      'bestekschrijven',
      'besteksteksten',
      'pliego de condiciones',
      'pliego de prescripciones técnicas',
      'pliegos técnicos',
      'pliego técnico',
      'documentos de licitación',
      'CCTP',
      'cahier des clauses techniques',
      'dossier de consultation des entreprises',
      'leistungsverzeichnis',
      'leistungsverzeichnisse',
      'ausschreibungsunterlagen',
      'leistungsbeschreibung',
      'capitolato tecnico',
      "capitolato speciale d'appalto",
      'caderno de encargos',
      'memorial descritivo',
    ],
    questions: {
      basic: {
        question: 'What is the difference between a performance specification and a prescriptive one?',
        answer:
          'A performance one states the result required; a prescriptive one names the products and methods',
        distractors: [
          'A performance one is written for large projects and a prescriptive one for small works, whatever the systems in them',
          'A performance one lists the prices and a prescriptive one the quantities',
          'They are two names for one kind of document, used in different countries',
        ],
        explanation:
          'A performance specification leaves the contractor free to choose how to meet stated requirements (coverage, capacity, standards); a prescriptive one fixes the products, materials and methods, and with them the designer’s responsibility.',
      },
      intermediate: {
        question:
          'Preparing tender documents, you find that the drawings show 24 network outlets in a room and the technical description says 20. What do you do?',
        answer:
          'Settle the right number with the designer and make both documents agree before the tender is issued',
        distractors: [
          'Leave it, since a contractor who notices the difference will ask about it during the tender period anyway',
          'Keep the lower number in both, since it gives the lowest tender price',
          'Add a line saying that the drawings take precedence',
        ],
        explanation:
          'A contradiction in the tender documents gives unequal or inflated prices and later claims for extra work; it is resolved at its source before issue. An order-of-precedence clause is a fallback for errors that slip through, not a way to leave a known one.',
      },
      advanced: {
        question:
          'A public-sector specification names one manufacturer’s camera model for a security system. What is the problem, and the usual remedy?',
        answer:
          'It restricts competition; state the required performance, or add “or equivalent” with criteria',
        distractors: [
          'None, since naming a model is the clearest way to get exactly the system the client has in mind',
          'The model may be discontinued; name two manufacturers’ models instead',
          'The price is not fixed; attach the manufacturer’s quotation to the tender documents',
        ],
        explanation:
          'Public procurement rules (in the EU, Directive 2014/24/EU art. 42) forbid specifications that name a make or model unless unavoidable, and then only with “or equivalent”; the usual remedy is to specify the performance the system must reach.',
      },
    },
  },
];
