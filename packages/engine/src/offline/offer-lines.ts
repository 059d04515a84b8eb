import { withoutAccents as plain } from '../text/accents.ts';
import { WE_OFFER } from '../text/offer-words.ts';

/**
 * What the employer offers, in German, Italian, French, Spanish, Dutch and Portuguese as well as English: a line led
 * by an offer ('Es erwartet Sie: …', 'Wir bieten …', 'Offriamo …', 'Nous offrons …', 'Ofrecemos …', 'Wij bieden …',
 * 'Oferecemos …', 'In exchange, we offer you …') or naming what a benefits paragraph names (a workplace described,
 * further training, a pay agreement, a pension, a day-care place, good transport links). An offer is never asked, nor
 * read as the post's place. Tested without accents.
 */
const OFFER_LEAD = new RegExp(String.raw`^(?:es erwartet (?:sie|dich|euch)|${WE_OFFER})\b`, 'i');
// Pay supplements are the offer too: 'Sonn-, Feiertags- und Nachtarbeitszuschläge' (the nurse's last offer line, set
// apart from the run-together offer above it), 'night and holiday supplements', 'shift premiums'.
const OFFER_WORDS =
  /\b(?:(?:night|holiday|weekend|sunday|shift|overtime|unsocial hours?)(?:,? (?:and |or )?(?:night|holiday|weekend|sunday|shift|overtime))* (?:supplements?|premiums?|differentials?|allowances?)|primes? (?:de nuit|d.anciennete|de fin d.annee)|plus(?:es)? (?:de|por) (?:nocturnidad|festivos|turnicidad)|(?:ein|eine) (?:interessante[rs]?|spannende[rs]?|abwechslungsreiche[rs]?|sichere[rs]?|moderne[rs]?) (?:arbeitsplatz|aufgabe|tatigkeit|arbeitsumfeld)|(?:fort- und )?weiterbildungsmoglichkeiten|tarifvertrag\w*|(?:betriebliche )?altersvorsorge|gesundheitsforderung|verkehrsanbindung|jobticket|urlaubstage|vergutung|\p{L}*zuschlage|\p{L}*zulagen|urlaubsgeld|weihnachtsgeld|jahressonderzahlung|buoni pasto|welfare aziendale|assicurazione sanitaria|ticket restaurant|vale[- ](?:refeicao|alimentacao|transporte)|plano de saude|pensioenregeling|reiskostenvergoeding|vakantiegeld|eindejaarsuitkering)\b/iu;

// What the employer pays for: 'All costs for materials … will be covered by the project', 'Tutti i costi … saranno
// coperti dal progetto', 'Les frais de déplacement sont pris en charge'. Not a duty on costs ('Ensure costs are
// covered by the budget'): the payer is the employer.
const PAYER =
  '(?:us|our \\p{L}+|the (?:project|company|employer|organi[sz]ation|foundation|association|programme|program|grant))';
const PROVISION = new RegExp(
  String.raw`\b(?:costs?|expenses|fees|costi|spese|frais|couts?|gastos|costos?|costes|kosten)\b[^.]{0,60}?\b(?:(?:will be|are|is|shall be) (?:fully |entirely )?(?:covered|paid|reimbursed|borne) by ${PAYER}|(?:saranno|sono|verranno|vengono) (?:interamente |completamente )?(?:copert[ie]|rimborsat[ie]|pagat[ie]) (?:dal|dalla|dall['’]|da noi)|(?:seront|sont) (?:entierement |integralement )?(?:pris en charge|rembourses|couverts)|(?:seran|son) (?:cubiertos|reembolsados|pagados|asumidos) por|(?:werden|wird) (?:\p{L}+ )?(?:ubernommen|erstattet))`,
  'iu',
);
// What the employer lets the person do: 'You will have significant freedom to propose your own designs', 'Avrai una
// notevole libertà di proporre …'. Not 'freedom to operate', a patent search.
const FREEDOM =
  /\b(?:have|has|enjoy|get|given|with) (?:\p{L}+ ){0,2}(?:freedom|latitude) to (?!operate\b)|\b(?:avrai|avrete|avra|hai|godrai|con) (?:\p{L}+ ){0,3}liberta di\b|\b(?:aurez|auras|avez|disposerez|avec) (?:\p{L}+ ){0,3}liberte (?:de|pour)\b|\b(?:tendras|tendra|tienes|con) (?:\p{L}+ ){0,3}libertad (?:para|de)\b|\b(?:freiraum|freiheit(?:en)?) (?:fur|zur|zum|bei)\b/iu;

// What the employer grants, or lets be changed for the person: 'With supervisor's agreement, primary job duties and
// timelines will be adjusted to accommodate …' (round 21's lab post asked it as a duty), 'Leave may be granted', 'You
// will have the opportunity to …', 'Je krijgt de kans om …', 'Sie haben die Möglichkeit …', 'Vous aurez la possibilité
// de …', 'Tendrás la oportunidad de …', 'Você terá a oportunidade de …'; not the chance to work on something, which
// tells the work itself ('tendrás la oportunidad de trabajar en proyectos …'). Tested without accents.
const ALLOWANCE =
  /\b(?:will|may|can|shall|could) (?:also )?be (?:adjusted|granted|allowed|permitted|accommodated)\b|\bwith (?:the |your )?(?:supervisor|manager|line manager)['’]?s? (?:agreement|approval|consent)\b|\byou(?:['’]ll| will)? (?:also )?(?:have|get|be given|be offered) (?:the |an |many |plenty of )?(?:opportunit(?:y|ies)|chance|possibility) to (?!work\b)|\b(?:je|jij|u) (?:krijgt|hebt|heeft) (?:de|alle) (?:kans|mogelijkheid|ruimte) om (?!te werken\b)|\b(?:sie haben|du hast|sie erhalten|du erhaltst) (?:die|jederzeit die) moglichkeit\b|\b(?:vous aurez|tu auras) (?:la possibilite|l.opportunite|l.occasion) de (?!travailler\b)|\btendras la (?:oportunidad|posibilidad) de (?!trabajar\b)|\b(?:voce )?tera a (?:oportunidade|possibilidade) de (?!trabalhar\b)|\bavrai (?:la possibilita|l.opportunita) di (?!lavorare\b)/i;

// What a traineeship or graduate programme gives and how long it runs, in the languages the engine reads: the start
// of a career ('You'll begin your career learning the basics…'), the programme's length and the job it may turn into
// ('Your experience duration will be up to 6 months with a subsequent chance to convert into a regular job', 'met
// uitzicht op een vast dienstverband'), the person trained for the role ('Als trainee word je – geheel op onze kosten
// – opgeleid voor de rol van…', 'Sie werden zur Fachkraft ausgebildet', 'Vous serez formé au métier') and coached
// ('Je wordt gecoacht en begeleid door een senior developer', 'You'll be mentored by…'), training or
// anything else at the employer's cost, skills gained on the job ('Gain knowledge … through on-the-job training',
// 'you'll develop skills in…') and study or life balanced with the work. Tested without accents.
const PROGRAMME_OFFER = new RegExp(
  [
    String.raw`\b(?:begin|start|launch|kick-?start) your (?:professional )?career\b`,
    String.raw`\b(?:internship|traineeship|placement|programme|program|experience) (?:duration|length)\b|\bduration of (?:the|your) (?:internship|traineeship|placement|programme|program)\b`,
    String.raw`\b(?:chance|opportunity|possibility|prospect) (?:to|of) (?:convert(?:ing)?|be(?:ing)? (?:converted|offered|hired)|mov(?:e|ing)|transition(?:ing)?) (?:in)?to an? (?:regular|permanent|full[- ]time|fixed|open-ended) (?:job|position|role|contract|employment)\b`,
    String.raw`\b(?:uitzicht|kans) op (?:een )?(?:vast(?:e)? (?:dienstverband|aanstelling|contract|baan)|onbepaalde tijd)\b`,
    String.raw`\bat (?:our|the company['’]?s?|the employer['’]?s?) (?:own )?(?:expense|cost)\b|\bop (?:onze|kosten van (?:de (?:werkgever|zaak|organisatie)|ons))(?: kosten)?\b|\bauf unsere kosten\b|\ba nos frais\b|\ba (?:nuestro cargo|nuestra costa)\b|\ba nostre spese\b|\bpor nossa conta\b`,
    String.raw`\b(?:(?:word|wordt) (?:je|jij|u)|(?:je|jij|u) (?:word|wordt))\b[^.]{0,60}?\bopgeleid (?:tot|voor|als)\b|\b(?:wirst du|werden sie|du wirst|sie werden)\b[^.]{0,60}?\b(?:zum|zur|als) \p{L}+ (?:ausgebildet|qualifiziert)\b|\b(?:vous serez|tu seras) (?:\p{L}+ ){0,2}forme(?:e|s)? (?:au|a|aux|pour|comme)\b|\bseras (?:\p{L}+ ){0,2}formad[oa] (?:como|para)\b|\bsarai (?:\p{L}+ ){0,2}format[oa] (?:come|per)\b`,
    String.raw`\b(?:(?:word|wordt) (?:je|jij|u)|(?:je|jij|u) (?:word|wordt)) (?:\p{L}+ ){0,2}(?:gecoacht|begeleid)\b|\byou(?:['’]ll| will) be (?:\p{L}+ ){0,2}(?:coached|mentored|guided) by\b|\b(?:du wirst|sie werden|wirst du|werden sie)\b[^.]{0,60}?\b(?:betreut|begleitet|gecoacht|eingearbeitet)\b|\b(?:vous serez|tu seras) (?:\p{L}+ ){0,2}(?:accompagne|encadre)e?s? par\b`,
    String.raw`\b(?:through|via|with) on-?the-?job training\b|\byou(?:['’]ll| will) (?:also )?(?:develop|build|gain|acquire|grow) (?:\p{L}+ ){0,2}(?:skills|knowledge|expertise)\b`,
    String.raw`\bbalance (?:your )?work (?:with|and) (?:your )?(?:stud(?:y|ies)|school|family|private life)\b|\benjoy (?:\p{L}+ ){0,2}(?:flexible|hybrid|remote) (?:working|work|hours|schedule)\b`,
  ].join('|'),
  'iu',
);

/**
 * A line that states what the employer offers ('Es erwartet Sie: ein interessanter Arbeitsplatz…', 'Offriamo…'),
 * pays for or allows: a provision, a freedom, an allowance or what a programme gives, never a duty or a task to ask
 * about.
 */
export function isOfferLine(text: string): boolean {
  const line = plain(text.trim());
  return (
    OFFER_LEAD.test(line) ||
    OFFER_WORDS.test(line) ||
    PROVISION.test(line) ||
    FREEDOM.test(line) ||
    ALLOWANCE.test(line) ||
    PROGRAMME_OFFER.test(line)
  );
}

// A line that opens the employer's offer, in any wording: 'Wir freuen uns auf Sie, freuen Sie sich auf ...' (the
// warehouse post's lead over its '... ' offer lines), 'Was wir dir bieten', 'Freu dich auf:', 'What we offer',
// 'What you can expect from us:', 'Nous offrons :', 'Ofrecemos:', 'Te ofrecemos …'. Tested without accents.
const OFFER_OPENING = new RegExp(
  String.raw`(?:^|[,;]\s*)(?:freu(?:en sie sich|e dich|t euch)(?: schon)? auf|darauf (?:konnen sie sich|kannst du dich) freuen|(?:(?:was|das) (?:wir )?(?:dir |ihnen |euch )?|(?:wir|bei uns) )erwartet|bei uns bieten|what (?:we|you)(?: can)? (?:get|expect)|what you(?: can)? offer|what['’]s in it for you|${WE_OFFER})\b`,
  'i',
);
const MAX_OFFER_OPENING_WORDS = 12;
const MAX_BARE_OPENING_WORDS = 5;

/**
 * A line that heads the employer's offer though it is no heading: ending where its list begins (an ellipsis or a
 * colon), or as short as a heading and unpunctuated. The lines after it are the offer, never asked.
 */
export function isOfferOpening(line: string): boolean {
  const text = plain(line.replace(/[*_#]+/g, '').trim());
  const body = text.replace(/\s*(?:\.{3}|…|:)\s*$/, '');
  const words = body.split(/\s+/).length;
  const isLeadIn =
    body !== text
      ? words <= MAX_OFFER_OPENING_WORDS
      : words <= MAX_BARE_OPENING_WORDS && !/[.!?]$/.test(text);
  return isLeadIn && OFFER_OPENING.test(body);
}
