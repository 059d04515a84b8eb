/**
 * The eval's own Swedish, Danish, Norwegian and Finnish words for the bank's fields, written as mcq-fit-words.ts's:
 * letters folded ('ä', 'ö', 'å' read as 'a', 'o', 'a'; 'ø' and 'æ' kept), a word ending in '*' a stem that opens a
 * compound or an inflected form ('testau*' matches 'testauksen', 'lagerarbet*' 'lagerarbetare').
 */

/** Nordic words read in any posting not in English, as the German, Spanish and French ones are. */
export const NORDIC_WORDS_IN_ANY_POSTING: Record<string, readonly string[]> = {
  // Cleaning rooms and homes between stays ('rengøring af sommerhuse', 'städning').
  'Housekeeping and Room Cleaning': [
    'rengøring*',
    'rengoring*',
    'rengjøring*',
    'sommerhus*',
    'støvsug*',
    'stadning',
  ],
  // Skill words ('kommunikationsförmåga', 'kommunikasjonsevner', 'Kommunikoit sujuvasti', 'vuorovaikutustaidot').
  Communication: [
    'kommunikationsformag*',
    'kommunikasjonsevne*',
    'kommunikative evner',
    'kommunikoi*',
    'vuorovaikutustaid*',
    'viestintataid*',
  ],
  // 'samarbetsförmåga', 'samverkansförmåga', 'arbeta i grupp', 'samarbeidsevner', 'yhteistyötaidot', 'tiimityö'.
  Teamwork: [
    'samarbetsformag*',
    'samverkansformag*',
    'arbeta i grupp',
    'arbeta i team',
    'samarbeidsevne*',
    'samarbejdsevne*',
    'yhteistyotaid*',
    'yhteistyokyk*',
    'tiimityo*',
  ],
  // 'problemlösning', 'lösa problem', 'ongelmanratkaisutaidot'.
  'Problem Solving': ['problemlosning*', 'losa problem*', 'ongelmanratkai*'],
};

/**
 * Swedish, Danish and Norwegian words read only in a posting the eval reads as one of the three, so they are not read
 * in another language's posting. The three share one list: they share most of their work words, and a Nynorsk posting
 * may be read as any of them. Words of a posting's about-us, benefits or application parts are left out
 * ('rekrytering', 'arbetsmiljö', 'omsorg'), and so are words with a second sense (Norwegian 'lager', makes; Swedish
 * 'underhållning', a show; Danish 'tjener', earns).
 */
export const SCANDINAVIAN_WORDS: Record<string, readonly string[]> = {
  'Teaching and Lesson Planning': ['undervis*', 'lektion*', 'pedagog*', 'pædagog*', 'didakti*', 'kursledar*'],
  'Classroom Management': ['klassrum*', 'klasseledelse', 'klasserom*', 'klasserum*'],
  'Early Childhood Education and Care': [
    'forskol*',
    'barnomsorg*',
    'barnehage*',
    'børnehave*',
    'vuggestue*',
    'dagpleje*',
    'daginstitution*',
  ],
  'Software Testing': ['testning*', 'testautomati*', 'testfall*', 'testare', 'testledar*', 'testleder*'],
  Logistics: [
    'logistik*',
    'logistikk*',
    'lagret',
    'lageret',
    'lagerarbet*',
    'lagerarbeid*',
    'lagerarbejd*',
    'lagermedarbe*',
    'lagerhanter*',
    'orderplock*',
    'varumottag*',
    'vareinntak',
    'varemodtag*',
    'spedition*',
  ],
  'Inventory Management': [
    'lagerhall*',
    'lagerstyring',
    'lagersaldo',
    'inventer*',
    'varetelling*',
    'vareoptælling*',
  ],
  'Passenger Transport Operations': [
    'persontransport*',
    'persontrafik*',
    'trafikled*',
    'trafikkled*',
    'buss*',
    'bus',
    'busser',
    'kollektivtrafik*',
    'kollektivtransport*',
    'rutetrafik*',
    'passasjer*',
    'passager*',
  ],
  'Patient Care': ['patient*', 'pasient*', 'omvardnad*', 'sjukskot*', 'sykepleie*', 'sygepleje*'],
  'Rehabilitation and Physical Therapy': [
    'fysioterap*',
    'sjukgymnast*',
    'rehabiliter*',
    'ergoterap*',
    'genoptræn*',
    'opptrening*',
  ],
  'Cleaning and Sanitation': ['stadning*', 'lokalvard*', 'rengor*', 'rengøring*', 'rengjøring*', 'renhold*'],
  'Hospitality and Guest Service': ['hotell*', 'hotel*', 'gastbemot*', 'gæsteservice'],
  'Restaurant and Bar Operations': ['servering*', 'servitor*', 'servitris*', 'servitør*'],
  'Food Preparation and Food Safety': ['matlagning*', 'matlaging*', 'madlavning*', 'livsmedelshygien*'],
  'Office Administration': [
    'kontorsarbet*',
    'kontorarbeid*',
    'kontorarbejd*',
    'sekreterar*',
    'sekretær*',
    'administrativa uppgifter',
    'administrative oppgaver',
    'administrative opgaver',
  ],
  Accounting: ['bokfor*', 'bokføring*', 'bogføring*', 'redovisning*', 'regnskap*', 'regnskab*'],
  'Payroll and Accounts Payable': [
    'lonehanter*',
    'loneadministr*',
    'lønnsadministr*',
    'lønadministr*',
    'leverantorsreskontr*',
    'leverandørreskontr*',
    'kreditor*',
  ],
  'Billing and Invoicing': ['fakturer*', 'faktura*'],
  'Budgeting and Forecasting': ['budget*', 'budsjett*'],
  'Customer Service': ['kundtjanst*', 'kundservice*', 'kundeservice*', 'kundkontakt*', 'kundebehandling*'],
  'Cash Handling and Store Operations': ['kassa*', 'kassearbeid*', 'kassearbejd*'],
  'Application Security': ['informationssakerhet*', 'informasjonssikkerhet*', 'informationssikkerhed*'],
  'Project Management': ['projektled*', 'prosjektled*'],
  // Research data kept findable: 'datahåndteringsplaner', 'forskningsdata', Swedish 'datahantering'.
  'Research Data Management': ['datahandtering*', 'datahantering*', 'forskningsdata*'],
  'Programme and Project Coordination': ['samordn*', 'koordiner*'],
  'Industrial and Mechanical Maintenance': ['underhall', 'underhallsarbet*', 'vedlikehold*', 'vedligehold*'],
  Leadership: ['ledarskap*', 'personalansvar*', 'personaleansvar*', 'ledelse*'],
};

/**
 * Finnish words read only in a posting the eval reads as Finnish, left out as the Scandinavian ones are ('Kokkola', a
 * town, for 'kokki').
 */
export const FINNISH_WORDS: Record<string, readonly string[]> = {
  'Teaching and Lesson Planning': [
    'opetu*',
    'opetta*',
    'koulutta*',
    'kielikoulutu*',
    'kurssi*',
    'oppitun*',
    'pedagog*',
    'varhaispedagog*',
  ],
  'Classroom Management': ['ryhmanhallin*', 'luokanhallin*'],
  'Early Childhood Education and Care': ['varhaiskasvatu*', 'paivakod*', 'paivakoti*', 'lastentarh*'],
  'Software Testing': ['testau*', 'testaaja*', 'testien', 'testitapau*', 'testiautomaati*', 'testidata*'],
  Logistics: ['logistiik*', 'varasto*', 'keraily*'],
  'Inventory Management': ['varastonhallin*', 'inventaari*', 'inventoin*'],
  'Passenger Transport Operations': [
    'joukkoliikente*',
    'henkiloliikente*',
    'linja-auto*',
    'bussi*',
    'matkustajaliikente*',
    'liikenteenohjau*',
  ],
  'Patient Care': ['potila*', 'hoitotyo*', 'sairaanhoi*'],
  'Rehabilitation and Physical Therapy': ['fysioterap*', 'kuntoutu*'],
  'Cleaning and Sanitation': ['siivo*', 'puhtaanapi*'],
  'Hospitality and Guest Service': ['hotelli*', 'majoitu*'],
  'Restaurant and Bar Operations': ['tarjoilu*', 'tarjoilija*', 'ravintola*'],
  'Food Preparation and Food Safety': ['ruoanvalmist*', 'ruuanvalmist*', 'kokki'],
  'Office Administration': ['toimistotyo*', 'toimistotehta*', 'sihteeri*'],
  Accounting: ['kirjanpi*', 'tilinpaat*'],
  'Payroll and Accounts Payable': ['palkanlaskent*', 'palkkahallin*', 'ostoreskontr*'],
  'Billing and Invoicing': ['laskutu*'],
  'Budgeting and Forecasting': ['budjet*'],
  'Customer Service': ['asiakaspalvelu*'],
  'Cash Handling and Store Operations': ['kassa*'],
  'Application Security': ['tietoturva*'],
  'Project Management': ['projektinhallin*', 'projektipaallik*'],
  'Programme and Project Coordination': ['koordinoi*'],
  'Industrial and Mechanical Maintenance': ['huolto*', 'kunnossapi*'],
  Leadership: ['esimiestyo*', 'johtami*', 'lahiesimie*'],
  'Workplace Health and Safety': ['tyoturvallisuu*'],
};
