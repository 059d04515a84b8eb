/**
 * Screening questions built on a posting line that is not a duty or requirement (a benefit, pay, a hiring notice, a
 * schedule, a physical demand, an application instruction, a rule on the person): grounding alone passes them.
 */

// What a posting offers or declares rather than what the job does: benefits, perks, pay, equal-opportunity and legal
// text, and the ad's own invitations.
const BOILERPLATE =
  /\b(?:career growth|development opportunities|join our team|oportunidades de desarrollo|convenio de pr[aá]cticas|l[ií]nea de carrera|si est[aá]s dispuesto|sumarte|[uú]nete|health (?:insurance|care|coverage)|dental|vision (?:insurance|coverage)|401\s?\(?k\)?|pension|paid (?:time off|leave|holidays?)|\bpto\b|vacation|parental leave|stock options?|equity|wellness|gym|(?:tuition|travel|mileage|expense|education|training|phone|relocation|commuter) reimbursements?|salary|bonus(?:es)?|compensation package|competitive pay|benefits? package|perks?|equal (?:employment )?opportunit\w*|eeo\b|affirmative action|discriminat\w*|regardless of (?:race|gender|age)|veteran status|sexual orientation|reasonable accommodation|background check|e-verify|seguro m[eé]dico|beneficios|igualdad de oportunidades|avantages sociaux|assurance (?:maladie|collective)|mutuelle|conges payes|salaire|remuneration|egalite des chances|mesures d.adaptation|orientation sexuelle|origine ethnique|postulez|differences)\b/i;

// Pay and leave lines, which BOILERPLATE's word boundaries miss ('$18.00 per hour' follows a space).
const PAY_TEXT =
  /\b(?:starting|base|hourly) (?:pay|wage|rate)\b|\bpay (?:is|rate|range|starts)\b|[$€£]\s?\d[\d,.]*\s*(?:per|an?|\/)\s*(?:hour|hr|h|year|yr|month|week)\b|\bsick (?:time|leave|days)\b|\bmedical coverage\b/i;

// The work's physical demands, and a probe that asks for experience or an example rather than whether one can.
const PHYSICAL_DEMAND =
  /\b(?:lift|carry|push|pull|move)\w*\b[^.]{0,40}?\b\d+\s*(?:lbs?|pounds|kg|kilos?)\b|\brequired to (?:stand|walk|sit|stoop|kneel|crouch|crawl|climb|bend)\b|\b(?:stand|walk|sit)\w* for (?:long|extended|prolonged) periods\b|\b(?:high|extreme) (?:heat|temperatures)\b|\b(?:levantar|cargar) (?:hasta )?\d+|\bport(?:er)? de charges\b/i;
const EXPERIENCE_PROBE =
  /\b(?:experience|example|background|role or project|walk me through|describe a time|tell me about)\b|\bexperiencia\b|\bejemplo\b|\bexp[ée]rience\b|\bexemple\b/i;

/** A physical demand of the work ('lift up to 50 pounds') asked as experience to prove, not as a condition. */
export function physicalAskedAsExperience(question: string): boolean {
  return PHYSICAL_DEMAND.test(question) && EXPERIENCE_PROBE.test(question);
}

// An eligibility or legal condition on the person, which a candidate meets or not and no experience shows (round 33: a
// Turkish airline's citizenship, birth-date, criminal-record, military-service, dismissal and health-board lines asked
// as 'What in your experience shows you meet this?'): in English and Turkish. The duty on such a subject ('Handle
// disciplinary hearings', 'Prepare health reports') is not one.
const ELIGIBILITY_CONDITION = new RegExp(
  [
    // Citizenship, a residence card.
    String.raw`\bcitizen(?:ship)?\b|\bnationality\b|\bvatanda[şs]|\bmavi kart`,
    // Birth date or age bounds.
    String.raw`\bborn (?:before|after|between|on or (?:before|after)|in (?:19|20)\d\d)\b|\bdate of birth\b|\bdo[ğg]mu[şs] olmak|\bdo[ğg]umlu\b|\bya[şs][ıi]n[ıi] (?:doldurmu[şs]|a[şs]mam[ıi][şs])`,
    // A criminal record.
    String.raw`\b(?:no |clean |without (?:a |any )?)criminal (?:record|convictions?|history)\b|\bcriminal record (?:check|certificate)\b|\bpolice (?:clearance|certificate)\b|\badli sicil|\bsab[ıi]ka`,
    // Military service.
    String.raw`\bmilitary (?:service|obligation)|\bnational service\b|\baskerlik`,
    // A disciplinary or dismissal record.
    String.raw`\b(?:no|without any|without) (?:prior )?disciplinary\b|\bfor disciplinary (?:reasons|grounds|misconduct)\b|\b(?:not|never) (?:been )?(?:dismissed|terminated)\b|\bdisiplin(?:sizlik| cezas)|\bihra[çc] edilme|\bfesih yoluyla|(?<!\p{L})[çc][ıi]kar[ıi]lmam[ıi][şs]`,
    // A health report or medical certificate to present.
    String.raw`\bmedical (?:fitness )?certificate\b|\bhealth certificate\b|\bsa[ğg]l[ıi]k (?:kurulu )?raporu|\bheyet raporu|\bsa[ğg]l[ıi]k [şs]art`,
  ].join('|'),
  'iu',
);
const EXPERIENCE_PROBE_TURKISH = /(?<!\p{L})(?:deneyim|tecrübe|örnek)/iu;

/** An eligibility or legal condition (citizenship, age, a criminal or disciplinary record…) asked as experience. */
export function eligibilityAskedAsExperience(question: string): boolean {
  return (
    ELIGIBILITY_CONDITION.test(question) &&
    (EXPERIENCE_PROBE.test(question) || EXPERIENCE_PROBE_TURKISH.test(question))
  );
}

// A sentence that says whom the employer hires ('The Policy Team is looking for an analyst to…', 'Nous recherchons…').
const RECRUITING_SENTENCE =
  /\b(?:is|are|we['’]re) (?:currently |now )?(?:looking for|seeking|hiring|recruiting)\b|\bnous (?:re)?cherchons\b|\bestamos buscando\b|\bbuscamos\b/i;

/** A screening question built on a recruiting sentence: it asks for work done before that the posting never names. */
export function asksAboutRecruitingSentence(question: string): boolean {
  return RECRUITING_SENTENCE.test(question);
}

// What a posting tells about its hiring process or pitches to the reader, not what the job asks: a staffing pool,
// the post's classification, other posts' linguistic profiles, 'we need you'.
const PROCESS_OR_PITCH =
  /\bpool of (?:qualified |eligible )?(?:persons|people|candidates)\b|\b(?:bassin|r[ée]serve) de candidat|\bclassified as an? [A-Z]{2}|\bclass[ée]e? (?:au niveau )?[A-Z]{2,3}-\d|\blinguistic profile|\bprofils? linguistique|\bwe need you\b|\bnous avons besoin de vous\b|\bat the (?:centre|center|heart) of what we do\b/i;

/** A screening question built on a notice about the hiring process or a pitch, asked as what the job asks. */
export function asksAboutProcessNotice(question: string): boolean {
  return PROCESS_OR_PITCH.test(question);
}

// A working schedule: a range of days or of clock times ('Monday - Saturday', '10:00 a.m. - 6:00 p.m.', '9h à 17h').
const DAY =
  '(?:mon|tues|wednes|thurs|fri|satur|sun)day|lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche';
const SCHEDULE = new RegExp(
  `\\b(?:${DAY})\\s*(?:-|–|to|through|a|à|au)\\s*(?:${DAY})\\b|\\b\\d{1,2}(?::\\d{2})?\\s*(?:a\\.?m\\.?|p\\.?m\\.?|h)\\s*(?:-|–|to|a|à)\\s*\\d{1,2}(?::\\d{2})?\\s*(?:a\\.?m\\.?|p\\.?m\\.?|h)`,
  'i',
);
const DUTY_LEAD = /\bresponsibilit|\bthis role involves\b|\bfunciones del puesto\b|\bmissions du poste\b/i;

/** A schedule (working days and times) quoted as a responsibility: it is a condition of the work, not a duty. */
export function scheduleAskedAsDuty(question: string): boolean {
  return DUTY_LEAD.test(question) && SCHEDULE.test(question);
}

// Perk and equal-opportunity words that name a duty's subject when a duty verb leads them: a manager's duty to give
// their staff growth ('provide coaching and development opportunities'), a lead of DEI work ('Lead diversity, equity,
// and inclusion efforts').
const DUTY_SUBJECTS =
  /\b(?:career growth|development opportunities|diversity,? equity,? (?:and )?inclusion)\b/gi;
const DUTY_VERB =
  /^["«“\s]*(?:provide|create|identify|offer|promote|foster|lead|champion|drive|coordinate|support)\b/i;

/** A screening question built on a benefit, perk or legal line instead of a duty or requirement. */
export function asksAboutBoilerplate(question: string): boolean {
  const quoted =
    /"([^"]+)"|«\s*([^»]+?)\s*»|: ([^.?]+)[.?]|\bis to ([^.]+)\.|involves ([^.]+)\.|asks for ([^.]+)\.|pide: ([^.]+)\./.exec(
      question,
    );
  const subject = quoted?.slice(1).find(Boolean) ?? question;
  const offered = DUTY_VERB.test(subject) ? subject.replace(DUTY_SUBJECTS, '') : subject;
  // Compared without accents: 'remuneration' matches 'rémunération'.
  return BOILERPLATE.test(offered.normalize('NFD').replace(/\p{M}/gu, '')) || PAY_TEXT.test(offered);
}

// What the applicant is told to send or do, by any careers site: the words are in the posting, so grounding passes
// them; a question or condition built on them asks the candidate to have followed the instructions.
const APPLICATION_TEXT =
  /\b(?:on|in|to|with|from) your (?:resume|r[ée]sum[ée]|cv|application)\b|\byour (?:resume|cv|application) (?:must|should|will)\b|\b(?:creat|writ|prepar|format)\w* (?:a|an|your) (?:[\w-]+ ){0,2}(?:resume|cv)\b|\bdisqualif\w*|\bdescalific\w*|\b(?:dates|hours per week) you (?:held|worked)\b|\bfailure to (?:provide|submit)\b|\bhow to apply\b|\b(?:env[ií]a|adjunta|manda)\w* (?:tu|su) (?:cv|curr[ií]culum|hoja de vida)\b|\b(?:tu|su) (?:cv|curr[ií]culum|hoja de vida) (?:actualizad|con|a)\w*|\bvotre (?:cv|candidature|dossier)\b|\blettre de (?:motivation|pr[ée]sentation)\b|\bfaire parvenir\b/i;

// A rule on the person (appearance, age, sex, marital status, build) that a recruiter would hide.
const PERSON_RULE =
  /\b(?:appearance|presentable|well[- ]groomed|tattoos?|piercings?|tatuajes?|tatouages?|buena presencia|presencia personal|imagen personal|bonne pr[ée]sentation|pr[ée]sentation soign[ée]e|marital status|estado civil|[ée]tat civil|situation (?:de famille|familiale)|years of age|years old|edad|estatura|complexi[oó]n)\b|\b(?:sex|sexo|sexe|gender|g[ée]nero)\s*(?::|masculino|femenino|male|female|indistinto)|\b(?:height|taille) (?:of |minimum |minimale )?\d|(?:^|\s)[âa]ge (?:minimum|maximum|entre|de \d)/iu;

/**
 * Why a screening question or work condition asks what a recruiter would never ask (null when it does not): the careers
 * site's how-to-apply text read as a requirement, or a rule on the person's appearance, age, sex or status.
 */
export function unaskableSubject(text: string): string | null {
  if (APPLICATION_TEXT.test(text)) return 'application instruction asked';
  if (PERSON_RULE.test(text)) return 'rule on the person asked';
  return null;
}
