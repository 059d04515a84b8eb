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
const OFFER_WORDS =
  /\b(?:(?:ein|eine) (?:interessante[rs]?|spannende[rs]?|abwechslungsreiche[rs]?|sichere[rs]?|moderne[rs]?) (?:arbeitsplatz|aufgabe|tatigkeit|arbeitsumfeld)|(?:fort- und )?weiterbildungsmoglichkeiten|tarifvertrag\w*|(?:betriebliche )?altersvorsorge|gesundheitsforderung|verkehrsanbindung|jobticket|urlaubstage|vergutung|buoni pasto|welfare aziendale|assicurazione sanitaria|ticket restaurant|vale[- ](?:refeicao|alimentacao|transporte)|plano de saude|pensioenregeling|reiskostenvergoeding|vakantiegeld|eindejaarsuitkering)\b/i;

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

/**
 * A line that states what the employer offers ('Es erwartet Sie: ein interessanter Arbeitsplatz…', 'Offriamo…'),
 * pays for or allows: a provision or a freedom, never a duty or a task to ask about.
 */
export function isOfferLine(text: string): boolean {
  const line = plain(text.trim());
  return OFFER_LEAD.test(line) || OFFER_WORDS.test(line) || PROVISION.test(line) || FREEDOM.test(line);
}
