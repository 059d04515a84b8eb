import { describe, expect, it } from 'vitest';
import { normaliseForMatching, weightedBlocks } from './document-weights.ts';
import { selectedCompetencies } from './select-test-support.ts';
import { titleFamilyWork } from './title-families.ts';

// Made-up postings, one per rule of issue 13's round 8: groups from what the role must do, not from surface words.
const select = selectedCompetencies;

describe('selectMcqGroups: the title family steers the choice', () => {
  const duties = [
    '## Duties',
    '- Support the teachers with lesson planning for the new curriculum',
    '- Observe teaching in class and report on learning outcomes',
    '- Keep the programme schedule and tell partners of changes',
    '- Programme coordination with the three partner schools',
  ];

  it('gives a programme coordinator coordination, not the teaching it works beside', () => {
    const names = select(duties, 'Programme Coordinator');
    expect(names[0]).toBe('Programme and Project Coordination');
    expect(names).not.toContain('Teaching and Lesson Planning');
  });

  it('keeps teaching for a title whose family teaches', () => {
    expect(select(duties, 'Lead Teacher')).toContain('Teaching and Lesson Planning');
  });

  it('gives a host front-of-house work, not the kitchen and bar costing it works beside', () => {
    const posting = [
      '## Responsibilities',
      '- Greet guests at the door and keep the waitlist moving',
      '- Tell the waiters and the kitchen about large parties',
      '- Pass cocktails orders on to the bar staff when guests wait',
    ];
    const names = select(posting, 'Restaurant Host');
    expect(names[0]).toBe('Front-of-House Hosting');
    expect(names).not.toContain('Restaurant and Bar Operations');
    expect(select(posting, 'Bar Supervisor')).toContain('Restaurant and Bar Operations');
  });

  it("tests a machine technician on mechanical maintenance, not IT support, whatever 'troubleshooting' says", () => {
    const names = select(
      [
        '## Responsibilities',
        '- Preventive maintenance on the packaging lines',
        '- Troubleshooting hydraulic and pneumatic faults',
        '- Troubleshooting conveyor jams and motor trips',
      ],
      'Line Technician',
    );
    expect(names[0]).toBe('Industrial and Mechanical Maintenance');
    expect(names).not.toContain('Technical Troubleshooting');
  });
});

describe('selectMcqGroups: more than one independent cue for a group', () => {
  const officeManager = (blurb: string[]) => [
    '# Office Manager',
    ...blurb,
    '## Requirements',
    '- Office administration and filing for the faculty',
    '- Calendar management for the dean',
  ];

  it('drops a group named by one word on blurb lines when another group is well supported', () => {
    const names = select(
      officeManager(['Our school trains nursing students.', 'Each nurse graduates with a licence.']),
    );
    expect(names).toEqual(['Office Administration']);
  });

  it('keeps a group that two different words name, when the role is asked for it', () => {
    const blurb = ['Our school trains nursing students.', 'Students learn patient care and vital signs.'];
    // Round 13: the blurb about the organisation alone does not choose a group beside one the role is asked for.
    expect(select(officeManager(blurb))).not.toContain('Patient Care');
    expect(select([...officeManager(blurb), '- Patient care for walk-in students'])).toContain(
      'Patient Care',
    );
  });

  it('keeps a group named once when nothing is better supported', () => {
    expect(select(['## Requirements', '- Negotiation'])).toEqual(['Negotiation']);
  });

  it("counts a setting word such as 'restaurant' only beside a word for the work", () => {
    expect(select(['## Requirements', '- Experience in a restaurant', '- Restaurant shifts'])).not.toContain(
      'Restaurant and Bar Operations',
    );
    expect(select(['## Requirements', '- Experience in a restaurant', '- Food cost control'])).toContain(
      'Restaurant and Bar Operations',
    );
  });

  it('does not count a competency named before the team of others it works with', () => {
    const names = select([
      '## Responsibilities',
      '- Write product content and position our solutions for each industry',
      '- Collaborate with sales and partner enablement teams on training',
      '- Product management of the content roadmap',
    ]);
    expect(names).not.toContain('B2B Sales');
  });
});

describe('document weights for French postings', () => {
  it('reads inclusive endings as the word itself', () => {
    expect(normaliseForMatching('Chargé·e de projets')).toBe('charge de projets');
    expect(normaliseForMatching('candidat.es motivé·es')).toBe('candidat motive');
  });

  it('weighs the lines after a sentence that introduces the missions as duties', () => {
    const blocks = weightedBlocks(
      ['# Bibliothécaire', 'Le ou la bibliothécaire aura pour missions de :', 'Gérer les prêts.'].join('\n'),
    );
    expect(blocks.at(-1)).toEqual({ text: 'Gérer les prêts.', weight: 2 });
  });
});

describe('selectMcqGroups: French postings get their own field (round 9 kind)', () => {
  it('gives an inclusion programme manager human resources, not only a generic group', () => {
    const posting = [
      'Ce que nous recherchons :',
      '',
      '* Vous travaillerez avec les gestionnaires pour mesurer nos progrès en matière d’inclusion.',
      '* Vous travaillerez en équipe avec nos recruteurs pour attirer des talents sous-représentés.',
      '* Vous proposerez des formations aux équipes.',
    ];
    expect(select(posting, 'Responsable du programme de diversité et d’inclusion')).toContain(
      'Human Resources and Recruiting',
    );
  });

  it('gives a media-relations storyteller writing, not problem solving or teamwork', () => {
    const posting = [
      'Nous sommes à la recherche d’une personne qui :',
      '',
      '* Répondra aux demandes des journalistes',
      '* Rédigera des articles sur nos projets',
      '',
      'Un excellent candidat :',
      '',
      '* Utilisera ses compétences en écriture pour raconter nos projets',
      '* Travaillera en équipe pour résoudre les problèmes de calendrier',
    ];
    const names = select(posting, 'Conseillère en relations avec les médias');
    expect(names).toContain('Writing, Editing and Translation');
    expect(names).not.toContain('Problem Solving');
  });
});

describe('selectMcqGroups: plant production and cleaning (round 11 kind)', () => {
  it('tests a compounder on batching, not on the warehouse and stock work beside it', () => {
    const posting = [
      '## Responsibilities',
      '- Weigh raw materials against the batch sheet and record each lot',
      '- Set up the mixing tanks and watch batch temperatures',
      '- Move finished drums to the warehouse and return leftovers to inventory',
      '- Help with warehouse stocking and shipping when needed',
      '## Requirements',
      '- One year in a compounding or blending plant',
    ];
    const names = select(posting, 'Batch Compounder');
    expect(names[0]).toBe('Batch Compounding and Mixing');
    expect(names).not.toContain('Logistics');
    expect(names).not.toContain('Inventory Management');
  });

  it('tests a cleaning technician on cleaning and sanitation, not on the supplies stock', () => {
    const posting = [
      '## Responsibilities',
      '- Clean and sanitize the filling lines between product runs',
      '- Keep the sanitation log for every line',
      '- Check the inventory of cleaning supplies and tell the lead when to reorder',
    ];
    const names = select(posting, 'Sanitation Technician');
    expect(names[0]).toBe('Cleaning and Sanitation');
    expect(names).not.toContain('Inventory Management');
  });
});

describe('selectMcqGroups: shipping hazardous goods (round 11 kind)', () => {
  it('tests a shipping clerk whose requirements name hazmat on chemical safety beside logistics', () => {
    const posting = [
      '## Duties',
      '- Book carrier pick-ups and check every freight shipment against its bill of lading',
      '- Unload trucks and receive deliveries into the warehouse',
      '## Requirements',
      '- Knowledge of basic hazmat shipping rules',
    ];
    const names = select(posting, 'Receiving Clerk');
    expect(names).toContain('Logistics');
    expect(names).toContain('Chemical and Workplace Safety');
    expect(select(posting.slice(0, 4), 'Receiving Clerk')).not.toContain('Chemical and Workplace Safety');
  });
});

describe('selectMcqGroups: a German project post (round 10 kind)', () => {
  it('tests a German project manager on project work, not only on the general groups', () => {
    const posting = [
      '# Projektleitung Umweltbildung (50%)',
      '## Deine Aufgaben',
      '- Planung und Durchführung von Workshops mit Schulklassen',
      '- Pflege der Kontakte zu Partnerschulen',
    ];
    const names = select(posting, 'Projektleitung Umweltbildung');
    expect(names).toContain('Project Management');
    expect(names).not.toContain('Teamwork');
  });
});

describe('selectMcqGroups: Italian, community and research posts (round 12 kinds)', () => {
  it('tests an Italian privacy lawyer on law and policy, not on the procurement the law covers', () => {
    const posting = [
      '# Consulente legale (privacy)',
      '## Qualifiche chiave',
      '- Conoscenza della legislazione europea sulla protezione dei dati',
      '- Esperienza nella stesura di atti normativi e nel quadro normativo dell’e-procurement',
      '- Relazioni istituzionali con le autorità di controllo',
    ];
    const names = select(posting, 'Consulente legale (privacy)');
    expect(names).toContain('Legal Research and Drafting');
    expect(names).not.toContain('Supply Chain Management');
  });

  it("tests an Italian team assistant on the office's agendas and follow-up, not the general groups", () => {
    const posting = [
      '# Assistente di ufficio',
      'Gestire il calendario di incontri del direttore',
      'Preparare gli ordini del giorno e monitorare i progressi dei progetti',
      '## Qualifiche chiave',
      '- Ottima conoscenza della lingua inglese',
    ];
    const names = select(posting, 'Assistente di ufficio');
    expect(names).toContain('Office Administration');
    expect(names).not.toContain('Teamwork');
  });

  it('tests a community manager on events and writing, and a postdoc on research, not on leadership', () => {
    const community = [
      '# Community Manager',
      '## Responsibilities',
      '- Organizing events such as meet-ups and hackathons for members',
      '- Writing and editing blog posts with community members',
      '- Running our social media accounts and leadership skills training with mentors',
    ];
    const communityNames = select(community, 'Community Manager');
    expect(communityNames).toContain('Event Planning and Coordination');
    expect(communityNames).not.toContain('Digital Marketing');
    expect(communityNames).not.toContain('Leadership');
    const postdoc = [
      '# Postdoctoral Fellow in Open Science',
      'The postdoc will choose a research topic on reproducible research and work closely with mentors.',
      '## Qualifications',
      '- A PhD in statistics or a related field',
    ];
    const postdocNames = select(postdoc, 'Postdoctoral Fellow in Open Science');
    expect(postdocNames).toContain('Research Methods');
    expect(postdocNames).not.toContain('Leadership');
  });
});

describe('selectMcqGroups: what the role must do, not what it may have (round 13 kinds)', () => {
  it('tests a grants administrator on grants and budgets, not corporate finance or leadership', () => {
    const posting = [
      '# Grants Officer',
      '## Requirements',
      '- Experience in research administration or research finance',
      '- Budget preparation for grant applications',
      '## Duties',
      '- Check each grant application budget against the funding criteria',
      '- Liaise with the foundation leadership on new fiscal sponsorship agreements',
      '- Send the Finance Manager the quarterly grant report figures',
    ];
    const names = select(posting, 'Grants Officer');
    expect(names).toContain('Grants and Research Administration');
    expect(names).toContain('Budgeting and Forecasting');
    expect(names).not.toContain('Financial Analysis');
    expect(names).not.toContain('Leadership');
  });

  it("keeps financial analysis for a finance post, whose 'finance' names its own work", () => {
    const posting = ['## Responsibilities', '- Run the finance function and the monthly finance pack'];
    expect(select(posting, 'Finance Director')).toContain('Financial Analysis');
  });

  it('still tests on leadership a role that leads a team', () => {
    const names = select([
      '## Responsibilities',
      '- Lead a team of six grant administrators and build their leadership skills',
      '- Review grant applications and their budgets',
    ]);
    expect(names).toContain('Leadership');
  });

  it('counts the work named after the person the role reports to', () => {
    const names = select([
      '## Responsibilities',
      '- Reporting to the CFO, budgeting and forecasting for the region',
    ]);
    expect(names).toContain('Budgeting and Forecasting');
  });

  it('does not choose a group only a nice-to-have list and the blurb name', () => {
    const posting = [
      '# Newsletter Editor',
      'We build open Python tools for ecologists. Our Python community meets monthly.',
      'Our Python packages are reviewed in the open.',
      '## Requirements',
      '- Proofreading and copy editing of our newsletter',
      '- Writing and editing blog posts for members',
      '### Preferred but not required',
      '- Experience using Python',
    ];
    expect(select(posting, 'Newsletter Editor')).not.toContain('Python');
  });

  it('weighs a requirement line that calls itself a plus as the body', () => {
    const blocks = weightedBlocks(['## Requirements', '- Proofreading', '- Python is a plus'].join('\n'));
    expect(blocks.map(({ weight }) => weight)).toEqual([3, 2, 1]);
    const nice = weightedBlocks(['## Nice to have', '- Python'].join('\n'));
    expect(nice.at(-1)?.weight).toBe(1);
  });

  it("weighs the lines under a 'Required capabilities' heading as requirements", () => {
    const blocks = weightedBlocks(
      ['## Required personal capabilities', '- Budget oversight experience'].join('\n'),
    );
    expect(blocks.at(-1)?.weight).toBe(2);
  });

  it('tests a writer of social media posts on writing, not on performance marketing', () => {
    const posting = [
      '## Responsibilities',
      '- Write and schedule social media posts for our members',
      '- Copy editing of the social media calendar and blog posts',
      '## Requirements',
      '- Social media writing experience',
    ];
    const names = select(posting, 'Communications Officer');
    expect(names).toContain('Writing, Editing and Translation');
    expect(names).not.toContain('Digital Marketing');
    expect(select(posting, 'Marketing Communications Manager')).toContain('Digital Marketing');
  });
});

describe('selectMcqGroups: round 14 kinds (trade words in other languages, manual work, filler)', () => {
  it('finds the cleaning trade from German compounds in the title and the duties', () => {
    const posting = [
      '# Reinigungskraft (m/w/d)',
      '## Ihre Aufgaben',
      '- Unterhaltsreinigung der Büros und Sanitärräume nach Reinigungsplan',
      '## Was wir bieten',
      '- Ein tolles Team und offene Kommunikation',
    ];
    const names = select(posting, 'Reinigungskraft im Hotel');
    expect(names).toContain('Cleaning and Sanitation');
    expect(names).not.toContain('Communication');
    expect(names).not.toContain('Teamwork');
  });

  it('gives a dining-room helper the dining room and cleaning, not office groups', () => {
    const posting = [
      '## Aufgaben',
      '- Tische eindecken im Speisesaal des Gästehauses',
      '- Säubern der Tische nach dem Mittagessen',
    ];
    const names = select(posting, 'Servicekraft Speisesaal');
    expect(names).toContain('Restaurant and Bar Operations');
    expect(names).toContain('Cleaning and Sanitation');
    expect(names).not.toContain('Problem Solving');
  });

  it('weighs German duty headings as requirements and the offer as boilerplate', () => {
    const blocks = weightedBlocks(
      ['## Ihre Aufgaben', '- Wäsche falten', '## Was wir bieten', '- Teamwork'].join('\n'),
    );
    expect(blocks.map(({ weight }) => weight)).toEqual([3, 2, 0.25, 0.25]);
  });

  it('never falls back to office groups for a manual title the bank cannot match', () => {
    const names = select(['## Tasks', '- Sort the parcels by postcode each morning'], 'Delivery Driver');
    expect(names).toEqual(['Logistics']);
    const blank = select(['## Tasks', '- Help where needed'], 'Kitchen porter');
    expect(blank).not.toContain('Communication');
    expect(blank).not.toContain('Problem Solving');
  });

  it('keeps an office group for a manual role when a requirement line asks for it', () => {
    const posting = [
      '## Requirements',
      '- Problem solving when a delivery route is blocked',
      '- Problem solving with customers at the door when a parcel is missing',
      '- Logistics of the daily delivery round',
    ];
    expect(select(posting, 'Delivery Driver')).toContain('Problem Solving');
  });

  it('drops teamwork and time management beside the role’s own groups', () => {
    const posting = [
      '## Responsibilities',
      '- Writing lesson plans and teaching workshops for teachers',
      '- Classroom teaching of inquiry-based science',
      '## Skills',
      '- Teamwork and collaboration with colleagues',
      '- Time management: meet deadlines and prioritize',
    ];
    const names = select(posting, 'Education Manager');
    expect(names).toContain('Teaching and Lesson Planning');
    expect(names).not.toContain('Teamwork');
    expect(names).not.toContain('Time Management');
  });

  it('keeps one generic group when nothing role-specific fits', () => {
    const posting = [
      '## Skills',
      '- Teamwork and collaboration with colleagues',
      '- Teamwork in a small collaborative crew',
      '- Time management: meet deadlines and prioritize',
      '- Time management and prioritization of tasks',
    ];
    expect(select(posting, 'Volunteer')).toHaveLength(1);
  });

  it('finds patient care in a German doctor’s duties', () => {
    const posting = [
      '## Aufgaben',
      '- Medizinische Betreuung unserer Patientinnen',
      '- Visiten auf der Station',
    ];
    expect(select(posting, 'Facharzt (m/w/d)')).toContain('Patient Care');
  });
});

describe('selectMcqGroups: research fieldwork (round 15 kinds)', () => {
  it("reads recruiting a study's participants or sample as research, not human resources", () => {
    const spanish = select([
      '## Funciones',
      '- Apoyar el reclutamiento de participantes para el estudio',
      '- Agendar y realizar entrevistas a docentes y apoderados',
      '## Requisitos',
      '- Experiencia en investigación cualitativa y trabajo de campo',
    ]);
    expect(spanish).not.toContain('Human Resources and Recruiting');
    expect(spanish).toContain('Qualitative Research');
    const english = select([
      '## Responsibilities',
      '- Participant recruitment through schools and youth clubs',
      '- Recruitment of the survey sample in two districts',
      '- Run interviews with parents and write a summary of each',
    ]);
    expect(english).not.toContain('Human Resources and Recruiting');
  });

  it('still tests a recruiter who hires staff on human resources', () => {
    expect(
      select([
        '## Responsibilities',
        '- Recruitment of nurses and care assistants for our clinics',
        '- Run structured interviews with hiring managers',
        '- Keep our HR records up to date',
      ]),
    ).toContain('Human Resources and Recruiting');
  });

  it('does not take fieldwork alone for qualitative research', () => {
    const fieldwork = (line: string) =>
      select(['## Requirements', '- Fieldwork in remote wetlands in all weathers', `- ${line}`]);
    expect(fieldwork('Identify waders and count their nests')).not.toContain('Qualitative Research');
    expect(fieldwork('Run focus groups with the farmers')).toContain('Qualitative Research');
  });

  it('finds qualitative methods in French, German and Italian requirements', () => {
    const requirements = (line: string) => select(['## Requirements', `- ${line}`, '- Fieldwork in schools']);
    expect(requirements('Maîtrise des méthodes qualitatives (entretiens semi-directifs)')).toContain(
      'Qualitative Research',
    );
    expect(requirements('Erfahrung mit qualitativen Methoden und Fokusgruppen')).toContain(
      'Qualitative Research',
    );
    expect(requirements('Esperienza con metodi qualitativi e analisi qualitativa')).toContain(
      'Qualitative Research',
    );
  });
});

describe('selectMcqGroups: a lead by title (round 14 kind left)', () => {
  const posting = [
    '## Aufgaben',
    '- Grundpflege und Behandlungspflege der Bewohnerinnen und Bewohner',
    '- Führung des Pflegeteams auf zwei Wohnbereichen',
    '- Pflegeplanung und Dokumentation',
    '- Pflegevisiten und Beratung der Angehörigen',
  ];

  it('tests a German lead whose duties name leading the team on leadership beside the trade', () => {
    const names = select(posting, 'Pflegedienstleitung (m/w/d)');
    expect(names).toContain('Leadership');
    expect(names).toContain('Patient Care');
  });

  it('does not read a companion (Begleiter) as a lead', () => {
    expect(titleFamilyWork('Alltagsbegleiter (m/w/d)').does).not.toContain('Leadership');
    expect(titleFamilyWork('Teamleiterin Kundenservice').does).toContain('Leadership');
    expect(titleFamilyWork('Jefa de equipo').does).toContain('Leadership');
  });
});
