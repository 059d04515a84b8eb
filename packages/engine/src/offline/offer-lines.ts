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

/** A line that states what the employer offers ('Es erwartet Sie: ein interessanter Arbeitsplatz…', 'Offriamo…'). */
export function isOfferLine(text: string): boolean {
  const line = plain(text.trim());
  return OFFER_LEAD.test(line) || OFFER_WORDS.test(line);
}
