import { describe, expect, it } from 'vitest';
import { oneQuestionGroup, POSTING } from './made-up-posting.ts';
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
    expect(mcqGroupFits(oneQuestionGroup('Excel and Spreadsheets'), POSTING, 'Paralegal')).toBe(true);
    expect(mcqGroupFits(oneQuestionGroup('B2B Sales'), POSTING, 'Paralegal')).toBe(false);
  });

  it("does not count a job board's own lines as the work (issue 13, round 26 kind)", () => {
    const page = [
      'Security verification',
      'By clicking Agree & Join, you agree to the Jobsite User Agreement, Privacy Policy and Cookie Policy.',
      'Requirements',
      'Security verification',
      'Build web pages in JavaScript with the team.',
    ].join('\n');
    expect(mcqGroupFits(oneQuestionGroup('Application Security'), page, 'Junior Developer')).toBe(false);
    const secure = [page, 'Review our code for security vulnerabilities and fix them.'].join('\n');
    expect(mcqGroupFits(oneQuestionGroup('Application Security'), secure, 'Junior Developer')).toBe(true);
  });

  it('does not count one word on lines about others, nor a word in an institution name, as the work', () => {
    const coordinator = [
      'Riverside School of Nursing',
      'The programme trains nurses and midwives with our community partners.',
      'The coordinator keeps the trainers informed of nurse placements for each of the partners.',
    ].join('\n');
    expect(mcqGroupFits(oneQuestionGroup('Patient Care'), coordinator, 'Programme Coordinator')).toBe(false);
    const ward = [coordinator, 'Take vital signs and record them for the ward team.'].join('\n');
    expect(mcqGroupFits(oneQuestionGroup('Patient Care'), ward, 'Ward Assistant')).toBe(true);
  });

  it('counts the generic groups as fitting a craft, site or shelf job', () => {
    const posting = 'Deine Aufgaben: Dächer decken und Rinnen montieren.';
    expect(mcqGroupFits(oneQuestionGroup('Teamwork'), posting, 'Dachdecker (m/w/d)')).toBe(true);
    expect(mcqGroupFits(oneQuestionGroup('Problem Solving'), posting, 'Dachdecker (m/w/d)')).toBe(true);
    expect(mcqGroupFits(oneQuestionGroup('Data Analysis'), posting, 'Dachdecker (m/w/d)')).toBe(false);
    expect(mcqGroupFits(oneQuestionGroup('Teamwork'), posting, 'Policy Officer')).toBe(false);
  });

  it("does not count a named policy, the CV to send or the employer's training of its staff as the work", () => {
    const posting = [
      'Responsibilities',
      '- Build and fit kitchen cabinets, as set out in our Human Resources for Workshops policy.',
      '- We provide teaching of the trade to everyone who works with us.',
      '- Send your curriculum vitae to the workshop.',
    ].join('\n');
    expect(mcqGroupFits(oneQuestionGroup('Human Resources and Recruiting'), posting, 'Cabinet Maker')).toBe(
      false,
    );
    expect(mcqGroupFits(oneQuestionGroup('Teaching and Lesson Planning'), posting, 'Cabinet Maker')).toBe(
      false,
    );
    const teacher = [posting, '- Plan the curriculum for the apprentices and teach it.'].join('\n');
    expect(mcqGroupFits(oneQuestionGroup('Teaching and Lesson Planning'), teacher, 'Cabinet Maker')).toBe(
      true,
    );
  });

  it("does not read recruiting a study's participants as Human Resources and Recruiting", () => {
    const study = [
      'Responsibilities',
      '- Support recruiting the sample of households for the survey',
      '- Recruitment of study participants in three towns',
    ].join('\n');
    expect(
      mcqGroupFits(oneQuestionGroup('Human Resources and Recruiting'), study, 'Research Assistant'),
    ).toBe(false);
    const hiring = [study, '- Recruiting and interviewing new field staff'].join('\n');
    expect(
      mcqGroupFits(oneQuestionGroup('Human Resources and Recruiting'), hiring, 'Research Assistant'),
    ).toBe(true);
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
    const posting = [
      'Ihre Aufgaben',
      '- Sie übernehmen die Leitung von Projekten zur Digitalisierung der Verwaltung',
      '- Sie sind für die Begleitung des Teams bei der Einarbeitung neuer Software zuständig',
    ].join('\n');
    expect(mcqGroupFits(oneQuestionGroup('Leadership'), posting, 'Alltagsbegleiter (m/w/d)')).toBe(false);
  });

  it('fits an office group to a manual or service trade only by a line that asks for it', () => {
    const aboutOthers = [
      'Duties',
      '- Clean the guest rooms and corridors',
      '- Keep written communication with the front desk team',
      '- Pass verbal communication notes to colleagues',
    ].join('\n');
    expect(mcqGroupFits(oneQuestionGroup('Communication'), aboutOthers, 'Hotel Cleaner')).toBe(false);
    // The same lines fit an office post, and a cleaner's posting that asks for the skill itself.
    expect(mcqGroupFits(oneQuestionGroup('Communication'), aboutOthers, 'Office Coordinator')).toBe(true);
    const asked = `${aboutOthers}\n- Good communication skills in English`;
    expect(mcqGroupFits(oneQuestionGroup('Communication'), asked, 'Hotel Cleaner')).toBe(true);
  });

  it("does not fit a group by the organisation's cause, grant reporting or a database among office software (round 16)", () => {
    const posting = [
      'Requirements',
      '- Understanding of issues related to housing, security of tenure and eviction',
      '- Oversee grant applications and their reporting requirements',
      '- Comfortable with Google Docs, spreadsheets, databases and email',
    ].join('\n');
    expect(mcqGroupFits(oneQuestionGroup('Application Security'), posting, 'Grants Officer')).toBe(false);
    expect(mcqGroupFits(oneQuestionGroup('Data Analysis'), posting, 'Grants Officer')).toBe(false);
    expect(mcqGroupFits(oneQuestionGroup('SQL and Relational Databases'), posting, 'Grants Officer')).toBe(
      false,
    );
    const technical = [posting, '- Keep the donor databases clean and write SQL reports'].join('\n');
    expect(mcqGroupFits(oneQuestionGroup('SQL and Relational Databases'), technical, 'Grants Officer')).toBe(
      true,
    );
  });

  it("fits a writer's or editor's own Writing group by the title", () => {
    const posting = 'Requirements\n- Tell our story to funders';
    expect(mcqGroupFits(oneQuestionGroup('Writing, Editing and Translation'), posting, 'Writer/Editor')).toBe(
      true,
    );
    expect(mcqGroupFits(oneQuestionGroup('Writing, Editing and Translation'), posting, 'Fundraiser')).toBe(
      false,
    );
  });

  it("fits a warehouse worker's own receiving and material handling by the title (round 27 kind)", () => {
    const posting = 'Aufgaben\n- Lieferungen prüfen und einlagern';
    const handling = oneQuestionGroup('Warehouse Receiving and Material Handling');
    expect(mcqGroupFits(handling, posting, 'Lagermitarbeiter (m/w/d)')).toBe(true);
    expect(mcqGroupFits(handling, posting, 'Buchhalter (m/w/d)')).toBe(false);
  });

  it("does not read a competency's own words as the people the role works with", () => {
    const posting = 'Requirements\n- Keep customer satisfaction high on every account';
    expect(mcqGroupFits(oneQuestionGroup('Customer Service'), posting, 'Account Manager')).toBe(true);
  });

  describe('posts in German, Spanish and French, and short posts (issue 13, round 10 kinds)', () => {
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
      expect(mcqGroupFits(oneQuestionGroup('Accounting'), german, 'Aushilfe')).toBe(true);
      expect(mcqGroupFits(oneQuestionGroup('Teaching and Lesson Planning'), german, 'Aushilfe')).toBe(false);
      // 'Sommerlager' (a summer camp) is in the benefits, and no warehouse.
      expect(mcqGroupFits(oneQuestionGroup('Logistics'), german, 'Aushilfe')).toBe(false);
    });

    it("reads a Spanish and a French post's lines in their language", () => {
      const spanish = 'Funciones\n- Atención al cliente en tienda y por teléfono\n- Cobro en caja';
      expect(mcqGroupFits(oneQuestionGroup('Customer Service'), spanish, 'Dependiente')).toBe(true);
      expect(mcqGroupFits(oneQuestionGroup('Accounting'), spanish, 'Dependiente')).toBe(false);
      const french = 'Missions\n- Tenir la comptabilité fournisseurs\n- Saisir les écritures comptables';
      expect(mcqGroupFits(oneQuestionGroup('Accounting'), french, 'Assistant')).toBe(true);
      expect(mcqGroupFits(oneQuestionGroup('Digital Marketing'), french, 'Assistant')).toBe(false);
    });

    it("reads an Italian post's lines in Italian, and passes no group they do not name (round 12 kind)", () => {
      const italian = [
        '# Giurista',
        "Questa figura sarà responsabile dell'analisi del quadro normativo regionale.",
        '## Qualifiche chiave',
        '- Esperienza nella stesura di testi legislativi',
        '- Ottima conoscenza della lingua inglese',
      ].join('\n');
      expect(mcqGroupFits(oneQuestionGroup('Legal Research and Drafting'), italian, 'Giurista')).toBe(true);
      expect(mcqGroupFits(oneQuestionGroup('Logistics'), italian, 'Giurista')).toBe(false);
      const assistant =
        '## Mansioni\n- Definire gli ordini del giorno degli incontri\n- Tenere la segreteria del direttore';
      expect(mcqGroupFits(oneQuestionGroup('Office Administration'), assistant, 'Assistente')).toBe(true);
      expect(mcqGroupFits(oneQuestionGroup('Teamwork'), assistant, 'Assistente')).toBe(false);
      // The typed position names a legal trade in Italian.
      expect(
        mcqGroupFits(oneQuestionGroup('Contract Drafting and Review'), 'Sede: Roma.', 'Affari giuridici'),
      ).toBe(true);
    });

    it('reads English posts with the bank keywords only: a German word in them fits nothing', () => {
      const english = 'Responsibilities\n- Organise the office Kasse and greet visitors at the front desk';
      expect(
        mcqGroupFits(oneQuestionGroup('Cash Handling and Store Operations'), english, 'Receptionist'),
      ).toBe(false);
    });

    it("fits the groups that are a typed trade's own work, not the trades of other titles", () => {
      const short = 'Join our clinic team. Full time, Tuesday to Saturday.';
      expect(mcqGroupFits(oneQuestionGroup('Patient Care'), short, 'Ultrasound Tech / Sonographer')).toBe(
        true,
      );
      expect(mcqGroupFits(oneQuestionGroup('Accounting'), short, 'Ultrasound Tech / Sonographer')).toBe(
        false,
      );
      expect(mcqGroupFits(oneQuestionGroup('Accounting'), short, 'Aushilfe Buchhaltung')).toBe(true);
      expect(mcqGroupFits(oneQuestionGroup('Teamwork'), short, 'Aushilfe Buchhaltung')).toBe(false);
    });

    it('reads a one-paragraph post sentence by sentence', () => {
      const paragraph = [
        'Clinic Assistant - full and part time at our two sites, with a friendly team that supports each other.',
        'The main duty is preparing rooms and instruments for each visit and keeping the schedule moving.',
        'Some patient care experience is required; new graduates are welcome to apply.',
      ].join(' ');
      expect(mcqGroupFits(oneQuestionGroup('Patient Care'), paragraph, 'Clinic Assistant')).toBe(true);
      expect(
        mcqGroupFits(
          oneQuestionGroup('Patient Care'),
          paragraph.replace('Some patient care', 'Some'),
          'Clinic Assistant',
        ),
      ).toBe(false);
    });
  });
});

describe('MCQ fit and degrees under way, round 17 kinds', () => {
  it("does not read a page's breadcrumb trail as the role's work", () => {
    const posting = [
      'Home > Stadtwerke > Karriere > Personalwesen >',
      'Reclutamento > Offerte > Tecnico manutentore',
      'Requisiti',
      '- Manutenzione degli impianti elettrici della sede',
      '- Conoscenza del pacchetto Office',
    ].join('\n');
    expect(
      mcqGroupFits(oneQuestionGroup('Human Resources and Recruiting'), posting, 'Tecnico manutentore'),
    ).toBe(false);
  });

  it("reads a Dutch posting's communication and teamwork lines, and a German counselling post", () => {
    const dutch = [
      'Wij zoeken een collega voor onze buitenschoolse opvang.',
      'Wij vragen:',
      'Goede communicatieve vaardigheden',
      'Je kunt werken in teamverband en met ouders',
    ].join('\n');
    expect(mcqGroupFits(oneQuestionGroup('Communication'), dutch, 'Medewerker opvang')).toBe(true);
    expect(mcqGroupFits(oneQuestionGroup('Teamwork'), dutch, 'Medewerker opvang')).toBe(true);
    expect(mcqGroupFits(oneQuestionGroup('Problem Solving'), dutch, 'Medewerker opvang')).toBe(false);
    const german = [
      'Sozialrechtliche Beratung von Familien in der Klinik',
      'Sie arbeiten in einem interdisziplinären Team mit der Pflege.',
    ].join('\n');
    expect(mcqGroupFits(oneQuestionGroup('Communication'), german, 'Sozialarbeiter:in')).toBe(true);
    expect(mcqGroupFits(oneQuestionGroup('Teamwork'), german, 'Sozialarbeiter:in')).toBe(true);
  });

  it("reads a Dutch, Scandinavian or Finnish posting's words for its field, and passes no other field (round 25)", () => {
    // Made-up postings, a few lines of what the role does in each language.
    const dutch = [
      'Wij zoeken een medewerker voor onze groothandel in Zwolle.',
      '- Je verzamelt de orders in het magazijn en maakt ze klaar voor verzending',
      '- Je controleert de voorraad en zet binnenkomende goederen op hun plek',
    ].join('\n');
    expect(mcqGroupFits(oneQuestionGroup('Logistics'), dutch, 'Medewerker binnendienst')).toBe(true);
    expect(mcqGroupFits(oneQuestionGroup('Accounting'), dutch, 'Medewerker binnendienst')).toBe(false);
    const finnishTester = [
      'Haemme tiimiimme asiantuntijaa, joka vastaa ohjelmiston testauksesta.',
      'Suunnittelet testitapaukset ja kehität testiautomaatiota yhdessä kehittäjien kanssa.',
    ].join('\n');
    expect(mcqGroupFits(oneQuestionGroup('Software Testing'), finnishTester, 'Asiantuntija')).toBe(true);
    expect(mcqGroupFits(oneQuestionGroup('Accounting'), finnishTester, 'Asiantuntija')).toBe(false);
    const finnishTrainer =
      'Haemme kokenutta kouluttajaa iltakursseille, joilla opetat aikuisia ja nuoria myös pienryhmissä.';
    expect(mcqGroupFits(oneQuestionGroup('Teaching and Lesson Planning'), finnishTrainer, null)).toBe(true);
    expect(
      mcqGroupFits(oneQuestionGroup('Classroom Management'), finnishTrainer, 'Ranskan kielen kouluttaja'),
    ).toBe(true);
    expect(mcqGroupFits(oneQuestionGroup('Logistics'), finnishTrainer, 'Ranskan kielen kouluttaja')).toBe(
      false,
    );
    const swedish = [
      'Vi söker en trafikledare till vår busstrafik i Luleå.',
      'Du planerar förarnas scheman och ser till att bussarna går i tid och att det är rent.',
    ].join('\n');
    expect(mcqGroupFits(oneQuestionGroup('Passenger Transport Operations'), swedish, 'Trafikledare')).toBe(
      true,
    );
    expect(mcqGroupFits(oneQuestionGroup('Teaching and Lesson Planning'), swedish, 'Trafikledare')).toBe(
      false,
    );
    const norwegian = [
      'Vi søker en fysioterapeut som kan bli med i vårt team etter sommeren.',
      'Du skal drive rehabilitering av eldre og gi opptrening i hjemmet.',
    ].join('\n');
    expect(mcqGroupFits(oneQuestionGroup('Rehabilitation and Physical Therapy'), norwegian, null)).toBe(true);
    expect(mcqGroupFits(oneQuestionGroup('Patient Care'), norwegian, 'Fysioterapeut')).toBe(true);
    expect(mcqGroupFits(oneQuestionGroup('Software Testing'), norwegian, 'Fysioterapeut')).toBe(false);
    const danish = [
      'Vi søger en kollega til vores børnehave, som bliver en del af jeres hverdag.',
      'Du skal være med til at skabe en god dag for børnene og deres forældre.',
    ].join('\n');
    expect(mcqGroupFits(oneQuestionGroup('Early Childhood Education and Care'), danish, null)).toBe(true);
    expect(mcqGroupFits(oneQuestionGroup('Accounting'), danish, null)).toBe(false);
  });

  it("reads a Swedish and a Finnish posting's soft-skill lines, and passes no group they do not name (round 25)", () => {
    // Made-up postings, a list of demands in each language.
    const swedish = [
      'Vi söker en lagerledare till vår butik.',
      '- God kommunikationsförmåga i tal och skrift',
      '- Du har lätt för att samarbeta och trivs att arbeta i grupp',
      '- Du kan snabbt lösa problem som uppstår',
    ].join('\n');
    expect(mcqGroupFits(oneQuestionGroup('Communication'), swedish, 'Lagerledare')).toBe(true);
    expect(mcqGroupFits(oneQuestionGroup('Teamwork'), swedish, 'Lagerledare')).toBe(true);
    expect(mcqGroupFits(oneQuestionGroup('Problem Solving'), swedish, 'Lagerledare')).toBe(true);
    expect(mcqGroupFits(oneQuestionGroup('Accounting'), swedish, 'Lagerledare')).toBe(false);
    const finnish = [
      'Haemme kirjastoon asiakaspalvelijaa.',
      'Sinulla on hyvät vuorovaikutustaidot ja yhteistyökykyä.',
      'Kommunikoit sujuvasti suomeksi ja ruotsiksi.',
    ].join('\n');
    expect(mcqGroupFits(oneQuestionGroup('Communication'), finnish, 'Kirjastovirkailija')).toBe(true);
    expect(mcqGroupFits(oneQuestionGroup('Teamwork'), finnish, 'Kirjastovirkailija')).toBe(true);
    expect(mcqGroupFits(oneQuestionGroup('Problem Solving'), finnish, 'Kirjastovirkailija')).toBe(false);
  });

  it('reads Hungarian, Czech and Polish kitchen, cleaning and bar posts, and passes no group they do not name', () => {
    // Made-up prose posts, one paragraph per role, as small restaurants write them.
    const hungarian = [
      'Csatlakozz a csapatunkhoz!',
      'Ha szívesen állnál a pultban, fontos, hogy mosolyogva fogadd a vendégeket és gyors legyél.',
    ].join('\n');
    expect(mcqGroupFits(oneQuestionGroup('Restaurant and Bar Operations'), hungarian, 'Pultos')).toBe(true);
    expect(mcqGroupFits(oneQuestionGroup('Customer Service'), hungarian, 'Pultos')).toBe(true);
    expect(mcqGroupFits(oneQuestionGroup('Accounting'), hungarian, 'Pultos')).toBe(false);
    const czech = 'Hledáme posilu pro naši kuchyni.\nNáplň práce: vaření teplých jídel a úklid pracoviště.';
    expect(mcqGroupFits(oneQuestionGroup('Food Preparation and Food Safety'), czech, 'Kuchař/ka')).toBe(true);
    expect(mcqGroupFits(oneQuestionGroup('Food Preparation and Food Safety'), czech, 'Pomocná síla')).toBe(
      true,
    );
    expect(mcqGroupFits(oneQuestionGroup('Logistics'), czech, 'Kuchař/ka')).toBe(false);
    const polish = 'Zakres obowiązków: sprzątanie pokoi hotelowych oraz obsługa klienta w recepcji.';
    expect(mcqGroupFits(oneQuestionGroup('Housekeeping and Room Cleaning'), polish, 'Pokojówka')).toBe(true);
    expect(mcqGroupFits(oneQuestionGroup('Customer Service'), polish, 'Pokojówka')).toBe(true);
    expect(mcqGroupFits(oneQuestionGroup('Data Analysis'), polish, 'Pokojówka')).toBe(false);
  });

  it("reads a Portuguese student of a degree ('Pós-graduando em …') as a degree under way", () => {
    const cv = 'Formação\nPós-graduando em Gestão de Obras, MBA, Faculdade Azul\nEngenharia Civil, 2019';
    expect(heldDegreesUnderWay('I hold an MBA from Faculdade Azul (2023).', cv)).toEqual([
      'MBA from Faculdade Azul (2023)',
    ]);
  });
});

describe("MCQ fit on a French board's duty heading and a board's role-by-role duties (issue 13, round 28 kinds)", () => {
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
    expect(mcqGroupFits(oneQuestionGroup('Cleaning and Sanitation'), posting, 'Agent polyvalent')).toBe(true);
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
    expect(mcqGroupFits(oneQuestionGroup('Office Administration'), posting, 'Club Officer')).toBe(true);
  });
});

describe('MCQ fit of the trades round 33 adds to the bank (issue 13)', () => {
  it('reads welders, pilots and car mechanics named in the position as the work of their groups', () => {
    const lines = 'Darbo patirtis. Vairuotojo pažymėjimas.';
    expect(mcqGroupFits(oneQuestionGroup('Welding and Metal Fabrication'), lines, 'Suvirintojas')).toBe(true);
    expect(mcqGroupFits(oneQuestionGroup('Welding and Metal Fabrication'), lines, 'Aşçı')).toBe(false);
    expect(
      mcqGroupFits(oneQuestionGroup('Flight Training and Aviation Safety'), lines, 'Uçuş Öğretmeni'),
    ).toBe(true);
    expect(
      mcqGroupFits(oneQuestionGroup('Flight Training and Aviation Safety'), lines, 'Pilot Project Lead'),
    ).toBe(false);
    expect(mcqGroupFits(oneQuestionGroup('Vehicle Inspection and Maintenance'), lines, 'Car Mechanic')).toBe(
      true,
    );
  });
});
