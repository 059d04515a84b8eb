import { describe, expect, it } from 'vitest';
import {
  asksAboutBoilerplate,
  physicalAskedAsExperience,
  asksAboutRecruitingSentence,
  asksAboutProcessNotice,
  itemInOwnPerson,
  scheduleAskedAsDuty,
  asksForCredentials,
  brokenWording,
  keyIsLongest,
  layoutArtefacts,
  mcqGroupFits,
  misattributedRoles,
  namesEmployerAsTool,
  profileLinksAsSkills,
  requirementLines,
  restatesCvLine,
  rolesThatAreNotTitles,
  headingsAsRoles,
  datesPastedIntoAnswer,
  degreesRunTogether,
  answerLanguageDiffers,
  skillsOutOfSense,
  unaskableSubject,
  unstatedRequirement,
  citationsAsDegrees,
  contactDataAsRoles,
  heldDegreesUnderWay,
  heldDegreesUnfinished,
  projectsThatAreNotProjects,
} from './quality-checks.ts';

const POSTING = [
  'Paralegal',
  '',
  'We are a law firm in Boston, MA.',
  '',
  'Responsibilities',
  '- Go through onboarding with the team',
  '- Draft, review and revise contracts',
  '- Maintain case files in Clio and Excel',
  '',
  'Requirements',
  '- 2 years of experience as a paralegal',
  '- Experience with Excel and litigation support',
  '',
  'Benefits',
  '- Health insurance and a 401(k) plan',
  '- We hire sales and engineering people every month',
].join('\n');

describe('layout artefacts', () => {
  it('finds contact details, handles, logo texts, glued duplicates and job-board controls', () => {
    expect(layoutArtefacts('I have (555) 010-0199 linkedin github')).toEqual([
      'phone number',
      'profile handle',
    ]);
    expect(layoutArtefacts('I studied at University of Washington logo')).toEqual(['logo alt text']);
    expect(layoutArtefacts('I hold a Tecnólogo from Centro Universitário Senac')).toEqual([]);
    expect(layoutArtefacts('I have to obtain an on--\u2010campus position.')).toEqual(['broken hyphen']);
    expect(layoutArtefacts('I worked there from 2019. Page footer · Curriculum Vitae · 1.')).toEqual([
      'glyph',
    ]);
    expect(layoutArtefacts('Le poste demande : être motivé·e par les tâches administratives.')).toEqual([]);
    expect(layoutArtefacts('Sr. System Reliability EngineerSr. System Reliability Engineer')).toContain(
      'glued duplicate',
    );
    expect(layoutArtefacts('Asesor contactos web - lima Postular')).toContain('job-board control');
    expect(layoutArtefacts('Warehouse Picker · Sponsored')).toContain('job-board control');
    expect(layoutArtefacts('Patrocinado Ayudante de cocina')).toContain('job-board control');
    expect(layoutArtefacts('Supporting our fiscally sponsored projects with their grants')).toEqual([]);
    expect(layoutArtefacts('I worked as Head of People at () from 2019.')).toEqual(['stray fragment']);
    expect(layoutArtefacts('My role covers a wide range of responsibilities, including.')).toEqual([
      'cut-off sentence',
    ]);
    expect(layoutArtefacts('The skills I use most are B, Microsoft Office and Driving licence A.')).toEqual([
      'form label',
    ]);
  });

  it('leaves clean text and product names alone', () => {
    expect(layoutArtefacts('How have you used ServiceNow, DataStudio or QuickBooks in your work?')).toEqual(
      [],
    );
    expect(
      layoutArtefacts("GitLab's culture names iteration. Tell me about a small first version you shipped."),
    ).toEqual([]);
  });
});

describe('layout artefacts that are not (issue 13, round 4)', () => {
  it('takes two list entries that share words for a list, not for glued text', () => {
    expect(
      layoutArtefacts('I hold these certifications: Computing for Data Analysis, Data Analysis and SHRM-CP.'),
    ).toEqual([]);
    expect(layoutArtefacts('Seattle, WashingtonSeattle, Washington')).toEqual(['glued duplicate']);
  });

  it('takes R and C for programming languages, other lone capitals for licence classes', () => {
    expect(layoutArtefacts('The ones I know best are R, Python and MATLAB.')).toEqual([]);
    expect(layoutArtefacts('The ones I know best are B, Python and MATLAB.')).toEqual(['form label']);
  });

  it('finds a sentence that announces a list the text does not carry', () => {
    expect(layoutArtefacts('I instructed statistics workshops with the following titles.')).toEqual([
      'cut-off sentence',
    ]);
    expect(layoutArtefacts('I instructed statistics workshops for graduate students.')).toEqual([]);
  });
});

describe('factual credential questions', () => {
  it('tells a question asking which degrees or certifications one holds from a question asking for a story', () => {
    expect(asksForCredentials('Which degrees do you hold, and where did you study?')).toBe(true);
    expect(
      asksForCredentials('Your CV lists "CPA" and "CFA". Which professional certifications do you hold?'),
    ).toBe(true);
    expect(asksForCredentials('Tell me about a time you used your CPA training at work.')).toBe(false);
  });
});

describe('questions a recruiter would hide', () => {
  it('finds the employer or its product asked about as a tool, not the employer named as the place', () => {
    expect(namesEmployerAsTool('Describe something you built with Acme Cloud.', 'Acme')).toBe(true);
    expect(namesEmployerAsTool('How have you used Acme in your work?', 'Acme Inc.')).toBe(true);
    expect(namesEmployerAsTool('Why do you want to work at Acme?', 'Acme')).toBe(false);
    // The organisation's own people and aims are not a tool; its product still is.
    expect(namesEmployerAsTool("How would you keep our posts consistent with Acme's mission?", 'Acme')).toBe(
      false,
    );
    expect(namesEmployerAsTool('Tell me about your communication with Acme community members.', 'Acme')).toBe(
      false,
    );
    expect(namesEmployerAsTool("Describe what you built with Acme Cloud's API.", 'Acme')).toBe(true);
    expect(
      namesEmployerAsTool(
        'The job description says: "Nurses work in line with Acme Health policies". Why?',
        'Acme',
      ),
    ).toBe(false);
    // A French company name's article is not its name: 'avec les publics' names no employer.
    expect(
      namesEmployerAsTool('Le poste demande : travailler avec les publics.', 'Les Territoires de la Mémoire'),
    ).toBe(false);
  });

  it('finds benefit and legal lines asked as duties', () => {
    expect(
      asksAboutBoilerplate('One of the functions of this role is: health insurance. Tell me more.'),
    ).toBe(true);
    expect(asksAboutBoilerplate('The role asks for "equal opportunity employer". Give an example.')).toBe(
      true,
    );
    expect(
      asksAboutBoilerplate(
        'One of the responsibilities of this role is to provide coaching and professional development opportunities. Give an example.',
      ),
    ).toBe(false);
    expect(
      asksAboutBoilerplate('The job description says: "Career growth and development opportunities". Why?'),
    ).toBe(true);
    // Leading DEI work is a duty; the employer's equal-opportunity statement is not.
    expect(
      asksAboutBoilerplate(
        'The job description says: "Lead diversity, equity, and inclusion (DEIA) efforts". How?',
      ),
    ).toBe(false);
    expect(
      asksAboutBoilerplate('The job description says: "We value diversity, equity and inclusion". Why?'),
    ).toBe(true);
    expect(asksAboutBoilerplate('One of the responsibilities is to draft contracts. Give an example.')).toBe(
      false,
    );
    // Reimbursement is a benefit when it is the employer's ('tuition reimbursement'), a duty when it is paid out.
    expect(
      asksAboutBoilerplate(
        'One of the responsibilities of this role is to process reimbursement to partner schools. Give an example.',
      ),
    ).toBe(false);
    expect(asksAboutBoilerplate('The job description says: "Tuition reimbursement". Tell me more.')).toBe(
      true,
    );
    expect(
      asksAboutBoilerplate(
        'Le poste demande : au SNC, nous les célébrons, quelle que soit leur orientation sexuelle.',
      ),
    ).toBe(true);
    expect(asksAboutBoilerplate("L'offre indique : « Rémunération selon profil ». Donnez un exemple.")).toBe(
      true,
    );
    expect(asksAboutBoilerplate('Le poste demande : traduire des contrats. Donnez un exemple.')).toBe(false);
  });

  it('finds a recruiting sentence asked as work done before, not a duty', () => {
    expect(
      asksAboutRecruitingSentence(
        'The job description says: "The Data Team is looking for an Analyst to support the product teams". Describe a time you did this.',
      ),
    ).toBe(true);
    expect(
      asksAboutRecruitingSentence(
        "L'offre dit : « Nous recherchons un·e animateur·rice ». Donnez un exemple.",
      ),
    ).toBe(true);
    expect(
      asksAboutRecruitingSentence(
        'This role involves looking after supplier invoices. Describe a time you did this in a previous role.',
      ),
    ).toBe(false);
  });

  it('finds a schedule quoted as a responsibility, not asked as working hours', () => {
    expect(
      scheduleAskedAsDuty(
        'The job description lists this responsibility: "Tuesday - Sunday, 8:00 a.m. - 4:00 p.m". Where have you done something similar?',
      ),
    ).toBe(true);
    expect(
      scheduleAskedAsDuty(
        'The posting states the working hours: "Tuesday - Sunday, 8 am - 4 pm". Are you able to work these hours?',
      ),
    ).toBe(false);
    expect(
      scheduleAskedAsDuty(
        'One of the responsibilities of this role is to plan the weekly rota. Describe a time you did this.',
      ),
    ).toBe(false);
  });

  it('finds a physical demand asked as experience, not asked as a condition or a duty with a number', () => {
    expect(
      physicalAskedAsExperience(
        'The role asks for regularly lift up to 40 pounds. What in your experience shows you meet this? Give me a concrete example.',
      ),
    ).toBe(true);
    expect(
      physicalAskedAsExperience(
        'The role asks for frequently is required to stand. How does your background cover this? Point me to a role or project where it mattered.',
      ),
    ).toBe(true);
    expect(
      physicalAskedAsExperience(
        'The posting states this physical requirement: "Lift up to 40 pounds". Are you able to meet this physical requirement of the job?',
      ),
    ).toBe(false);
    expect(
      physicalAskedAsExperience(
        'One of the responsibilities of this role is to move 20 accounts to the new ledger. Give me an example.',
      ),
    ).toBe(false);
  });

  it('finds pay and leave lines asked as requirements, not a budget named in a duty', () => {
    expect(asksAboutBoilerplate('The role asks for starting Pay is $19.50 per hour. Give an example.')).toBe(
      true,
    );
    expect(asksAboutBoilerplate('The role asks for $24/hr on weekends. Give an example.')).toBe(true);
    expect(
      asksAboutBoilerplate("The role asks for a sick time Retirement Master's degree required. What is it?"),
    ).toBe(true);
    expect(
      asksAboutBoilerplate(
        'One of the responsibilities of this role is to manage a budget of $2M. Give an example.',
      ),
    ).toBe(false);
  });

  it('finds list items run together and leads that do not fit their item', () => {
    expect(
      brokenWording('The role is to develop pools for candidates Assess job requirements. Give an example.'),
    ).toMatch(/run-on list/);
    expect(
      brokenWording('The role asks for to be successful in this role you have. Give an example.'),
    ).toMatch(/lead/);
    expect(brokenWording('The role asks for experience with Excel and Word. Give an example.')).toBeNull();
    expect(brokenWording('What did you handle as a Assistant Steward or in a similar role?')).toContain(
      "'a' before a vowel",
    );
    expect(brokenWording('What did you handle as a Ultrasound Tech?')).toContain("'a' before a vowel");
    expect(brokenWording('What did you handle as a University Librarian or in a similar role?')).toBeNull();
    expect(brokenWording('The role asks for a no degree. What is your highest qualification?')).toContain(
      'negation',
    );
    expect(brokenWording('The role asks for click here for full details. Give an example.')).toBe(
      'link text asked',
    );
    expect(
      brokenWording(
        'One of the duties is to ensure continued Contact Centre Improvement across desks. Give an example.',
      ),
    ).toBeNull();
  });

  it('finds a tool taken from a verb that opens a line', () => {
    expect(
      skillsOutOfSense('Tell me about a project where you used Go: what did you build?', POSTING),
    ).toEqual(['Go']);
    expect(skillsOutOfSense('How have you used Excel in your work?', POSTING)).toEqual([]);
  });

  it('takes the first name of a list line of tools for a name, not a verb', () => {
    const tools = ['Compétences', 'Ruby / Rails', 'SQL , Tableau , Excel'].join('\n');
    expect(
      skillsOutOfSense("Parlez-moi d'un projet où vous avez utilisé Ruby : le résultat ?", tools),
    ).toEqual([]);
    expect(skillsOutOfSense('Cuéntame un proyecto en el que usaste SQL o Tableau.', tools)).toEqual([]);
  });

  it('does not take a trait that shifts priorities for stated hours', () => {
    const posting = 'Office Coordinator\nFlexible and able to shift tasks and priorities when plans change.';
    const hours = {
      title: 'Working hours',
      question:
        'The posting states the working hours: "Flexible and able to shift tasks and priorities when plans change". Are you able to work these hours?',
    };
    expect(unstatedRequirement(hours, posting)).toMatch(/no such condition/);
    const shifts = {
      ...hours,
      question: 'The posting states the working hours: "Rotating night shifts". OK?',
    };
    expect(unstatedRequirement(shifts, 'Warehouse Associate\nRotating night shifts.')).toBeNull();
  });

  it('counts duty lines quoted as hours, and a whole sentence quoted where a dash-set clause states the condition', () => {
    const posting = [
      'Kitchen Porter',
      'Shifts: Mostly mornings',
      'Wipes down the prep tables throughout the shift.',
      'Für unser Haus suchen wir Verstärkung und bieten flexible Modelle - in Teilzeit oder Vollzeit – und freuen uns sehr auf Ihre Bewerbung.',
    ].join('\n');
    const hours = (quoted: string) => ({
      title: 'Working hours',
      question: `The posting states the working hours: ${quoted}. Are you able to work these hours?`,
    });
    expect(unstatedRequirement(hours('"Shifts: Mostly mornings"'), posting)).toBeNull();
    expect(
      unstatedRequirement(
        hours('"Shifts: Mostly mornings" and "Wipes down the prep tables throughout the shift"'),
        posting,
      ),
    ).toMatch(/duty line as hours/);
    const whole =
      'Für unser Haus suchen wir Verstärkung und bieten flexible Modelle - in Teilzeit oder Vollzeit – und freuen uns sehr auf Ihre Bewerbung';
    expect(unstatedRequirement(hours(`"${whole}"`), posting)).toMatch(
      /whole sentence where the clause "in Teilzeit oder Vollzeit"/,
    );
    expect(unstatedRequirement(hours('"in Teilzeit oder Vollzeit"'), posting)).toBeNull();
    const german = 'Pflegehelfer\nBereitschaft zum Nachtdienst\nEintritt per sofort oder zum 01.04.2027';
    const onCall = { title: 'On-call', question: 'The posting mentions "Bereitschaft zum Nachtdienst". OK?' };
    expect(unstatedRequirement(onCall, german)).toBeNull();
    const start = {
      title: 'Start date',
      question: 'The posting says "zum 01.04.2027". When could you start?',
    };
    expect(unstatedRequirement(start, german)).toBeNull();
    const range =
      'Reception is open every week from Monday - Friday and two of us share the opening and closing';
    expect(unstatedRequirement(hours(`"${range}"`), `Receptionist\n${range}.`)).toBeNull();
  });

  it("reads a French start given as 'dès <month>' as a stated start", () => {
    const start = {
      title: 'Date de début',
      question: "L'offre indique « dès mars 2027 ». Quand pourriez-vous commencer ?",
    };
    expect(
      unstatedRequirement(start, 'Chargé de projet\nNous recrutons dès mars 2027 un chargé de projet.'),
    ).toBeNull();
    expect(unstatedRequirement(start, 'Chargé de projet\nVous animez des ateliers.')).not.toBeNull();
  });

  it('reads a post that can be located anywhere as a stated arrangement', () => {
    const arrangement = {
      title: 'Work arrangement',
      question:
        'The posting states: "You can be located anywhere with a reliable connection". Does that suit you?',
    };
    expect(
      unstatedRequirement(
        arrangement,
        'Community Lead\nYou can be located anywhere with a reliable connection.',
      ),
    ).toBeNull();
  });

  it('reads plural hours words as a stated schedule', () => {
    const posting = 'Cajero\nAcostumbrado a turnos nocturnos o horarios extensos.';
    const hours = {
      title: 'Horario',
      question: 'La oferta indica: "Acostumbrado a turnos nocturnos o horarios extensos". ¿Es compatible?',
    };
    expect(unstatedRequirement(hours, posting)).toBeNull();
  });

  it('finds a work requirement the posting does not state', () => {
    const contract = {
      title: 'Contract type',
      question:
        'The posting describes the engagement as "Draft, review and revise contracts". Is that what you want?',
    };
    expect(unstatedRequirement(contract, POSTING)).toMatch(/no such condition/);
    const location = {
      title: 'Location',
      question: 'The role is based in Boston. Can you work from Boston?',
    };
    expect(unstatedRequirement(location, POSTING)).toBeNull();
    const invented = {
      title: 'Travel',
      question: 'The posting mentions "travel across the region". Can you travel?',
    };
    expect(unstatedRequirement(invented, POSTING)).toMatch(/does not contain/);
    // French titles and « » quotes are checked the same way.
    const french = 'Conditions du contrat\nÊtre disponible en soirée et parfois le week-end.';
    const availability = {
      title: 'Disponibilité',
      question: "L'offre demande : être disponible en soirée et parfois le week-end. Êtes-vous disponible ?",
    };
    expect(unstatedRequirement(availability, french)).toBeNull();
    const travel = {
      title: 'Déplacements',
      question:
        "L'offre mentionne des déplacements : « déplacements fréquents en Wallonie ». Est-ce possible ?",
    };
    expect(unstatedRequirement(travel, french)).toMatch(/does not contain/);
  });
});

describe('conditions a German, Spanish or Italian posting states', () => {
  // Made-up German posting: each line states one condition, and one line per kind states none.
  const GERMAN = [
    'Sachbearbeitung Einkauf',
    'Ein freundliches Arbeitsumfeld in Leipzig.',
    'Gute Kenntnisse in Tabellenkalkulation.',
    'Umfang: 25 Stunden pro Woche, Teilzeit.',
    'Du pflegst die Lieferantenverträge und prüfst Angebote.',
    'Die Stelle ist ab sofort zu besetzen und auf 18 Monate befristet.',
    'Bewerbungen bitte bis zum 14.03. per E-Mail.',
    'Homeoffice an zwei Tagen pro Woche möglich.',
    'Sicherer Umgang mit Office-Programmen.',
  ].join('\n');
  const asked = (title: string, quote: string) => ({
    title,
    question: `The posting says "${quote}". Does that suit you?`,
  });

  it('reads German hours, and flags a line that states none', () => {
    expect(
      unstatedRequirement(asked('Working hours', 'Umfang: 25 Stunden pro Woche, Teilzeit'), GERMAN),
    ).toBeNull();
    expect(
      unstatedRequirement(asked('Working hours', 'Gute Kenntnisse in Tabellenkalkulation'), GERMAN),
    ).toMatch(/not a hours condition/);
  });

  it('reads a German contract, not contracts as the work', () => {
    expect(
      unstatedRequirement(
        asked('Contract type', 'Die Stelle ist ab sofort zu besetzen und auf 18 Monate befristet'),
        GERMAN,
      ),
    ).toBeNull();
    expect(
      unstatedRequirement(
        asked('Contract type', 'Einstellung auf 520-Euro-Basis'),
        'Einstellung auf 520-Euro-Basis',
      ),
    ).toBeNull();
    expect(
      unstatedRequirement(
        asked('Contract type', 'Du pflegst die Lieferantenverträge und prüfst Angebote'),
        GERMAN,
      ),
    ).toMatch(/not a contract condition/);
  });

  it('reads a German start date, not an application deadline', () => {
    expect(
      unstatedRequirement(
        asked('Start date', 'Die Stelle ist ab sofort zu besetzen und auf 18 Monate befristet'),
        GERMAN,
      ),
    ).toBeNull();
    expect(
      unstatedRequirement(
        asked('Start date', 'zum nächstmöglichen Zeitpunkt'),
        'Wir suchen zum nächstmöglichen Zeitpunkt',
      ),
    ).toBeNull();
    expect(
      unstatedRequirement(asked('Start date', 'Bewerbungen bitte bis zum 14.03. per E-Mail'), GERMAN),
    ).toMatch(/not a start condition/);
  });

  it('reads German remote work, not office software', () => {
    expect(
      unstatedRequirement(asked('Work arrangement', 'Homeoffice an zwei Tagen pro Woche möglich'), GERMAN),
    ).toBeNull();
    expect(
      unstatedRequirement(
        asked('Work arrangement', 'Mobiles Arbeiten nach Absprache'),
        'Mobiles Arbeiten nach Absprache.',
      ),
    ).toBeNull();
    expect(
      unstatedRequirement(asked('Work arrangement', 'Sicherer Umgang mit Office-Programmen'), GERMAN),
    ).toMatch(/not a arrangement condition/);
  });

  it('reads a German place after a workplace noun, not any capitalised noun after "in"', () => {
    expect(
      unstatedRequirement(asked('Location', 'Ein freundliches Arbeitsumfeld in Leipzig'), GERMAN),
    ).toBeNull();
    expect(unstatedRequirement(asked('Location', 'Arbeitsort: Dresden'), 'Arbeitsort: Dresden')).toBeNull();
    expect(unstatedRequirement(asked('Location', 'Gute Kenntnisse in Tabellenkalkulation'), GERMAN)).toMatch(
      /not a location condition/,
    );
  });

  it('reads Spanish and Italian terms, and still flags a line that states none', () => {
    const spanish = 'Contrato indefinido, 40 horas semanales.\nManejo de Excel avanzado.';
    expect(unstatedRequirement(asked('Horario', '40 horas semanales'), spanish)).toBeNull();
    expect(unstatedRequirement(asked('Tipo de contrato', 'Contrato indefinido'), spanish)).toBeNull();
    const contractor =
      'Serán contratistas sin relación de dependencia. El contrato será hasta el 30 de junio.';
    expect(
      unstatedRequirement(
        asked('Tipo de contrato', 'Serán contratistas sin relación de dependencia'),
        contractor,
      ),
    ).toBeNull();
    expect(
      unstatedRequirement(asked('Tipo de contrato', 'El contrato será hasta el 30 de junio'), contractor),
    ).toBeNull();
    expect(unstatedRequirement(asked('Horario', 'Manejo de Excel avanzado'), spanish)).toMatch(/not a hours/);
    const italian = 'Contratto a tempo determinato, smart working due giorni.\nOttima conoscenza di Excel.';
    expect(unstatedRequirement(asked('Modalità di lavoro', 'smart working due giorni'), italian)).toBeNull();
    expect(unstatedRequirement(asked('Contratto', 'Contratto a tempo determinato'), italian)).toBeNull();
    expect(unstatedRequirement(asked('Contratto', 'Ottima conoscenza di Excel'), italian)).toMatch(
      /not a contract/,
    );
  });
});

describe('questions a recruiter would never ask, although their words are in the posting (round 6)', () => {
  it("flags a careers site's application instructions asked as requirements or conditions", () => {
    for (const text of [
      'The role asks for detail on your resume about each post you held. How does your background cover this?',
      'The role asks for following our guide to writing a federal resume. Give me an example.',
      'The role asks for incomplete applications may lead to disqualification. Give me an example.',
      'The job description states: "The dates you held each job". Give me an example.',
      'The posting describes the engagement as "Hours per week you worked (if part time)". Does that suit you?',
      'El puesto pide: envía tu CV actualizado. Dame un ejemplo concreto.',
      "L'offre indique : « Joindre une lettre de motivation ». Donnez un exemple.",
    ])
      expect(unaskableSubject(text), text).toBe('application instruction asked');
  });

  it("flags a rule on the person's appearance, age, sex or status", () => {
    for (const text of [
      'El puesto pide: sin tatuajes visibles. ¿Qué parte de tu experiencia lo demuestra?',
      'El puesto pide: buena presencia. Dame un ejemplo concreto.',
      'El puesto pide: edad entre 25 y 35 años. Dame un ejemplo.',
      'The role asks for a neat appearance. Give me an example.',
      "L'offre indique : « Bonne présentation ». Donnez un exemple.",
    ])
      expect(unaskableSubject(text), text).toBe('rule on the person asked');
  });

  it('leaves recruiting, review and presentation duties alone', () => {
    for (const text of [
      'One of the responsibilities of this role is to screen resumes and schedule interviews. Give me an example.',
      'One of the responsibilities of this role is to review loan applications. Give me an example.',
      'The role asks for excellent presentation skills. Give me an example.',
      'Una de las funciones del puesto es: revisar currículums de candidatos. Dame un ejemplo concreto.',
      'The role asks for experience with gender-based violence prevention programmes. Give me an example.',
    ])
      expect(unaskableSubject(text), text).toBeNull();
  });
});

describe('MCQ', () => {
  const question = (correct: string, others: string[]) => ({
    skill_level: 'basic' as const,
    question: 'Q?',
    options: [correct, ...others].map((text) => ({ text })),
    correct_answer: correct,
    explanation: 'Because it is so.',
  });

  it('finds a key that is strictly the longest option', () => {
    expect(keyIsLongest(question('The longest of all four options', ['Short', 'Shorter', 'Tiny']))).toBe(
      true,
    );
    expect(keyIsLongest(question('Short', ['A much longer wrong option', 'B', 'C']))).toBe(false);
  });

  it('takes requirement lines from the duty and requirement parts, not the benefits', () => {
    const lines = requirementLines(POSTING);
    expect(lines).toContain('- Draft, review and revise contracts');
    expect(lines.some((line) => line.includes('401(k)'))).toBe(false);
    expect(lines.some((line) => line.includes('sales and engineering'))).toBe(false);
  });

  it("reads a federal posting's 'Key objectives' as the duties", () => {
    const posting = [
      'Program Lead',
      'Benefits',
      'Dental plan',
      'Key objectives',
      'Run the customer service desk',
    ];
    expect(requirementLines(posting.join('\n'))).toContain('Run the customer service desk');
  });

  it('counts a group as fitting when the role names its competency where it states the work', () => {
    const group = (competency: string) => ({ competency, questions: [question('a', ['b', 'c', 'd'])] });
    expect(mcqGroupFits(group('Excel and Spreadsheets'), POSTING, 'Paralegal')).toBe(true);
    expect(mcqGroupFits(group('B2B Sales'), POSTING, 'Paralegal')).toBe(false);
  });

  it('does not count one word on lines about others, nor a word in an institution name, as the work', () => {
    const group = (competency: string) => ({ competency, questions: [question('a', ['b', 'c', 'd'])] });
    const coordinator = [
      'Riverside School of Nursing',
      'The programme trains nurses and midwives with our community partners.',
      'The coordinator keeps the trainers informed of nurse placements for each of the partners.',
    ].join('\n');
    expect(mcqGroupFits(group('Patient Care'), coordinator, 'Programme Coordinator')).toBe(false);
    const ward = [coordinator, 'Take vital signs and record them for the ward team.'].join('\n');
    expect(mcqGroupFits(group('Patient Care'), ward, 'Ward Assistant')).toBe(true);
  });

  it('counts the generic groups as fitting a craft, site or shelf job', () => {
    const group = (competency: string) => ({ competency, questions: [question('a', ['b', 'c', 'd'])] });
    const posting = 'Deine Aufgaben: Dächer decken und Rinnen montieren.';
    expect(mcqGroupFits(group('Teamwork'), posting, 'Dachdecker (m/w/d)')).toBe(true);
    expect(mcqGroupFits(group('Problem Solving'), posting, 'Dachdecker (m/w/d)')).toBe(true);
    expect(mcqGroupFits(group('Data Analysis'), posting, 'Dachdecker (m/w/d)')).toBe(false);
    expect(mcqGroupFits(group('Teamwork'), posting, 'Policy Officer')).toBe(false);
  });

  it("does not count a named policy, the CV to send or the employer's training of its staff as the work", () => {
    const group = (competency: string) => ({ competency, questions: [question('a', ['b', 'c', 'd'])] });
    const posting = [
      'Responsibilities',
      '- Build and fit kitchen cabinets, as set out in our Human Resources for Workshops policy.',
      '- We provide teaching of the trade to everyone who works with us.',
      '- Send your curriculum vitae to the workshop.',
    ].join('\n');
    expect(mcqGroupFits(group('Human Resources and Recruiting'), posting, 'Cabinet Maker')).toBe(false);
    expect(mcqGroupFits(group('Teaching and Lesson Planning'), posting, 'Cabinet Maker')).toBe(false);
    const teacher = [posting, '- Plan the curriculum for the apprentices and teach it.'].join('\n');
    expect(mcqGroupFits(group('Teaching and Lesson Planning'), teacher, 'Cabinet Maker')).toBe(true);
  });

  it("does not read recruiting a study's participants as Human Resources and Recruiting", () => {
    const group = (competency: string) => ({ competency, questions: [question('a', ['b', 'c', 'd'])] });
    const study = [
      'Responsibilities',
      '- Support recruiting the sample of households for the survey',
      '- Recruitment of study participants in three towns',
    ].join('\n');
    expect(mcqGroupFits(group('Human Resources and Recruiting'), study, 'Research Assistant')).toBe(false);
    const hiring = [study, '- Recruiting and interviewing new field staff'].join('\n');
    expect(mcqGroupFits(group('Human Resources and Recruiting'), hiring, 'Research Assistant')).toBe(true);
  });

  it.each([
    ['Chefarzt (m/w/d)', 'Ihre Aufgaben', '- Sie übernehmen die Leitung des ärztlichen Teams in der Klinik'],
    ['Jefe de taller', 'Funciones', '- Dirigir un equipo de cinco técnicos en el taller de la empresa'],
    ['Chef de cuisine', 'Missions', "- Diriger l'équipe de cuisine pendant le service du midi et du soir"],
    ['Responsabile di sala', 'Responsabilità', '- Guidare il team di sala durante il servizio e la chiusura'],
  ])(
    'reads leading a team as Leadership, not as the people around the role (%s)',
    (position, heading, line) => {
      const group = { competency: 'Leadership', questions: [question('a', ['b', 'c', 'd'])] };
      // A second duty line in the posting's language, so it is read as not English.
      const other: Record<string, string> = {
        'Ihre Aufgaben': '- Sie sind für die Visiten und die Dokumentation zuständig',
        Funciones: '- Revisar los pedidos y las entregas de la semana con los proveedores',
        Missions: '- Commander les produits frais et contrôler les livraisons des fournisseurs',
        Responsabilità: '- Controllare le prenotazioni e gli ordini con i fornitori della zona',
      };
      expect(mcqGroupFits(group, [heading, line, other[heading]].join('\n'), position)).toBe(true);
    },
  );

  it("does not read a project's 'Leitung' or a companion's 'Begleitung' of a team as Leadership", () => {
    const group = (competency: string) => ({ competency, questions: [question('a', ['b', 'c', 'd'])] });
    const posting = [
      'Ihre Aufgaben',
      '- Sie übernehmen die Leitung von Projekten zur Digitalisierung der Verwaltung',
      '- Sie sind für die Begleitung des Teams bei der Einarbeitung neuer Software zuständig',
    ].join('\n');
    expect(mcqGroupFits(group('Leadership'), posting, 'Alltagsbegleiter (m/w/d)')).toBe(false);
  });

  it('fits an office group to a manual or service trade only by a line that asks for it', () => {
    const group = (competency: string) => ({ competency, questions: [question('a', ['b', 'c', 'd'])] });
    const aboutOthers = [
      'Duties',
      '- Clean the guest rooms and corridors',
      '- Keep written communication with the front desk team',
      '- Pass verbal communication notes to colleagues',
    ].join('\n');
    expect(mcqGroupFits(group('Communication'), aboutOthers, 'Hotel Cleaner')).toBe(false);
    // The same lines fit an office post, and a cleaner's posting that asks for the skill itself.
    expect(mcqGroupFits(group('Communication'), aboutOthers, 'Office Coordinator')).toBe(true);
    const asked = `${aboutOthers}\n- Good communication skills in English`;
    expect(mcqGroupFits(group('Communication'), asked, 'Hotel Cleaner')).toBe(true);
  });

  it("does not fit a group by the organisation's cause, grant reporting or a database among office software (round 16)", () => {
    const group = (competency: string) => ({ competency, questions: [question('a', ['b', 'c', 'd'])] });
    const posting = [
      'Requirements',
      '- Understanding of issues related to housing, security of tenure and eviction',
      '- Oversee grant applications and their reporting requirements',
      '- Comfortable with Google Docs, spreadsheets, databases and email',
    ].join('\n');
    expect(mcqGroupFits(group('Application Security'), posting, 'Grants Officer')).toBe(false);
    expect(mcqGroupFits(group('Data Analysis'), posting, 'Grants Officer')).toBe(false);
    expect(mcqGroupFits(group('SQL and Relational Databases'), posting, 'Grants Officer')).toBe(false);
    const technical = [posting, '- Keep the donor databases clean and write SQL reports'].join('\n');
    expect(mcqGroupFits(group('SQL and Relational Databases'), technical, 'Grants Officer')).toBe(true);
  });

  it("fits a writer's or editor's own Writing group by the title", () => {
    const group = (competency: string) => ({ competency, questions: [question('a', ['b', 'c', 'd'])] });
    const posting = 'Requirements\n- Tell our story to funders';
    expect(mcqGroupFits(group('Writing, Editing and Translation'), posting, 'Writer/Editor')).toBe(true);
    expect(mcqGroupFits(group('Writing, Editing and Translation'), posting, 'Fundraiser')).toBe(false);
  });

  it("does not read a competency's own words as the people the role works with", () => {
    const group = (competency: string) => ({ competency, questions: [question('a', ['b', 'c', 'd'])] });
    const posting = 'Requirements\n- Keep customer satisfaction high on every account';
    expect(mcqGroupFits(group('Customer Service'), posting, 'Account Manager')).toBe(true);
  });

  describe('posts in German, Spanish and French, and short posts (issue 13, round 10 kinds)', () => {
    const group = (competency: string) => ({ competency, questions: [question('a', ['b', 'c', 'd'])] });
    const german = [
      'Der Verein Beispiel e.V. sucht eine Aushilfe.',
      'Deine Aufgaben',
      '- Erfassen und Buchen von Eingangsrechnungen',
      '- Kontierung von Belegen',
      '- Korrespondenz mit Lieferanten',
      'Was wir bieten',
      '- Ein Team, das sich auf dich freut, und Sommerlager am See',
    ].join('\n');

    it("reads a German post's duty lines in German, and passes no group they do not name", () => {
      expect(mcqGroupFits(group('Accounting'), german, 'Aushilfe')).toBe(true);
      expect(mcqGroupFits(group('Teaching and Lesson Planning'), german, 'Aushilfe')).toBe(false);
      // 'Sommerlager' (a summer camp) is in the benefits, and no warehouse.
      expect(mcqGroupFits(group('Logistics'), german, 'Aushilfe')).toBe(false);
    });

    it("reads a Spanish and a French post's lines in their language", () => {
      const spanish = 'Funciones\n- Atención al cliente en tienda y por teléfono\n- Cobro en caja';
      expect(mcqGroupFits(group('Customer Service'), spanish, 'Dependiente')).toBe(true);
      expect(mcqGroupFits(group('Accounting'), spanish, 'Dependiente')).toBe(false);
      const french = 'Missions\n- Tenir la comptabilité fournisseurs\n- Saisir les écritures comptables';
      expect(mcqGroupFits(group('Accounting'), french, 'Assistant')).toBe(true);
      expect(mcqGroupFits(group('Digital Marketing'), french, 'Assistant')).toBe(false);
    });

    it("reads an Italian post's lines in Italian, and passes no group they do not name (round 12 kind)", () => {
      const italian = [
        '# Giurista',
        "Questa figura sarà responsabile dell'analisi del quadro normativo regionale.",
        '## Qualifiche chiave',
        '- Esperienza nella stesura di testi legislativi',
        '- Ottima conoscenza della lingua inglese',
      ].join('\n');
      expect(mcqGroupFits(group('Legal Research and Drafting'), italian, 'Giurista')).toBe(true);
      expect(mcqGroupFits(group('Logistics'), italian, 'Giurista')).toBe(false);
      const assistant =
        '## Mansioni\n- Definire gli ordini del giorno degli incontri\n- Tenere la segreteria del direttore';
      expect(mcqGroupFits(group('Office Administration'), assistant, 'Assistente')).toBe(true);
      expect(mcqGroupFits(group('Teamwork'), assistant, 'Assistente')).toBe(false);
      // The typed position names a legal trade in Italian.
      expect(mcqGroupFits(group('Contract Drafting and Review'), 'Sede: Roma.', 'Affari giuridici')).toBe(
        true,
      );
    });

    it('reads English posts with the bank keywords only: a German word in them fits nothing', () => {
      const english = 'Responsibilities\n- Organise the office Kasse and greet visitors at the front desk';
      expect(mcqGroupFits(group('Cash Handling and Store Operations'), english, 'Receptionist')).toBe(false);
    });

    it("fits the groups that are a typed trade's own work, not the trades of other titles", () => {
      const short = 'Join our clinic team. Full time, Tuesday to Saturday.';
      expect(mcqGroupFits(group('Patient Care'), short, 'Ultrasound Tech / Sonographer')).toBe(true);
      expect(mcqGroupFits(group('Accounting'), short, 'Ultrasound Tech / Sonographer')).toBe(false);
      expect(mcqGroupFits(group('Accounting'), short, 'Aushilfe Buchhaltung')).toBe(true);
      expect(mcqGroupFits(group('Teamwork'), short, 'Aushilfe Buchhaltung')).toBe(false);
    });

    it('reads a one-paragraph post sentence by sentence', () => {
      const paragraph = [
        'Clinic Assistant - full and part time at our two sites, with a friendly team that supports each other.',
        'The main duty is preparing rooms and instruments for each visit and keeping the schedule moving.',
        'Some patient care experience is required; new graduates are welcome to apply.',
      ].join(' ');
      expect(mcqGroupFits(group('Patient Care'), paragraph, 'Clinic Assistant')).toBe(true);
      expect(
        mcqGroupFits(
          group('Patient Care'),
          paragraph.replace('Some patient care', 'Some'),
          'Clinic Assistant',
        ),
      ).toBe(false);
    });
  });
});

describe('CV Q&A', () => {
  const CV = [
    'Jane Roe',
    'jane@example.com | linkedin.com/in/janeroe | github.com/janeroe',
    'Experience',
    'Acme Corp',
    'Head of People',
    '2019 - Present',
    '- Hired 40 engineers in a year',
    'Beta LLC',
    'Recruiter',
    '2015 - 2019',
    'Skills: Excel, Workday',
  ].join('\n');

  it('finds an answer that only restates one CV line', () => {
    expect(restatesCvLine('I hired 40 engineers in a year.', CV)).toBe(true);
    expect(
      restatesCvLine(
        'As Head of People at Acme Corp, the team had to grow fast. I hired 40 engineers in a year.',
        CV,
      ),
    ).toBe(false);
  });

  it('finds a role attributed to an employer it is not listed under', () => {
    expect(misattributedRoles('I worked as Head of People at Acme Corp from 2019.', CV)).toEqual([]);
    expect(misattributedRoles('Your CV lists Head of People at Beta LLC from 2015.', CV)).toEqual([]);
    expect(misattributedRoles('I worked as Recruiter at Gamma Inc from 2015.', CV)).toEqual([
      'Recruiter at Gamma Inc',
    ]);
    // The engine's wording for a role the CV gives no title places no title.
    expect(misattributedRoles('I have been working at Gamma Inc since 2024.', CV)).toEqual([]);
    expect(rolesThatAreNotTitles('I have been working at Gamma Inc since 2024.')).toEqual([]);
    // A training post's row names the training: its post is the one held there.
    const physician =
      'EDUCATION & TRAINING\nInternal Medicine Residency | Northfield Hospital | 2018 – 2022\n';
    expect(
      misattributedRoles(
        'I worked as an Internal Medicine Resident at Northfield Hospital from 2018.',
        physician,
      ),
    ).toEqual([]);
    expect(
      misattributedRoles('I worked as an Internal Medicine Resident at Westmark Clinic.', physician),
    ).toEqual(['Internal Medicine Resident at Westmark Clinic']);
  });

  it("takes a title LinkedIn lists in a group of roles under one employer as that employer's, however far down", () => {
    const grouped = [
      'Harbour Science Institute',
      '9 years 5 months',
      'Associate Professor',
      'February 2017 - January 2021 (4 years)',
      'Greater Atlanta Area',
      'Associate Director at Center for Learning',
      'August 2016 - January 2021 (4 years 6 months)',
      'Greater Atlanta Area',
      'Assistant Professor',
      'September 2011 - January 2017 (5 years 5 months)',
      'Greater Atlanta Area',
      'Taught machine learning to graduate students.',
      'Seaview Bank',
      'Analyst',
      '2009 - 2011 (2 years)',
      'Reviewed loan files for the credit committee.',
      'Northgate Labs',
      'Data Clerk',
      '2005 - 2009 (4 years)',
    ].join('\n');
    expect(
      misattributedRoles('I worked as Assistant Professor at Harbour Science Institute.', grouped),
    ).toEqual([]);
    // Past a duty line the group has ended: a later title is not that employer's.
    expect(misattributedRoles('I worked as Data Clerk at Harbour Science Institute.', grouped)).toEqual([
      'Data Clerk at Harbour Science Institute',
    ]);
  });

  it('finds a place or a form label taken for a job title', () => {
    expect(rolesThatAreNotTitles('Tell me about your time as La Jolla.')).toEqual(['La Jolla']);
    expect(rolesThatAreNotTitles('I worked as a Profesora titular at Facultad de Letras in 2015.')).toEqual(
      [],
    );
    expect(rolesThatAreNotTitles('Tell me about your time as Chercheuse associée.')).toEqual([]);
    expect(
      rolesThatAreNotTitles('I have been Postdoctoral Scholar at Northgate University since 2024.'),
    ).toEqual([]);
    expect(
      rolesThatAreNotTitles('I worked as Business or sector Information and communication from 2002.'),
    ).toEqual(['Business or sector Information and communication']);
    expect(rolesThatAreNotTitles('I worked as Head of People at Acme Corp from 2019.')).toEqual([]);
    // An academic post: a research collaborator of a lab.
    expect(rolesThatAreNotTitles('I have been a Research Collaborator at Tide Lab since 2022.')).toEqual([]);
  });

  it('finds a profile link counted as a skill', () => {
    expect(profileLinksAsSkills('The skills I use most are Excel and GitHub.', CV)).toEqual(['GitHub']);
    expect(profileLinksAsSkills('The skills I use most are Excel and Workday.', CV)).toEqual([]);
  });
});

describe('CV faults of job-portal exports, headings and languages (issue 13, after round 7)', () => {
  it('finds a portal label or a rule of dashes in an answer', () => {
    expect(layoutArtefacts('I worked there from Jun 2015 to Jul 2015. ^ Back to Top.')).toContain(
      'portal label',
    );
    expect(layoutArtefacts('I hold a UG: B.Sc (Physics) from Hill College.')).toContain('portal label');
    expect(layoutArtefacts('Coaching \\---------- Excels in coaching')).toContain('portal label');
    expect(layoutArtefacts('I have been a Store Manager at Greenleaf Mart since Apr 2019.')).toEqual([]);
  });

  it('finds a section heading named as the title or the employer', () => {
    expect(headingsAsRoles('What did you do as a Sales Executive at Job Highlights?')).toEqual([
      'Job Highlights',
    ]);
    expect(headingsAsRoles('Tell me about your time as a Techincal Skills.')).toEqual(['Techincal Skills']);
    expect(headingsAsRoles('I worked as a Developer at Experiencia laboral from 2020 to 2021.')).toEqual([
      'Experiencia laboral',
    ]);
    expect(headingsAsRoles('I worked as a Research Assistant at Hill University from 2019 to 2020.')).toEqual(
      [],
    );
  });

  it('finds a skills sub-heading named as the employer, and no employer whose name only holds a heading word', () => {
    expect(headingsAsRoles('Tell me about your time at Programming.')).toEqual(['Programming']);
    expect(headingsAsRoles('I worked at Hill Robotics from 2019 to 2020.')).toEqual([]);
  });

  it('finds French, Italian and German section headings named as the title or the employer', () => {
    expect(headingsAsRoles('Che cosa ha fatto presso Esperienza Professionale?')).toEqual([
      'Esperienza Professionale',
    ]);
    expect(
      headingsAsRoles("Ho lavorato come Contabile presso Istruzione e formazione dall'aprile 2016 al 2020."),
    ).toEqual(['Istruzione e formazione']);
    expect(
      headingsAsRoles(
        "J'ai travaillé comme Assistante chez Expérience professionnelle de janvier 2018 à mars 2021.",
      ),
    ).toEqual(['Expérience professionnelle']);
    expect(headingsAsRoles("Qu'avez-vous fait en tant qu'Analyste chez Formation ?")).toEqual(['Formation']);
    expect(headingsAsRoles('Votre CV indique Compétences informatiques depuis 2019.')).toEqual([
      'Compétences informatiques',
    ]);
    expect(headingsAsRoles('I worked at Berufserfahrung from 2019 to 2020.')).toEqual(['Berufserfahrung']);
    expect(headingsAsRoles('Tell me about your time as a Sprachkenntnisse.')).toEqual(['Sprachkenntnisse']);
  });

  it('passes employers and degrees in French, Italian and Spanish answers whose name only holds a heading word', () => {
    expect(headingsAsRoles('Lavoro come Contabile presso Studio Ferri dal 2020.')).toEqual([]);
    expect(
      headingsAsRoles("J'ai travaillé comme Formatrice chez Formation Lumière depuis avril 2020."),
    ).toEqual([]);
    expect(
      headingsAsRoles('Estudié Máster en Educación en Universidad de Lima. Trabajo en Colegio Sur.'),
    ).toEqual([]);
  });

  it('finds two degrees run into one', () => {
    expect(
      degreesRunTogether(
        'I hold an MSc Biology. Hill University. from DOCTORAL DEGREE IN CHEMISTRY Lake University (2017).',
      ),
    ).toHaveLength(1);
    expect(degreesRunTogether('I hold an MSc (Biology) from Hill University (2017).')).toEqual([]);
    expect(
      degreesRunTogether(
        "I hold a PhD from Hill University and a Master's degree from Lake Academy of Sciences.",
      ),
    ).toEqual([]);
    expect(headingsAsRoles('Your CV lists publications, among them "A Study" (2020).')).toEqual([]);
  });

  it('finds an answer in another language than the CV', () => {
    const spanishCv =
      'Experiencia laboral. Desarrollador web en una empresa de la ciudad, con el equipo de ventas y para los clientes.';
    expect(
      answerLanguageDiffers(
        'I worked as a Desarrollador web from 2020 to 2021 and I built the pages for the team.',
        spanishCv,
      ),
    ).toBe(true);
    expect(
      answerLanguageDiffers(
        'Trabajé como desarrollador web de 2020 a 2021 y construí las páginas para el equipo.',
        spanishCv,
      ),
    ).toBe(false);
  });

  it('takes an English answer to a CV in a language the engine does not write as documented, not as a fault', () => {
    const portugueseCv =
      'Experiências. Estagiário de testes na empresa, com o time de qualidade e os clientes. Formação na universidade. Eu ajudei a melhorar o processo de validação.';
    expect(
      answerLanguageDiffers(
        'I worked as an Estagiário de testes at Brixo from 2023 to 2024. I have been there.',
        portugueseCv,
      ),
    ).toBe(false);
    expect(
      answerLanguageDiffers('Trabajé como estagiário en Brixo. Yo estudié y trabajé allí.', portugueseCv),
    ).toBe(true);
  });

  it('reads the CV’s language and needs enough small words of another before it calls an answer foreign', () => {
    const spanishCv =
      'Experiencia laboral. Analista en una empresa de la ciudad, con el equipo de ventas y para los clientes. Estudios en la universidad.';
    // A short Spanish answer made mostly of names: too few small words of any language to call it English.
    expect(
      answerLanguageDiffers(
        'Estudié en Universidad Central Ingeniería de sistemas 8vo ciclo (2020). Después trabajé como Analista Junior en Data Business One Solutions.',
        spanishCv,
      ),
    ).toBe(false);
    const italianCv =
      'Esperienza professionale. Gestione della contabilità e delle fatture dei clienti, con il gruppo che segue gli acquisti.';
    expect(
      answerLanguageDiffers(
        'I worked at Studio Ferri from 2016 to 2020. Gestione della contabilità e delle fatture.',
        italianCv,
      ),
    ).toBe(true);
    expect(
      answerLanguageDiffers(
        "Ho lavorato come Contabile presso Studio Ferri dall'aprile 2016 al 2020. Gestione della contabilità e delle fatture.",
        italianCv,
      ),
    ).toBe(false);
    const frenchCv =
      'Expérience professionnelle. Rédaction des communiqués pour les clients de l’agence et suivi des salons dans la région.';
    expect(
      answerLanguageDiffers(
        'I have been a Chargée de communication at Agence Lumière since 2021. Rédaction des communiqués.',
        frenchCv,
      ),
    ).toBe(true);
    expect(
      answerLanguageDiffers(
        "J'ai travaillé comme Chargée de communication chez Agence Lumière depuis 2021. Rédaction des communiqués.",
        frenchCv,
      ),
    ).toBe(false);
  });
});

describe('form and timeline CVs read by position (issue 13, round 8)', () => {
  it('finds the next entry’s date column pasted into an answer, and dates inside a name', () => {
    expect(
      datesPastedIntoAnswer(
        'I worked at Hill Mills. Marzo 2012 - alla data attuale Magazziniere. Hill Mills.',
      ),
    ).toEqual(['Marzo 2012 - alla data attuale Magazziniere.']);
    expect(datesPastedIntoAnswer('I hold a 09/2006 Bachelor Studies (2006).')).toEqual([
      '09/2006 Bachelor Studies',
    ]);
    expect(
      datesPastedIntoAnswer('I worked as a Clerk at Hill Mills from Sep. 2012 to Oct. 2014. I filed.'),
    ).toEqual([]);
    expect(
      datesPastedIntoAnswer(
        'I worked as a Clerk at Hill Mills from 2012 to 2014. In 2015 I joined Lake Ltd.',
      ),
    ).toEqual([]);
  });

  it('takes a job title in the form’s languages for a title', () => {
    expect(rolesThatAreNotTitles('I worked as an Impiegata amministrativa at Hill Mills from 2012.')).toEqual(
      [],
    );
    expect(rolesThatAreNotTitles('I have been a Praktikantin at Hill Mills since 2012.')).toEqual([]);
    expect(rolesThatAreNotTitles('I worked as Via Roma at Hill Mills from 2012.')).toEqual(['Via Roma']);
  });

  it('finds personal data in what a candidate reads', () => {
    expect(layoutArtefacts('I worked at Hill Mills. Data di nascita 2 marzo 1980.')).toContain(
      'personal data',
    );
    expect(layoutArtefacts('Date of birth 02/03/1980.')).toContain('personal data');
    expect(layoutArtefacts('I organised the birthday party budget for the office.')).toEqual([]);
  });
});

describe('CV faults of contact lines, links, skill clouds and degrees (issue 13, after round 8)', () => {
  it('finds a phone number, shown or masked and with its icon glyph, named as an employer', () => {
    expect(contactDataAsRoles('Tell me about your time at Ø +33 612 *** ***.')).toEqual([
      'Ø +33 612 *** ***',
    ]);
    expect(contactDataAsRoles('Your CV lists +1 (415) 555 0199. Can you confirm these dates?')).toEqual([
      '+1 (415) 555 0199',
    ]);
    expect(contactDataAsRoles('I worked at Acme from 2015 - 2019 and sold 2500000 units.')).toEqual([]);
  });

  it("finds a 'See www…' line or a link named as an employer", () => {
    expect(contactDataAsRoles('Tell me about your work at See www.widgets.org. What did you do?')).toEqual([
      'See www.widgets.org',
    ]);
    expect(
      contactDataAsRoles('Looking back at your time as a Tutor (see https://uni.example.edu/x), what…'),
    ).toEqual(['see https://uni.example.edu/x']);
    expect(contactDataAsRoles('I built the shop front; the code is at jo@example.com on request.')).toEqual([
      'jo@example.com',
    ]);
    expect(contactDataAsRoles('I worked at Widgets Inc, whose site is www.widgets.org.')).toEqual([]);
    expect(contactDataAsRoles('Mi parli della sua esperienza presso Via Garibaldi 12 20121 Milano.')).toEqual(
      ['Via Garibaldi 12 20121 Milano'],
    );
    expect(contactDataAsRoles('Tell me about your time at 42 Harbour Road, Leeds LS1 4AB.')).toEqual([
      '42 Harbour Road, Leeds LS1 4AB',
    ]);
  });

  it('finds a skill-cloud token or a section heading, misspelt or not, asked as a project', () => {
    expect(
      projectsThatAreNotProjects(
        'Tell me about your project "SQL/NoSQL". Tell me about your project "Interrests". Tell me about your project "Hobbies".',
      ),
    ).toEqual(['SQL/NoSQL', 'Interrests', 'Hobbies']);
    expect(projectsThatAreNotProjects('Tell me about your project "Bike Route Planner".')).toEqual([]);
  });

  it('finds a degree the CV dates as under way told as held', () => {
    const cv =
      '2019–present PhD in Marine Biology, Coastal University\n2014–2018 BSc in Biology, Coastal University';
    expect(
      heldDegreesUnderWay('I hold a PhD in Marine Biology (2019) and a BSc in Biology (2018).', cv),
    ).toEqual(['PhD in Marine Biology (2019)']);
    expect(
      heldDegreesUnderWay(
        'I hold a BSc in Biology (2018).',
        'since 2021 MSc in Ecology\n2018 BSc in Biology',
      ),
    ).toEqual([]);
  });

  it('finds a degree the CV marks as left unfinished told as held', () => {
    const cv = [
      'Coastal University · Faro',
      'M.Sc. in Ecology · 2016 - dropout',
      'B.Sc. in Biology · 2012 - 2015',
    ].join('\n');
    expect(heldDegreesUnfinished('I hold an M.Sc. in Ecology from Coastal University (2016).', cv)).toEqual([
      'M.Sc. in Ecology from Coastal University (2016)',
    ]);
    expect(heldDegreesUnfinished('I hold a B.Sc. in Biology from Coastal University (2015).', cv)).toEqual(
      [],
    );
    expect(
      heldDegreesUnfinished(
        'I hold a Licenciatura em Biologia (2021).',
        'Licenciatura em Biologia · 2018 - 2021 (Incompleto)',
      ),
    ).toHaveLength(1);
  });

  it('reads the date line above a degree (a Europass) as its dates', () => {
    const cv = ['09/2021 – CURRENT – Graz, Austria', 'Master of Science in Geology', 'Graz University'].join(
      '\n',
    );
    expect(
      heldDegreesUnderWay('I hold a Master of Science in Geology from Graz University (2021).', cv),
    ).toEqual(['Master of Science in Geology from Graz University (2021)']);
    const done = ['09/2015 – 06/2018 – Graz, Austria', 'Master of Science in Geology'].join('\n');
    expect(heldDegreesUnderWay('I hold a Master of Science in Geology (2018).', done)).toEqual([]);
  });

  it('finds a citation named as a degree', () => {
    expect(citationsAsDegrees('I hold a J. K. Doe, M. N. Roe. Tide pools revisited.')).toHaveLength(1);
    expect(
      citationsAsDegrees('Your CV lists a B. Sc. in Chemistry (2012). Can you confirm the degree?'),
    ).toEqual([]);
    expect(citationsAsDegrees('I hold a B. Tech and M. Tech from Lakeside Institute (2013).')).toEqual([]);
  });

  it('finds icon glyphs, doubled full stops and words broken by a hyphen', () => {
    expect(layoutArtefacts('Reach me at ¾ +44 20 7946 0000.')).toContain('icon glyph');
    expect(layoutArtefacts('I hold a B.A..')).toContain('doubled full stop');
    expect(layoutArtefacts('I enjoy build-ing tools.')).toContain('word broken by a hyphen');
    expect(
      layoutArtefacts('Je travaille à Lyon, créatif-ive, on a real-time e-commerce site, U.S. based...'),
    ).toEqual([]);
  });
});

describe('hiring notices, pitches and items in their own person (round 9 kinds)', () => {
  it('finds a staffing-pool, classification or linguistic-profile notice or a pitch asked as the job', () => {
    expect(
      asksAboutProcessNotice(
        'The role asks for a pool of qualified candidates resulting from this process may be created. Tell me more.',
      ),
    ).toBe(true);
    expect(
      asksAboutProcessNotice(
        'Le poste demande : un bassin de candidats qualifiés pourrait être établi. Donnez-moi un exemple.',
      ),
    ).toBe(true);
    expect(
      asksAboutProcessNotice(
        'The job description lists this responsibility: "Volunteers are at the heart of what we do — we need you to help". Describe a time.',
      ),
    ).toBe(true);
    expect(asksAboutProcessNotice('The role asks for experience with payroll. Tell me about it.')).toBe(
      false,
    );
  });

  it("finds a trait or duty quoted after the lead in the posting's own person or tense", () => {
    expect(itemInOwnPerson("Le poste demande : sera à l'aise de parler en public. Un exemple ?")).toBe(true);
    expect(itemInOwnPerson('Le poste demande : aura une expérience de la vente. Un exemple ?')).toBe(true);
    expect(itemInOwnPerson("L'une des missions du poste : rédigera le bulletin. Un exemple ?")).toBe(true);
    expect(itemInOwnPerson('Le poste demande : vous aimez les chiffres. Un exemple ?')).toBe(true);
    expect(itemInOwnPerson('The role asks for you to love spreadsheets. Tell me more.')).toBe(true);
    expect(itemInOwnPerson("Le poste demande : être à l'aise de parler en public. Un exemple ?")).toBe(false);
    expect(itemInOwnPerson("L'une des missions du poste : rédiger le bulletin. Un exemple ?")).toBe(false);
    expect(itemInOwnPerson('The role asks for someone who loves spreadsheets.')).toBe(false);
  });

  it('finds a footnote asterisk left on a quoted line', () => {
    expect(layoutArtefacts("The role asks for bilingual (in government terms, 'BBB')*.")).toContain(
      'footnote mark',
    );
    expect(layoutArtefacts('The role asks for *A pool of qualified persons.')).toContain('footnote mark');
    expect(layoutArtefacts('The role asks for C++ and 2 * 3 arithmetic.')).not.toContain('footnote mark');
  });
});

describe('MCQ fit and degrees under way, round 17 kinds', () => {
  const group = (competency: string) => ({
    competency,
    questions: [
      {
        skill_level: 'basic' as const,
        question: 'Q?',
        options: ['a', 'b', 'c', 'd'].map((text) => ({ text })),
        correct_answer: 'a',
        explanation: 'Because it is so.',
      },
    ],
  });

  it("does not read a page's breadcrumb trail as the role's work", () => {
    const posting = [
      'Home > Stadtwerke > Karriere > Personalwesen >',
      'Reclutamento > Offerte > Tecnico manutentore',
      'Requisiti',
      '- Manutenzione degli impianti elettrici della sede',
      '- Conoscenza del pacchetto Office',
    ].join('\n');
    expect(mcqGroupFits(group('Human Resources and Recruiting'), posting, 'Tecnico manutentore')).toBe(false);
  });

  it("reads a Dutch posting's communication and teamwork lines, and a German counselling post", () => {
    const dutch = [
      'Wij zoeken een collega voor onze buitenschoolse opvang.',
      'Wij vragen:',
      'Goede communicatieve vaardigheden',
      'Je kunt werken in teamverband en met ouders',
    ].join('\n');
    expect(mcqGroupFits(group('Communication'), dutch, 'Medewerker opvang')).toBe(true);
    expect(mcqGroupFits(group('Teamwork'), dutch, 'Medewerker opvang')).toBe(true);
    expect(mcqGroupFits(group('Problem Solving'), dutch, 'Medewerker opvang')).toBe(false);
    const german = [
      'Sozialrechtliche Beratung von Familien in der Klinik',
      'Sie arbeiten in einem interdisziplinären Team mit der Pflege.',
    ].join('\n');
    expect(mcqGroupFits(group('Communication'), german, 'Sozialarbeiter:in')).toBe(true);
    expect(mcqGroupFits(group('Teamwork'), german, 'Sozialarbeiter:in')).toBe(true);
  });

  it("reads a Portuguese student of a degree ('Pós-graduando em …') as a degree under way", () => {
    const cv = 'Formação\nPós-graduando em Gestão de Obras, MBA, Faculdade Azul\nEngenharia Civil, 2019';
    expect(heldDegreesUnderWay('I hold an MBA from Faculdade Azul (2023).', cv)).toEqual([
      'MBA from Faculdade Azul (2023)',
    ]);
  });
});

describe('conditions a Dutch or Portuguese posting states (issue 13, round 17)', () => {
  // Made-up postings: each line states one condition, and one line states none.
  const DUTCH = [
    'Medewerker administratie',
    'Per 1 maart of zo spoedig mogelijk zoeken wij een collega.',
    'Ongeveer 24 uur per week, thuiswerken in overleg.',
    'Wij bieden een jaarcontract met uitzicht op verlenging.',
    'Je neemt een eigen laptop mee.',
    'Je houdt van orde en netheid.',
  ].join('\n');
  const PORTUGUESE = [
    'Assistente administrativo',
    'Início imediato, trabalho híbrido.',
    'Carga horária de 30 horas semanais, contrato CLT.',
    'É preciso ter computador próprio.',
  ].join('\n');
  const asked = (title: string, quote: string) => ({
    title,
    question: `The posting says "${quote}". Does that suit you?`,
  });

  it.each([
    ['Start date', 'Per 1 maart of zo spoedig mogelijk zoeken wij een collega', DUTCH],
    ['Working hours', 'Ongeveer 24 uur per week, thuiswerken in overleg', DUTCH],
    ['Work arrangement', 'Ongeveer 24 uur per week, thuiswerken in overleg', DUTCH],
    ['Contract type', 'Wij bieden een jaarcontract met uitzicht op verlenging', DUTCH],
    ['Own equipment', 'Je neemt een eigen laptop mee', DUTCH],
    ['Start date', 'Início imediato, trabalho híbrido', PORTUGUESE],
    ['Work arrangement', 'Início imediato, trabalho híbrido', PORTUGUESE],
    ['Working hours', 'Carga horária de 30 horas semanais, contrato CLT', PORTUGUESE],
    ['Contract type', 'Carga horária de 30 horas semanais, contrato CLT', PORTUGUESE],
    ['Own equipment', 'É preciso ter computador próprio', PORTUGUESE],
  ])('reads %s in "%s"', (title, quote, posting) => {
    expect(unstatedRequirement(asked(title, quote), posting)).toBeNull();
  });

  it('flags a Dutch line that states no such condition', () => {
    expect(unstatedRequirement(asked('Working hours', 'Je houdt van orde en netheid'), DUTCH)).toMatch(
      /not a hours condition/,
    );
  });

  it("takes '±' before a number for an approximate figure, not an icon glyph", () => {
    expect(layoutArtefacts('Omvang ± 24 uur per week')).toEqual([]);
    expect(layoutArtefacts('± Utrecht centrum')).toEqual(['icon glyph']);
  });
});
