import { quotedParts } from './quoted-line-checks.ts';
import { escape } from './regex-escape.ts';

/**
 * Checks of issue 13 on the employer's closing lines asked as a duty or requirement (round 27's reading): its pitch to
 * the applicant ('At Novo Nordisk, your skills, dedication and ambition help us change lives…'), what it gives in
 * exchange ('In exchange, we offer you…') and being part of the employer ('be an important and very visible part of
 * <Company>'). Grounding passes them, since the words are the posting's. The call to apply and the contact line are
 * the invitation of page-contact-checks.ts. Worded in the languages the fixtures come in; written apart from the
 * engine.
 */

// The employer's pitch: 'At <Company>, your skills … help us change lives', 'At <Company>, we believe …', 'Your
// ambition helps us shape the future'. 'At the clinic, you will triage patients' is the work.
const PITCH =
  /^at [^,]{2,40}, (?:we (?:believe|are|value|care|strive|know)|your (?:skills|talents?|passion|dedication|ambition|ideas|expertise|energy|curiosity|contributions?))\b|\bhelps? us (?:to )?(?:change|improve|save|shape|transform|make|build|create) (?:\p{L}+ ){0,3}?(?:lives|the world|the future|a (?:\p{L}+ )?difference|society|the planet)\b/iu;

// What the employer gives in return: 'In exchange, we offer you …', 'We offer you an opportunity to …', 'Til gengæld
// tilbyder vi …', 'Im Gegenzug bieten wir …', 'A cambio, te ofrecemos …'. 'Offer customers a loan' is a duty; a term
// the offer states ('Wir bieten Ihnen eine unbefristete Festanstellung') is a work requirement's quote.
const EXCHANGE_OFFER =
  /\b(?:in (?:exchange|return)|til gengæld|i gengäld|i gjengjeld|im gegenzug|en échange|en contrepartie|a cambio|in cambio|em troca|in ruil(?: daarvoor)?|vastineeksi)\b[^.]{0,30}?\b(?:we|wij|vi|wir|nous|tarjoamme|(?:te |le |les |vous |ti |je )?(?:offer|provide|give|bieden|tilbyder|tilbyr|erbjuder|bieten|offrons|proposons|ofrecemos|offriamo|oferecemos))\b|\bwe (?:can )?(?:offer|give) you\b/iu;

/** Whether a quoted part is being part of the employer ('be an important and very visible part of Acme Health'). */
const partOfEmployer = (quoted: string, company: string | null): boolean =>
  company !== null &&
  new RegExp(
    `^(?:to )?be (?:an? )?(?:[\\p{L}-]+,? (?:and )?){0,4}part of ${escape(company)}[.!]?$`,
    'iu',
  ).test(quoted.trim());

/** Why a screening question asks the employer's closing lines as a duty or requirement (empty when it does not). */
export function closingLinesAsked(question: string, company: string | null): string[] {
  return [
    ...new Set(
      quotedParts(question).flatMap((quoted) => [
        ...(PITCH.test(quoted) ? ["the employer's pitch to the applicant asked as work"] : []),
        ...(EXCHANGE_OFFER.test(quoted) ? ['what the employer gives in exchange asked as work'] : []),
        ...(partOfEmployer(quoted, company) ? ['being part of the employer asked as work'] : []),
      ]),
    ),
  ];
}
