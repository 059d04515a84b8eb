/**
 * Families of job titles: the competencies that are the family's own work, and those of the people it works beside.
 * A programme coordinator or project officer coordinates (the trainers teach, the nurses nurse); a host or hostess
 * welcomes and seats guests (the kitchen and bar cost the food and drinks); a technician maintains and repairs.
 */
import { normaliseForMatching } from './document-weights.ts';

type TitleFamily = {
  /** Matched on the title lowercased, accents and hyphens folded ('Chargé·e de projets' → 'charge de projets'). */
  title: RegExp;
  does?: readonly string[];
  /** Work the postings of this family describe around the role but that the role does not do itself. */
  worksBeside?: readonly string[];
  /**
   * Work next to the family's own that the role takes on only when the posting stresses it (two lines, or one line
   * naming it in several words): an executive assistant's 'space planning' among onboarding duties is no facilities post.
   */
  onlyWhenStressed?: readonly string[];
  /**
   * The family's work only when a line of the posting names it, never from the title alone: a 'Bezirksleiter*in'
   * (an area sales representative) leads no one unless a line says so; a greeting-card warehouse handles no
   * hazardous substances unless its lines name them.
   */
  doesWhenNamed?: readonly string[];
  /**
   * What the title alone says the role does, asked only when the posting's lines name no work of the role's own (a
   * developer traineeship that lists traits and no technology): unlike `does`, it never steers the choice among what
   * the lines name.
   */
  doesWhenNothingNamed?: readonly string[];
  /**
   * Work another family of the same title does that this one never does, whatever the posting says: a flight or
   * corporate 'instructor' teaches adults at work and manages no school class.
   */
  neverDoes?: readonly string[];
  /**
   * Manual and service work (cleaning, kitchen, dining room, warehouse, driving, care): no e-mails to executives or
   * Pareto charts unless a requirement line asks for them.
   */
  isManual?: boolean;
};

const TITLE_FAMILIES: readonly TitleFamily[] = [
  {
    title:
      /\b(?:coordinat(?:or|rice)|coordonnat(?:eur|rice)|coordinador(?:a)?|officer|charge(?:e)? de (?:projets?|mission)|project assistant|assistant(?:e)? de projets?)\b/,
    does: [
      'Programme and Project Coordination',
      'Event Planning and Coordination',
      'Project Management',
      'Office Administration',
    ],
    worksBeside: [
      'Teaching and Lesson Planning',
      'Classroom Management',
      'Patient Care',
      'Clinical Procedures',
    ],
  },
  {
    title:
      /\b(?:host|hostess|hostesses|anfitrion(?:a)?|hotesse|hote d.accueil|receptionist|recepcionista|concierge)\b/,
    does: ['Front-of-House Hosting', 'Hospitality and Guest Service', 'Customer Service'],
    worksBeside: ['Restaurant and Bar Operations'],
  },
  {
    // Technicians and mechanics maintain and repair machines and equipment; a 'técnico' is as often an air-conditioning
    // fitter as an IT one, so troubleshooting and networks are theirs only when a line names them. A sound or audio
    // technician records and mixes.
    title:
      /\b(?:(?<!\b(?:sound|audio) )technician|technicien(?:ne)?(?! (?:du )?son\b)|tecnic[oa](?! (?:de (?:sonido|audio|som)|audio|del suono)\b)|mechanic|mecanicien(?:ne)?|mecanic[oa]|millwright)\b/,
    does: ['Industrial and Mechanical Maintenance'],
    doesWhenNamed: ['Technical Troubleshooting', 'Computer Networking'],
  },
  {
    // Heating, ventilation, air-conditioning and refrigeration fitters ('Técnico aires acondicionados', 'HVAC
    // Technician', 'Frigoriste', 'Kältetechniker'): they install and maintain the units on site, often at height.
    title:
      /\b(?:hvac\w*|air conditioning|aires? acondicionados?|climatizacion|refrigeracion|refrigeration|frigorist[ae]|climaticien(?:ne)?|chauffagiste|(?:kalte|klima)\w*(?:techniker|monteur|mechatroniker)\w*|koeltechni\w*|condizionament\w*|condizionatori)\b/,
    does: [
      'Industrial and Mechanical Maintenance',
      'Building and Installation Work',
      'Workplace Health and Safety',
    ],
    worksBeside: ['Computer Networking', 'Technical Troubleshooting'],
    isManual: true,
  },
  {
    title:
      /\b(?:chef|sous chef|cook|cociner[oa]|cuisinier(?:e)?|kitchen|koch|kochin|kuche|kuchenhilfe|cuoc[oa]|tortiller[oa]|ayudante de cocina|auxiliar de cocina|commis de cuisine|aiuto cuoco|szakacs|konyhai \w+|kucharz\w*|kuchar\w*|pomoc kuchenna)\b/,
    does: ['Food Preparation and Food Safety', 'Restaurant and Bar Operations', 'Inventory Management'],
    isManual: true,
  },
  {
    // Bar and counter staff ('Bartender', 'Barista', Hungarian 'Pultos', Polish 'Barmanka'): drinks, the counter and
    // the guests in front of it (a hotel's guest service is the front desk's).
    title:
      /\b(?:bartender|barista|barman|barmaid|barmanka|barkeeper|bar staff|barkeep|pultos|csapos|barmen|camarero de barra|serveur de bar)\b/,
    does: ['Restaurant and Bar Operations', 'Customer Service'],
    isManual: true,
  },
  {
    // Dishwashers and kitchen porters ('Plongeur', Hungarian 'Mosogató', Polish 'Pomywacz'): the kitchen's hygiene.
    title:
      /\b(?:dishwasher|dish washer|kitchen porter|kitchen steward|plongeu(?:r|se)|lavaplatos|friegaplatos|lavapiatti|spuler(?:in)?|spulkraft|mosogato|pomywacz\w*|zmywak)\b/,
    does: ['Cleaning and Sanitation', 'Food Preparation and Food Safety'],
    isManual: true,
  },
  {
    // The dining room and housekeeping of a hotel, clinic or canteen ('Mitarbeit im Speisesaaldienst', 'Camarera').
    title:
      /\b(?:speisesaal\w*|servicekraft|kellner(?:in)?|hauswirtschaft\w*|waiter|waitress|dining room|food service|camarer[oa]|comedor|serveur|serveuse|camerier[ea])\b/,
    does: ['Restaurant and Bar Operations', 'Hospitality and Guest Service', 'Cleaning and Sanitation'],
    isManual: true,
  },
  {
    // Room service ('In Room Dining Agent', 'Room Service Coordinator'): a hotel's guests served food and drinks in
    // their rooms; its 'sanitation' is food handling, not a cleaner's work.
    title: /\b(?:in room dining|room service|in suite dining)\b/,
    does: ['Restaurant and Bar Operations', 'Hospitality and Guest Service', 'Customer Service'],
  },
  {
    // Drivers and couriers move goods and people; routes and deliveries are logistics.
    title:
      /\b(?:driver|courier|fahrer(?:in)?|kurier\w*|chauffeur|conductor(?:a)?|repartidor(?:a)?|livreur|autista)\b/,
    does: ['Logistics'],
    isManual: true,
  },
  {
    // Those who deliver leaflets and free papers door to door ('Leaflet Distributor', 'Prospektverteiler', 'Buzoneador',
    // 'Roznosiciel ulotek', Japanese '配布スタッフ'): a round of letterboxes, not freight. Japanese has no word boundaries.
    title:
      /\b(?:(?:leaflet|flyer) (?:distributor|deliverer|delivery|distribution)|prospektverteiler(?:in)?|buzoneador(?:a)?|repartidor(?:a)? de publicidad|distribut(?:eur|rice) de prospectus|roznosiciel\w*)\b|配布/,
    does: ['Leaflet and Free Paper Delivery'],
    worksBeside: ['Logistics'],
    isManual: true,
  },
  {
    // Traffic controllers of a bus or coach company (Swedish 'Trafikledare', Norwegian 'trafikkleder', Finnish
    // 'liikenteenohjaaja'): they plan the drivers, the vehicles and the passengers' day; an office post, not a driver's.
    title:
      /\b(?:trafikledare|trafikleder|trafikkleder|liikenteenohjaaja|bus (?:controller|dispatcher)|transport (?:controller|planner|supervisor))\b/,
    does: ['Passenger Transport Operations'],
  },
  {
    // Doctors ('Ärztliche Leitung', 'Facharzt', 'Médecin'): they treat patients.
    title: /\b(?:arzt|arztin|arztlich\w*|facharzt\w*|medecin|medic[oa]|doctor)\b/,
    does: ['Patient Care', 'Clinical Procedures'],
  },
  {
    // Those who run a restaurant, shop or hotel: its operations are theirs, whatever words name them.
    title:
      /\b(?:gerente|general manager|unit manager|store manager|shop manager|restaurant manager|hotel manager|branch manager|encargad[oa]|directeur de (?:restaurant|magasin))\b/,
    does: [
      'Restaurant and Bar Operations',
      'Cash Handling and Store Operations',
      'Hospitality and Guest Service',
      'Inventory Management',
    ],
  },
  {
    // Shop assistants and cashiers ('Sales Associate', 'Verkäuferin', 'Vendeuse', 'Dependienta', Polish 'Sprzedawca',
    // 'Kasjer', Nordic 'Butiksmedarbetare', 'Butikkmedarbeider'): they serve customers at the till and keep the shelves
    // stocked; not a business's salesperson ('Sales Representative', 'Account Executive').
    title:
      /\b(?:shop assistant|retail (?:assistant|associate|sales (?:assistant|associate))|store associate|sales associate|cashier|verkaufer(?:in)?|vendeu(?:r|se)|dependient[ae]|cajer[oa]|commess[oa]|sprzedawc\w*|kasjer\w*|butiks(?:medarbetare|bitrade|saljare)|butikkmedarbeider|butiksassistent|ekspedient\w*|myyja)\b/,
    does: ['Cash Handling and Store Operations', 'Customer Service', 'Retail Merchandising and Stock'],
    isManual: true,
  },
  {
    // Nurses, in the Nordic languages, Dutch and German too ('Distriktssköterska', 'Sygeplejerske', 'Sairaanhoitaja',
    // 'Verpleegkundige', 'Pflegefachkraft'): a clinic's pharmacy supplies and the aid a volunteer carries are not
    // freight logistics or stock control.
    title:
      /\b(?:nurse|nursing|lpn|rn|crna|enfermer[oa]|infirmier(?:e)?|medical assistant|clinician|physician|\w*sjukskoterska|distriktsskoterska|\w*sygeplejerske|\w*sykepleier|\w*sjukepleiar|\w*sairaanhoitaja|terveydenhoitaja|verpleegkundige|verpleger|krankenschwester|pflegefach\w*)\b/,
    does: ['Patient Care', 'Clinical Procedures', 'Infection Prevention', 'Clinical Compliance'],
    worksBeside: ['Logistics', 'Supply Chain Management', 'Inventory Management'],
  },
  {
    // Leads by title ('Ärztliche Leitung', 'Teamleiterin', 'Head of Nursing', 'Jefa de equipo'): leading the team is
    // their work when the posting names it ('Führung des ärztlichen Teams'). A 'Begleiter' accompanies, and leads no one.
    title:
      /\b(?:(?!\w*begleit)\w*leit(?:ung|er|erin)|head of|team lead(?:er)?|(?:jef[ea]|lider) de equipo|chef d.equipe|responsable d.equipe|capo ?(?:squadra|reparto|team))\b/,
    doesWhenNamed: ['Leadership'],
  },
  {
    // Care workers and carers ('Pflegehelfer', 'Altenpflegerin', 'Caregiver', 'Auxiliar de geriatría', Croatian
    // 'Njegovateljica', Turkish 'Hasta bakıcı'): the person's daily care first.
    title:
      /\b(?:caregiver|care (?:worker|assistant|aide)|carer|pflege\w*|altenpfleg\w*|krankenpfleg\w*|cuidador(?:a)?|auxiliar de (?:enfermeria|geriatria)|aide soignant(?:e)?|badante|operatore socio sanitario|n(?:j)?egovatelj\w*)\b|\b(?:hasta|yaslı) bakıc/,
    does: ['Elderly and Home Care', 'Patient Care', 'Infection Prevention'],
    isManual: true,
  },
  {
    // People operations in any language: human resources, recruiting and talent, diversity and inclusion programmes.
    title:
      /\b(?:human resources|hr|people (?:and |& )?culture|people operations|talent|recruit\w*|recrut\w*|ressources humaines|recursos humanos|diversit[ey]|diversidad|inclusion)\b/,
    does: ['Human Resources and Recruiting'],
  },
  {
    // Communications: writers, media relations and storytelling ('Communicateur narratif', 'Rédactrice', 'Líder de
    // comunicación', 'Chargée de communication').
    title:
      /\b(?:communicat(?:eur|rice|or)|comunicador(?:a)?|(?:lider|responsable|jef[ea]|director(?:a)?|gerente|encargad[oa]) de comunicacion(?:es)?|(?:charge(?:e)?|responsable) (?:de (?:la )?)?communication|communications (?:officer|advis[eo]r|manager|specialist|lead)|media relations|relations (?:avec les medias|medias|de presse|publiques)|relaciones (?:con los medios|publicas)|public relations|storyteller|redact(?:eur|rice)|redactor(?:a)?|writer|copywriter|journalist\w*|periodista)\b/,
    does: ['Writing, Editing and Translation', 'Communication'],
  },
  {
    // Finance posts ('Finance and Operations Director', 'Practicante - Finanzas'): their word for the field names
    // their own work, where a grants administrator's 'research finance' only names where it sits.
    title: /\b(?:finance|financial|finanzas|financas|financeir[oa]|financier(?:e)?|cfo|controller)\b/,
    does: ['Financial Analysis', 'Budgeting and Forecasting', 'Accounting'],
  },
  {
    // Bookkeepers and accountants who keep the books, Polish 'Księgowa', Hungarian 'Könyvelő', Russian and Ukrainian
    // 'Бухгалтер' too (a Cyrillic title has no ASCII word boundary before it).
    title: /\b(?:bookkeep\w*|buchhalt\w*|ksiegow\w*|konyvelo\w*)\b|(?<![\u0400-\u04ff])бухгалтер/,
    does: ['Accounting', 'Payroll and Accounts Payable'],
  },
  {
    // Tax staff and accounting staff, Indonesian posts too ('Staff Tax', 'Staf Pajak', 'Staff Akuntansi', 'Akuntan'):
    // the books and the tax returns.
    title:
      /\b(?:staf{1,2} (?:tax|pajak|perpajakan|akuntansi|accounting)|tax (?:staff|accountant|officer|specialist)|akuntan)\b/,
    does: ['Accounting'],
  },
  {
    // Imaging and other allied health posts work with patients ('Ultrasound Tech / Sonographer', 'Radiographer').
    title:
      /\b(?:sonograph\w*|ultrasound|radiograph\w*|x-?ray tech\w*|mri tech\w*|phlebotomist|medical imaging|dental (?:assistant|hygienist)|paramedic|emt)\b/,
    does: ['Patient Care', 'Clinical Procedures'],
  },
  {
    // Plant production: compounders and mixers make batches to a formula; the warehouse stocks and ships them.
    title: /\b(?:compound(?:er|ing)|mixer operator|blender operator|batch maker|production operator)\b/,
    does: ['Batch Compounding and Mixing', 'Cleaning and Sanitation', 'Chemical and Workplace Safety'],
    worksBeside: ['Logistics', 'Inventory Management', 'Supply Chain Management'],
  },
  {
    // A German project post ('Projektmanagement politische Jugendbildung', 'Projektleiter*in'): it runs projects.
    title: /\bprojekt(?:management|manager\w*|leit\w*|koordinat\w*)/,
    does: ['Project Management', 'Programme and Project Coordination'],
  },
  {
    // Shipping, receiving and the warehouse ('Receiver/Stocker', 'Order Picker', 'Forklift Operator', 'Magazijnmedewerker'):
    // they unload, move and count stock, and ship hazardous goods by the rules.
    title:
      /\b(?:shipping|receiving|receiver|stocker|stock (?:associate|clerk|handler)|warehouse|dispatch(?:er)?|material handler|order picker|picker|packer|forklift (?:operator|driver)|lagerist(?:in)?|lagermitarbeit\w*|lagerhelfer\w*|kommissionierer(?:in)?|mozo de almacen|carretillero|magasinier(?:e)?|cariste|preparateur de commandes|magazziniere|magazijnmedewerker|orderpicker)\b/,
    does: ['Warehouse Receiving and Material Handling', 'Logistics', 'Inventory Management'],
    // A store's receiver or stocker works on the sales floor and serves the customers there when the posting says so
    // ('greet customers and provide responsive customer service').
    doesWhenNamed: ['Chemical and Workplace Safety', 'Customer Service'],
    isManual: true,
  },
  {
    // Cleaning and sanitation: they clean the equipment and the site; the supplies they use are not their stock.
    title:
      /\b(?:cleaning|cleaner|sanitation|sanitization|sanitisation|housekeep\w*|\w*reinigung\w*|putz\w*|raumpfleg\w*|limpieza|limpiador(?:a)?|nettoyage|agent(?:e)? d.entretien|menage|pulizi\w*|addett[oa] alle pulizie|reng[øo]ring\w*|rengj[øo]ring\w*|stadare|stadning|lokalvard\w*|schoonma\w*|siivo\w*)\b/,
    does: ['Cleaning and Sanitation', 'Chemical and Workplace Safety'],
    // Rooms and homes between stays ('cleaning of holiday homes, vacuuming'), when the lines say so.
    doesWhenNamed: ['Housekeeping and Room Cleaning'],
    // A hotel's cleaners work beside its front desk: the guests' check-in, rates and complaints are not their work.
    worksBeside: [
      'Inventory Management',
      'Logistics',
      'Computer Networking',
      'Hospitality and Guest Service',
    ],
    isManual: true,
  },
  {
    // Hospital service agents ('Agent des services hospitaliers', 'ASH', 'Hospital Domestic'): they clean the wards and
    // rooms to hospital hygiene rules; the patients' care is the nurses' and aides' work.
    title:
      /\b(?:agent(?:e)?s? (?:des |de )?services? hospitalier(?:e)?s?|agent(?:e)? hospitalier(?:e)?|ash|personnel polyvalent des services hospitaliers|hospital (?:domestic|housekeeper|cleaner)|ward (?:housekeeper|domestic)|stationshilfe)\b/,
    does: ['Cleaning and Sanitation', 'Infection Prevention'],
    doesWhenNamed: ['Housekeeping and Room Cleaning'],
    worksBeside: ['Patient Care', 'Clinical Procedures'],
    isManual: true,
  },
  {
    // Building trades ('Carpenter', 'Poolbauer', 'Tischler', 'Falegname', 'Menuisier'): they build, fit and install on
    // site, with its safety rules; no e-mails to executives. German names many trades '…bauer' (Metallbauer).
    title:
      /\b(?:carpenter|joiner|plumber|electrician|bricklayer|roofer|handwerker\w*|\w+bauer(?:in)?|tischler\w*|schreiner\w*|zimmerer|installateur\w*|dachdecker\w*|maurer\w*|carpinter[oa]|fontaner[oa]|albanil|menuisier|charpentier|plombier|macon|carpentiere|falegname|idraulico|muratore)\b/,
    does: ['Building and Installation Work', 'Workplace Health and Safety'],
    isManual: true,
  },
  {
    // Gardeners and those who keep green spaces ('Manutentore del verde', 'Gärtner', 'Jardinero'): outdoor manual
    // work with tools, ladders and machines.
    title:
      /\b(?:gardener|landscaper|landscape gardener|giardinier[ea]|manutentore del verde|gartner\w*|landschaftsgartner\w*|jardiner[oa]|jardinier(?:e)?|paysagiste)\b/,
    does: ['Workplace Health and Safety'],
    isManual: true,
  },
  {
    // Engineers who design and develop machines and products ('Mechanical Engineer' in R&D, 'Design Engineer',
    // 'Werktuigbouwkundig ontwerper', 'Konstrukteur'): they solve design problems in projects, designing what others
    // build and maintain; keeping a plant's machines running is the maintenance staff's work, unless the title says it
    // is theirs ('Maintenance Engineer').
    title:
      /^(?!.*\b(?:maintenance|onderhoud\w*|instandhouding|service|wartung|instandhaltung)\b).*\b(?:(?:mechanical|mechatronics?|hardware|r ?& ?d|design) engineer|mechanical designer|werktuigbouwkundig\w* (?:ingenieur|engineer|ontwerper)|konstrukteur\w*|constructeur|ontwerper)\b/,
    does: ['Mechanical Design and Engineering', 'Problem Solving', 'Project Management'],
    worksBeside: ['Industrial and Mechanical Maintenance'],
  },
  {
    // Specification writers of a building's technical systems ('Teknisk kravställare', 'Specification Writer',
    // 'Bestekschrijver', 'Rédacteur de CCTP'): the descriptions and drawings a contractor tenders on.
    title:
      /\b(?:specification writer|spec writer|kravstallare|bestekschrijver|redact(?:eur|rice) (?:de )?cctp|ausschreibungs(?:techniker|ingenieur)\w*)\b/,
    does: ['Technical Specifications and Tender Documents'],
  },
  {
    // Food technologists and food safety and quality staff ('Food Technologist', 'QA Technician (Food)', 'Tecnólogo de
    // alimentos', 'Lebensmitteltechnologin'): a food plant's recipes, processes and safety system.
    title:
      /\b(?:food (?:technologist|scientist|safety|quality)|tecnolog[oa] (?:de )?alimentos|technologue (?:agro)?alimentaire|lebensmitteltechnolog\w*|tecnolog[oa] alimentare|levensmiddelentechnolo\w*|voedingsmiddelentechnolo\w*|haccp)\b/,
    does: ['Food Safety and Quality Assurance'],
  },
  {
    // Sound and audio engineers and technicians, in the studio, on location or on stage ('Sound Engineer', 'Técnico de
    // sonido', 'Ingénieur du son', 'Tontechniker'): the studio's gear is theirs to keep, not a plant's machinery.
    title:
      /\b(?:(?:sound|audio|recording|mixing|mastering|live sound|broadcast audio) (?:engineer|technician|tech|operator|editor)|(?:tecnic[oa]|ingenier[oa]) de (?:sonido|audio)|sonidista|ingenieur(?:e)? du son|technicien(?:ne)? (?:du )?son|regisseu(?:r|se) son|ton(?:techniker|ingenieur|meister)\w*|fonico|tecnico (?:del )?suono|tecnico audio|geluidstechnicus|(?:tecnico|engenheir[oa]) de som|ljudtekniker|lydtekniker|aaniteknikko)\b/,
    does: ['Audio Engineering and Sound Recording'],
    worksBeside: ['Industrial and Mechanical Maintenance'],
  },
  {
    // Graduate, trainee and internship programmes ('Programa de Prácticas BBVA', 'Graduate Programme', 'Trainee-Programm')
    // name no post of their own: the work is the employer's business, asked when the posting names it (a bank's).
    title:
      /\b(?:programa de (?:practicas|pasantias|becari[oa]s|trainees?|estagios?)|graduate (?:programme|program|scheme)|(?:internship|trainee|traineeship) (?:programme|program)|programme (?:de stages?|graduate)|trainee ?programm\w*|praktikantenprogramm\w*|programma (?:di )?(?:stage|tirocini\w*|graduate))\b/,
    doesWhenNamed: ['Banking and Financial Services'],
  },
  {
    // Those who keep a building running: facilities, grounds and caretaking.
    title:
      /\b(?:facilit(?:y|ies)|steward|caretaker|custodian|janitor|groundskeeper|handy ?(?:man|person)|maintenance worker|building (?:manager|supervisor|engineer))\b/,
    does: ['Facilities Management and Office Services', 'Industrial and Mechanical Maintenance', 'Logistics'],
  },
  {
    // Day care, nursery and kindergarten staff ('Pedagogisch medewerker', 'Erzieherin', 'Éducatrice de jeunes
    // enfants', Finnish 'Varhaiskasvatuksen opettaja'): they care for and teach young children.
    title:
      /\b(?:pedagogisch medewerker|leidster|gastouder|nursery (?:nurse|practitioner|assistant|teacher|worker)|early years|early childhood|child ?care|nanny|educat(?:eur|rice) de jeunes enfants|auxiliaire de puericulture|puericult\w*|educador(?:a)? (?:infantil|de infancia)|erzieher(?:in)?|kinderpfleger(?:in)?|kinderbetreu\w*|educat(?:ore|rice) (?:di )?(?:asilo )?nido|(?:preschool|pre-?k|kindergarten) teacher|varhaiskasvat\w*|lastenhoitaja|forskollarare)\b/,
    does: ['Early Childhood Education and Care'],
  },
  {
    // Social workers and counsellors ('Sozialarbeiter:in', 'Trabajadora social', 'Assistante sociale').
    title:
      /\b(?:social worker|social work|sozialarbeit\w*|sozialpadagog\w*|psychosozial\w*|sozialdienst|trabajador(?:a)? social|travailleu(?:r|se) social(?:e)?|assistant(?:e)? social(?:e)?|assistente social(?:e)?|maatschappelijk werker|sociaal werker|counsell?or)\b/,
    does: ['Social Work and Counselling'],
  },
  {
    // IT support and system administration: they support teaching or offices; they do not teach.
    title:
      /\b(?:it support|it technician|help ?desk|service desk|desktop support|system(?:s)? (?:manager|administrator|admin)|sysadmin|administrator\W?in|it administrator)\b/,
    does: ['Technical Troubleshooting', 'Computer Networking'],
    worksBeside: ['Teaching and Lesson Planning', 'Classroom Management'],
  },
  {
    // Researchers ('Postdoctoral Scholar', 'Research Fellow'): they design and run studies; the mentoring is their
    // mentors' work.
    title: /\b(?:post[- ]?doc\w*|post[- ]?doctoral|research (?:fellow|scientist|associate)|scholar)\b/,
    does: ['Research Methods', 'Statistics', 'Data Analysis'],
    worksBeside: ['Leadership'],
  },
  {
    // Bioinformaticians and computational biologists: they analyse sequencing and omics data with statistics and
    // code; a line naming the statistics or the scripting makes it theirs before the generic groups.
    title:
      /\b(?:bioinformatic\w*|computational biolog\w*|biostatistic\w*|genomic data (?:scientist|analyst))\b/,
    does: ['Statistics', 'Data Analysis', 'Research Methods', 'Python'],
  },
  {
    // Legal and privacy posts ('Affari giuridici (privacy specialist)', 'Legal Counsel'): law, drafting and policy;
    // the procurement they advise on ('e-procurement') is the buyers' work.
    title:
      /\b(?:legal|lawyer|attorney|counsel|paralegal|jurist\w*|privacy|data protection|gdpr|giuridic\w*|legali|avvocat[oa]|juridique|juridic[oa]|abogad[oa])\b/,
    does: ['Legal Research and Drafting', 'Contract Drafting and Review', 'Public Policy and Programmes'],
    worksBeside: ['Supply Chain Management', 'Logistics'],
  },
  {
    // Assistants to a team or its director ('Assistente del team', 'Executive Assistant'): agendas, calendars,
    // follow-up of what meetings decided.
    title:
      /\b(?:assistente|team assistant|executive assistant|personal assistant|administrative assistant|office assistant|segretari[ao]|segreteria|(?<!\bpress )secretary|secretaria|secretaire)\b/,
    does: ['Office Administration', 'Programme and Project Coordination', 'Event Planning and Coordination'],
    onlyWhenStressed: ['Facilities Management and Office Services'],
  },
  {
    // Administrative clerks ('Administrative Officer', Hungarian 'Asszisztensi-adminisztratív munkatárs', 'Auxiliar
    // administrativo', 'Employé administratif', 'Pracownik administracyjny', 'Sachbearbeiter*in', Indonesian 'Staf
    // Admin'): the office's records, post and correspondence; events and programmes only when their lines say so.
    title:
      /\b(?:adminisztrativ\w*|asszisztens\w*|administrative (?:officer|clerk|worker)|office clerk|clerical (?:assistant|officer|worker)|sachbearbeiter\w*|verwaltungs(?:angestellte|fachangestellte|mitarbeiter)\w*|administratief medewerker|(?:auxiliar|asistente) administrativ[oa]|employe(?:e)? administrati(?:f|ve)|impiegat[oa] amministrativ[oa]|pracownik administracyjn\w*|staf{1,2} admin(?:istrasi)?)\b/,
    does: ['Office Administration'],
  },
  {
    // Press secretaries and officers, spokespeople, media and public relations staff ('attaché de presse'): the
    // organisation's news to reporters, its statements and press events; no secretary's office work.
    title:
      /\b(?:press (?:secretary|officer|attache|agent|lead|manager|director)|spokes(?:person|man|woman)|media relations|public relations|attache(?:e)? de presse|pr (?:manager|officer|specialist|executive|coordinator))\b/,
    does: [
      'Public and Media Relations',
      'Writing, Editing and Translation',
      'Event Planning and Coordination',
    ],
    worksBeside: ['Office Administration'],
  },
  {
    // Canvassers and door-to-door campaign staff ('Door-to-door Campaign Staff', 'Field Canvasser'): conversations
    // with voters at their doors and on the phone.
    title:
      /\b(?:canvass\w*|door to door (?:campaign|canvass\w*|organi[sz]er|outreach)\w*|field organi[sz]er|campaign (?:staff|organi[sz]er|canvasser))\b/,
    does: ['Canvassing and Voter Outreach'],
  },
  {
    // Social media managers and specialists ('Social Media Manager', Turkish 'Sosyal Medya Yöneticisi' / 'Uzmanı'): the
    // brand's channels first, then the marketing around them.
    title:
      /\b(?:social media (?:manager|specialist|coordinator|executive|strategist|lead))\b|\bsosyal medya (?:yonetici|uzman|sorumlu)/,
    does: ['Social Media Management', 'Digital Marketing'],
  },
  {
    // Community managers of a members' or open-source community: its events and its writing; the marketing funnel
    // and managing staff are not theirs.
    title: /\bcommunity (?:manager|management|coordinator|lead|organi[sz]er|builder)\b/,
    does: ['Event Planning and Coordination', 'Writing, Editing and Translation', 'Communication'],
    worksBeside: ['Digital Marketing', 'Leadership'],
  },
  {
    // Those who train working teams and lead them through a change ('Sales Force Excellence Manager', 'Sales Enablement
    // Lead', 'L&D Partner', 'Instructional Designer', 'Change Manager', 'Responsable formation').
    title:
      /\b(?:sales (?:force )?(?:excellence|enablement|effectiveness)|(?:revenue|seller|partner) enablement|enablement (?:manager|lead|specialist|partner)|training (?:manager|specialist|lead|designer|consultant)|learning (?:and|&) development|l ?& ?d|learning (?:designer|partner|consultant|specialist)|instructional designer|change (?:manager|management|lead|consultant)|sales trainer|corporate trainer|responsable (?:de (?:la )?)?formation|charge(?:e)? de formation|personalentwickl\w*)\b/,
    does: ['Training Design and Change Management'],
  },
  {
    // Software developers and engineers in any language ('Junior Application Developer', 'Softwareentwickler',
    // 'Desarrollador', 'Vývojár'): they write, test and version code, even when the posting names only traits. Not
    // those who develop a business, land or people.
    title:
      /\b(?:(?:software|front ?end|back ?end|full ?stack|mobile|ios|android|web|application) (?:developer|engineer|programmer)|(?<!\b(?:business|sales|property|real estate|land|talent|people|leadership|organi[sz]ational|curriculum|course|content|learning|market|community|fund|product|brand|partner)\s)developer|programmer|(?:software|anwendungs|applikations|web|frontend|backend|full ?stack|app) ?entwickler(?:in)?|(?:desarrollador(?:a)?|developpeu(?:r|se))(?! (?:de negocios?|commercial(?:e)?|d.affaires))|sviluppatore|ontwikkelaar|vyvojar(?:ka)?|programator(?:ka)?|programista|ohjelmistokehittaja|utvecklare)\b/,
    doesWhenNothingNamed: ['Data Structures and Algorithms', 'Software Testing', 'Git'],
  },
  {
    // Teachers and trainers in any language (Finnish 'kouluttaja', 'opettaja', Swedish 'lärare', Czech 'učitel', Turkish
    // 'öğretmen', 'eğitmen', Indonesian 'guru', Vietnamese 'giáo viên', Chinese '老师', '教师'): they teach; English
    // teaching only when a line names it (an Estonian trainer teaches no English). Chinese has no word boundaries.
    title:
      /\b(?:teacher|tutor|trainer|instructor|animat(?:eur|rice)|format(?:eur|rice)|enseignant(?:e)?|docente|profesor(?:a)?|kouluttaja|opettaja|larare|ucitel(?:ka)?|lehrer(?:in)?|lehrkraft|insegnante|leraar|docent|nauczyciel(?:ka)?|lektor(?:ka)?|guru|pengajar|giao vien|giang vien|ogretmen\w*|egitmen\w*)\b|老师|教师|讲师|教员/,
    does: ['Teaching and Lesson Planning', 'Classroom Management'],
    doesWhenNamed: ['English Language Teaching'],
  },
  {
    // Instructors and trainers of adults at work: flight and simulator instructors, driving instructors, corporate,
    // sales, technical and vocational trainers ('Type Rating Instructor', 'Fahrlehrer', 'Ausbilder', 'Formateur
    // professionnel', Turkish 'Uçuş Öğretmeni'): they teach and assess adults, with no school pupils to keep in order.
    title:
      /\b(?:(?:flight|flying|simulator|sim|aviation|ground school|cabin crew|driving|corporate|sales|technical|vocational|industrial|safety|software|fitness|customer service) (?:instructor|trainer|teacher)s?|type rating (?:instructor|examiner)|fluglehrer\w*|fahrlehrer\w*|ausbilder\w*|format(?:eur|rice) (?:professionnel|d.adultes|en entreprise)\w*|instructor(?:a)? de (?:vuelo|conduccion|manejo)|instructeur de vol|istruttore di volo|ucus (?:ogretmen|egitmen)\w*)\b/,
    neverDoes: ['Classroom Management'],
  },
  {
    // Pilots and those who train them ('Synthetic Flight Instructor', 'First Officer', Turkish 'Uçuş Öğretmeni'): flying,
    // the simulator and the crew's safety. Not a pilot project or a pilot plant.
    title:
      /\b(?:(?:flight|flying|simulator|aviation) (?:instructor|examiner|trainer|training)|synthetic flight|type rating|pilot(?:s|e)?(?! (?:project|programme|program|study|studies|phase|scheme|site|plant|test|run|school)s?\b)|fluglehrer\w*|verkehrspilot\w*|instructor(?:a)? de vuelo|instructeur de vol|istruttore di volo|vlieginstructeur|instrutor de voo|ucus (?:ogretmen|egitmen)\w*)\b/,
    does: ['Flight Training and Aviation Safety'],
  },
  {
    // Vehicle inspectors and car mechanics ('Vehicle Inspector', 'Auto Mechanic', 'Kfz-Mechatroniker', 'Mecánico
    // automotriz', 'Mécanicien automobile', 'Automonteur'; Thai 'เจ้าหน้าที่ตรวจสอบรถยนต์', 'ช่างยนต์', found inside the
    // title's unspaced words): brakes, tyres, diagnosis and the roadworthiness test.
    title:
      /\b(?:(?:vehicle|car|auto|automotive|motor|mot|fleet) (?:inspector|inspection|mechanic|technician|tech|repairer|examiner|tester)s?|auto ?mechanic|kfz \w+|kraftfahrzeug\w*|mecanic[oa] (?:automotriz|de autos|automotor|automovil\w*|automotivo)|mecanicien(?:ne)? (?:automobile|auto)|meccanico (?:auto|d.auto)\w*|automonteur|autotechnicus|bilmekaniker|mechanik samochodowy|oto (?:tamir|mekanik)\w*|arac muayene\w*)\b|ตรวจ(?:สอบ|เช็ค)?(?:สภาพ)?รถ|ช่าง(?:ยนต์|ซ่อมรถ|เครื่องยนต์)/,
    does: ['Vehicle Inspection and Maintenance'],
    isManual: true,
  },
  {
    // Welders and metal fabricators ('MIG/MAG Welder', 'Schweißer', 'Soldador', 'Soudeur', 'Spawacz', 'Svetsare',
    // Lithuanian 'Suvirintojas'): welding processes, cutting, defects and hot-work safety.
    title:
      /\b(?:welders?|welding|metal fabricators?|fabricator welders?|schwei(?:ss|ß)er\w*|soldador(?:a|es)?|soudeu(?:r|se)s?|saldator[ei]|lasser|spawacz\w*|svetsare|sveiser\w*|hitsaaja\w*|kaynakc\S*|svarec\w*|suvirintoj\w*)\b/,
    does: ['Welding and Metal Fabrication'],
    doesWhenNamed: ['Workplace Health and Safety'],
    isManual: true,
  },
  {
    // Tax staff ('Tax Accountant', Indonesian 'Staf Pajak', Vietnamese 'Kế toán thuế', Chinese '税务专员'): the tax
    // returns and payments, kept in the books.
    title: /\b(?:tax|taxation|pajak|perpajakan|ke toan thue)\b|税务/,
    does: ['Tax Compliance and Reporting', 'Accounting'],
  },
  {
    // Accountants in Indonesian, Vietnamese and Chinese ('Akuntan', 'Trưởng phòng Kế toán', '会计'): the books.
    title: /\b(?:akuntan\w*|ke toan)\b|会计/,
    does: ['Accounting'],
  },
  {
    // A bank's treasury, tellers and other bank staff (Vietnamese 'Ngân quỹ', 'Giao dịch viên ngân hàng', Chinese
    // '银行柜员'): payments, transfers and the bank's products.
    title: /\b(?:ngan quy|ngan hang|giao dich vien|teller|perbankan)\b|银行/,
    does: ['Banking and Financial Services'],
  },
  {
    // Salespeople in Vietnamese, Indonesian and Chinese ('Nhân viên kinh doanh', 'Staf Penjualan', '销售代表'): they
    // find customers and keep them. A shop's sellers ('bán hàng') are the shop assistants' family.
    title: /\b(?:kinh doanh|penjualan|tenaga penjual\w*)\b|销售/,
    does: ['B2B Sales', 'Account Management'],
  },
  {
    // Office administration staff in Indonesian, Vietnamese and Chinese ('Bagian Administrasi', 'Nhân viên hành chính',
    // '行政专员', '文员'): the office's records, post and correspondence.
    title: /\b(?:administrasi|tata usaha|hanh chinh|van thu)\b|行政|文员/,
    does: ['Office Administration'],
  },
];

export type TitleFamilyWork = {
  /** What the title's families do: the choice leans toward these when the posting names them too. */
  does: Set<string>;
  /** What the title alone says the role does, without a line naming it: a short posting's groups. */
  doesFromTitle: Set<string>;
  /** What they work beside and do not do themselves (and no family of the title does), and what they never do. */
  worksBeside: Set<string>;
  /** What they do only when the posting stresses it (and no family of the title does). */
  onlyWhenStressed: Set<string>;
  /** The title names manual or service work (cleaning, kitchen, dining room, warehouse, driving, care). */
  isManual: boolean;
};

export function titleFamilyWork(title: string | null): TitleFamilyWork {
  const normalised = title?.trim() ? normaliseForMatching(title) : '';
  const families = TITLE_FAMILIES.filter((family) => normalised !== '' && family.title.test(normalised));
  const neverDoes = new Set(families.flatMap((family) => family.neverDoes ?? []));
  const isDone = (name: string) => !neverDoes.has(name);
  const does = new Set(
    families.flatMap((family) => [...(family.does ?? []), ...(family.doesWhenNamed ?? [])]).filter(isDone),
  );
  const doesFromTitle = new Set(
    families
      .flatMap((family) => [...(family.does ?? []), ...(family.doesWhenNothingNamed ?? [])])
      .filter(isDone),
  );
  const worksBeside = new Set([
    ...families.flatMap((family) => family.worksBeside ?? []).filter((name) => !does.has(name)),
    ...neverDoes,
  ]);
  const onlyWhenStressed = new Set(
    families.flatMap((family) => family.onlyWhenStressed ?? []).filter((name) => !does.has(name)),
  );
  return {
    does,
    doesFromTitle,
    worksBeside,
    onlyWhenStressed,
    isManual: families.some((family) => family.isManual === true),
  };
}

/** Every competency the families name, so a test can check each is in the bank. */
export const titleFamilyCompetencies: readonly string[] = TITLE_FAMILIES.flatMap((family) => [
  ...(family.does ?? []),
  ...(family.doesWhenNamed ?? []),
  ...(family.doesWhenNothingNamed ?? []),
  ...(family.worksBeside ?? []),
  ...(family.onlyWhenStressed ?? []),
  ...(family.neverDoes ?? []),
]);
