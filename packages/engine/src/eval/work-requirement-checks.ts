import type { WorkRequirement } from '@viva/contracts';
import { GERMAN_PLACE } from './measures.ts';
import { statesContractTerm } from './contract-term-words.ts';
import { FINNISH_CONDITION } from './finnish-condition-words.ts';
import { withoutHybridTechnology } from './arrangement-words.ts';

/**
 * Work requirements (location, hours, contract…) checked against the posting: a condition the posting never states,
 * or states with other words than those quoted, is invented.
 */

// How a posting states each condition of work; a work requirement whose topic the posting never states is invented.
// English, Spanish, French, German, Italian, Dutch and Portuguese wording (the terms of contract-term-words.ts too),
// and a Czech board's licence ('Řidičský průkaz sk. B'). The right to work may be told as citizenship
// or a visa ('United States citizens or who already possess a United States Worker Visa').
// 'Start-up is as soon as possible' / 'opstart hurtigst muligt' (a Danish ad and its English twin) state the start too,
// as a Czech or Slovak board's 'Termín nástupu' row does; a seasonal post states its engagement, an overnight one
// hours out of the usual.
// Hours as a weekday range ('Lunes a viernes de 7:00 a.m. a 5:00 p.m.', 'du lundi au vendredi', 'Montag bis Freitag'),
// clock times with dotted a.m./p.m., and a Swiss workload (Pensum) as a percentage range ('Schreiner:in 60–100%'):
// a share of the full week is its hours (a post's bare share, '100% stilling', below). A driving licence in Swiss German ('Führerausweis'), Spanish ('licencia de
// conducción'), Swedish, Norwegian, Finnish and Dutch ('körkort', 'førerkort', 'ajokortti', 'rijbewijs').
// A month named as the start ('beginning in February 2022', 'a partir de março', 'ab Oktober', 'vanaf mei', Norwegian
// 'starte den 1. september'). A Polish board's shift and weekend rows ('Praca zmianowa, Praca w weekendy') and 'Wymiar
// pracy' are hours. Norwegian, Danish and Swedish travel: 'Noe reising må påregnes', 'rejseaktivitet', 'resor'.
const MONTH = String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro|januar|februar|märz|mai|juni|juli|oktober|dezember|januari|februari|maart|mei|augustus)`;
const CONDITION_STATED: Record<string, RegExp> = {
  location:
    /\b(?:location|located|based in|office|offices|on[- ]site|ubicaci[oó]n|lugar|sede|lieu|localisation|bas[ée]e? à|situ[ée]e? à|arbeitsort|standort|dienstort|einsatzort|sitz in|büro|luogo di lavoro|\p{Lu}\p{L}+,\s*(?:\p{Lu}{2}|\p{Lu}\p{L}+))\b/iu,
  arrangement:
    /\b(?:remote|remotely|hybrid|on[- ]site|onsite|in[- ]office|from home|own home|(?:be located|work from|based) anywhere|remoto|presencial|h[ií]brido|teletrabajo|t[ée]l[ée]travail|hybride|sur site|pr[ée]sentiel|travail à distance|home[- ]?office|mobile[sn]? arbeiten|vor ort|präsenz\w*|smart working|da remoto|in presenza|ibrido|thuiswerk\w*|op kantoor|presencial\w*)\b/iu,
  hours:
    /\b(?:hours|(?<!\bto )shifts?(?! (?:tasks|priorities|focus|gears|between)\b)|full[- ]time|part[- ]time|schedule|monday|\d{1,2}\s?(?:am|pm)|horarios?|turnos?|jornada|tiempo completo|\d+\s*horas|horaires?|temps (?:plein|partiel)|\d+\s*h(?:eures)?\s*(?:\/|par)\s*sem|\d+(?:[,.]\d+)?\s*(?:stunden|std\.?)|wochenstunden|wochenarbeitszeit|arbeitszeit(?:en)?|pro woche|vollzeit\w*|teilzeit\w*|schichtdienst|orario|tempo pieno|ore settimanali|uur|uren|per week|werkweek|carga hor[aá]ria|horas (?:di[aá]rias|semanais|por semana)|per[ií]odo integral|de segunda a sexta|lunes a (?:viernes|s[aá]bados?|domingos?)|du lundi au (?:vendredi|samedi)|montag bis (?:freitag|samstag)|\d{1,2}(?::\d{2})?\s*[ap]\.\s?m\.|pensum|arbeitspensum|besch[äa]ftigungsgrad|taux d['’]activit[ée]|[1-9]0\s*%?\s*[-–]\s*(?:[1-9]0|100)\s*%|\d{1,2}[:h]\d{2}\s*(?:-|–|to|a|à|às|as|até|bis|tot|alle|al)\s*\d{1,2}[:h]\d{2}|prac\p{L}* zmianow\p{L}*|(?:dwu|trzy)zmianow\p{L}*|w weekendy|godziny pracy|wymiar (?:pracy|etatu))(?![\p{L}\p{N}])/iu,
  'on-call':
    /\b(?:on[- ]call|back[- ]?up call|call rotations?|pager|out[- ]of[- ]hours|after[- ]hours|weekends?|24\/7|guardias?|fines de semana|astreintes?|week-ends?|en soir[ée]e|rufbereitschaft|bereitschaftsdienst\w*|wochenende\w*|reperibilit[àa]|nachtdienst\w*|nachtschicht\w*|schichtarbeit|schichtdienst\w*|overnights?|night[- ]shifts?|nights)(?![\p{L}\p{N}])/iu,
  // Living where the post is based, moving there ('ikamet': the Turkish word for residing).
  relocation:
    /(?<![\p{L}])(?:relocat\p{L}*|resid\p{L}*|live (?:in|within|near|there)|(?:assigned|designated) (?:base|station)|residir|traslad\p{L}*|r[ée]sider|mobilit[ée] g[ée]ographique|umzug\p{L}*|ikamet\p{L}*|taşınma\p{L}*|yerleşme\p{L}*)(?![\p{L}])/iu,
  authorisation:
    /\b(?:citizen(?:ship)?|nationality|nationalit[ée]|nacionalidad|staatsangeh\p{L}*|vatanda\p{L}*|mavi kart|authori[sz]\w+ to work|right to work|work (?:permit|visa|authori[sz]ation)|sponsorship|clearance|eligib\w+ (?:to work|for employment)|citizens?(?:hip)?\b[^.;]{0,80}?\b(?:visas?|permanent residen\w+|green cards?)|permiso de trabajo|(?:permis|autorisation) de travail|cote de fiabilit[ée]|arbeitserlaubnis|aufenthaltstitel|permesso di (?:lavoro|soggiorno))\b/iu,
  travel:
    /\b(?:travel\w*|viaj\w+|d[ée]placements?|reise\w*|dienstreise\w*|trasfert\w*|reising|reiser|rejse\w*|resor|tjänsteresor)\b/iu,
  start: new RegExp(
    String.raw`\b(?:urgent\w*|immediate\w*|start date|asap|start-?up (?:is|will be|date)|opstart\w*|incorporaci[oó]n inmediata|fecha de (?:inicio|incorporaci[oó]n)|d[ée]but du contrat|date de d[ée]but|prise de poste|d[èée]s maintenant|d[èée]s (?:janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre)|(?:ab|per) sofort|einstellungstermin|(?:zum|ab) \d{1,2}\.\s?\d{1,2}\.\s?\d{2,4}|(?:zum|ab dem) n[äa]chstm[öo]glichen (?:zeitpunkt|termin)|zu besetzen|eintritt\w*|arbeitsbeginn|data di inizio|inizio immediato|z\.s\.m|zo spoedig mogelijk|per \d{1,2} (?:januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december)|in[ií]cio(?: imediato)?|imediat\w*|(?:termín|dátum|datum) nástupu|nástup (?:ihneď|ihned|dohodou)|(?:beginning|starting|commencing) (?:in|on) (?:early |mid-?|late )?${MONTH}|a partir de ${MONTH}|ab ${MONTH}|vanaf ${MONTH}|(?:starte|begynne|tiltre|tiltræde|tillträda|börja)(?: i stillingen)? (?:den |fra |från )?\d{1,2}\.?\s?(?:${MONTH}|mars|marts|maj|augusti|desember))(?![\p{L}\p{N}])`,
    'iu',
  ),
  contract:
    /\b(?:full[- ]time|part[- ]time|permanent|temporary|seasonal|fixed[- ]term|freelance|contract (?:role|position|basis|to hire|job|length|duration)|contractor|contratistas?|job types?|employment type|internship|retainership|pr[aá]cticas|tiempo completo|medio tiempo|contrato (?:de|por|a|indefinido|temporal|ser[aá])|cdi|cdd|contrat|temps (?:plein|partiel)|alternance|apprentissage|(?:un)?befristet\w*|vollzeit\w*|teilzeit\w*|minijob\w*|\d{3}\s*-?\s*(?:€|euro)\s*-?\s*(?:basis|job)|werkvertrag\w*|werkstudent\w*|festanstellung|tempo (?:in)?determinato|contratto|(?:jaar|arbeids|vast|tijdelijk|nul-uren)contract\w*|(?:vast|tijdelijk)e? (?:contract|dienstverband)|aanstelling|contract voor (?:on)?bepaalde tijd|vast\w* dienstverband|tijdelijk\w*|contrato|contrata[cç][aã]o|pj|clt|time[- ]limited|limited[- ]term|prazo (?:in)?determinado)(?![\p{L}\p{N}])/iu,
  availability: /\b(?:disponibilidad|availab\w+ (?:to|for)|disponib\w*)/i,
  equipment:
    /\b(?:laptop|webcam|internet connection|smartphone|headset|own (?:car|vehicle|computer)|driv(?:ing|er['’]?s) licen[cs]e|carn[eé] de conducir|permis (?:de conduire|b)|v[ée]hicule|führerschein\w*|eigene[sn]? (?:pkw|auto|laptop)|eigen (?:laptop|computer|auto)|(?:computador|equipamento|notebook) pr[oó]prio|pr[oó]prio (?:computador|equipamento|notebook))(?![\p{L}\p{N}])/iu,
  licence:
    /\b(?:driv(?:ing|er['’]?s) licen[cs]e|carn[eé] de conducir|licencia de (?:conducir|manejo)|permis (?:de conduire|b)|führerschein\w*|patente di guida)(?![\p{L}\p{N}])|(?<!\p{L})(?:řidičsk\p{L}* průkaz|körkort\p{L}*|førerkort\p{L}*|ajokort\p{L}*|rijbewijs\p{L}*|führerausweis\p{L}*|licencia de conducci[oó]n)(?!\p{L})/iu,
};

// A bare share of full time quoted as the hours ('100%') states them when the posting gives it as the post's
// ('Ledig 100% stilling', 'eine 50 %-Stelle'), not when it is any other percentage.
const POST_WORD = String.raw`(?:stilling|stelle|tjänst|tjeneste|stillingsprosent|pensum|poste|position)`;
function isWorkloadOfPost(topic: string, quote: string, documentText: string): boolean {
  const share = topic === 'hours' ? /^(?:[1-9]0|100)\s*%$/.exec(quote.trim())?.[0] : undefined;
  return (
    share !== undefined &&
    new RegExp(`(?<![\\d])${share.replace(/\s+/g, '\\s*')}[\\s-]*${POST_WORD}`, 'iu').test(documentText)
  );
}

/** True when the text states the condition of work the topic names, in the posting's own wording. */
export function statesCondition(topic: string, text: string): boolean {
  // 'open hybrid cloud' states no way of working.
  const read = topic === 'arrangement' ? withoutHybridTechnology(text) : text;
  return (
    (CONDITION_STATED[topic]?.test(read) ?? false) ||
    (topic === 'location' && GERMAN_PLACE.test(text)) ||
    (topic === 'contract' && statesContractTerm(text)) ||
    (FINNISH_CONDITION[topic]?.test(text) ?? false)
  );
}

const TOPIC_OF_TITLE: [RegExp, string][] = [
  // Before the location: 'Relocation' names it.
  [/relocation|traslado|mobilité géographique/i, 'relocation'],
  [/location|ubicaci|lieu|arbeitsort|standort|sede/i, 'location'],
  [/arrangement|modalidad|mode de travail|arbeitsmodell|home ?office|modalità/i, 'arrangement'],
  [/hours|horario|horaires|arbeitszeit|orario/i, 'hours'],
  [/on-call|guardias|astreintes|bereitschaft|reperibilit/i, 'on-call'],
  [/authori|permiso|autorisation|arbeitserlaubnis|permesso/i, 'authorisation'],
  [/travel|viajes|déplacements|reise|trasferte/i, 'travel'],
  [/start|inicio|début|beginn|eintritt|inizio/i, 'start'],
  [/contract|contrato|contrat|vertrag|anstellung/i, 'contract'],
  [/availab|disponib|verfügbar/i, 'availability'],
  [/equipment|equipo|équipement|ausstattung|attrezzatura/i, 'equipment'],
  [/licen[cs]e|licencia|permis de conduire|führerschein|patente/i, 'licence'],
];

/** The condition of work a requirement's title names ('location', 'contract', …), or undefined. */
export const requirementTopic = (title: string): string | undefined =>
  TOPIC_OF_TITLE.find(([pattern]) => pattern.test(title))?.[1];

/**
 * Why a work requirement is not stated in the posting (null when it is): its topic is never stated in the posting's
 * own wording, or the text it quotes is not in the posting.
 */
export function unstatedRequirement(requirement: WorkRequirement, documentText: string): string | null {
  const topic = requirementTopic(requirement.title);
  const quotes = [...requirement.question.matchAll(/"([^"]{4,})"|«\s*([^»]{4,}?)\s*»/g)].map((match) =>
    (match[1] ?? match[2] ?? '').replace(/…$/, '').trim(),
  );
  // Compared on words only: a quote joins a heading to its item with a colon ('Conditions du contrat: La personne…')
  // where the posting has a line break.
  const words = (text: string): string =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const plain = words(documentText);
  const isQuoted = quotes.every((quote) => plain.includes(words(quote).slice(0, 40)));
  if (!isQuoted) return `quotes text the posting does not contain: ${requirement.title}`;
  if (topic === undefined) return null;
  const evidence = quotes.length > 0 ? quotes.join(' ') : requirement.question;
  const isPostShare = isWorkloadOfPost(topic, evidence, documentText);
  if (!statesCondition(topic, evidence) && !statesCondition(topic, documentText) && !isPostShare)
    return `${requirement.title}: the posting states no such condition`;
  if (quotes.length > 0 && !statesCondition(topic, evidence) && !isPostShare)
    return `${requirement.title}: "${evidence}" is not a ${topic} condition`;
  const duty = quotes.find((quote) => isDutyDuringShift(topic, quote));
  if (duty !== undefined) return `${requirement.title}: quotes a duty line as hours ("${duty}")`;
  const whole = quotes.find((quote) => conditionClause(topic, quote) !== null);
  if (whole !== undefined)
    return `${requirement.title}: quotes a whole sentence where the clause "${conditionClause(topic, whole)}" states the condition`;
  return null;
}

// 'Cleans and sanitizes throughout the shift', 'Performs shift change and/or opening or closing duties' (round 20's
// dishwasher): the shift as the time a duty is done, which states no hours; asked as hours only by its word 'shift'.
const SHIFT_OF_A_TASK =
  /\b(?:the|each|every|per|during|throughout|end of) shifts?\b|\bshift (?:change|handover)s?\b/i;
function isDutyDuringShift(topic: string, quote: string): boolean {
  const rest = quote.replace(new RegExp(SHIFT_OF_A_TASK.source, 'gi'), ' ');
  return topic === 'hours' && SHIFT_OF_A_TASK.test(quote) && !statesCondition(topic, rest);
}

// 'Dabei bieten wir verschiedene Arbeitszeitmodelle - ob Vollzeit oder Teilzeit, Minijob oder Nachtdienst – wir sind
// stolz darauf, …' (round 20's nurse): a long sentence quoted whole where one of its dash-set clauses states the
// condition and the others do not. The clause, or null when the quote is not such a sentence. Not a range ('Monday -
// Friday', '8 am - 4 pm') nor a place and its state ('Resende – RJ'): every part is a clause of three words or more.
const LONG_QUOTE_WORDS = 13;
const RANGE_AFTER_DASH =
  /^(?:\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)/i;
function conditionClause(topic: string, quote: string): string | null {
  const wordCount = (text: string): number => text.trim().split(/\s+/).length;
  if (wordCount(quote) < LONG_QUOTE_WORDS) return null;
  const clauses = quote.split(/\s[-–—]\s/);
  if (
    clauses.length < 2 ||
    clauses.some((clause) => wordCount(clause) < 3) ||
    clauses.slice(1).some((clause) => RANGE_AFTER_DASH.test(clause))
  )
    return null;
  const stating = clauses.filter((clause) => statesCondition(topic, clause));
  return stating.length === 1 ? (stating[0] ?? '').trim() : null;
}
