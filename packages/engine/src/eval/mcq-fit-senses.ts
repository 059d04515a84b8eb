/**
 * Words of an MCQ group whose sense depends on the phrase they stand in (issue 13, round 27's kind): 'recepción de
 * mercancías' is a warehouse's goods receiving, 'recepción de hotel' the hospitality front desk. Each entry holds the
 * phrases, read in a normalised line (lower case, no accents, dashes as spaces), in which the group's word means
 * something else; the MCQ-fit check takes them out of the line before it looks for the group's words. Written apart
 * from the bank's own senses and the engine.
 */

// Goods received at a warehouse or shop: 'recepción de mercancías', 'réception des marchandises', 'recepção de
// mercadorias', 'ricevimento merci', 'reception of goods', and 'recepción y expedición' (receiving and dispatch).
export const GOODS_RECEIVING =
  /(?<![a-z])(?:recepcion|reception|recepcao|ricevimento|ricezione)(?: (?:de|des|del|du|da|do|of|di|dei|delle|y|et|e|and))?(?: (?:las|los|la|el|les|le|the|incoming|as|os))? (?:mercancias?|mercaderias?|mercadorias?|marchandises?|merci|materiales|material|materias primas|pedidos?|productos?|paquetes|paqueteria|envios|goods|deliveries|shipments?|stock|palets|pallets|suministros|camiones|commandes|colis|encomendas|cargas?|expedicion|despacho|expedition|expedicao|spedizione|dispatch|shipping|almacenamiento|stockage|armazenagem|storage)(?![a-z])/g;

// Thai marks (vowels above and below, tone marks) may be kept, dropped or printed as a space by the PDF's font.
const THAI_MARK = /[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/u;
const thaiWithMarksOptional = (word: string): string =>
  [...word].map((letter) => (THAI_MARK.test(letter) ? `[${letter} ]?` : letter)).join('');

/** Thai 'enter / record / key in data' next to a CRM ('ใช้โปรแกรม CRM ลงข้อมูล'), with or without the marks. */
function thaiDataEntryInCrm(): RegExp {
  const entry = ['ลงข้อมูล', 'บันทึกข้อมูล', 'คีย์ข้อมูล'].map(thaiWithMarksOptional).join('|');
  const system = ['ลงระบบ', 'ในระบบ'].map(thaiWithMarksOptional).join('|');
  return new RegExp(`crm ?(?:${entry})|(?:${entry})[^ ]* ?(?:${system})? ?crm(?![a-z])`, 'gu');
}

const OTHER_SENSES: Record<string, readonly RegExp[]> = {
  // The front desk's words ('recepción', 'réception') when they receive goods, not guests.
  'Hospitality and Guest Service': [GOODS_RECEIVING],
  // The type of the holder's own contract ('Tipo de contrato: indefinido', 'contrat CDI', 'befristeter Vertrag'): a
  // term of the job, not the legal work of drafting contracts.
  'Contract Drafting and Review': [
    /(?<![a-z])(?:tipo de contrato|type de contrat|tipo di contratto|contrato (?:indefinido|temporal|fijo|de trabajo|laboral|por obra|a tiempo (?:completo|parcial)|de practicas|clt|efetivo)|contrat (?:cdi|cdd|a duree (?:in)?determinee|de travail|d\W?interim|d\W?apprentissage|en alternance)|contratto (?:a tempo|indeterminato|determinato|di lavoro)|(?:un)?befristete[rns]? (?:arbeits)?vertrag|vertrag (?:ist )?(?:un)?befristet)(?![a-z])/g,
  ],
  // A finished apprenticeship asked for ('abgeschlossene Lehre als Koch', 'Lehre zum Elektriker'): training had, not
  // teaching given.
  'Teaching and Lesson Planning': [
    /(?<![a-z])(?:(?:erfolgreich )?abgeschlossene(?:r|n)? (?:[a-z]+ )?lehre|(?:kaufmannische|handwerkliche|technische|gewerbliche) lehre|lehre (?:als|zum|zur|im))(?![a-z])/g,
  ],
  // Food hygiene in a kitchen ('hygiène alimentaire'): the food-safety group's work, not infection prevention.
  'Infection Prevention': [
    /(?<![a-z])hygiene (?:alimentaire|des aliments|alimentari[ao]|de los alimentos|des denrees)(?![a-z])/g,
  ],
  // A job interview ('entretien d'embauche', 'entretiens individuels'), a study's interviews and cleaning ('entretien
  // des locaux'), and keeping up a relationship ('mantenimiento de relaciones'): no machine is maintained.
  'Industrial and Mechanical Maintenance': [
    /(?<![a-z])(?:entretiens? (?:d\W?embauche|de recrutement|individuels?|annuels?|telephoniques?|de motivation|professionnels?|semi directifs|qualitatifs|d\W?evaluation|des locaux|menager|des chambres)|mantenimiento de (?:las |la )?(?:relaciones|relacion|cartera|clientes))(?![a-z])/g,
  ],
  // An entitlement ('droit à congés', 'ouvrant droit à'): the holder's right, not the field of law.
  'Legal Research and Drafting': [
    /(?<![a-z])(?:(?:avoir|ouvrant|ouvre|donnant|donne) )?droit (?:a|au|aux)(?![a-z])/g,
  ],
  // Boxes packed or carried ('preparar cajas', 'cajas de cartón') and a savings bank or pension fund ('caja de
  // ahorros', 'caisse de retraite'): no till.
  'Cash Handling and Store Operations': [
    /(?<![a-z])(?:cajas? de (?:carton|herramientas|cambios|ahorros|compensacion)|(?:preparar|montar|armar|empaquetar|embalar|cargar|descargar|apilar|etiquetar|mover|levantar|transportar) (?:[a-z]+ ){0,2}cajas|caisses? (?:de retraite|d\W?assurance|primaire|d\W?epargne))(?![a-z])/g,
  ],
  // Booking travel or rooms ('Reisen buchen', 'Termine buchen'): office work, not bookkeeping.
  Accounting: [
    /(?<![a-z])(?:reisen|dienstreisen|fluge|hotels?|termine|raume|tickets|unterkunfte?) (?:zu )?buchen(?![a-z])/g,
  ],
  // 'einer Sache Rechnung tragen' (to take account of it): no invoice.
  'Billing and Invoicing': [/(?<![a-z])rechnung (?:zu )?(?:tragen|getragen|tragt)(?![a-z])/g],
  // The wage bill ('masa salarial'): no dough.
  'Food Preparation and Food Safety': [/(?<![a-z])masa salarial(?![a-z])/g],
  // A CRM the role only enters or records data in ('Use the CRM program to enter the inspection results', 'record the
  // mileage in the CRM system', Thai 'ใช้โปรแกรม CRM ลงข้อมูล'): data entry, not the sales CRM of leads, pipelines and
  // forecasts (round 33: a car inspector's posting got the sales CRM group). Leads, deals and a pipeline entered there
  // are the sales sense, and left in.
  CRM: [
    /(?<![a-z])(?:(?:enter|input|record|log|key|update|capture|register)(?:s|ed|ing)? (?:(?!leads?\b|opportunit|deals?\b|pipeline|prospect|forecast)[a-z'’]+ ){0,8}?(?:in|into|on|to) (?:the |a |an |our )?crm|crm(?: (?:program(?:me)?|software|system|tool|database))? (?:to|for) (?:enter|input|record|log|key|update|capture|register)(?:ing)?|crm(?: (?:program(?:me)?|software|system|database))? data entry)(?![a-z])/g,
    thaiDataEntryInCrm(),
  ],
  // Classroom training as a format for adults or professionals ('classroom sessions and simulator training', 'virtual
  // classroom'): a trainer's delivery, not a school's classroom management (round 33: a flight simulator instructor's
  // posting got it).
  'Classroom Management': [
    /(?<![a-z])(?:(?:virtual|online) classrooms?|classroom (?:trainings?|sessions?|based|courses?|delivery|(?:and|or) (?:online|virtual|e learning|elearning|simulator|practical|on the job|field)(?: training)?)|(?:online|virtual|simulator|practical|e learning) (?:training )?(?:and|or) classroom)(?![a-z])/g,
  ],
};

/** A normalised line without the phrases in which a group's words mean something else. */
export const withoutOtherSenses = (competency: string, normalised: string): string =>
  (OTHER_SENSES[competency] ?? []).reduce((line, phrase) => line.replace(phrase, ' '), normalised);
