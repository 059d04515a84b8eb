import { withoutAccents as plain } from '../text/accents.ts';

/**
 * What the employer offers, in German, Italian, French, Spanish, Dutch and Portuguese as well as English: a line led
 * by an offer ('Es erwartet Sie: …', 'Wir bieten …', 'Offriamo …', 'Nous offrons …', 'Ofrecemos …', 'Wij bieden …',
 * 'Oferecemos …') or naming what a benefits paragraph names (a workplace described, further training, a pay
 * agreement, a pension, a day-care place, good transport links). An offer is never asked, nor read as the post's
 * place. Tested without accents.
 */
const OFFER_LEAD =
  /^(?:es erwartet (?:sie|dich|euch)|(?:was )?wir bieten|das bieten wir|(?:cosa |che cosa )?offriamo|nous (?:vous )?offrons|ce que nous offrons|(?:te |le )?ofrecemos|lo que ofrecemos|wij bieden|wat wij bieden|(?:o que )?oferecemos|we offer|what we offer)\b/i;
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

/**
 * A line that states what the employer offers ('Es erwartet Sie: ein interessanter Arbeitsplatz…', 'Offriamo…'),
 * pays for or allows: a provision, a freedom or an allowance, never a duty or a task to ask about.
 */
export function isOfferLine(text: string): boolean {
  const line = plain(text.trim());
  return (
    OFFER_LEAD.test(line) ||
    OFFER_WORDS.test(line) ||
    PROVISION.test(line) ||
    FREEDOM.test(line) ||
    ALLOWANCE.test(line)
  );
}

// A line that opens the employer's offer, in any wording: 'Wir freuen uns auf Sie, freuen Sie sich auf ...' (the
// warehouse post's lead over its '... ' offer lines), 'Was wir dir bieten', 'Freu dich auf:', 'What we offer',
// 'What you can expect from us:', 'Nous offrons :', 'Ofrecemos:', 'Te ofrecemos …'. Tested without accents.
const OFFER_OPENING =
  /(?:^|[,;]\s*)(?:freu(?:en sie sich|e dich|t euch)(?: schon)? auf|darauf (?:konnen sie sich|kannst du dich) freuen|(?:was|das) (?:wir )?(?:dir |ihnen |euch )?(?:bieten|erwartet)|(?:wir|bei uns) (?:bieten|erwartet)|what (?:we|you)(?: can)? (?:offer|get|expect)|what['’]s in it for you|we offer|nous (?:vous )?offrons|ce que nous (?:vous )?offrons|(?:te |le |les )?ofrecemos|lo que (?:te )?ofrecemos|(?:cosa )?(?:ti )?offriamo|wij bieden|wat wij (?:je |u )?bieden|(?:o que )?oferecemos)\b/i;
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
