/**
 * The eval's own Dutch words for the bank's fields, written as mcq-fit-words.ts's (letters folded, a word ending in '*'
 * a stem that opens a compound or an inflected form: 'samenwerk*' matches 'samenwerken', 'samenwerkingsgericht').
 */

/** Dutch words read in any posting not in English, as the German, Spanish and French ones are. */
export const DUTCH_WORDS_IN_ANY_POSTING: Record<string, readonly string[]> = {
  // Cleaning rooms and homes between stays ('schoonmaak van vakantiehuizen').
  'Housekeeping and Room Cleaning': ['schoonma*', 'vakantiehuis*'],
  'Early Childhood Education and Care': ['kinderopvang', 'peuter*', 'kinderdagverblijf'],
  'Social Work and Counselling': ['maatschappelijk werk*'],
  'Facilities Management and Office Services': ['facilitair*'],
  Communication: ['communicatie*'],
  Teamwork: ['samenwerk*'],
};

/**
 * Dutch words read only in a posting the eval reads as Dutch, so they are not read in another language's posting
 * (Dutch 'les', a lesson, is French 'les'). Words of a posting's about-us, benefits or application parts are left out.
 */
export const DUTCH_WORDS: Record<string, readonly string[]> = {
  'Teaching and Lesson Planning': [
    'onderwijs*',
    'lesgev*',
    'lesvoorbereid*',
    'lesprogramma*',
    'didacti*',
    'lesstof',
  ],
  'Classroom Management': ['klassenmanagement', 'klassenleiding', 'orde houden'],
  'Early Childhood Education and Care': ['dagopvang', 'buitenschoolse opvang'],
  'Software Testing': [
    'softwaretest*',
    'testautomatiser*',
    'testscript*',
    'testplan*',
    'testcase*',
    'testanalist*',
  ],
  Logistics: [
    'logistiek*',
    'magazijn*',
    'orderpick*',
    'orders rapen',
    'expeditie*',
    'goederenontvangst',
    'binnenkomende goederen',
  ],
  'Inventory Management': ['voorraad*', 'inventaris*'],
  'Passenger Transport Operations': ['personenvervoer', 'openbaar vervoer', 'busvervoer', 'reizigers*'],
  'Patient Care': ['patienten', 'verpleeg*', 'zorgverlen*'],
  'Rehabilitation and Physical Therapy': ['fysiotherap*', 'revalidat*', 'oefentherap*'],
  'Cleaning and Sanitation': ['schoonmaak*', 'reinig*', 'desinfect*'],
  'Hospitality and Guest Service': ['gastvrij*', 'hotel*'],
  'Restaurant and Bar Operations': ['horeca*', 'bediening*'],
  'Food Preparation and Food Safety': ['koken', 'keuken*', 'voedselveiligheid'],
  'Office Administration': ['administratie*', 'administratief', 'secretariaat*', 'archivering'],
  Accounting: ['boekhoud*', 'grootboek*', 'jaarrekening*', 'financiele administratie'],
  'Payroll and Accounts Payable': ['salarisadministratie', 'loonadministratie', 'crediteur*'],
  'Billing and Invoicing': ['factu*', 'debiteur*'],
  'Budgeting and Forecasting': ['begroting*'],
  'Customer Service': ['klantenservice', 'klantcontact*', 'klantvriendelijk*'],
  'Cash Handling and Store Operations': ['kassa*'],
  'Application Security': ['informatiebeveiliging'],
  'Project Management': ['projectmanagement', 'projectleid*'],
  'Programme and Project Coordination': ['coordinatie', 'coordiner*'],
  'Industrial and Mechanical Maintenance': ['onderhoud*'],
  Leadership: ['leidinggev*'],
};
