import { detectLanguage } from '../text/stopwords.ts';
import { JOB_NOUN } from './job-and-heading-words.ts';
import { asksAboutBoilerplate, unaskableSubject } from './screening-subject-checks.ts';
import { BEFORE_A_NAME, isBareVerb, tagsOf } from './screening-wording-checks.ts';

/**
 * Checks of issue 13 on the posting line a screening question quotes. Grounding passes any quoted line, since its
 * words are the posting's; these read what the line is: a benefit, pay or equal-opportunity line, an application
 * instruction, a learning offer, a job board's sidebar item, a fragment cut from a list, or (quoted as a
 * responsibility) a sentence that describes the employer rather than the work.
 */

// The leads a screening question puts before the posting's own words, in the languages the engine writes.
const LEAD =
  /(?:A nice-to-have for this role is|The role asks for|The role requires you to have|One of the responsibilities of this role is to|This role involves|El puesto pide:|Le poste demande\s*:|L['’]une des missions du poste\s*:|Est consid[ée]r[ée] comme un atout\s*:)\s*(.+?)(?=\.\s+[¿\p{Lu}]|\.$|\?|$)/gu;
const QUOTES = /"([^"]+)"|«\s*([^»]+?)\s*»|“([^”]+)”/g;
const DUTY_LEAD =
  /\blists this responsibility\b|\bOne of the responsibilities of this role\b|\bThis role involves\b|\bL['’]une des missions du poste\b/i;

/** The posting's own words a screening question quotes: in quotation marks, or after one of the engine's leads. */
export function quotedParts(question: string): string[] {
  // A lead's item may hold quotation marks of its own ('comprendre les besoins de vos « utilisateurs »').
  const led = [...question.matchAll(LEAD)].map((match) => (match[1] ?? '').trim());
  if (led.length > 0) return led;
  return [...question.matchAll(QUOTES)].map((match) => (match[1] ?? match[2] ?? match[3] ?? '').trim());
}

// What a posting offers the holder to learn, not work the holder does.
const LEARNING_OFFER =
  /\bopportunit(?:y|ies) to (?:learn|grow|develop|skill up|gain|build)\b|\bskill up\b|\byou will (?:learn|be trained|receive (?:training|mentoring))\b|\b(?:full |on-the-job |paid )?training (?:is |will be )?provided\b|\bwe (?:offer|provide) (?:full |paid )?(?:training|mentoring|coaching)\b|\bte formamos\b|\bformaci[oó]n a cargo de la empresa\b|\bnous vous formerons\b|\bformation (?:assur[ée]e|interne|offerte)\b/i;

// A job board's chips and side column: the contract, the degree chip, the post's age, the board's buttons and fields.
const SIDEBAR_ITEM =
  /^(?:full[- ]time|part[- ]time|contract|temporary|permanent|remote|hybrid|on-?site|internship|entry[- ]level|mid[- ]level|senior[- ]level|no degree required|(?:bachelor'?s?|master'?s?|associate'?s?|high school) (?:degree )?required|posted \d+ \w+ ago|\d+ (?:days?|hours?|weeks?) ago|apply(?: now)?|save(?: job)?|share(?: this job)?|similar jobs|(?:job type|salary|location|category|closing date|job id|reference|department)\s*:.*)$/i;

// Words a list item does not end on, and openings that continue a sentence the quote does not hold.
const DANGLING_END =
  /(?:^|\s)(?:and|or|of|the|to|with|for|a|an|in|on|by|as|such as|including|e\.g|like|de|del|et|y|o|la|le|les|des|du|por|para|que|con|avec|pour)\s*[,:;]?$|[,:;]$/i;
const CONTINUING_OPENING =
  /^(?:and|or|but|which|who|whom|whose|these include|this includes|including|such as|applicants (?:should|must|will)|candidates (?:should|must|will)|y|et|o|ou|que|qui)\b/i;

// Pay that the benefit and pay patterns miss: 'Wage dependent upon experience', 'pay depending on experience'.
const WAGE = /\bwages?\b|\b(?:pay|salary|compensation) (?:dependent|depending|based) (?:up)?on\b|\bDOE\b/i;

// Benefits a contractor arranges alone ('manage their own taxes and benefits', 'sus propios impuestos y beneficios'):
// a term of the engagement, not a benefit the post offers.
const OWN_BENEFITS =
  /\b(?:(?:their|your|his|her) own|sus propi[oa]s|leurs propres|vos propres)\s+(?:\p{L}+\s+(?:and|y|et)\s+)?(?:benefits|beneficios|avantages)\b/giu;

/** A quoted line that is a benefit, pay or legal line rather than a duty, requirement or condition of work. */
export function isBenefitOrPay(quoted: string): boolean {
  const offered = quoted.replace(OWN_BENEFITS, ' ');
  return asksAboutBoilerplate(`"${offered}"`) || WAGE.test(offered);
}

// A posting's closing call to apply ('We look forward to your application', 'Wir freuen uns auf Ihre Bewerbung'):
// addressed to the applicant, never part of the work.
const CALL_TO_APPLY =
  /\b(?:(?:we )?look forward to (?:receiving |hearing |reading )?your (?:application|cv)|apply (?:now|today)|freuen uns auf (?:ihre|deine) (?:\p{L}*bewerbung|unterlagen)|bewerben sie sich|nous attendons (?:votre|ta) candidature|postulez|esperamos (?:tu|su) (?:postulaci[oó]n|candidatura|cv)|post[uú]late)\b/iu;

// What the post offers its holder, told as there for the taking ('Relocation assistance is available', 'A laptop is
// provided'): nothing a candidate has done or has.
const OFFERED = /\b(?:is|are|will be) (?:also |readily )?(?:available|provided|offered)\b/i;
// A website's side box printed with the page: its call to give ('Donate today!', 'supported by people like you').
const SITE_SIDE_BOX =
  /\bdonate (?:today|now)\b|\b(?:supported|funded|made possible|powered) by (?:people|users|donors|readers|members|listeners|viewers) like you\b|\b(?:make|give) a (?:gift|donation)\b/i;
// The post's reporting line ('this position reports to our CFO', 'will report directly to the Executive Director'):
// whom the holder answers to, not a skill or a past deed. 'Prepare reports to the board' has a noun, not this verb.
const REPORTING_LINE =
  /(?:^|\b(?:position|role|post|job|person|incumbent|holder|you|who|which|and)\s+)(?:will\s+)?(?:reports?|reporting)\s+(?:directly\s+)?to\b/i;

/** Why a quoted posting line is not what the question asks about (null when it is): the quoted part's kind. */
export function quotedLineFault(quoted: string, isDuty: boolean): string | null {
  const line = quoted.replace(/…$/, '').trim();
  if (isBenefitOrPay(line) || OFFERED.test(line)) return 'the quoted line is a benefit, pay or legal line';
  if (CALL_TO_APPLY.test(line)) return 'the quoted line is a call to apply';
  if (SITE_SIDE_BOX.test(line)) return "the quoted line is the website's side box";
  if (REPORTING_LINE.test(line)) return "the quoted line is the post's reporting line";
  const unaskable = unaskableSubject(line);
  if (unaskable) return `the quoted line is an ${unaskable.replace(/ asked$/, '')}`;
  if (LEARNING_OFFER.test(line)) return 'the quoted line is a learning offer';
  if (SIDEBAR_ITEM.test(line)) return "the quoted line is a job board's sidebar item";
  if (line.split(/\s+/).length < 2 || DANGLING_END.test(line) || CONTINUING_OPENING.test(line))
    return 'the quoted line is a fragment';
  if (describesTheEmployer(line))
    return `the quoted ${isDuty ? 'responsibility' : 'line'} describes the employer, not the work`;
  return null;
}

// A sentence whose subject is the employer, its equipment or its courses: 'The Department has over 180 computers',
// 'Most of these are installed with…', 'The balance is likely to be 75% support', 'Programming is an important skill'.
// Other people's work ('Professional Services staff in the department use Windows PCs…') is such a sentence too.
const DESCRIPTION =
  /^(?:(?:additionally|also|in addition|furthermore|moreover),?\s+)?(?:(?:the|our|its|this|these|those|most|many|some|all|other|it|there|they|we|around|approximately|over)\b[^,.;:]{0,60}?\b(?:has|have|is|are|was|were|includes?|offers?|provides?|consists?|comprises?|runs?|rel(?:y|ies)|uses?|learns?)\b|[\p{L} ]{0,40}?\b(?:staff|students|undergraduates|users|researchers|colleagues|employees|courses|labs)\b[^,.;:]{0,40}?\b(?:use|uses|learn|learns|rely|relies|need|needs|have|has|are)\b)|^\p{Lu}[\p{L}-]*(?: \p{L}+)? is (?:an? )?(?:important|essential|key|vital|increasingly|likely)\b/iu;
// Who does the work: the holder, the role itself, a duty's verb of obligation ('The coordinator is responsible for').
// What the holder must be able to do ('the ability to use…'), and the duties named as such.
const ABOUT_THE_ROLE =
  /\b(?:you|your|the (?:successful )?(?:candidate|applicant|post ?holder|role ?holder|jobholder|incumbent|person|individual)|(?:the|this) (?:role|position|post|job)|responsible|accountable|expected|required|will|ability|able|experience|knowledge|skills?|proficien\w*|familiar\w*|responsibilit\w*|(?:duties|tasks) (?:include|are|will))\b/i;

function describesTheEmployer(line: string): boolean {
  const match = DESCRIPTION.exec(line);
  // A subject that is a job title ('The Certified Registered Nurse Anesthetist is part of…') is the holder.
  return match !== null && !ABOUT_THE_ROLE.test(line) && !JOB_NOUN.test(match[0]);
}

// A trait the posting wants ('Inspired by computers…', 'Passionate about education'): a feeling toward a subject, which
// no one 'did in a previous role'.
const FEELING_TOWARD =
  /^(?:inspired|excited|passionate|interested|curious|enthusiastic|motivated|driven|fascinated|thrilled|eager)\s+(?:by|about|in|for|with)\b/i;
const DONE_BEFORE = /\bDescribe a time you did this\b|\bWhere have you done something similar\b/i;

// A German duty listed as one compound noun ('Pflegedokumentation', 'Wäschepflege'; round 20's nurse's documentation
// was a duty the reading wanted asked): a whole line of the posting, one long word, is no fragment, and it is grounded
// though it holds no two words in a row.
const MIN_COMPOUND_LETTERS = 11;

/** Whether a quoted part is one long word that stands as a whole line of the posting. */
function isOneWordLine(part: string, documentText: string): boolean {
  if (!/^\p{Lu}\p{L}+$/u.test(part) || part.length < MIN_COMPOUND_LETTERS) return false;
  return documentText.split('\n').some(
    (line) =>
      line
        .replace(BULLET, '')
        .replace(/[.;,]$/, '')
        .trim() === part,
  );
}

/** Whether a question quotes one long word that stands as a whole line of the posting. */
export function quotesOneWordLine(question: string, documentText: string): boolean {
  return quotedParts(question).some((part) => isOneWordLine(part, documentText));
}

// The role's typed title quoted as its name ('the "Pultos" role', 'as "Contabil"'): a name, not a line cut short.
const quotedAsTitle = (part: string, question: string): boolean => {
  const title = `["“«]\\s*${escapeRegExp(part)}\\s*["”»]`;
  return new RegExp(`\\bthe ${title} (?:role|position|post|job)\\b|\\bas (?:an? )?${title}`, 'i').test(
    question,
  );
};

/** Why a screening question's quoted posting line is not a duty or requirement (empty when every quote is one). */
export function quotedLineFaults(question: string, documentText = ''): string[] {
  const isDuty = DUTY_LEAD.test(question);
  const quoted = quotedParts(question).filter(
    (part) => !isOneWordLine(part, documentText) && !quotedAsTitle(part, question),
  );
  const traits =
    isDuty && DONE_BEFORE.test(question) && quoted.some((part) => FEELING_TOWARD.test(part))
      ? ['a trait asked as something done before']
      : [];
  return [...new Set([...quoted.flatMap((part) => quotedLineFault(part, isDuty) ?? []), ...traits])];
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const BULLET = /^[\s\-*•·▪●◦‣+>#\d.)]*/u;
// Words a wrapped sentence breaks after: the next line goes on with the same sentence.
const WRAPS_AFTER =
  /\b(?:and|or|of|the|to|with|for|a|an|in|on|by|as|at|from|using|including|such as|e\.g\.?)$/i;

// Words that open a requirement item ('Ability to…', 'Knowledge of…'); a bare verb opens a duty item ('Print…').
const ITEM_OPENER =
  /^(?:Ability|Able|Knowledge|Experience|Proficiency|Proficient|Familiarity|Understanding|Coordination|Communication|Strong|Excellent|Demonstrated|Proven|Minimum|Must)$/;
// Words that end a requirement item ('a bachelor's degree preferred', 'CPA required'), and an adverb that opens one
// ('Highly competent in QuickBooks'): a capital after either starts the next item, not a name.
const ITEM_END = /^(?:preferred|required|desired|desirable|preferably|essential|mandatory|plus)$/i;
const isAdverb = (word: string): boolean => /ly$/.test(word) && tagsOf(word.toLowerCase()).includes('Adverb');

// A print ad's lead-in ('Wir …') goes on in lines opening on an ellipsis ('… suchen eine*n engagierte*n'), which its
// narrow columns break before the sentence ends ('Außendienstmitarbeiter*in, der*die …'): a break inside such a
// sentence is a wrap, not two lines (round 20's sales post).
const CONTINUATION_OPENING = /^(?:…|\.{3})\s*\p{Ll}/u;
const MAX_CONTINUATION_LINES = 3;
function isContinuationGoingOn(lines: string[], index: number): boolean {
  for (let at = index; at >= Math.max(0, index - MAX_CONTINUATION_LINES); at -= 1) {
    const line = lines[at] ?? '';
    if (at < index && /[.!?]$/.test(line)) return false;
    if (CONTINUATION_OPENING.test(line)) return !/[.!?]$/.test(lines[index] ?? '');
  }
  return false;
}

/**
 * Posting lines a quote runs together: a lower-case word that ends one item followed by the capitalised word that opens
 * the next ('…internal stakeholders Print Packing Slips…', '…counts Ability to problem solve…'). The join shows as a
 * line break in the posting there, or (where the reader already joined the lines) as an item's opening word: a bare
 * verb or a requirement's head noun, after a word no name follows. A capital the posting also writes after 'with',
 * 'using'… is a name ('with Excel'), and a line ending on 'with' or 'and' is a wrapped sentence: neither counts.
 */
export function linesRunTogether(question: string, documentText: string): string[] {
  const lines = documentText
    .split('\n')
    .map((line) => line.replace(BULLET, '').trim())
    .filter((line) => line !== '');
  const language = detectLanguage(documentText);
  const isEnglish = language === 'en';
  const isGerman = language === 'de';
  const found: string[] = [];
  for (const quoted of quotedParts(question)) {
    for (const match of quoted.matchAll(/(?<![\p{L}'’-])(\p{Ll}[\p{L}'’-]*)[,;]?\s+(\p{Lu}[\p{L}'’-]*)/gu)) {
      const [joined, last = '', next = ''] = match;
      if (BEFORE_A_NAME.has(last.toLowerCase()) || WRAPS_AFTER.test(last)) continue;
      const isName = [
        ...documentText.matchAll(new RegExp(`(\\p{L}+)\\s+${escapeRegExp(next)}(?![\\p{L}])`, 'gu')),
      ].some((mention) => BEFORE_A_NAME.has((mention[1] ?? '').toLowerCase()));
      const isLineBreak = lines.some(
        (line, index) =>
          new RegExp(`(?<![\\p{L}])${escapeRegExp(last)}[.,;:]?$`, 'u').test(line) &&
          !WRAPS_AFTER.test(line) &&
          !isContinuationGoingOn(lines, index) &&
          new RegExp(`^${escapeRegExp(next)}(?![\\p{L}])`, 'u').test(lines[index + 1] ?? ''),
      );
      // Read by its words in English postings only; a title's first word ('Staff Accountant') is a name's.
      const after = quoted.slice((match.index ?? 0) + joined.length).match(/^\s+(\p{Lu}\p{L}+)/u)?.[1] ?? '';
      const opensAnItem =
        isEnglish &&
        !/^\p{Lu}{2,}/u.test(next) &&
        !JOB_NOUN.test(after) &&
        (ITEM_OPENER.test(next) || isBareVerb(next) || ITEM_END.test(last) || isAdverb(next));
      // The capitalised word opens another of the posting's items ('Previous accounting experience' on its own line
      // or first on it): an item's opening run into the one before. German writes every noun with a capital.
      const opensAPostingItem =
        !isGerman &&
        !/^\p{Lu}{2,}/u.test(next) &&
        lines.some((line) => new RegExp(`^${escapeRegExp(next)}\\s+\\p{Ll}`, 'u').test(line));
      if (!isName && (isLineBreak || opensAnItem || opensAPostingItem))
        found.push(`two posting lines run together at '${joined}'`);
    }
  }
  return [...new Set(found)];
}

// A section's heading a posting runs into its first line (round 32: 'Selection criteria This position requires …', a
// WordPress import): the heading nouns of a requirements or duties section, bare or after a qualifier ('Key', 'Essential',
// 'Selection'), and the other heading nouns after a qualifier only ('Job description', 'Person specification').
const RUN_IN_HEADING =
  /^((?:(?:key|essential|desirable|selection|minimum|required|preferred|basic|core|main|general|eligibility)\s+(?:criteria|requirements|qualifications|responsibilities|duties|skills|competencies|tasks|experience)|(?:job|role|position|person)\s+(?:description|specification|summary|overview|purpose|requirements|responsibilities|duties)|criteria|requirements|qualifications|responsibilities|duties))\s+(\p{Lu}[\p{L}'’-]*)/iu;

/**
 * A quote that opens on a section's heading run into the section's first line ('"Selection criteria This position
 * requires …"'), each with its fault; a title after the heading word ('Requirements Analyst') is none.
 */
export function runInHeading(question: string): string[] {
  return quotedParts(question).flatMap((quoted) => {
    const match = RUN_IN_HEADING.exec(quoted);
    if (!match || !/^\p{Lu}/u.test(match[2] ?? '') || JOB_NOUN.test(match[2] ?? '')) return [];
    // The heading in title case or capitals; 'Requirements engineering' runs on in lower case.
    if (!/^\p{Lu}/u.test(match[1] ?? '')) return [];
    return [`a section heading run into the quote: '${match[1]}'`];
  });
}
