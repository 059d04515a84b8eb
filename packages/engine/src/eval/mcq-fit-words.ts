import type { CheckedLanguage } from './document-language.ts';
import { DUTCH_WORDS, DUTCH_WORDS_IN_ANY_POSTING } from './mcq-fit-words-dutch.ts';
import { FINNISH_WORDS, NORDIC_WORDS_IN_ANY_POSTING, SCANDINAVIAN_WORDS } from './mcq-fit-words-nordic.ts';
import { GOODS_RECEIVING } from './mcq-fit-senses.ts';

/**
 * The eval's own words for each MCQ competency in the languages the engine reads postings in besides English, and the
 * job-title families whose work a competency is. Written apart from the bank's keywords and the engine's title
 * families, so the MCQ-fit check does not agree with the chooser by sharing its lists. The words are read in postings
 * that are not in English only: English postings are read with the bank's own keywords. This module holds the
 * Spanish, French, German, Italian and Portuguese words (and Hungarian, Czech and Polish ones for the kitchen, cleaning
 * and bar and counter trades); the Dutch ones are in mcq-fit-words-dutch.ts, the Swedish, Danish, Norwegian and
 * Finnish ones in mcq-fit-words-nordic.ts.
 *
 * A word matches whole, with an inflection ending ('rechnung' matches 'Rechnungen', 'paciente' 'pacientes'); a word
 * ending in '*' is a stem and matches any word it opens ('buchhalt*' matches 'Buchhaltung'). Accents and case are
 * ignored. Words that also mean something else in a posting are left out ('Lager', a camp; 'Ausbildung', a
 * requirement; 'Netzwerk', partners; 'serveur', a waiter).
 */
const FIT_WORDS: Record<string, readonly string[]> = {
  // Cleaning rooms and homes between stays ('Zimmerreinigung', 'camarera de pisos', 'femme de chambre').
  'Housekeeping and Room Cleaning': [
    'zimmerreinigung',
    'ferienwohnung*',
    'camarera de pisos',
    'femme de chambre',
    'cameriera ai piani',
    // Hungarian 'takarítás', Czech 'úklid pokojů', Polish 'sprzątanie' (read without accents; Polish 'ą' is 'a').
    'takarit*',
    'uklid*',
    'sprzatani*',
  ],
  // Cooking and preparing food by hand ('amasar la masa', 'Speisen zubereiten', 'cuisiner les plats').
  'Food Preparation and Food Safety': [
    'cocin*',
    'masa',
    'comal',
    'tortilla',
    'hornear',
    'kochen',
    'zubereit*',
    'lebensmittelhygiene',
    'cuisiner',
    'cuisine',
    'cucinare',
    'cucina',
    // Hungarian 'főzés', Czech 'vaření', 'příprava jídel', Polish 'gotowanie' ('ł' stays: 'posiłków').
    'fozes',
    'fozni',
    'vareni',
    'priprava jidel',
    'gotowani*',
    'przygotowywanie posiłkow',
  ],
  Accounting: [
    'buchhalt*',
    'buchfuhrung',
    'buchen',
    'buchung',
    'verbuchung',
    'kontierung',
    'kontenklarung',
    'bilanz*',
    'jahresabschluss',
    'contabilidad',
    'contable',
    'asientos contables',
    'conciliacion bancaria',
    'comptabilite',
    'comptable',
    'ecritures comptables',
    'contabilita',
    'contabile',
  ],
  'Payroll and Accounts Payable': [
    'lohnbuchhaltung',
    'gehaltsabrechnung',
    'eingangsrechnung',
    'kreditoren',
    'nominas',
    'cuentas por pagar',
    'facturas de proveedores',
    'paie',
    'factures fournisseurs',
    'comptabilite fournisseurs',
  ],
  'Billing and Invoicing': [
    'rechnungsstellung',
    'ausgangsrechnung',
    'rechnung',
    'facturacion',
    'factura',
    'facturation',
    'facture',
  ],
  'Budgeting and Forecasting': ['budget', 'haushaltsplanung', 'presupuesto', 'previsions budgetaires'],
  'Financial Analysis': ['finanzanalyse', 'analisis financiero', 'analyse financiere'],
  'Excel and Spreadsheets': ['tabellenkalkulation', 'hoja de calculo', 'tableur', 'excel'],
  'Office Administration': [
    'buroorganisation',
    'verwaltung',
    'sekretariat',
    'schriftverkehr',
    'tareas administrativas',
    'gestion administrativa',
    'correspondencia',
    'gestion administrative',
    'secretariat',
    'taches administratives',
    'correspondance',
    'segreteria',
    'ordini del giorno',
    'calendario',
    'agenda degli incontri',
  ],
  'Patient Care': [
    'patient',
    'patientenversorgung',
    'paciente',
    'atencion al paciente',
    'soins infirmiers',
    'soins aux patients',
    'pflege von patient',
  ],
  'Clinical Procedures': [
    'klinisch',
    'procedimientos clinicos',
    'ecografia',
    'procedures cliniques',
    'echographie',
    'actes medicaux',
  ],
  'Infection Prevention': ['hygiene', 'infektionsschutz', 'desinfeccion', 'infection', 'sterilisation'],
  'Teaching and Lesson Planning': [
    'lehr',
    'lernmaterial',
    'unterricht',
    'bildungsarbeit',
    'jugendbildung',
    'ensenanza',
    'docencia',
    'enseignement',
    'pedagogi*',
    'padagogi*',
  ],
  'Programme and Project Coordination': [
    'projektmanagement',
    'projektkoordination',
    'koordination',
    'coordinacion de proyectos',
    'gestion de proyectos',
    'coordination de projets',
    'gestion de projets',
    'coordination',
    'monitorare i progressi',
    'coordinamento delle attivita',
  ],
  'Project Management': ['projektmanagement', 'projektleitung', 'gestion de proyectos', 'gestion de projet'],
  'Research Data Management': [
    'forschungsdaten*',
    'datenmanagementplan*',
    'datos de investigacion',
    'donnees de recherche',
    'dati della ricerca',
  ],
  'Event Planning and Coordination': [
    'veranstaltung',
    'veranstaltungsplanung',
    'organizacion de eventos',
    'organisation d evenements',
    'organizzazione di eventi',
    'eventi',
  ],
  'Computer Networking': [
    'dns',
    'netzwerktechnik',
    'netzwerkadministration',
    'redes informaticas',
    'reseau informatique',
    'reseaux informatiques',
  ],
  'Technical Troubleshooting': [
    'fehlerbehebung',
    'helpdesk',
    'soporte tecnico',
    'incidencias',
    'assistance technique',
    'depannage',
  ],
  'DevOps and CI/CD': ['docker', 'deployment', 'despliegue', 'deploiement', 'kubernetes'],
  'Cloud Computing': ['cloud', 'nube'],
  'Industrial and Mechanical Maintenance': [
    'wartung',
    'instandhaltung',
    'reparatur',
    'mantenimiento',
    'reparacion',
    'maintenance',
    'entretien',
    'reparation',
  ],
  Logistics: [
    'logistik',
    'lagerhaltung',
    'lagerlogistik',
    'versand',
    'logistica',
    'almacen',
    'envios',
    'logistique',
    'entrepot',
  ],
  // Goods received and moved in a warehouse ('Wareneingang', 'Warenannahme'); 'recepción de mercancías' is a phrase.
  'Warehouse Receiving and Material Handling': [
    'wareneingang',
    'warenannahme',
    'warenausgang',
    'magazzino merci',
  ],
  'Inventory Management': [
    'inventur',
    'lagerbestand',
    'bestandsfuhrung',
    'inventario',
    'existencias',
    'inventaire',
  ],
  'Customer Service': [
    'kundenservice',
    'kundenbetreuung',
    'kundendienst',
    'atencion al cliente',
    'servicio al cliente',
    'service client',
    'relation client',
    'assistenza clienti',
    'servizio clienti',
    // Hungarian 'ügyfélszolgálat' and the guests served ('kedves a vendégeinkkel'), Czech 'zákaznický servis',
    // Polish 'obsługa klienta'.
    'ugyfelszolgalat*',
    'vendegei*',
    'vendegek*',
    'zakaznick*',
    'obsługa klienta',
    'obsługi klienta',
  ],
  // Serving at a bar, counter or table, in Hungarian ('pultos', 'felszolgáló'), Czech ('číšník', 'servírka',
  // 'barman') and Polish ('kelner', 'barmanka').
  'Restaurant and Bar Operations': ['pultos*', 'felszolgal*', 'cisnik*', 'servirk*', 'barman*', 'kelner*'],
  'Cash Handling and Store Operations': ['kasse', 'kassenfuhrung', 'caja', 'cajero', 'caisse'],
  'Human Resources and Recruiting': [
    'personalwesen',
    'personalabteilung',
    'recruiting',
    'personalgewinnung',
    'seleccion de personal',
    'reclutamiento',
    'recursos humanos',
    'recrutement',
    'ressources humaines',
    'risorse umane',
    'reclut*',
    'selezione del personale',
    'talenti',
  ],
  'Qualitative Research': [
    'qualitativ*',
    'feldforschung',
    'leitfadeninterview*',
    'fokusgruppe*',
    'cualitativ*',
    'trabajo de campo',
    'trabajo de terreno',
    'grupos focales',
    'entrevistas en profundidad',
    'etnograf*',
    'qualitatif*',
    'enquete de terrain',
    'ethnograph*',
    'entretiens semi directifs',
    'lavoro sul campo',
    'interviste semi strutturate',
  ],
  'Legal Research and Drafting': [
    'rechtsberatung',
    'rechtlich',
    'juristisch',
    'juridico',
    'asesoria juridica',
    'juridique',
    'droit',
    'giuridic*',
    'normativ*',
    'legislativ*',
    'legislazione',
    'diritto',
  ],
  'Public Policy and Programmes': [
    'politiche pubbliche',
    'strategie pubbliche',
    'istituzional*',
    'pubblica amministrazione',
  ],
  'Contract Drafting and Review': [
    'vertrag',
    'vertragsgestaltung',
    'contrato',
    'contrat',
    'contrattualistica',
  ],
  'Writing, Editing and Translation': [
    'redaktion',
    'ubersetzung',
    'redaccion',
    'traduccion',
    'redaction',
    'traduction',
    'redazione',
    'traduzione',
  ],
  'Early Childhood Education and Care': [
    'kita',
    'kindertagesstatte',
    'krippe',
    'kinderbetreuung',
    'guarderia',
    'educacion infantil',
    'petite enfance',
    'creche',
    'asilo nido',
    'infanzia',
    'educacao infantil',
  ],
  'Social Work and Counselling': [
    'sozialarbeit*',
    'sozialpadagog*',
    'psychosozial*',
    'trabajo social',
    'trabajador social',
    'travail social',
    'assistante sociale',
    'assistente sociale',
    'servizio sociale',
    'servico social',
  ],
  'Facilities Management and Office Services': [
    'facility',
    'servicios generales',
    'services generaux',
    'servizi generali',
    'gebaudemanagement',
    'servicos gerais',
  ],
  'Digital Marketing': ['marketing', 'redes sociales', 'reseaux sociaux'],
  Communication: [
    'kommunikation',
    'korrespondenz',
    'comunicacion',
    'comunicar',
    'communication',
    'communiquer',
    'comunicazione',
    'comunicative',
    'comunicare',
    // Counselling is talking with people: a social worker's 'Beratung'.
    'beratung',
    'comunicacao',
  ],
  Teamwork: [
    'teamplayer',
    'teamfahigkeit',
    'teamfahig',
    'im team',
    'trabajo en equipo',
    'travail en equipe',
    'esprit d equipe',
    'lavoro di squadra',
    'lavorare in team',
    // A team of several professions the post works in ('in einem multiprofessionellen Team').
    'multiprofessionellen team',
    'interdisziplinaren team',
    'teamverband',
    'trabalho em equipe',
  ],
  'Problem Solving': [
    'problemlosung',
    'losungsorientiert',
    'resolucion de problemas',
    'resolution de problemes',
    'risoluzione dei problemi',
    'problem solving',
  ],
  'Time Management': [
    'zeitmanagement',
    'organizacion del tiempo',
    'gestion del tiempo',
    'gestion du temps',
    'gestion des priorites',
  ],
  Leadership: [
    'fuhrungserfahrung',
    'mitarbeiterfuhrung',
    'personalfuhrung',
    'teamleitung',
    'teamfuhrung',
    'fuhrungsverantwortung',
    'fuhrungskompetenz',
    'liderazgo',
    'encadrement',
    'gestione del personale',
    'guida del team',
  ],
};

// The words read only in a posting the eval reads as their own language.
const OWN_LANGUAGE_WORDS: Partial<Record<CheckedLanguage, Record<string, readonly string[]>>> = {
  nl: DUTCH_WORDS,
  sv: SCANDINAVIAN_WORDS,
  da: SCANDINAVIAN_WORDS,
  nb: SCANDINAVIAN_WORDS,
  fi: FINNISH_WORDS,
};

/**
 * The eval's own words for a competency in a posting not in English, read as the given language: the words read in
 * any such posting, then the ones read only in a posting of that language.
 */
export const fitWordsOf = (language: CheckedLanguage, competency: string): readonly string[] => [
  ...(FIT_WORDS[competency] ?? []),
  ...(DUTCH_WORDS_IN_ANY_POSTING[competency] ?? []),
  ...(NORDIC_WORDS_IN_ANY_POSTING[competency] ?? []),
  ...(OWN_LANGUAGE_WORDS[language]?.[competency] ?? []),
];

/**
 * Phrases with words between their parts, matched on a normalised line of a posting not in English. The whole match
 * is the group's word, so the team it names is not read as the people around the role.
 */
export const FIT_PHRASES: Record<string, RegExp> = {
  // Leading a team or staff ('Leitung des ärztlichen Teams', 'Führung von Mitarbeitenden', 'das Pflegeteam leiten',
  // 'dirigir un equipo', 'encadrement d'équipe', 'guidare il team'). A project's 'Leitung' leads no one, and a
  // 'Begleitung' of a team accompanies it.
  Leadership:
    /(?<![a-z])(?:(?:leitung|fuhrung|leiten|fuhren|dirigir|liderar|gestionar|gestion|encadrer|encadrement|diriger|direction|animer|management|guidare|guida|gestire|gestione|dirigere)(?:[ ']+[a-z]+){0,3}?[ ']+(?:[a-z]*teams?|equipos?|equipes?|squadr[ae]|mitarbeiter(?:innen)?|mitarbeitenden?|belegschaft|colaboradores|collaborateurs|collaboratori|personal|personale|personnel)|[a-z]*teams?(?: [a-z]+)? (?:leiten|fuhren))(?![a-z])/,
  // Goods receiving ('recepción de mercancías', 'réception des marchandises'), where the front desk's word is a
  // warehouse's (mcq-fit-senses.ts).
  'Warehouse Receiving and Material Handling': GOODS_RECEIVING,
};

/**
 * Job-title families: the competencies that are the work of a role whose typed position names the family. Only a
 * role's own trade is listed, never the general groups (communication, teamwork) every role needs.
 */
export const TITLE_FAMILIES: readonly (readonly [RegExp, readonly string[]])[] = [
  [
    /sonograph|ultrasound|nurse|nursing|medical assistant|caregiver|\bcna\b|krankenpfleg|pflegefach|enfermer|infirmi|aide soignant|verpleegkundig|sjukskoterska|sykepleier|sygeplejersk|sairaanhoitaj|lahihoitaj/,
    ['Patient Care', 'Clinical Procedures', 'Infection Prevention', 'Clinical Compliance'],
  ],
  [
    /buchhalt|buchfuhr|bookkeep|accountant|accounting|contab|comptab|boekhoud|kirjanpitaj|redovisningsekonom|bogholder|regnskapsfører|regnskabsmedarbejder/,
    ['Accounting', 'Payroll and Accounts Payable', 'Billing and Invoicing', 'Excel and Spreadsheets'],
  ],
  [
    /system ?admin|systemadministr|administrator\*?in\b|it support|help ?desk|soporte tecnico|technicien informatique/,
    ['Computer Networking', 'Technical Troubleshooting', 'DevOps and CI/CD', 'Cloud Computing'],
  ],
  [
    /facilit|steward|maintenance|hausmeister|haustechnik|mantenimiento|entretien/,
    [
      'Facilities Management and Office Services',
      'Industrial and Mechanical Maintenance',
      'Logistics',
      'Inventory Management',
    ],
  ],
  [
    /warehouse|shipping|receiving|logistic|lager|almacen|entrepot|magasinier|magazijn|varasto/,
    [
      'Logistics',
      'Inventory Management',
      'Supply Chain Management',
      'Warehouse Receiving and Material Handling',
    ],
  ],
  [
    /retail|cashier|store associate|sales associate|verkaufer|kassier|cajer|vendedor|vendeu|caissier|sprzedawc|kasjer/,
    ['Customer Service', 'Cash Handling and Store Operations', 'Inventory Management'],
  ],
  [
    /attorney|lawyer|paralegal|counsel|jurist|anwalt|abogad|avocat|juridique|giuridic|legale|avvocat|privacy/,
    ['Legal Research and Drafting', 'Contract Drafting and Review', 'Employment Law and HR Compliance'],
  ],
  [
    /recruit|talent acquisition|personalreferent|human resources|\bhr\b|recursos humanos|ressources humaines|reclut|recrut/,
    ['Human Resources and Recruiting', 'Employment Law and HR Compliance'],
  ],
  [
    /pedagogisch medewerker|kinderopvang|erzieher|nursery|early years|childcare|puericult|educador(?:a)? infantil|varhaiskasvatu|lastentarh|forskollarare|barnskotare|barnehage|børnehave|vuggestue|dagplejer/,
    ['Early Childhood Education and Care', 'Teaching and Lesson Planning'],
  ],
  [
    /social work|sozialarbeit|sozialpadagog|psychosozial|trabajador(?:a)? social|assistante? sociale?|counsell?or/,
    ['Social Work and Counselling'],
  ],
  [
    /teacher|lehrer|docente|profesor|enseignant|formateur|bildung|educator|leerkracht|\bdocent|opettaja|kouluttaja|larare|lærer|lærar|lektor|adjunkt|underviser/,
    ['Teaching and Lesson Planning', 'Classroom Management'],
  ],
  [
    // Welders in any language (Lithuanian 'suvirintojas', Turkish 'kaynakçı', Czech 'svářeč').
    /weld|schwei(?:ss|ß)|soldador|soudeu|saldator|\blasser|spawacz|svetsar|sveiser|hitsaaj|kaynakc|svarec|suvirint/,
    ['Welding and Metal Fabrication', 'Workplace Health and Safety'],
  ],
  [
    /\bpilot(?!e? (?:project|program|study|phase|plant))|flight (?:instructor|examiner)|simulator instructor|type rating|fluglehrer|ucus ogretmen/,
    ['Flight Training and Aviation Safety', 'Teaching and Lesson Planning'],
  ],
  [
    /(?:vehicle|car|auto|automotive|motor) (?:inspect|mechanic|technician)|auto ?mechanic|\bkfz\b|automonteur|mecanic[oa] automotriz|mecanicien automobile/,
    ['Vehicle Inspection and Maintenance', 'Industrial and Mechanical Maintenance'],
  ],
  [
    /physiotherap|physical therapist|fysioterap|fysiotherap|sjukgymnast/,
    ['Rehabilitation and Physical Therapy', 'Patient Care'],
  ],
  [
    /project ?manag|projektmanag|projektleit|program(?:me)? coordinat|coordinador de proyecto|chef de projet|charge de projet/,
    ['Programme and Project Coordination', 'Project Management'],
  ],
  [
    /\bwriter\b|\beditor\b|copywrit|proofread|translator|redact(?:or|ora|eur|rice)|redakteur|traduct|texter/,
    ['Writing, Editing and Translation'],
  ],
  [
    /press (?:secretary|officer|attache)|spokes(?:person|man|woman)|media relations|public relations|attache(?:e)? de presse|pressesprecher|pressereferent/,
    ['Public and Media Relations', 'Writing, Editing and Translation'],
  ],
  [/canvass|door to door campaign|field organi[sz]er|wahlkampf/, ['Canvassing and Voter Outreach']],
  [
    /carpent|joiner|plumber|electrician|bricklayer|handwerker|tischler|schreiner|zimmerer|\w+bauer\b|falegnam|idraulic|muratore|carpinter|fontaner|albanil|menuisier|charpentier|plombier/,
    ['Building and Installation Work', 'Workplace Health and Safety'],
  ],
  [
    /gardener|landscap|giardinier|manutentore del verde|gartner|jardiner|jardinier|paysagiste/,
    ['Workplace Health and Safety'],
  ],
  [/regalservice|merchandis|reponedor|scaffalist|employe de rayon/, ['Retail Merchandising and Stock']],
  [
    /housekeep|room attendant|chambermaid|reng[øo]ring|rengj[øo]ring|stadare|lokalvard|schoonma|siivo|zimmermadchen|camarera de pisos|femme de chambre|takarito|szobalany|uklizec|pokojsk|sprzatacz|pokojowk/,
    ['Housekeeping and Room Cleaning'],
  ],
  [
    // Hungarian 'szakács', Czech 'kuchař' and Polish 'kucharz'.
    /\bcook\b|\bchef\b|cocinero|cocinera|tortiller|\bkoch\b|kochin|cuisinier|\bcuoc[oa]\b|szakacs|kuchar/,
    ['Food Preparation and Food Safety'],
  ],
  [
    // Bar, counter and table staff serve the guests: Hungarian 'pultos', 'pincér', Czech 'číšník', Polish 'kelner'.
    /bartender|barista|\bbarman|\bwaiter|waitress|pultos|pincer|felszolgalo|cisnik|servirk|\bkelner|\bkellner/,
    ['Restaurant and Bar Operations', 'Customer Service'],
  ],
];

/**
 * Manual and service trades (cleaning, kitchen and dining room, care, warehouse floor) in English, German, Spanish and
 * French, read in a normalised position: work done with the hands or for guests, with no writing, meetings or analysis
 * unless the posting asks for them.
 */
export const MANUAL_OR_SERVICE_TRADE =
  /reinigung|putzkraft|raumpfleg|hauswirtschaft|speisesaal|kuchenhilfe|kuchenkraft|spulkraft|servicekraft|pflegehelfer|betreuungskraft|lagerhelfer|lagerarbeit|cleaner|cleaning|janitor|custodian|housekeep|dishwasher|kitchen|line cook|prep cook|dining|waiter|waitress|busser|caregiver|care assistant|care aide|warehouse (?:worker|associate|operative|assistant)|picker|packer|limpieza|limpiador|cocina|ayudante de cocina|camarer|comedor|mozo de almacen|cuidador|nettoyage|menage|agent d entretien|commis de cuisine|plongeur|serveu|aide a domicile|auxiliaire de vie|preparateur de commandes|manutention|reng[øo]ring|rengj[øo]ring|stadare|lokalvard|schoonma|siivo/;

/** Groups of office analysis that a manual or service trade needs only when its posting asks for them. */
export const OFFICE_ANALYSIS_GROUPS: readonly string[] = [
  'Communication',
  'Problem Solving',
  'Data Analysis',
];

/**
 * Crafts, building sites, gardens and shop floors (shelf and stock work), read in a normalised position: work done with
 * the hands where the generic soft-skill groups fit, generically. Round 19's reading counted Communication, Problem
 * Solving and Teamwork relevant for a pool builder and a shelf-service job; the cleaning, kitchen and care trades of
 * MANUAL_OR_SERVICE_TRADE keep round 14's reading (office groups wrong where the trade has groups of its own).
 */
export const CRAFT_OR_SHOP_FLOOR =
  /bauer\b|handwerk|monteur|installateur|tischler|schreiner|zimmer(?:er|mann)|maurer|fliesenleger|dachdecker|elektroniker|anlagenmechaniker|garten|gartner|regal|auffuller|carpenter|joiner|plumber|electrician|builder|bricklayer|mason|roofer|painter and decorator|landscap|gardener|groundskeeper|stocker|shelf|merchandiser|construction worker|labou?rer|falegname|carpentiere|muratore|idraulico|elettricista|giardinier|manutentore del verde|carpintero|fontanero|albanil|electricista|jardinero|reponedor|menuisier|charpentier|plombier|electricien|macon|jardinier|paysagiste|peintre en batiment|mise en rayon/;

/** The generic soft-skill groups the bank gives any role. */
export const GENERIC_GROUPS: readonly string[] = ['Communication', 'Problem Solving', 'Teamwork'];
