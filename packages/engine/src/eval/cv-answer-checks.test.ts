import { describe, expect, it } from 'vitest';
import {
  citationsAsDegrees,
  degreesRunTogether,
  heldDegreesUnderWay,
  heldDegreesUnfinished,
} from './cv-degree-checks.ts';
import {
  contactDataAsRoles,
  datesPastedIntoAnswer,
  headingsAsRoles,
  misattributedRoles,
  profileLinksAsSkills,
  projectsThatAreNotProjects,
  rolesThatAreNotTitles,
} from './cv-name-checks.ts';
import { layoutArtefacts } from './layout-artefacts.ts';
import { employersThatAreNot } from './employers-that-are-not.ts';
import { rowsToldAsJobs } from './cv-row-checks.ts';
import { answerLanguageDiffers, asksForCredentials, restatesCvLine } from './practice-answer-checks.ts';

describe('factual credential questions', () => {
  it('tells a question asking which degrees or certifications one holds from a question asking for a story', () => {
    expect(asksForCredentials('Which degrees do you hold, and where did you study?')).toBe(true);
    expect(
      asksForCredentials('Your CV lists "CPA" and "CFA". Which professional certifications do you hold?'),
    ).toBe(true);
    expect(asksForCredentials('Tell me about a time you used your CPA training at work.')).toBe(false);
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

  it("passes a Turkish CV's titles told in English, and still finds a place as one (round 25)", () => {
    expect(
      rolesThatAreNotTitles('I worked as a Veri Analizi Stajyeri at Beta Yazılım from 2023 to 2024.'),
    ).toEqual([]);
    expect(
      rolesThatAreNotTitles('I have been a Satranç Kulübü Başkanı at Ege Üniversitesi since 2022.'),
    ).toEqual([]);
    expect(rolesThatAreNotTitles('Tell me about your time as Karşıyaka.')).toEqual(['Karşıyaka']);
  });

  it('ends a name at the next clause and tells an organisation or a company from a heading or a degree', () => {
    // An organisation whose name ends in a heading's noun.
    expect(
      headingsAsRoles('I have been an Analyst at Agencia de Calidad de la Formación since 2019.'),
    ).toEqual([]);
    expect(headingsAsRoles('I worked as a Developer at Experiencia laboral from 2020 to 2021.')).toEqual([
      'Experiencia laboral',
    ]);
    // A sentence ending in a heading's noun is prose.
    expect(
      headingsAsRoles('You are looking for a role as a Lead Data Analyst with a mandate to run projects.'),
    ).toEqual([]);
    // 'until' ends a title as 'from' does.
    expect(
      datesPastedIntoAnswer('In 03/2018 I joined Delta Lab as a Research fellow until 09/2019.'),
    ).toEqual([]);
    // A second 'und als …' clause ends the first employer.
    expect(
      employersThatAreNot(
        'Ich habe als Chemiker bei Kaiserliche Gesellschaft der Chemie zu Wien und als Chemiker bei Nordwerk gearbeitet.',
      ),
    ).toEqual([]);
    // A company named with a degree's letters.
    expect(
      rowsToldAsJobs('I worked as a Project Lead at MBA Robotics Corporation from 2015 to 2018.'),
    ).toEqual([]);
  });

  it("passes Korean, Greek, Indonesian and Vietnamese CVs' titles told in English (round 31)", () => {
    expect(rolesThatAreNotTitles('I have been a 수석연구원 at 한빛광학 since 03/2024.')).toEqual([]);
    expect(rolesThatAreNotTitles('What did you do as a 연구강사 at 미래대학교?')).toEqual([]);
    expect(rolesThatAreNotTitles('What were you responsible for as a 연구원?')).toEqual([]);
    expect(
      rolesThatAreNotTitles('I have been a Επιμελητής Β΄ Καρδιοχειρουργός at Γενικό Νοσοκομείο Λάρισας.'),
    ).toEqual([]);
    expect(rolesThatAreNotTitles('I worked as a ΕΡΕΥΝΗΤΡΙΑ at Ινστιτούτο Αλφα from 2019.')).toEqual([]);
    expect(rolesThatAreNotTitles('Tell me about your time as a Guru Matematika (self-employed).')).toEqual(
      [],
    );
    expect(rolesThatAreNotTitles('I have been an Analis Sistem at Maju Jaya since 2023.')).toEqual([]);
    expect(rolesThatAreNotTitles('I worked as a Lập trình viên at Sao Mai Software from 2020.')).toEqual([]);
    // A place in those scripts is still no title.
    expect(rolesThatAreNotTitles('Tell me about your time as 부산광역시.')).toEqual(['부산광역시']);
    expect(rolesThatAreNotTitles('Tell me about your time as Θεσσαλονίκη.')).toEqual(['Θεσσαλονίκη']);
  });

  it('reads a title past its own short form in brackets, and knows mentors, counselors and liaisons', () => {
    expect(
      rolesThatAreNotTitles('I worked as a Summer Coastal Research (SuCoRe) Fellow at Delta Lab from 2021.'),
    ).toEqual([]);
    expect(rolesThatAreNotTitles('I worked as a Peer Mentor at Delta Lab from 2021.')).toEqual([]);
    expect(rolesThatAreNotTitles('I worked as a School Counselor at Delta Academy from 2021.')).toEqual([]);
    expect(rolesThatAreNotTitles('I worked as a Press Liaison at Delta Group in 2020.')).toEqual([]);
    expect(rolesThatAreNotTitles('I worked as a Kanonier at Feldartillerie Nord from 1860.')).toEqual([]);
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

  it('finds an English or Spanish answer to a Portuguese or German CV, which the engine answers in its language', () => {
    const portugueseCv =
      'Experiências. Estagiário de testes na empresa, com o time de qualidade e os clientes. Formação na universidade. Eu ajudei a melhorar o processo de validação.';
    expect(
      answerLanguageDiffers(
        'I worked as an Estagiário de testes at Brixo from 2023 to 2024. I have been there.',
        portugueseCv,
      ),
    ).toBe(true);
    expect(
      answerLanguageDiffers('Trabajé como estagiário en Brixo. Yo estudié y trabajé allí.', portugueseCv),
    ).toBe(true);
    expect(
      answerLanguageDiffers(
        'Trabalhei como Estagiário de testes em Brixo de 2023 a 2024. Eu ajudei a melhorar o processo.',
        portugueseCv,
      ),
    ).toBe(false);
    const germanCv =
      'Berufserfahrung. Werkstudent bei der Firma, mit dem Team für die Kunden. Ausbildung an der Universität. Ich habe die Tests automatisiert.';
    expect(
      answerLanguageDiffers(
        'I worked as a Werkstudent at Brixo from 2023 to 2024. I have been there.',
        germanCv,
      ),
    ).toBe(true);
    expect(
      answerLanguageDiffers(
        'Ich arbeitete als Werkstudent bei Brixo von 2023 bis 2024. Ich habe die Tests automatisiert.',
        germanCv,
      ),
    ).toBe(false);
  });

  it('finds an English answer to a Polish CV, which the engine answers in Polish', () => {
    const polishCv =
      'Doświadczenie zawodowe. Analityczka danych w firmie, która jest dla klientów oraz dla zarządu. Przygotowałam raporty, które są przez zespół używane.';
    expect(
      answerLanguageDiffers(
        'I worked as an Analityczka danych at Sowa since 2022. I have been there.',
        polishCv,
      ),
    ).toBe(true);
    expect(
      answerLanguageDiffers(
        'Pracowałam jako Analityczka danych w Sowa od 2022. Moje raporty są dla zarządu. Najlepiej znam SQL.',
        polishCv,
      ),
    ).toBe(false);
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
    // Round 27: a Spanish or Portuguese range of abbreviated months between en dashes, a sentence of its own.
    expect(
      datesPastedIntoAnswer('Estudié en la Universidad del Valle. Abr 2023 – Dic 2023. Extraje los datos.'),
    ).toEqual(['Abr 2023 – Dic 2023.']);
    expect(datesPastedIntoAnswer('Trabalhei na Loja Sol. Set. 2020 – Dez 2021. Vendi.')).toEqual([
      'Set. 2020 – Dez 2021.',
    ]);
    expect(
      datesPastedIntoAnswer('Trabajé en Banco Andino de abr. 2020 a dic. 2021. Revisé cuentas.'),
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

  it("finds a project's result or lesson line, or a whole paragraph, asked as its title (round 30 kind)", () => {
    expect(
      projectsThatAreNotProjects('Tell me about your project "Result: the model ranked low (AUC 0.61)".'),
    ).toEqual(['Result: the model ranked low (AUC 0.61)']);
    expect(projectsThatAreNotProjects('Tell me about your project "心得：模型还需改进".')).toEqual([
      '心得：模型还需改进',
    ]);
    const paragraph =
      'We merged the second-order features with the first-order ones and tuned the learning rate until the loss settled';
    expect(projectsThatAreNotProjects(`Tell me about your project "${paragraph}".`)).toEqual([paragraph]);
    expect(projectsThatAreNotProjects('Tell me about your project "自动生成文本标题".')).toEqual([]);
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

describe('Europass and Cyrillic section headings as employers (issue 13, round 32)', () => {
  it('finds a Bulgarian, Russian or Europass heading given as the employer or the title', () => {
    expect(headingsAsRoles('Работал в организации «ТРУДОВ СТАЖ И ПРОФЕСИОНАЛЕН ОПИТ».')).toEqual([
      'ТРУДОВ СТАЖ И ПРОФЕСИОНАЛЕН ОПИТ',
    ]);
    expect(
      headingsAsRoles('Какие задачи в организации «ОБРАЗОВАНИЕ И ОБУЧЕНИЕ» вы считаете важными?'),
    ).toEqual(['ОБРАЗОВАНИЕ И ОБУЧЕНИЕ']);
    expect(
      headingsAsRoles('В резюме указано: Опыт работы, без дат. В какой период вы там работали?'),
    ).toEqual(['Опыт работы']);
    expect(headingsAsRoles('Tell me about your time at EDUCATION AND TRAINING.')).toEqual([
      'EDUCATION AND TRAINING',
    ]);
    expect(headingsAsRoles('I worked at PERSONAL INFORMATION from 2019.')).toEqual(['PERSONAL INFORMATION']);
    expect(headingsAsRoles('Разкажете за работата си в ЛИЧНИ УМЕНИЯ.')).toEqual(['ЛИЧНИ УМЕНИЯ']);
    expect(headingsAsRoles('В автобиографията Ви е посочено: ТРУДОВ ОПИТ, без дати.')).toEqual([
      'ТРУДОВ ОПИТ',
    ]);
  });

  it('passes employers and titles that are no headings', () => {
    expect(headingsAsRoles('Работаю в должности «Учител» (ЧОУ «Славейче») с 2019.')).toEqual([]);
    expect(headingsAsRoles('Работал в организации «Опитна станция по лозарство».')).toEqual([]);
    expect(headingsAsRoles('I worked at Northfield Training from 2019.')).toEqual([]);
    expect(headingsAsRoles('Работих на длъжност „Учител“ в ЧОУ „Славейче“ от 2019.')).toEqual([]);
  });
});
