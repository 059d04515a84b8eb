import { JOB_NOUN } from './job-and-heading-words.ts';
import { quotedParts } from './quoted-line-checks.ts';

/**
 * Checks of issue 13 on posting lines that are not the work, asked as a requirement or a duty (round 20's reading):
 * the employer's offer (a line under an offer's lead-in, a pay supplement), the start, a street address from the
 * footer, a job board's own ad; and (round 21's) what the employer allows, a catch-all task, a plus asked as required. Grounding passes them, since the words are the posting's. Plain patterns over the
 * question and the posting, apart from the engine.
 */

// 'Your next job is only a swipe away!', 'Download the Jobbery app and start swiping.'
const BOARD_AD =
  /\bonly (?:a|one) (?:swipe|click|tap)s? away\b|\bdownload (?:the|our) .{0,30}?\bapp\b|\bstart swiping\b/i;
// 'Einstellungstermin per sofort oder später', 'Start date: immediate', 'Fecha de incorporación: inmediata', 'Start-up is
// as soon as possible', 'Der er opstart hurtigst muligt'.
const START_LINE =
  /\b(?:einstellungstermin|start-?up (?:is|will be|date)|opstart\w*|eintrittstermin|beginn der t[äa]tigkeit|(?:ab|per) sofort|start(?:ing)? date|fecha de (?:inicio|incorporaci[oó]n)|incorporaci[oó]n inmediata|date de (?:d[ée]but|prise de poste)|prise de poste)\b/iu;
// 'Plaza de Rosalia 1', 'Voßstraße 1', '28207 Bremen', '5701 W. Slaughter Lane': a street or a postcode and town alone.
const STREET_ADDRESS =
  /^(?:\p{Lu}[\p{L}.-]*\s+)?\p{L}*(?:straße|strasse|str\.|weg|platz|allee|gasse)\s*\d+\s*\p{L}?(?:\s*[-/]\s*\d+)?$|^(?:plaza|calle|avenida|paseo|via|piazza|rue|rua|avenue)\s+[\p{L} .'-]{2,40}?\d+\s*\p{L}?$|^\d{1,5}\s+(?:[NSEW]\.?\s+)?(?:\p{Lu}[\p{L}'.-]*\s+){1,3}(?:street|st|avenue|ave|road|rd|lane|ln|drive|dr|boulevard|blvd)\b|^\d{4,5}\s+\p{Lu}\p{L}+$/iu;
// 'Sonn-, Feiertags- und Nachtarbeitszuschläge', 'night and holiday supplements': pay, an offer.
const PAY_SUPPLEMENT =
  /\p{L}*zuschl[äa]ge\b|\b(?:night|holiday|weekend|sunday|shift)(?:,? (?:and |or )?(?:night|holiday|weekend|sunday|shift))* (?:supplements?|premiums?|differentials?)\b/iu;
// The lead-in or heading of an offer: 'Was wir dir bieten', 'Wir freuen uns auf Sie, freuen Sie sich auf ...', 'What
// we offer', 'Benefits', 'Ofrecemos', 'Nous offrons'; a traineeship's 'What you can expect' and 'You will have the
// opportunity to' (round 26), and the Dutch, Finnish and Scandinavian heads ('Wat mag je verwachten', 'Tarjoamme');
// round 29's Polish, Czech, Slovak, Hungarian, Romanian, Turkish, Russian, Ukrainian and Japanese heads ('Na to możesz
// liczyć', 'Nabízíme', 'Условия', 'Пропонуємо', '待遇'), each bounded by no letter, since '\b' is ASCII only.
const OFFER_HEAD =
  /(?<![\p{L}])(?:oferujemy|co (?:ci |wam )?oferujemy|na to mo[żz]esz liczy[ćc]|nab[íi]z[íi]me|pon[úu]kame|k[íi]n[áa]lunk|oferim|sunduklar[ıi]m[ıi]z|мы предлагаем|предлагаем|условия|ми пропонуємо|пропонуємо|умови|待遇|福利厚生|bieten|freu(?:en sie sich|e dich|t euch) auf|es erwartet (?:sie|dich)|unser angebot|what we offer|we offer|benefits|perks|ofrecemos|nous (?:vous )?offrons|offriamo|wij bieden|oferecemos|(?:what )?(?:you|can you) (?:can )?expect(?! to do| in (?:this|the|your) role| day)(?: from us)?|(?:you will|you['’]ll) (?:have|get) the (?:opportunity|chance) to|what['’]?s in it for you|why join us|our offer|wat (?:mag je|kun je|kan je) (?:van ons )?verwachten|wat (?:wij|we) (?:je )?bieden|wat bieden (?:wij|we)|ons aanbod|tarjoamme|(?:mitä|me) tarjoamme|tarjoamme sinulle|vi (?:tilbyder|tilbyr|erbjuder)|ce que nous (?:offrons|proposons)|qu[eé] ofrecemos|cosa offriamo|o que oferecemos)(?![\p{L}])/iu;
// A line under an offer head that names the work's tasks ('Een veelzijdige functie met werkzaamheden zoals verkoop …',
// 'a varied role with tasks such as …'): the duties, set under the offer's heading (round 21's counter-sales post).
const TASKS_NAMED =
  /\b(?:tasks|duties|werkzaamheden|taken|aufgaben|t[äa]tigkeiten|tarefas|tareas|t[âa]ches|missions)\s+(?:such as|like|including|zoals|wie|como|telles que)\s/iu;
// What the employer allows or grants, or changes for the person (round 21's lab post: 'With supervisor's agreement,
// primary job duties and timelines will be adjusted to accommodate …', asked 'Describe a time you did this').
const ALLOWANCE =
  /\b(?:will|may|can|shall) (?:also )?be (?:adjusted|granted|allowed|permitted|accommodated)\b|\bwith (?:the |your )?(?:supervisor|manager)['’]?s? (?:agreement|approval|consent)\b|\byou(?: will|['’]ll)? (?:have|get|be given) (?:the |an )?(?:opportunity|chance|possibility) to (?!work\b)/i;
// A plus's mark left in the quote ('(preferred) Familiarity with …', 'SAP (desejável)').
const PLUS_MARK =
  /\((?:preferred|preferable|desired|desirable|a plus|an? (?:asset|advantage|bonus)|nice[- ]to[- ]have|optional|deseable|desej[áa]vel|diferencial|souhait[ée]e?|un atout|wünschenswert|von vorteil|gewenst|wenselijk)\)/iu;
// A question that asks its item as a plus, in the engine's languages.
const PLUS_QUESTION = /nice-to-have|\bplus\b|\batout\b|\bdeseable\b|\bse valora\b/i;
// A catch-all task ('Other duties as assigned', 'ajudar em quaisquer tarefas necessárias', 'Weitere Aufgaben nach
// Absprache', 'Overige voorkomende werkzaamheden'): nothing to give an example of.
const CATCH_ALL =
  /\bother (?:[\w-]+ ){0,2}(?:duties|tasks|responsibilities)\b|\bany (?:[\w-]+ ){0,2}tasks\b[^.]{0,40}\b(?:as (?:assigned|needed|required)|that (?:may )?arise)\b|\botras (?:funciones|tareas)\b|\bautres t[âa]ches\b|\b(?:quaisquer|demais|outras) (?:tarefas|atividades|fun[çc][õo]es)\b|\b(?:weitere|sonstige) (?:\p{L}+ )?(?:aufgaben|t[äa]tigkeiten)\b|\b(?:overige|voorkomende) (?:\p{L}+ )?(?:werkzaamheden|taken)\b/iu;
// 'Ben jij de persoon die wij zoeken met … dan bieden wij je:', 'Are you the one we need, with …? Then …': who the
// person must be, a requirement, though the offer follows it.
const ASKED_PROFILE =
  /^(?:ben (?:jij|je)|bent u|are you|bist du|sind sie|[eê]tes-vous|es-tu)\s.{10,300}?[\s?!,]+(?:dan|then|dann|alors)\s/iu;
const MAX_LINES_BACK = 25;
const MAX_HEAD_WORDS = 12;

const plainLine = (line: string): string => line.replace(/\s+/g, ' ').trim();

/**
 * The heading or lead-in a posting's line stands under: a heading, or a short line ending on a colon or ellipsis. None
 * for a line that names the work's tasks or asks whether the reader is the person sought: the duties and the
 * requirements, whatever heading is over them.
 */
function headOf(quoted: string, documentText: string): string | null {
  const lines = documentText.split('\n').map(plainLine);
  // Case aside: a quote may open on a capital where the posting's line runs on in lower case.
  const probe = plainLine(quoted).slice(0, 30).toLowerCase();
  const at = lines.findIndex((line) => line.toLowerCase().includes(probe));
  const line = lines[at] ?? '';
  if (at < 0 || TASKS_NAMED.test(line) || ASKED_PROFILE.test(line)) return null;
  for (let index = at - 1; index >= Math.max(0, at - MAX_LINES_BACK); index -= 1) {
    const line = lines[index] ?? '';
    if (!line || /^(?:[-*•]|\.{3}|…)/.test(line)) continue;
    const isHead =
      line.startsWith('#') ||
      (/(?::|\.{3}|…|\?)$/.test(line) && line.split(' ').length <= MAX_HEAD_WORDS) ||
      (line.split(' ').length <= 6 && !/[.!?,]$/.test(line));
    if (isHead) return line;
  }
  return null;
}

// A person and a title ('Meera Thapaliya, Programmes Director, Himal Data Trust'): a name of two or three words (its
// first letter perhaps lower-cased by the engine), a comma, a title; after an optional 'Reports to' or 'Line manager'.
const PERSON_AND_TITLE =
  /^(?:(?:[Rr]eports? to|[Rr]eporting to|[Ll]ine manager|[Ss]upervisor|[Mm]anager)\s*:?\s*)?(\p{L}[\p{Ll}'’-]+(?:\s+\p{Lu}\.)?(?:\s+\p{Lu}[\p{Ll}'’-]+){1,2}),\s+([^,]{3,80})(?:,\s*[^,]{2,80})?$/u;
// The lead or heading a reporting line stands under or opens with.
const REPORTING =
  /\breport(?:s|ing)?(?: to| line| requirements)?\b|\bline manager\b|\bsupervisor\b|\bmanaged by\b/i;
const REPORTING_LINES_BACK = 2;

/**
 * A reporting line asked as a requirement (round 32: 'The role asks for roshan Ghimire, Operations and Marketing
 * Director, Code for Nepal'): a person's name and a job title, standing in the posting under a reporting heading or
 * after its lead ('Reports to', 'Line manager:'). Nothing a candidate can show.
 */
function isReportingLine(quoted: string, documentText: string): boolean {
  const shape = PERSON_AND_TITLE.exec(quoted.trim());
  if (!shape || JOB_NOUN.test(shape[1] ?? '') || !JOB_NOUN.test(shape[2] ?? '')) return false;
  const lines = documentText
    .split('\n')
    .map(plainLine)
    .filter((line) => line !== '');
  const probe = plainLine(quoted).slice(0, 30).toLowerCase();
  const at = lines.findIndex((line) => line.toLowerCase().includes(probe));
  if (at < 0) return false;
  return lines
    .slice(Math.max(0, at - REPORTING_LINES_BACK), at + 1)
    .some((line, index, near) => REPORTING.test(index === near.length - 1 ? line.slice(0, 40) : line));
}

/** Why a screening question asks a posting's line that is not the work (empty when it does not). */
export function notTheWorkAsked(question: string, documentText: string): string[] {
  return quotedParts(question)
    .filter((part) => part.length >= 4)
    .flatMap((quoted) => {
      if (BOARD_AD.test(quoted)) return [`a job board's ad asked: "${quoted}"`];
      if (STREET_ADDRESS.test(quoted.trim())) return [`a street address asked: "${quoted}"`];
      if (START_LINE.test(quoted)) return [`the start asked as a requirement: "${quoted}"`];
      if (PAY_SUPPLEMENT.test(quoted)) return [`a benefit asked: "${quoted}"`];
      if (ALLOWANCE.test(quoted)) return [`what the employer allows asked: "${quoted}"`];
      if (CATCH_ALL.test(quoted)) return [`a catch-all task asked: "${quoted}"`];
      if (isReportingLine(quoted, documentText)) return [`a reporting line asked: "${quoted}"`];
      if (PLUS_MARK.test(quoted) && !PLUS_QUESTION.test(question))
        return [`a plus asked as required: "${quoted}"`];
      const head = headOf(quoted, documentText);
      return head && OFFER_HEAD.test(head) ? [`an offer line asked (under "${head}"): "${quoted}"`] : [];
    });
}
