import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { withoutRepeatedWords } from './job-questions.ts';
import { parseSections } from './sections.ts';

describe('withoutRepeatedWords', () => {
  it('says a repeated small word once, and leaves other text alone', () => {
    expect(withoutRepeatedWords('The role asks for compassion to to meet our customers.')).toBe(
      'The role asks for compassion to meet our customers.',
    );
    expect(withoutRepeatedWords('Tell me about the the team.')).toBe('Tell me about the team.');
    expect(withoutRepeatedWords('Go go gadget; tomato to market')).toBe('Go go gadget; tomato to market');
  });

  it('keeps a small word between two words that end on it after an accented letter', () => {
    expect(withoutRepeatedWords('revisar el menú a diario y ajustar la sopa día a día')).toBe(
      'revisar el menú a diario y ajustar la sopa día a día',
    );
    expect(withoutRepeatedWords('Ayudar en la cocina, mañana a mañana')).toBe(
      'Ayudar en la cocina, mañana a mañana',
    );
  });

  it('leaves no doubled word in the questions for the support engineer specification', async () => {
    const markdown = readFileSync(
      new URL('../../../../fixtures/jobs/sourcegraph_customer_support_engineer.md', import.meta.url),
      'utf8',
    );
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
    for (const question of jobSpecsQuestions) expect(question).not.toMatch(/\b(\w+)\s+\1\b/i);
  });

  it('joins a wrapped last word a PDF reader set apart as its own paragraph to its duty', async () => {
    const markdown = [
      '# Executive Secretary',
      'Responsibilities',
      'Interact with our customers and our employees acting as a single point of',
      '',
      'contact',
      'Answer phone calls, faxes and e-mails',
      'Keep the diaries of the directors up to date',
    ].join('\n');
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
    const text = jobSpecsQuestions.join('\n');
    expect(text).not.toMatch(/point of\./);
  });

  it("asks about no section label worded as a question and no job board's search box", async () => {
    const markdown = [
      '## Prácticas en Análisis de Datos',
      '## Requisitos',
      '¿Cuáles son los requisitos?',
      'Estudiantes de los últimos ciclos de Estadística, Economía o Ingeniería Industrial.',
      'Escribe tu carrera',
      'Manejo de Excel y SQL a nivel intermedio.',
      'Manejo de inglés intermedio.',
      '## Responsibilities',
      'What will you do?',
      'Search your next job',
      'Prepare weekly sales reports for the regional managers.',
    ].join('\n');
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
    const text = jobSpecsQuestions.join('\n');
    expect(text).toMatch(/Excel/);
    expect(text).not.toMatch(
      /cuáles son los requisitos|escribe tu carrera|what will you do|search your next job/i,
    );
  });

  it('fills a short posting with questions that name what it asks for, not only "the work described"', async () => {
    const markdown = [
      '## Practicante de Finanzas',
      '## Requisitos',
      'Manejo de SQL y Power BI a nivel intermedio.',
      'Inglés intermedio para leer documentación.',
    ].join('\n');
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: markdown,
      position: 'Practicante de Finanzas',
    });
    expect(jobSpecsQuestions.length).toBeGreaterThanOrEqual(8);
    const fillers = jobSpecsQuestions.filter((question) => !/^El puesto pide/.test(question));
    expect(fillers.join('\n')).not.toMatch(/trabajo descrito sería nueva|más relacionado con este puesto/);
    expect(fillers.filter((question) => /SQL|Power BI/.test(question)).length).toBeGreaterThanOrEqual(2);
  });

  it("reads a job board's header lines as the place and the offer, and splits a post pasted from Word", async () => {
    const markdown = [
      '# Outreach Coordinator',
      'Riverside Family Clinic | Ohio',
      'March 3, 2025 | Closes March 31, 2025',
      '$48,000 - $52,000 annually Full Time General Benefits Health Insurance Dental Vision Paid Vacation',
      'Overview This full-time position plans community outreach events for the clinic. Roles and Responsibilities • Plans and runs monthly community health fairs with local partners • Keeps accurate records of outreach contacts in the client database • Trains volunteers on the outreach curriculum 410 N. Main St. Suite 5. Columbus, OH 43215 rfclinic.org • Reports monthly figures to the Program Manager and prepares grant reports Minimum Qualifications',
      '- Two years of experience in community outreach or health education',
    ].join('\n');
    const result = await createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
    const questions = result.jobSpecsQuestions.join('\n');
    expect(questions).not.toMatch(
      /Closes|Riverside Family Clinic \||\$|Dental|43215|rfclinic|•|Overview This/,
    );
    expect(questions).toMatch(/to plan and run monthly community health fairs with local partners\./);
    expect(questions).toMatch(/to train volunteers on the outreach curriculum\./);
    expect(result.workArrangementInfo.office_location).toBe('Ohio');
    const contract = result.jobSpecWorkRequirements.find((item) => item.title === 'Contract type');
    expect(contract?.question).toMatch(/"Full Time"/);
    expect(result.jobSpecWorkRequirements.map((item) => item.question).join('\n')).not.toMatch(/\$|Dental/);
  });

  it('fills a short post up to eight questions that each name the position or a line of the post', async () => {
    const markdown = [
      '# Dental Hygienist',
      'Our practice is growing and welcomes new patients every week.',
      'The hygienist will perform cleanings and periodontal charting for adult patients.',
      'You will also provide oral hygiene instruction to children visiting with their parents.',
    ].join('\n');
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: markdown,
      position: 'Dental Hygienist',
    });
    expect(jobSpecsQuestions.length).toBeGreaterThanOrEqual(8);
    for (const question of jobSpecsQuestions) {
      expect(question).toMatch(/Dental Hygienist|cleanings|oral hygiene/);
      expect(question).not.toMatch(/the work the posting describes would be newest|in a similar job,/);
    }
  });

  it("asks a requirement that ends 'is a plus' as a nice-to-have, and a 'to qualify, you must' line as a condition", async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: [
        '# Front Desk Agent',
        '## Requirements',
        'Experience at a hotel front desk would be a plus.',
        'Highly organized and disciplined.',
        'To qualify, you must have one year of experience handling guest payments.',
        'Fluent spoken English and Spanish.',
      ].join('\n'),
    });
    const text = jobSpecsQuestions.join('\n');
    expect(text).toMatch(/nice-to-have for this role is experience at a hotel front desk\./);
    expect(text).toMatch(/The role requires you to have one year of experience handling guest payments\./);
    expect(text).toMatch(/asks for someone highly organized and disciplined\./);
    expect(text).not.toMatch(/would be a plus|asks for to qualify/);
  });

  it("asks a duty written of the holder ('Represents…', 'Serves as…') as one, not as a quoted line", async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: [
        '# Policy Lead',
        '## Duties',
        'Represents the agency in interagency working groups on records retention.',
        'Serves as the subject matter expert on records law to programme managers.',
        'Develops, presents, and leads briefings for senior officials on retention policy.',
      ].join('\n'),
    });
    const text = jobSpecsQuestions.join('\n');
    expect(text).toContain(
      'One of the responsibilities of this role is to represent the agency in interagency',
    );
    expect(text).toContain('is to serve as the subject matter expert on records law');
    expect(text).toContain('is to develop, present, and lead briefings for senior officials');
    expect(text).not.toMatch(/lists this responsibility/);
  });

  it("reads the enumerated parts of a pay section ('## (A) Skills, abilities and attitudes') as the offer", async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: [
        '# Online Maths Tutor',
        '## Requirements',
        '- Two years of tutoring experience',
        '## Remuneration',
        '## (A) Skills, abilities and attitudes',
        '- Opportunities for professional growth in teaching',
        '- Support of a friendly network of mentors',
        '## (b) Monetary',
        '- 2 classes a day',
      ].join('\n'),
    });
    const text = jobSpecsQuestions.join('\n');
    expect(text).toMatch(/tutoring/);
    expect(text).not.toMatch(/professional growth|network of mentors|2 classes/);
  });

  it('asks a duty line that only names tools as a requirement to know them', async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: [
        '# Développeur back-end',
        '## Vos missions',
        'Maintenir notre plateforme de facturation en ligne.',
        'Python / Django',
        'Concevoir les API de nos applications mobiles.',
      ].join('\n'),
    });
    const text = jobSpecsQuestions.join('\n');
    expect(text).toMatch(/Le poste demande : Python \/ Django\./);
    expect(text).not.toMatch(/missions du poste : Python/);
  });

  it("reads a 'Key objectives' list as duties, keeps a site name such as 'Acme.gov' whole, and quotes a labelled line without its label", async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: [
        '# Program Lead',
        '## Key objectives',
        'Coordinate the rollout of Acme.gov services with partner agencies across the country.',
        'Brief senior executives on programme risks every quarter.',
        '## Requisitos',
        'Control de inventarios: Conocimiento básico de reposición de inventarios de bebidas.',
      ].join('\n'),
    });
    const text = jobSpecsQuestions.join('\n');
    expect(text).toMatch(/rollout of Acme\.gov services/);
    expect(text).toMatch(/brief senior executives on programme risks/i);
    expect(text).not.toMatch(/^gov\b|"gov /m);
    expect(text).toMatch(/conocimiento básico de reposición/);
    expect(text).not.toMatch(/control de inventarios: /i);
  });

  it('does not split a duty at a capitalised name that opens with a verb-like word', async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: [
        '# Service Lead',
        '## Responsibilities',
        'Ensure continued Contact Centre Improvement across the regional support desks.',
        'Report weekly on ticket backlog and resolution times to the operations director.',
      ].join('\n'),
    });
    expect(jobSpecsQuestions.join('\n')).toMatch(/ensure continued Contact Centre Improvement across/);
  });
});

describe('pay and benefit lines', () => {
  it('asks about neither a pay line nor a chip row wrapped onto the post, and keeps the requirement after it', async () => {
    const markdown = [
      '# Office Administrator',
      'Harbour Trust | Ohio',
      '$52,000-$61,000 Full Time General Benefits Health Insurance Paid Vacation Dental',
      '',
      "Sick time Retirement Associate's degree required",
      '',
      '## Duties',
      '- Maintain the filing system for client records and contracts',
      '- Prepare weekly expense reports for the finance director',
      '- Schedule meetings and book travel for the management team',
      '## Requirements',
      '- Two years of experience as an administrative assistant',
      '- Starting pay is $21.50 per hour with raises after review',
      '- Sick leave accrues from the first day of employment',
    ].join('\n');
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
    const text = jobSpecsQuestions.join('\n');
    expect(text).not.toMatch(/\$21|starting pay|sick (?:time|leave)|retirement/i);
    expect(text).toMatch(/associate's degree\./i);
    expect(text).toMatch(/expense reports/);
  });
});

describe('board chips', () => {
  it('never asks a chip that says something is not required as a requirement', async () => {
    const markdown = [
      '# Dental Hygienist',
      'Lakeside Smiles | Oregon',
      '$28-$34/hour Full Time Dental Vision',
      '',
      'Health Insurance Retirement Paid Vacation No degree required',
      '',
      '## Duties',
      '- Clean and polish the teeth of adult and child patients',
      '- Take dental x-rays and record the findings in the chart',
      '- Teach patients to brush and floss at home',
    ].join('\n');
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
    const text = jobSpecsQuestions.join('\n');
    expect(text).not.toMatch(/no degree/i);
    expect(text).toMatch(/brush and floss/);
  });
});

describe('offers to learn and link text', () => {
  it('asks neither an offer to learn nor a link as work done or a requirement', async () => {
    const markdown = [
      '# Junior Groundskeeper',
      '## Duties',
      '- Mow the lawns and trim the hedges across the campus',
      '- Repair the irrigation lines after the winter frosts',
      '- The position offers the opportunity to skill up in tree care, landscape design and small engine repair',
      '- You will learn to run the greenhouse schedule alongside the head gardener',
      '- Training provided in the safe use of chainsaws and leaf blowers',
      '## Requirements',
      '- Two years of experience in grounds maintenance',
      '- Click here for the full details and the application form',
    ].join('\n');
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
    const text = jobSpecsQuestions.join('\n');
    expect(text).not.toMatch(/skill up|you will learn|greenhouse|training provided|chainsaws|click here/i);
    expect(text).toMatch(/irrigation lines/);
  });
});

describe('requirements told about the applicants', () => {
  it("asks 'Applicants should have…' as what the role requires, not 'asks for applicants should'", async () => {
    const markdown = [
      '# Records Clerk',
      '## Duties',
      '- File the court records and scan the older boxes',
      '- Answer the records requests from the public',
      '## Requirements',
      '- Applicants should have knowledge of records retention schedules',
    ].join('\n');
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
    const text = jobSpecsQuestions.join('\n');
    expect(text).not.toMatch(/asks for applicants/i);
    expect(text).toMatch(/requires you to have knowledge of records retention/);
  });
});

describe('description under a duties heading', () => {
  it('asks the duties, not the sentences that describe the place, its numbers or its equipment', async () => {
    const markdown = [
      '# Laboratory Technician',
      '## Duties and Responsibilities',
      '- The school has over 40 microscopes and two cold rooms in its teaching labs.',
      '- Most of these are shared with the research groups on the second floor.',
      '- Chemistry is an important subject for every first-year student.',
      '- Prepare the reagents and glassware for the weekly practical classes.',
      '- The post holder is responsible for the safety records of the labs.',
      '- Order consumables and keep the stock list up to date.',
    ].join('\n');
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
    const text = jobSpecsQuestions.join('\n');
    expect(text).not.toMatch(/microscopes|second floor|important subject/i);
    expect(text).toMatch(/reagents and glassware/);
    expect(text).toMatch(/safety records/);
  });
});

describe('postings told in prose', () => {
  it('reads the duties and requirement inside prose sentences, and asks neither the mission nor a substitution clause', async () => {
    const markdown = [
      '# Outreach Officer, Riverside Literacy Project',
      '',
      'The Riverside Literacy Project is funded by the county with the objective of improving adult reading rates across the valley.',
      'The project is seeking an Outreach Officer who will recruit volunteer tutors, match them with adult learners and keep the attendance records.',
      'They will plan quarterly workshops with the public libraries and report progress to the steering board.',
      'This position requires a degree in education plus two years of community outreach experience.',
      'Equivalent experience may be substituted for the degree requirement.',
    ].join('\n');
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
    const text = jobSpecsQuestions.join('\n');
    expect(text).toMatch(/(?:is to|responsibility: ")recruit volunteer tutors/i);
    expect(text).toMatch(/(?:is to|responsibility: ")plan quarterly workshops/i);
    expect(text).toMatch(/asks for a degree in education plus two years/);
    expect(text).not.toMatch(/is funded by|may be substituted|asks for (?:they|the project)/i);
  });

  it('asks about the sentences on the work of a post with no list', async () => {
    const markdown = [
      '# Night Pharmacist (Locum)',
      '',
      'The Night Pharmacist is part of the hospital team that provides medicines to patients on the acute wards overnight.',
      'The pharmacist supports the doctors with dosing advice and checks every discharge prescription before it leaves the ward.',
      'Shifts suit people who like quiet nights.',
    ].join('\n');
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
    expect(jobSpecsQuestions.join('\n')).toMatch(/provides medicines to patients/);
    expect(jobSpecsQuestions.join('\n')).toMatch(/dosing advice/);
  });
});

describe('physical requirements', () => {
  it('asks a physical demand as a condition the candidate can meet, not as experience, in English and Spanish', async () => {
    const english = [
      '# Garden Centre Assistant',
      '## Duties',
      '- Water and prune the plants in the outdoor beds each morning',
      '- Advise customers on choosing compost and seeds for their gardens',
      '## Physical Requirements',
      '- Regularly lift and carry bags of up to 50 pounds',
      '- Able to stand for long periods on the shop floor',
    ].join('\n');
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({ jobSpecMarkdown: english });
    const physical = jobSpecsQuestions.filter((question) =>
      /50 pounds|stand for long periods/.test(question),
    );
    expect(physical).toHaveLength(2);
    for (const question of physical) {
      expect(question).toMatch(/Are you able to meet this physical requirement/);
      expect(question).not.toMatch(/experience|example/i);
    }
    const spanish = [
      '# Auxiliar de almacén',
      '## Funciones',
      '- Recibir y ordenar la mercancía que llega de los proveedores cada semana',
      '- Preparar los pedidos de las tiendas con el escáner de inventario',
      '## Requisitos',
      '- Capacidad para levantar hasta 25 kg de peso con frecuencia en el almacén',
    ].join('\n');
    const { jobSpecsQuestions: preguntas } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: spanish,
    });
    expect(preguntas.find((question) => /25 kg/.test(question))).toMatch(
      /¿Puedes cumplir este requisito físico/,
    );
  });
});

describe('spreading questions over the requirements', () => {
  it('asks a must-have first, leaves a catch-all duty out, and makes a repeated word the topic of one question only', async () => {
    const markdown = [
      '# Bakery Assistant',
      '## Duties',
      '- Weigh and mix the dough for the morning bread with the sourdough starter',
      '- Shape the sourdough loaves and load them into the deck oven',
      '- Feed the sourdough starter at closing and record its temperature',
      '- Perform other bakery duties as required',
      '- A valid food hygiene certificate is a must for this role',
    ].join('\n');
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
    expect(jobSpecsQuestions[0]).toMatch(/valid food hygiene certificate\b(?! is a must)/i);
    expect(jobSpecsQuestions.join('\n')).not.toMatch(/other bakery duties/);
    const aboutSourdough = jobSpecsQuestions.filter((question) =>
      /experience with sourdough|applied sourdough/i.test(question),
    );
    expect(aboutSourdough.length).toBeLessThanOrEqual(1);
  });
});

describe('duties told as learning, requirements told as traits', () => {
  const generate = (lines: string[]) =>
    createOfflineEngine().generateJob({ jobSpecMarkdown: lines.join('\n'), position: 'Research Assistant' });

  it('asks the learn-by list as duties and the fit-in traits as requirements, not the recruiting or team sentences', async () => {
    const { jobSpecsQuestions } = await generate([
      '# Research Assistant (Summer)',
      '',
      'The Insights Team at Harbourline is looking for a Research Assistant to help the product squads and to shape our roadmap (summer student position).',
      '',
      'We help the product squads at Harbourline understand their users, and we provide research advice to support the mandate of the office.',
      '',
      'In this role, you will have the opportunity to contribute and learn by:',
      '',
      'Planning interviews with residents who use the permit service',
      '',
      'Summarising survey results for the product squads',
      '',
      'Comparing how other cities run their permit offices',
      '',
      "Don't worry if you only see yourself in some of these items.",
      '',
      "## You'll fit right in if",
      '',
      'You write clear notes after every meeting.',
      '',
      'You have experience with spreadsheets such as Excel.',
    ]);
    const text = jobSpecsQuestions.join('\n');
    expect(text).toMatch(/planning interviews with residents/i);
    expect(text).toMatch(/summarising survey results/i);
    expect(text).toMatch(/clear notes after every meeting/);
    expect(text).not.toMatch(/is looking for|we help the product squads|don't worry/i);
  });

  it('asks a trait told to the reader as what the role asks for', async () => {
    const { jobSpecsQuestions } = await generate([
      '# Research Assistant',
      '## Duties',
      '- Plan interviews with residents',
      "## You'll fit right in if",
      'You like to sort out messy spreadsheets.',
      'You have experience moderating focus groups.',
      'You know that your notes help the whole team.',
    ]);
    const text = jobSpecsQuestions.join('\n');
    expect(text).toMatch(/asks for someone who likes to sort out messy spreadsheets\./);
    expect(text).toMatch(/asks for experience moderating focus groups\./);
    // A second 'your' would be left in the reader's voice: the line is quoted as written.
    expect(text).toMatch(/states: "You know that your notes help the whole team"/);
  });

  it('reads a French "Vous apprendrez à :" list as the missions', async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: [
        '# Stagiaire en médiation culturelle',
        '',
        'Nous recherchons un·e stagiaire pour notre musée.',
        '',
        'Vous apprendrez à :',
        '',
        '- accueillir les groupes scolaires et présenter les expositions ;',
        '- concevoir des fiches de visite pour les enseignants ;',
        '- tenir le calendrier des réservations de visites.',
      ].join('\n'),
    });
    const text = jobSpecsQuestions.join('\n');
    expect(text).toMatch(/missions du poste : accueillir les groupes scolaires/);
    expect(text).not.toMatch(/Nous recherchons/);
  });
});

describe('key and value layouts', () => {
  it('reads a schedule under its key as the working hours, and a proficiency among the duties as a requirement', async () => {
    const generation = await createOfflineEngine().generateJob({
      jobSpecMarkdown: [
        '# Email Template Designer',
        '',
        'Northwind Mail is a newsletter studio based in Leeds. This is a remote position.',
        '',
        'Duties and Requirements:',
        '- Builds responsive email templates',
        '- Proficient with MJML and Litmus',
        '- Tests templates across mail clients',
        '',
        'Working days and times:',
        'Tuesday - Sunday, 8:00 a.m. - 4:00 p.m.',
        '',
        'Contract length: 6 months',
      ].join('\n'),
    });
    const questions = generation.jobSpecsQuestions.join('\n');
    expect(questions).not.toMatch(/Tuesday|8:00/);
    expect(questions).not.toMatch(/responsibility: "Proficient/);
    expect(questions).toMatch(/asks for someone proficient with MJML/);
    expect(generation.workArrangementInfo.working_hours).toMatch(/Tuesday - Sunday/);
    expect(generation.workArrangementInfo.work_arrangement).toBe('Remote');
    const conditions = generation.jobSpecWorkRequirements
      .map((requirement) => requirement.question)
      .join('\n');
    expect(conditions).not.toMatch(/relocate/);
    expect(conditions).toMatch(/Contract length: 6 months/);
  });
});

describe('optional and repeated requirements', () => {
  it('asks a requirement the posting calls not necessary as a nice-to-have', async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: [
        '# Gardener',
        '## Responsibilities',
        '- Mow the lawns of the park every week',
        '- Prune the hedges along the paths',
        '- Plant seasonal flower beds',
        '## Requirements',
        '- Not necessary but desirable: a year of experience in a plant nursery',
        '- Knowledge of common garden pests',
        '- Care with power tools and mowers',
      ].join('\n'),
    });
    const text = jobSpecsQuestions.join('\n');
    expect(text).toMatch(/nice-to-have for this role is a year of experience in a plant nursery/i);
    expect(text).not.toMatch(/not necessary/i);
  });

  // The questions of an account post that names client accounts once as a duty and once as the requirement given.
  const clientAccountQuestions = async (requirement: string) => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: [
        '# Account Coordinator',
        '## Responsibilities',
        '- Manage client accounts, their renewals and the yearly invoicing',
        '- Prepare the monthly sales report',
        '## Requirements',
        `- ${requirement}`,
        '- Care for detail in written reports',
      ].join('\n'),
    });
    return jobSpecsQuestions.filter((question) => /client accounts/.test(question));
  };

  it('asks a point stated as a duty and as a requirement once', async () => {
    expect(
      await clientAccountQuestions('Experience managing client accounts for a software company'),
    ).toHaveLength(1);
  });

  it('keeps a requirement that sets a bar beside the duty it names', async () => {
    expect(await clientAccountQuestions('Three years of experience managing client accounts')).toHaveLength(
      2,
    );
  });

  it('keeps a duty that mentions reimbursement to partners', async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: [
        '# Grants Coordinator',
        '## Responsibilities',
        '- Process reimbursement to partner schools and track the grant expenses',
        '- Organise the yearly funders meeting',
        '## Benefits',
        '- Tuition reimbursement',
      ].join('\n'),
    });
    expect(jobSpecsQuestions.join('\n')).toMatch(/reimbursement to partner schools/);
    expect(jobSpecsQuestions.join('\n')).not.toMatch(/Tuition reimbursement/);
  });
});

describe('French duties and traits told to or about the person (round 9 kinds)', () => {
  const questionsOf = async (markdown: string) =>
    (await createOfflineEngine().generateJob({ jobSpecMarkdown: markdown })).jobSpecsQuestions;

  it('asks a "Vous …erez" and a bare future duty list as missions, in the infinitive', async () => {
    const questions = await questionsOf(
      [
        '# Coordonnateur ou coordonnatrice de la banque alimentaire',
        '',
        'La banque alimentaire du quartier distribue des paniers à des centaines de familles chaque semaine.',
        '',
        'Ce que nous recherchons :',
        '',
        '* Vous planifierez les tournées de collecte auprès des épiceries partenaires.',
        '* Vous travaillez avec les bénévoles pour trier les dons reçus.',
        '* Vous vous associerez aux organismes communautaires pour repérer les familles dans le besoin.',
        '',
        'Nous sommes à la recherche d’une personne qui :',
        '',
        '* Tiendra l’inventaire des denrées périssables',
        '* Rédigera le bulletin mensuel des bénévoles et préparera les rapports aux donateurs',
      ].join('\n'),
    );
    const text = questions.join('\n');
    expect(text).toContain("L'une des missions du poste : planifier les tournées de collecte");
    expect(text).toContain("L'une des missions du poste : travailler avec les bénévoles");
    expect(text).toContain("L'une des missions du poste : s'associer aux organismes communautaires");
    expect(text).toContain("L'une des missions du poste : tenir l’inventaire des denrées");
    expect(text).toContain(
      "L'une des missions du poste : rédiger le bulletin mensuel des bénévoles et préparer les rapports",
    );
    expect(text).not.toMatch(/: (?:vous|tiendra|rédigera)\b/i);
  });

  it('reads a title that names diversity and inclusion as the title, and asks its list below', async () => {
    const questions = await questionsOf(
      [
        '# Responsable de la diversité et de l’inclusion',
        '',
        'Ce que nous recherchons :',
        '',
        '* Vous mesurerez la représentation des groupes dans nos équipes de vente.',
        '* Vous animerez des ateliers de sensibilisation pour les gestionnaires.',
        '* Vous conseillerez les recruteurs sur les annonces inclusives.',
        '* Vous suivrez les plaintes et les mesures correctives.',
      ].join('\n'),
    );
    expect(questions.join('\n')).toContain(
      "L'une des missions du poste : animer des ateliers de sensibilisation",
    );
  });

  it('asks French traits reworded after "Le poste demande :", and an asset as one', async () => {
    const questions = await questionsOf(
      [
        '# Conseiller ou conseillère en ventes',
        '',
        '## Vos missions',
        '',
        '* Accueillir la clientèle en magasin et conseiller sur les produits.',
        '* Tenir la caisse et les retours de marchandise.',
        '',
        'Un excellent candidat ou une excellente candidate :',
        '',
        '* Sera à l’aise de conseiller la clientèle en anglais et en français',
        '* Aura une expérience de la vente de vêtements de sport',
        '* Utilisera son sens du service pour fidéliser la clientèle',
        '* Aura comme atout une connaissance du cyclisme sur route',
        '',
        '## Profil',
        '',
        '* Vous aimez résoudre les problèmes des clients rapidement.',
      ].join('\n'),
    );
    const text = questions.join('\n');
    expect(text).toContain('Le poste demande : être à l’aise de conseiller la clientèle');
    expect(text).toContain('Le poste demande : une expérience de la vente de vêtements de sport');
    expect(text).toContain('Le poste demande : utiliser son sens du service');
    expect(text).toContain('Le poste demande : aimer résoudre les problèmes des clients');
    expect(text).toContain('Est considéré comme un atout : une connaissance du cyclisme sur route');
    expect(text).not.toMatch(/: (?:sera|aura|utilisera|vous)\b/i);
  });
});

describe('notices, pitches and footnote marks (round 9 kinds)', () => {
  it('never asks a staffing-pool or classification notice or a pitch, and quotes no footnote asterisk', async () => {
    const markdown = [
      '# Volunteer Programme Assistant',
      '',
      'Neighbours are at the heart of what we do, and we need you to make every volunteer feel welcome.',
      'This position is classified as a CR-04 in the clerical group.',
      '',
      'You will:',
      '',
      '- Schedule volunteers for the community kitchen.',
      '- Keep the volunteer database up to date.',
      '- Answer questions from new volunteers by phone and e-mail.',
      '',
      'An excellent candidate will be:',
      '',
      '- Organised, with strong attention to detail.',
      '- Fluent in English and Spanish*',
      '',
      '*A pool of qualified candidates resulting from this process may be created to fill similar positions with various linguistic profiles.*',
    ].join('\n');
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
    const text = jobSpecsQuestions.join('\n');
    expect(text).not.toMatch(/pool of qualified|classified as|we need you|heart of what we do/i);
    expect(text).toMatch(/English and Spanish/);
    expect(text).not.toContain('*');
  });

  it('never asks a French staffing-pool notice', async () => {
    const markdown = [
      '# Commis aux comptes fournisseurs',
      '',
      '## Vos missions',
      '',
      '* Saisir les factures des fournisseurs dans le logiciel comptable.',
      '* Préparer les paiements hebdomadaires.',
      '',
      '## Exigences',
      '',
      '* Un diplôme d’études collégiales en comptabilité.',
      '* Un bassin de candidats qualifiés pourrait être établi pour pourvoir des postes semblables.',
    ].join('\n');
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
    expect(jobSpecsQuestions.join('\n')).not.toMatch(/bassin de candidats/);
  });
});

describe('plant and warehouse postings (round 11 kinds)', () => {
  const markdown = [
    '# Packing Associate',
    '## Responsibilities',
    'Pack customer orders and check each against its slip',
    'Data entry into the billing system to print labels Coordination with the dispatch team to plan deliveries',
    'Adhere to all safety guidelines and protocols',
    'Keep the packing area tidy and stocked with boxes',
    'Tells the lead when a pallet is ready to ship Monitors all dock temperatures',
    '## Requirements',
    'High School Diploma or GED',
    'Ability to count stock and check totals Ability to report problems to a supervisor',
    'Physical ability to lift and move heavy objects',
    'Experience in a packing or dispatch role is highly preferred',
    'Forklift experience preferred',
  ].join('\n');

  it('splits list lines run together at a capitalised noun item, and asks each once', async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
    const text = jobSpecsQuestions.join('\n');
    expect(text).not.toMatch(/labels Coordination|totals Ability|ship Monitors|drivers Print/);
    const items = parseSections(markdown).flatMap((section) => section.items);
    expect(items).toContain('Monitors all dock temperatures');
    const counter = parseSections(
      '## Duties\nGreet customers at the counter and the drivers Print Pick Lists and Delivery Notes in the order system\n',
    ).flatMap((section) => section.items);
    expect(counter).toContain('Print Pick Lists and Delivery Notes in the order system');
    expect(text).toMatch(/"Coordination with the dispatch team to plan deliveries"/);
    expect(text).toMatch(/ability to report problems to a supervisor/i);
  });

  it("asks 'preferred' lines as nice-to-haves, a title-cased diploma with its article, rules and physical demands as such", async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
    const text = jobSpecsQuestions.join('\n');
    expect(text).toContain('A nice-to-have for this role is experience in a packing or dispatch role.');
    expect(text).not.toMatch(/asks for (?:experience|forklift).*preferred/i);
    // Only what follows the comma is preferred: the years are still a requirement.
    const { jobSpecsQuestions: other } = await createOfflineEngine().generateJob({
      jobSpecMarkdown:
        '# Dispatcher\n## Requirements\n- 3+ years of dispatch work, radio experience preferred\n',
    });
    expect(other.join('\n')).not.toMatch(/nice-to-have for this role is 3\+ years/);
    expect(text).toContain('The role asks for a high school diploma or GED.');
    expect(text).toContain(
      'The posting states this physical requirement: "Physical ability to lift and move heavy objects".',
    );
    const rule = jobSpecsQuestions.find((question) => question.includes('safety guidelines')) ?? '';
    expect(rule).not.toMatch(/Describe a time you did this|what needed doing|something similar/);
  });
});

describe('duties told in the opening paragraph of a post that lists only requirements (round 11 kind)', () => {
  it("asks the holder's duties from the paragraph, and 'the ability to' as what the role asks for", async () => {
    const markdown = [
      '# RECEIVING CLERK',
      'The Receiving Clerk is responsible for checking every incoming pallet against its order. This role will coordinate with our buyers about late deliveries. Additionally they schedule carrier drop-offs with the dock team.',
      '## Skills Required',
      'A steady hand; the ability to use two different stock systems',
      'Ability to read, write and count accurately',
      'Must be proficient in Excel',
      'Knowledge of basic hazmat rules',
    ].join('\n');
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
    const text = jobSpecsQuestions.join('\n');
    expect(text).toContain('This role involves checking every incoming pallet against its order.');
    expect(text).toContain(
      'One of the responsibilities of this role is to coordinate with our buyers about late deliveries.',
    );
    expect(text).toMatch(/schedule carrier drop-offs with the dock team/i);
    expect(text).toContain('The role asks for the ability to use two different stock systems.');
    expect(text).toContain('The role asks for the ability to read, write and count accurately.');
  });
});

describe('careers-page and blog-post postings (round 12 kinds)', () => {
  it("asks an 'About you' list an instruction to address it introduces, each sentence in words that read", async () => {
    const markdown = [
      '# Outreach Lead',
      '## What you will do',
      '- Running our monthly volunteer meet-ups',
      '- Writing the quarterly newsletter for members',
      '## About you',
      'Here is what we look for. Please address each of these in your application letter:',
      'A degree in biology or a related field.',
      'Clear writing and presentation skills are a must.',
      'Although no teaching background is needed, you must have run public events before.',
      'Show us that you can explain science to a lay audience.',
      'Students and career changers are all welcome.',
    ].join('\n');
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
    const text = jobSpecsQuestions.join('\n');
    expect(text).toContain('The job description states: "A degree in biology or a related field".');
    expect(text).toContain('The role asks for clear writing and presentation skills.');
    expect(text).toContain(
      'The job description states: "Although no teaching background is needed, you must have run public events before".',
    );
    expect(text).toContain(
      'The job description states: "Show us that you can explain science to a lay audience".',
    );
    expect(text).not.toMatch(/are all welcome|application letter|asks for although|asks for show/i);
  });

  it("asks a blog post's listed topics as the work, and not its reassurances or the project's own work", async () => {
    const markdown = [
      '# Research Fellow in Open Hardware',
      '2024-05-01 · Jane Doe',
      'The project develops open hardware for teaching labs around the world. The fellow will pick a research topic of their own. Possible topics include:',
      'Measuring the upkeep of shared designs',
      'Improving education and training',
      'Building communities of makers',
      'While lab experience may be helpful, many topics need no bench work.',
      '## Qualifications',
      'Applicants must hold a doctorate by their start date (more details in the full ad linked below).',
      'Applicants from any science are all welcome.',
    ].join('\n');
    const { jobSpecsQuestions, jobSpecWorkRequirements } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: markdown,
    });
    const text = jobSpecsQuestions.join('\n');
    expect(text).toContain('This role involves measuring the upkeep of shared designs.');
    expect(text).toContain('This role involves improving education and training.');
    expect(text).toContain('The role requires you to hold a doctorate by their start date.');
    expect(text).not.toMatch(/may be helpful|develops open hardware|all welcome|more details/);
    expect(jobSpecWorkRequirements.map((requirement) => requirement.title)).not.toContain('Start date');
  });

  it("reads a blog post's topic list and its paragraph's last word set apart as a heading as the post's prose", () => {
    const markdown = [
      '# Research Fellow in Open Hardware',
      'The lab seeks a fellow to study how open hardware projects last. Topics include:',
      'Measuring the upkeep of shared designs',
      'Improving education and training',
      'While lab experience may help, many projects need no bench',
      '## work.',
      'Applicants must hold a doctorate by their start date (more details in the full ad linked below).',
    ].join('\n');
    const sections = parseSections(markdown);
    // The gerund list line that names 'education' stays in its list, not a heading of requirements.
    expect(sections.map((section) => section.heading)).toEqual(['Research Fellow in Open Hardware']);
    const items = sections.flatMap((section) => section.items);
    expect(items).toContain('Improving education and training');
    expect(items).toContain('While lab experience may help, many projects need no bench work.');
  });
});

describe('requirement lines a PDF or a posting set oddly (issue 13, round 25 kinds)', () => {
  const generate = (lines: string[]) =>
    createOfflineEngine().generateJob({ jobSpecMarkdown: lines.join('\n'), position: 'Platform Engineer' });

  it('joins a list of names a PDF cut into two bullets', async () => {
    const sections = parseSections(
      [
        '# Platform Engineer',
        '## Requirements',
        '- Experience writing Terraform for cloud networks.',
        '- Sound knowledge of billing modules, including Invoice Matching, Credit',
        '- Control, dunning Control and Payment Runs.',
        '- Tools: Jira, Confluence',
        '- Python, Bash or Go.',
      ].join('\n'),
    );
    const items = sections.flatMap((section) => section.items);
    expect(items).toContain(
      'Sound knowledge of billing modules, including Invoice Matching, Credit Control, dunning Control and Payment Runs.',
    );
    // A short list item ending on a name is no cut sentence.
    expect(items).toContain('Python, Bash or Go.');
  });

  it('asks a line opening on an adverb and a verb as someone who does it', async () => {
    const { jobSpecsQuestions } = await generate([
      '# Platform Engineer',
      '## Requirements',
      '- Currently holds, or is working towards, a degree in computer engineering',
    ]);
    expect(jobSpecsQuestions.join('\n')).toMatch(
      /asks for someone who currently holds, or is working towards/,
    );
  });

  it.each([['Flexible Working Conditions'], ['Attractive terms of employment']])(
    'reads %s among the offer as a perk, not a heading of the terms',
    (perk) => {
      const sections = parseSections(
        [
          '# Support Analyst',
          '## What we offer',
          'Paid parental leave',
          perk,
          'Free gym membership',
          '## Requirements',
          '- Two years in a service desk',
        ].join('\n'),
      );
      const offer = sections.find((section) => section.kind === 'benefits');
      expect(offer?.items).toEqual(['Paid parental leave', perk, 'Free gym membership']);
      expect(sections.some((section) => section.kind === 'terms')).toBe(false);
    },
  );
});
