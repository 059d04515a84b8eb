import { withoutAccents as plain } from '../text/accents.ts';
import type { Section } from './sections.ts';
import { isContactOrFooterLine, isEmployerReservation } from './page-furniture.ts';

/**
 * Lines of a posting a recruiter never asks a candidate about, in English, Spanish, French, German, Portuguese, Dutch, Japanese and Vietnamese: the careers site's
 * evaluation and how-to-apply text (it tells the applicant what to send, not what the job needs), and rules on the
 * person's appearance, age, sex, marital status, build, or where the person is registered or comes from (a recruiter
 * would hide them). Tested without accents.
 */

// What to put in the resume or application, how to send it, and what happens to an incomplete one.
const APPLICATION_INSTRUCTION = new RegExp(
  [
    // English
    String.raw`\byour (?:resume|cv|curriculum vitae|cover letter|application(?: materials| package)?|candidacy)\b`,
    String.raw`\b(?:creating|writing|preparing|formatting) (?:a|an|your) (?:[\w-]+ ){0,2}(?:resume|cv)\b`,
    String.raw`\bresumes? (?:must|should) (?:include|show|list|state)\b`,
    String.raw`\bdisqualif\w*|\bfailure to (?:provide|submit|include|answer)\b`,
    // 'Ability to apply accounting principles' is a skill: only applying for the job is an instruction.
    String.raw`\bhow to apply\b|\bto apply(?:,| for (?:this|the) (?:job|position|role|vacancy))|\bapply (?:online|now|via|through)\b`,
    String.raw`\bsubmit (?:a|an|the|your)? ?(?:resume|cv|application|cover letter|transcripts?|writing sample)\b`,
    String.raw`\bapplicants? (?:must|should|will need to) (?:submit|provide|include|attach|upload)\b`,
    String.raw`\b(?:dates|hours per week) you (?:held|worked)\b|\beach (?:job|position) you (?:held|list)\b`,
    String.raw`\bonly (?:shortlisted|selected|successful) (?:candidates|applicants)\b`,
    // What to say in the letter and how not to apply: 'Tell us why you think you're the right person', 'No phone calls'.
    String.raw`\btell us why you\b|\bno (?:phone )?calls\b|\bno (?:recruiters|agencies)\b`,
    // The call to apply: 'We look forward to hearing from you'.
    String.raw`\blook forward to (?:hearing from|meeting|receiving|reading) (?:you|your)\b`,
    // Spanish
    String.raw`\b(?:tu|su) (?:cv|curriculum(?: vitae)?|hoja de vida|postulacion|solicitud|carta de presentacion)\b`,
    String.raw`\benvi(?:a|ar|anos|e) (?:tu |su )?(?:cv|curriculum|hoja de vida)\b|\bpara postular\b|\bpostulate\b`,
    String.raw`\bdescalifica\w*|\bsolo se contactara\b`,
    // How the application will be read and scored: 'los materiales que nos envíes', 'tu aplicación será calificada'.
    String.raw`\b(?:materiales|documentos) que nos envi\w*|\b(?:tu|su) (?:aplicacion|candidatura)\b|\bte contact(?:emos|aremos)\b`,
    // French
    String.raw`\bvotre (?:cv|curriculum(?: vitae)?|candidature|dossier de candidature)\b|\blettre de (?:motivation|presentation)\b`,
    String.raw`\bpour (?:postuler|poser votre candidature)\b|\bfaire parvenir\b`,
    String.raw`\bseul(?:e)?s les (?:candidat\w*|personnes) (?:retenu|selectionn)\w*`,
    // German
    // The call to apply too: 'Wir freuen uns auf Ihre Onlinebewerbung'.
    String.raw`\b(?:deine|ihre|eure) (?:\w*bewerbung|bewerbungsunterlagen|unterlagen)\b|\bfreuen (?:wir )?uns auf (?:dich|sie|euch)\b|\bbewerbungs(?:unterlagen|fotos?|frist|gesprache?)\b|\bbewirb dich\b|\bbewerben sie sich\b|\bper e-?mail an\b`,
  ].join('|'),
  'i',
);

// Appearance, age, sex, marital status and build: not a skill or a condition of the work.
const PERSONAL_ATTRIBUTE = new RegExp(
  [
    // English
    String.raw`\b(?:good|pleasant|neat|smart|attractive|professional) (?:appearance|looks|presence)\b|\bpresentable\b|\bwell[- ]groomed\b`,
    String.raw`\btattoos?\b|\bpiercings?\b`,
    String.raw`\bage (?:between|from|limit|range|of \d)|\baged? (?:between )?\d{2}\b|\byears (?:of age|old)\b|\b(?:under|over) the age of\b`,
    String.raw`\b(?:male|female) (?:only|candidates|applicants)\b|\b(?:sex|gender)\s*:|\bmarital status\b`,
    String.raw`\bheight (?:of |at least |minimum )?\d|\bminimum height\b|\bweight (?:of |proportional|in proportion)`,
    // Spanish
    String.raw`\bbuena (?:presencia|presentacion|imagen)\b|\bpresencia personal\b|\bimagen personal\b|\btatuajes?\b|\bperforaciones\b`,
    String.raw`\b(?:menores|mayores|menor|mayor) de \d{2} anos\b(?! de)|\bedad\b|\bentre \d{2} y \d{2} anos\b(?! de)|\bsexo\b|\b(?:genero|sexo) (?:masculino|femenino)\b|\bestado civil\b`,
    String.raw`\bestatura\b|\bcomplexion\b|\bpeso (?:acorde|proporcional|adecuado)\b`,
    // French
    String.raw`\bbonne presentation\b|\bpresentation soignee\b|\btenue soignee\b|\btatouages?\b`,
    // 'Avoir moins de 26 ans' (an age limit), not 'plus de 10 ans d'expérience'.
    // German
    String.raw`\bangaben zu (?:alter|familienstand|geschlecht)\b|\bfamilienstand\b|\bgepflegtes (?:auftreten|erscheinungsbild)\b`,
    String.raw`\b(?:moins|plus) de \d{2} ans\b(?!\s*d['’])|\bage (?:minimum|maximum|entre|de \d)|\bagee?s? de (?:\d|moins|plus)|\bsituation (?:de famille|familiale|matrimoniale)\b|\betat civil\b|\btaille (?:minimum|minimale|\d)`,
    // Portuguese and Dutch: sex, race, age, appearance ('Ser mulher …', 'Critério racial', 'leeftijd', 'uitstraling').
    String.raw`\bser (?:mulher|homem)\b|\b(?:mulher|mulheres|homem|homens|pessoas?) (?:pretas?|negras?|pardas?|brancas?)\b|\bcriterios? (?:de genero|racia(?:l|is)|etnico)|\bfenotipo\b|\bidade (?:entre|minima|maxima|de \d|ate)\b|\bboa aparencia\b|\btatuage(?:m|ns)\b`,
    String.raw`\bleeftijd\b|\bgeslacht\b|\bburgerlijke staat\b|\b(?:verzorgd|representatief) uiterlijk\b|\b(?:goede|representatieve|verzorgde) uitstraling\b`,
    // Japanese: an age range or limit ('20才〜35才', '40歳以下'), the age or sex asked by name ('年齢', '性別').
    String.raw`\d{1,2}\s*[才歳]\s*(?:[〜~～－-]\s*\d{1,2}\s*[才歳]|以上|以下|まで|未満)|年齢|性別`,
    // Vietnamese, without its tone marks: age ('Tuổi không quá 36', 'Yêu cầu độ tuổi'), sex ('giới tính', 'nam giới'),
    // looks, height, weight and marital status.
    String.raw`\btuoi\b|\bgioi tinh\b|\b(?:nam|nu) gioi\b|\bngoai hinh\b|\bchieu cao\b|\bcan nang\b|\bhon nhan\b`,
    // Where the person is registered, was born or comes from, by papers: a household registration ('hộ khẩu', '户口',
    // 'прописка', 'hukou'), a permanent or temporary residence record ('thường trú', 'tạm trú'), an identity card of a
    // place ('KTP DKI'), a domicile certificate ('Surat keterangan domisili'), a home town or native place ('quê quán',
    // '籍贯', 'putra daerah', 'place of birth'). A trait of the person, not of the work; where the post's place is the
    // point ('Domisili Jogja', 'Berdomisili di Bekasi'), the place of work states it.
    String.raw`\bho khau\b|\b(?:thuong|tam) tru\b|\b(?:que|nguyen) quan\b|\bktp\b|\b(?:surat keterangan|sk|keterangan) domisili\b|\bputra(?:[- ]putri)? daerah\b|\bpenduduk asli\b|\basal daerah\b|\bhukou\b|\bhousehold registration\b|\bplace of (?:birth|origin)\b|\bhome ?town\b|\blieu de naissance\b|\blugar de nacimiento\b|\bnaturalidade\b|прописк|户口|户籍|籍贯|本地人|本籍|出身地`,
  ].join('|'),
  'i',
);

// Notices about the hiring process rather than the job: a staffing pool or reserve the competition may create, the
// post's classification in a pay group, the linguistic profiles and tenures of other posts.
const PROCESS_NOTICE = new RegExp(
  [
    // English
    String.raw`\bpool of (?:qualified |eligible )?(?:persons|people|candidates|applicants)\b|\beligibility list\b`,
    String.raw`\b(?:role|position|job|post) is classified as\b|\bqualification standards?\b|\blinguistic profiles?\b`,
    // French
    String.raw`\b(?:bassin|reserve|repertoire|liste) de (?:candidat\w*|personnes) (?:qualifi|preq|admissib)\w*`,
    String.raw`\b(?:poste|role|emploi) est classe\b|\bnormes? de qualification\b|\bprofils? linguistiques?\b`,
    // Spanish
    String.raw`\bbolsa de (?:trabajo|candidat\w*) (?:calificad|elegib)\w*`,
  ].join('|'),
  'i',
);

// Sentences that pitch the job to the reader instead of saying what it asks: 'People are at the centre of what we
// do — we need you to…', 'Nous avons besoin de vous'.
const PITCH = new RegExp(
  [
    String.raw`\bwe need you\b|\bat the (?:centre|center|heart) of (?:what|everything) we do\b`,
    String.raw`\bnous avons besoin de vous\b|\bau c(?:oe|œ)ur de (?:ce que|tout ce que) nous faisons\b`,
    String.raw`\bte necesitamos\b|\bnecesitamos que (?:tu|usted)\b`,
  ].join('|'),
  'i',
);

// What the job offers to teach, not work the candidate has done: 'The position offers the opportunity to skill up in…',
// 'You will learn…', 'Training provided'.
const LEARNING_OFFER =
  /\b(?:offers?|provides?|gives?) (?:you )?(?:the |an? )?(?:opportunit(?:y|ies)|chance) to (?:learn|skill up|upskill|develop|grow|gain|train)\b|\bopportunit(?:y|ies) to (?:learn|skill up|upskill)\b|\bskill up\b|\byou will (?:learn|be trained|receive (?:full |paid )?training)\b|\btraining (?:is |will be )?provided\b|\bwe will train you\b/i;

// The text of a link the page printed ('Click here for full details and application form'): nothing the job asks.
const LINK_TEXT = /\bclick (?:here|below|the link)\b|\bfollow (?:this|the) link\b/i;

// A website's side box, menu or footer printed with the post: a call to donate, subscribe or download ('… supported by
// people like you. Donate today!'), to follow the employer or watch its film ('Watch the film. Follow us on LinkedIn.'), the footer's notices ('Trademark notices … can be found in our FAQ'), or a line of
// nothing but the site's navigation words ('Home About Jobs Contact Donate').
const SITE_CALL =
  /\b(?:trademark|copyright) notices?\b|\ball rights reserved\b|\bcan be found (?:in|on|at) our (?:faq|website|site|page)\b|\b(?:donate|subscribe|sign up|download|give) (?:today|now|here)\b|\b(?:supported|funded|made possible) by (?:people|readers|users|donors|listeners|viewers) like you\b|\bmake a (?:donation|gift) (?:today|now)\b|\b(?:follow|like|find) us on (?:linkedin|facebook|instagram|twitter|x|youtube|tiktok|xing)\b|\bwatch the (?:film|video)\b/i;
const MENU_LINE =
  /^(?:(?:home|about(?: us)?|contact(?: us)?|blog|news(?:letter)?|press|donate|volunteer|download|documentation|docs|jobs|careers|faq|log ?in|sign in|search|menu|shop|events)(?:\s*[»|/·-]\s*|\s+|$)){3,}$/i;

// A post the employer has closed says so in a badge or a notice: nothing in it is asked of a candidate.
const CLOSED_NOTICE = new RegExp(
  [
    // English
    String.raw`^closed\b|\bno longer (?:accepting|taking|receiving|open (?:to|for)) applications\b|\bapplications (?:are|have) (?:now )?closed\b`,
    String.raw`\b(?:position|role|job|vacancy|post|posting) (?:has (?:now )?been|is (?:now )?|was) (?:filled|closed)\b`,
    // Spanish, French, German
    String.raw`\bconvocatoria (?:cerrada|finalizada)\b|\bya no (?:se )?(?:aceptan|reciben|recibimos) postulaciones\b`,
    String.raw`\b(?:offre|poste) (?:a ete )?(?:pourvue?|close?)\b|\b(?:stelle|position) (?:ist )?(?:bereits )?besetzt\b`,
  ].join('|'),
  'i',
);

/** A closed post's badge or notice ('CLOSED', 'This position has been filled', 'no longer accepting applications'). */
export function isClosedNotice(text: string): boolean {
  return CLOSED_NOTICE.test(plain(text));
}

/** An offer to teach the candidate ('…offers the opportunity to skill up on…', 'Training provided'). */
export function isLearningOffer(text: string): boolean {
  return LEARNING_OFFER.test(text);
}

/** The text of a link ('Click here for full details'). */
export function isLinkText(text: string): boolean {
  return LINK_TEXT.test(text);
}

/**
 * A website's side box, menu, contact block or footer ('Donate today!', 'Home About Jobs Contact', 'Interessiert?',
 * a phone number, '© 2024 …', 'Impressum | Datenschutz'), in any language the engine reads.
 */
export function isSiteFurniture(text: string): boolean {
  return SITE_CALL.test(text) || MENU_LINE.test(text.trim()) || isContactOrFooterLine(text);
}

/** A notice about the hiring process ('A pool of qualified persons may be created…', 'Ce poste est classé…'). */
export function isProcessNotice(text: string): boolean {
  // The employer reserving a right ('si riserva di valutare diplomati in altre materie') is about the hiring too.
  return PROCESS_NOTICE.test(plain(text)) || isEmployerReservation(text);
}

/** A sentence that pitches the job to the reader ('…we need you to go above and beyond'). */
export function isPitch(text: string): boolean {
  return PITCH.test(text) || PITCH.test(plain(text));
}

/** An application instruction ('Provide as much detail as possible on your resume', 'Envía tu CV'). */
export function isApplicationInstruction(text: string): boolean {
  return APPLICATION_INSTRUCTION.test(plain(text));
}

/** A rule on the person rather than the work ('Sin tatuajes visibles', 'Buena presencia', 'Age 25 to 35'). */
export function isPersonalAttribute(text: string): boolean {
  return PERSONAL_ATTRIBUTE.test(plain(text));
}

/**
 * The sections without the application instructions: each such line, and the items of a list one introduces
 * ('For each job on your resume, provide:' → 'The exact dates you held each job', 'Number of hours per week…').
 */
const INTRODUCES_WHAT_TO_ADDRESS =
  /\b(?:address|respond to|speak to|cover) (?:all |each )?(?:of )?(?:these|the following|them)\b|\b(?:explain|describe|show) how you meet\b/i;

export function withoutApplicationText(sections: Section[]): Section[] {
  return sections.map((section) => {
    let isInInstructionList = false;
    const items = section.items.filter((item) => {
      if (isApplicationInstruction(item)) {
        // 'Please briefly address all of these in your cover letter:' introduces what the post looks for, not steps.
        isInInstructionList = /:\s*$/.test(item) && !INTRODUCES_WHAT_TO_ADDRESS.test(item);
        return false;
      }
      // A list an instruction introduced runs until a line that introduces another list.
      if (isInInstructionList && !/:\s*$/.test(item)) return false;
      isInInstructionList = false;
      return true;
    });
    return { ...section, items };
  });
}
