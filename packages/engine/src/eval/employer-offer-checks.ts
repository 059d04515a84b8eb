import { JOB_NOUN } from './job-and-heading-words.ts';
import { quotedParts } from './quoted-line-checks.ts';

/**
 * Checks of issue 13 on what the employer offers, asked as a duty or requirement (round 26's reading): training at
 * the employer's cost, a traineeship's balance of work and study, and a staff testimonial (its quote and its 'Name,
 * Job title' attribution). Grounding passes them, since the words are the posting's. Worded in the languages the
 * fixtures come in; written apart from the engine.
 */

// Training the employer pays for or gives ('geheel op onze kosten opgeleid', 'on-the-job training', 'paid training').
const TRAINING_OFFERED =
  /\b(?:at (?:our|the company['’]s|the employer['’]s) (?:own )?(?:cost|expense)|(?:fully )?paid (?:for )?(?:training|courses?|certifications?|education)|(?:develop skills|learn|gain knowledge)\b[^.;]{0,40}\bthrough on-the-job training|op (?:onze|eigen|kosten van de werkgever) kosten|word(?:t|en)? (?:je|jij|u) [^.;]{0,40}?opgeleid|(?:betaalde|gratis) (?:opleiding|training|cursus)(?:en|sen)?|auf unsere kosten|(?:bezahlte|kostenlose) (?:weiterbildung|schulung)(?:en)?|à nos frais|formation (?:payée|financée|prise en charge)|a cargo de la empresa|pagad[oa]s? por la empresa|työnantajan (?:kustantama|maksama)|(?:maksettu|palkallinen) koulutus)(?![\p{L}])/iu;

// Work balanced with study, a trainee's or student's offer ('Balance your work with your study', 'naast je studie').
const STUDY_BALANCE =
  /\bbalance your (?:work|job) with your stud(?:y|ies)\b|\bcombine (?:your )?(?:work|job) (?:and|with) (?:your )?stud(?:y|ies)\b|\b(?:naast|combineren met) (?:je|jouw) studie\b|\bwerken en studeren\b|\bopiskelun ohella\b|\bopintojen ohella\b|\bneben (?:dem|deinem|ihrem) studium\b|\ben parallèle de (?:vos|tes) études\b|\bcompatible con (?:tus|los) estudios\b/iu;

// A testimonial's attribution: a person's name, a comma and a job title ('Mardon Peterson, Java developer').
const ATTRIBUTION =
  /^[-–—]?\s*\p{Lu}\p{Ll}+(?:\s+(?:(?:van|de|der|den|von|da|di|du|la|le)\s+)*\p{Lu}[\p{Ll}'’-]+){1,2},\s+([\p{L} -]{2,50})\.?$/u;
const isAttribution = (text: string): boolean => {
  const title = ATTRIBUTION.exec(text.trim())?.[1];
  return title !== undefined && JOB_NOUN.test(title);
};

// A span the posting prints in quotation marks, right before a 'Name, Job title' attribution: a staff testimonial.
const QUOTE_BEFORE_ATTRIBUTION =
  /["“„]([^"“”„]{10,600})["”]\s*[-–—]?\s*(\p{Lu}\p{Ll}+(?:\s+(?:(?:van|de|der|den|von|da|di)\s+)*\p{Lu}[\p{Ll}'’-]+){1,2},\s+[\p{L} -]{2,50})/gu;
const words = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const MIN_QUOTE_WORDS = 12;

/** Whether a quoted part is a staff testimonial's quote or its attribution. */
function isTestimonial(quoted: string, documentText: string): boolean {
  if (isAttribution(quoted)) return true;
  const wanted = words(quoted).slice(0, 40);
  if (wanted.length < MIN_QUOTE_WORDS) return false;
  return [...documentText.matchAll(QUOTE_BEFORE_ATTRIBUTION)].some(
    ([, said = '', by = '']) => isAttribution(by) && words(said).includes(wanted),
  );
}

/** Why a screening question asks what the employer offers as a duty or requirement (empty when it does not). */
export function offerAskedAsWork(question: string, documentText: string): string[] {
  return [
    ...new Set(
      quotedParts(question).flatMap((quoted) => [
        ...(TRAINING_OFFERED.test(quoted) ? ["training at the employer's cost asked as work"] : []),
        ...(STUDY_BALANCE.test(quoted) ? ['the balance of work and study asked as work'] : []),
        ...(isTestimonial(quoted, documentText) ? ['a staff testimonial asked as work'] : []),
      ]),
    ),
  ];
}
