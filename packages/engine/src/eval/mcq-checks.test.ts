import { describe, expect, it } from 'vitest';
import { POSTING } from './made-up-posting.ts';
import { heldDegreesUnderWay } from './cv-degree-checks.ts';
import { keyIsLongest, mcqGroupFits, requirementLines } from './mcq-checks.ts';

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

  it("does not count a job board's own lines as the work (issue 13, round 26 kind)", () => {
    const group = (competency: string) => ({ competency, questions: [question('a', ['b', 'c', 'd'])] });
    const page = [
      'Security verification',
      'By clicking Agree & Join, you agree to the Jobsite User Agreement, Privacy Policy and Cookie Policy.',
      'Requirements',
      'Security verification',
      'Build web pages in JavaScript with the team.',
    ].join('\n');
    expect(mcqGroupFits(group('Application Security'), page, 'Junior Developer')).toBe(false);
    const secure = [page, 'Review our code for security vulnerabilities and fix them.'].join('\n');
    expect(mcqGroupFits(group('Application Security'), secure, 'Junior Developer')).toBe(true);
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

  it("fits a warehouse worker's own receiving and material handling by the title (round 27 kind)", () => {
    const group = (competency: string) => ({ competency, questions: [question('a', ['b', 'c', 'd'])] });
    const posting = 'Aufgaben\n- Lieferungen prüfen und einlagern';
    const handling = group('Warehouse Receiving and Material Handling');
    expect(mcqGroupFits(handling, posting, 'Lagermitarbeiter (m/w/d)')).toBe(true);
    expect(mcqGroupFits(handling, posting, 'Buchhalter (m/w/d)')).toBe(false);
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

  it("reads a Dutch, Scandinavian or Finnish posting's words for its field, and passes no other field (round 25)", () => {
    // Made-up postings, a few lines of what the role does in each language.
    const dutch = [
      'Wij zoeken een medewerker voor onze groothandel in Zwolle.',
      '- Je verzamelt de orders in het magazijn en maakt ze klaar voor verzending',
      '- Je controleert de voorraad en zet binnenkomende goederen op hun plek',
    ].join('\n');
    expect(mcqGroupFits(group('Logistics'), dutch, 'Medewerker binnendienst')).toBe(true);
    expect(mcqGroupFits(group('Accounting'), dutch, 'Medewerker binnendienst')).toBe(false);
    const finnishTester = [
      'Haemme tiimiimme asiantuntijaa, joka vastaa ohjelmiston testauksesta.',
      'Suunnittelet testitapaukset ja kehität testiautomaatiota yhdessä kehittäjien kanssa.',
    ].join('\n');
    expect(mcqGroupFits(group('Software Testing'), finnishTester, 'Asiantuntija')).toBe(true);
    expect(mcqGroupFits(group('Accounting'), finnishTester, 'Asiantuntija')).toBe(false);
    const finnishTrainer =
      'Haemme kokenutta kouluttajaa iltakursseille, joilla opetat aikuisia ja nuoria myös pienryhmissä.';
    expect(mcqGroupFits(group('Teaching and Lesson Planning'), finnishTrainer, null)).toBe(true);
    expect(mcqGroupFits(group('Classroom Management'), finnishTrainer, 'Ranskan kielen kouluttaja')).toBe(
      true,
    );
    expect(mcqGroupFits(group('Logistics'), finnishTrainer, 'Ranskan kielen kouluttaja')).toBe(false);
    const swedish = [
      'Vi söker en trafikledare till vår busstrafik i Luleå.',
      'Du planerar förarnas scheman och ser till att bussarna går i tid och att det är rent.',
    ].join('\n');
    expect(mcqGroupFits(group('Passenger Transport Operations'), swedish, 'Trafikledare')).toBe(true);
    expect(mcqGroupFits(group('Teaching and Lesson Planning'), swedish, 'Trafikledare')).toBe(false);
    const norwegian = [
      'Vi søker en fysioterapeut som kan bli med i vårt team etter sommeren.',
      'Du skal drive rehabilitering av eldre og gi opptrening i hjemmet.',
    ].join('\n');
    expect(mcqGroupFits(group('Rehabilitation and Physical Therapy'), norwegian, null)).toBe(true);
    expect(mcqGroupFits(group('Patient Care'), norwegian, 'Fysioterapeut')).toBe(true);
    expect(mcqGroupFits(group('Software Testing'), norwegian, 'Fysioterapeut')).toBe(false);
    const danish = [
      'Vi søger en kollega til vores børnehave, som bliver en del af jeres hverdag.',
      'Du skal være med til at skabe en god dag for børnene og deres forældre.',
    ].join('\n');
    expect(mcqGroupFits(group('Early Childhood Education and Care'), danish, null)).toBe(true);
    expect(mcqGroupFits(group('Accounting'), danish, null)).toBe(false);
  });

  it("reads a Swedish and a Finnish posting's soft-skill lines, and passes no group they do not name (round 25)", () => {
    // Made-up postings, a list of demands in each language.
    const swedish = [
      'Vi söker en lagerledare till vår butik.',
      '- God kommunikationsförmåga i tal och skrift',
      '- Du har lätt för att samarbeta och trivs att arbeta i grupp',
      '- Du kan snabbt lösa problem som uppstår',
    ].join('\n');
    expect(mcqGroupFits(group('Communication'), swedish, 'Lagerledare')).toBe(true);
    expect(mcqGroupFits(group('Teamwork'), swedish, 'Lagerledare')).toBe(true);
    expect(mcqGroupFits(group('Problem Solving'), swedish, 'Lagerledare')).toBe(true);
    expect(mcqGroupFits(group('Accounting'), swedish, 'Lagerledare')).toBe(false);
    const finnish = [
      'Haemme kirjastoon asiakaspalvelijaa.',
      'Sinulla on hyvät vuorovaikutustaidot ja yhteistyökykyä.',
      'Kommunikoit sujuvasti suomeksi ja ruotsiksi.',
    ].join('\n');
    expect(mcqGroupFits(group('Communication'), finnish, 'Kirjastovirkailija')).toBe(true);
    expect(mcqGroupFits(group('Teamwork'), finnish, 'Kirjastovirkailija')).toBe(true);
    expect(mcqGroupFits(group('Problem Solving'), finnish, 'Kirjastovirkailija')).toBe(false);
  });

  it('reads Hungarian, Czech and Polish kitchen, cleaning and bar posts, and passes no group they do not name', () => {
    // Made-up prose posts, one paragraph per role, as small restaurants write them.
    const hungarian = [
      'Csatlakozz a csapatunkhoz!',
      'Ha szívesen állnál a pultban, fontos, hogy mosolyogva fogadd a vendégeket és gyors legyél.',
    ].join('\n');
    expect(mcqGroupFits(group('Restaurant and Bar Operations'), hungarian, 'Pultos')).toBe(true);
    expect(mcqGroupFits(group('Customer Service'), hungarian, 'Pultos')).toBe(true);
    expect(mcqGroupFits(group('Accounting'), hungarian, 'Pultos')).toBe(false);
    const czech = 'Hledáme posilu pro naši kuchyni.\nNáplň práce: vaření teplých jídel a úklid pracoviště.';
    expect(mcqGroupFits(group('Food Preparation and Food Safety'), czech, 'Kuchař/ka')).toBe(true);
    expect(mcqGroupFits(group('Food Preparation and Food Safety'), czech, 'Pomocná síla')).toBe(true);
    expect(mcqGroupFits(group('Logistics'), czech, 'Kuchař/ka')).toBe(false);
    const polish = 'Zakres obowiązków: sprzątanie pokoi hotelowych oraz obsługa klienta w recepcji.';
    expect(mcqGroupFits(group('Housekeeping and Room Cleaning'), polish, 'Pokojówka')).toBe(true);
    expect(mcqGroupFits(group('Customer Service'), polish, 'Pokojówka')).toBe(true);
    expect(mcqGroupFits(group('Data Analysis'), polish, 'Pokojówka')).toBe(false);
  });

  it("reads a Portuguese student of a degree ('Pós-graduando em …') as a degree under way", () => {
    const cv = 'Formação\nPós-graduando em Gestão de Obras, MBA, Faculdade Azul\nEngenharia Civil, 2019';
    expect(heldDegreesUnderWay('I hold an MBA from Faculdade Azul (2023).', cv)).toEqual([
      'MBA from Faculdade Azul (2023)',
    ]);
  });
});

describe("MCQ fit on a French board's duty heading and a board's role-by-role duties (issue 13, round 28 kinds)", () => {
  const group = (competency: string) => ({
    competency,
    questions: [
      {
        skill_level: 'basic' as const,
        question: 'Q?',
        options: ['a', 'b', 'c', 'd'].map((text) => ({ text })),
        correct_answer: 'a',
        explanation: 'Because.',
      },
    ],
  });

  it("reads the lines under 'Descriptif du poste' as the duties", () => {
    const posting = [
      'Intitulé du poste agent polyvalent',
      'Descriptif du poste',
      'Entretien des locaux du foyer',
      'Entretien de bureaux et sanitaires',
      'Rémunération SMIC',
      'Profil recherché',
      'Savoir lire et écrire, aimer le travail en équipe',
    ].join('\n');
    expect(requirementLines(posting)).toContain('Entretien des locaux du foyer');
    expect(mcqGroupFits(group('Cleaning and Sanitation'), posting, 'Agent polyvalent')).toBe(true);
  });

  it("reads a board's duties listed under its roles' names, a list item naming 'duties' being no heading", () => {
    const posting = [
      'Treasurer',
      '1) All usual treasury duties.',
      '2) Keep the books with the accountant.',
      'Clerk',
      '1) Write the meeting minutes and circulate them within two days.',
      '2) Keep an orderly filing system for the club records.',
    ].join('\n');
    expect(requirementLines(posting)).toContain('2) Keep an orderly filing system for the club records.');
    expect(mcqGroupFits(group('Office Administration'), posting, 'Club Officer')).toBe(true);
  });
});
