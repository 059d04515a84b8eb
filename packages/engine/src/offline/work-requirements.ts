import type { WorkArrangementInfo, WorkRequirement } from '@viva/contracts';
import type { Section } from './sections.ts';
import { listPhrase, runOn, shorten, trimItem } from './phrasing.ts';

type Language = 'en' | 'es';
type Topic =
  | 'location'
  | 'remote'
  | 'hours'
  | 'on_call'
  | 'authorisation'
  | 'travel'
  | 'start'
  | 'contract'
  | 'availability'
  | 'equipment';

const PATTERNS: Record<Topic, RegExp> = {
  location:
    /^(?:job )?(?:location|locatio|based in|office|lugar(?: de (?:trabajo|pr[aá]cticas))?|ubicaci[oó]n|sede)\s*[:\-–]|\b(?:based in|located in|office in|sede en|oficinas? en)\s+\p{Lu}/iu,
  remote:
    /\b(?:all[- ]remote|fully remote|remote[- ](?:first|role|position|job)|100% remote|work(?:ing)? from home|from (?:your )?(?:own )?home|own home|teletrabajo|remoto|hybrid|h[ií]brido|on[- ]site|onsite|in[- ]office|presencial)\b/i,
  hours:
    /\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|hrs|h)\s*(?:-|–|to|a)\s*\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|hrs|h)\b|\b\d+\s*hours? (?:per|a|each) week\b|\b(?:monday|lunes)\s+(?:to|through|-|a)\s+(?:friday|viernes)\b|\bshifts?\b|\bworking hours\b|\bhorario\b|\bjornada\b/i,
  on_call:
    /\bon[- ]call\b|\bpager(?:duty)?\b|\bout[- ]of[- ]hours\b|\bafter[- ]hours\b|\bweekends?\b|\b24\/7\b|\bguardias?\b|\bfines de semana\b/i,
  authorisation:
    /\bwork(?:ing)? (?:authori[sz]ation|permit|visa)\b|\bauthori[sz]ed to work\b|\bright to work\b|\beligib\w+ to work\b|\bvisa sponsorship\b|\bsponsorship\b|\bsecurity clearance\b|\bpermiso de trabajo\b/i,
  travel: /\btravel(?:l?ing)?\b|\bviajes?\b|\bviajar\b/i,
  start:
    /\burgent(?:ly)?\b|\bimmediate(?:ly)? (?:start|joiner|joining|available)\b|\bstart date\b|\bjoin (?:immediately|asap)\b|\basap\b|\bincorporaci[oó]n inmediata\b/i,
  // The engagement itself ('a 6-month contract role'), not contracts as the work's subject ('draft contracts').
  contract:
    /\bjob types?\b|\bemployment type\b|\bfull[- ]time\b|\bpart[- ]time\b|\bcontract (?:role|position|basis|job|assignment|to hire)\b|\b(?:on|a|\d+[- ]month) contract\b|\bcontractor\b|\bretainership\b|\bfreelance\b|\btemporary (?:role|position|job|contract)\b|\bpermanent (?:role|position|job|contract)\b|\bfixed[- ]term\b|\binternship\b|\btiempo completo\b|\bmedio tiempo\b|\bcontrato (?:de|por|a)\b/i,
  availability: /\bdisponibilidad\b|\bavailab(?:le|ility) (?:to|for) (?:start|work|travel|relocat)/i,
  equipment:
    /\blaptop\b|\bwebcam\b|\binternet connection\b|\bsmartphone\b|\bheadset\b|\bown (?:car|vehicle|computer)\b|\bdriv(?:ing|er'?s) licen[cs]e\b|\bcarn[eé] de conducir\b/i,
};

const TITLES: Record<Topic, Record<Language, string>> = {
  location: { en: 'Location', es: 'Ubicación' },
  remote: { en: 'Work arrangement', es: 'Modalidad' },
  hours: { en: 'Working hours', es: 'Horario' },
  on_call: { en: 'On-call', es: 'Guardias' },
  authorisation: { en: 'Work authorisation', es: 'Permiso de trabajo' },
  travel: { en: 'Travel', es: 'Viajes' },
  start: { en: 'Start date', es: 'Fecha de inicio' },
  contract: { en: 'Contract type', es: 'Tipo de contrato' },
  availability: { en: 'Availability', es: 'Disponibilidad' },
  equipment: { en: 'Own equipment', es: 'Equipo propio' },
};

/** True when an item states a condition of work rather than a skill or duty (asked as a work requirement). */
export function isWorkRequirementText(text: string): boolean {
  return (
    [
      'location',
      'remote',
      'hours',
      'on_call',
      'authorisation',
      'start',
      'contract',
      'availability',
      'equipment',
    ] as const
  ).some((topic) => PATTERNS[topic].test(text));
}

type Statement = { text: string; topic: Topic };

// Statements of the document a work condition can come from: every item, with its heading when the heading
// is the label ('Location' → 'comfort of your own home!'). The interview process describes the hiring, not the job.
function statementsOf(sections: Section[]): Statement[] {
  const statements: Statement[] = [];
  for (const section of sections) {
    if (section.kind === 'process') continue;
    for (const item of section.items) {
      const text = section.kind === 'terms' && section.heading ? `${section.heading}: ${item}` : item;
      if (/https?:|close ad|patrocinado|sponsored|publicidad/i.test(text)) continue;
      for (const topic of Object.keys(PATTERNS) as Topic[]) {
        if (PATTERNS[topic].test(text)) statements.push({ text: trimItem(text), topic });
      }
    }
  }
  return statements;
}

function locationOf(text: string): string | null {
  const labelled =
    /^(?:job )?(?:location|locatio|based in|office|lugar(?: de (?:trabajo|pr[aá]cticas))?|ubicaci[oó]n|sede)\s*[:\-–]\s*(.+)$/iu.exec(
      text,
    );
  if (labelled?.[1]) return labelled[1].replace(/[.!]+$/, '').trim();
  const inline =
    /\b(?:based in|located in|office in|sede en|oficinas? en)\s+((?:\p{Lu}[\p{L}-]+)(?:,?\s+\p{Lu}[\p{L}-]+)*)/u.exec(
      text,
    );
  return inline?.[1] ?? null;
}

function arrangementOf(text: string): string | null {
  if (/\bhybrid|h[ií]brido/i.test(text)) return 'Hybrid';
  if (/\bon[- ]site|onsite|in[- ]office|presencial/i.test(text)) return 'On-site';
  if (PATTERNS.remote.test(text)) return 'Remote';
  return null;
}

const isHomeLocation = (location: string): boolean => /\bhome\b|remote|remoto|casa/i.test(location);

/** Work arrangement fields as the document states them; null where it says nothing. */
export function workArrangementInfo(sections: Section[]): WorkArrangementInfo {
  const statements = statementsOf(sections);
  const first = (topic: Topic): Statement | undefined =>
    statements.find((statement) => statement.topic === topic);
  const locations = statements
    .filter((statement) => statement.topic === 'location')
    .map((statement) => locationOf(statement.text));
  const officeLocation = locations.find((location) => location && !isHomeLocation(location)) ?? null;
  const homeLocation = locations.find((location) => location && isHomeLocation(location));
  const arrangementStatement = first('remote');
  const hours =
    statements.find((statement) => statement.topic === 'hours') ??
    statements.find(
      (statement) =>
        statement.topic === 'contract' &&
        /full[- ]time|part[- ]time|tiempo completo|medio tiempo/i.test(statement.text),
    );
  return {
    // 'Location: comfort of your own home' states where the work happens: at home.
    office_location: officeLocation ?? (homeLocation ? `Remote (${homeLocation})` : null),
    working_hours: hours ? shorten(hours.text, 25) : null,
    on_call_requirement: first('on_call') ? shorten(first('on_call')?.text ?? '', 25) : null,
    work_arrangement: arrangementStatement
      ? arrangementOf(arrangementStatement.text)
      : homeLocation
        ? 'Remote'
        : null,
  };
}

function quoteAll(statements: Statement[]): string {
  return listPhrase(statements.slice(0, 3).map((statement) => `"${shorten(statement.text, 25)}"`));
}

function questionEnglish(topic: Topic, statements: Statement[], info: WorkArrangementInfo): string {
  const quoted = quoteAll(statements);
  switch (topic) {
    case 'location':
      return info.office_location
        ? `The role is based in ${info.office_location}. Are you able to work from ${info.office_location}, or would you need to relocate?`
        : `The posting gives the location as ${quoted}. Does that work for you?`;
    case 'remote':
      return info.work_arrangement === 'Remote'
        ? `The posting describes the work as remote (${quoted}). Do you have a suitable place to work from home, and which time zone would you work in?`
        : `The posting describes the work arrangement as ${quoted}. Does that arrangement work for you?`;
    case 'hours':
      return `The posting states the working hours: ${quoted}. Are you able to work these hours?`;
    case 'on_call':
      return `The posting mentions ${quoted}. Are you able to take part in on-call or out-of-hours work as described?`;
    case 'authorisation':
      return `The posting states ${quoted}. Are you authorised to work in the country of this role, and will you need visa sponsorship now or in the future?`;
    case 'travel':
      return `The posting mentions travel: ${quoted}. Are you able to travel as described?`;
    case 'start':
      return `The posting says ${quoted}. When could you start, and what notice period do you have?`;
    case 'contract':
      return `The posting describes the engagement as ${quoted}. Is that the kind of contract you are looking for?`;
    case 'availability':
      return `The posting asks for ${quoted}. Are you available on those terms?`;
    case 'equipment':
      return `The role needs your own equipment: ${listPhrase(statements.map((statement) => runOn(statement.text)))}. Do you have all of these?`;
  }
}

function questionSpanish(topic: Topic, statements: Statement[], info: WorkArrangementInfo): string {
  const quoted = listPhrase(
    statements.slice(0, 3).map((statement) => `"${shorten(statement.text, 25)}"`),
    'y',
  );
  switch (topic) {
    case 'location':
      return info.office_location
        ? `El puesto está en ${info.office_location}. ¿Puedes trabajar en ${info.office_location} o tendrías que mudarte?`
        : `La oferta indica la ubicación: ${quoted}. ¿Te resulta posible?`;
    case 'availability':
      return `La oferta pide: ${listPhrase(
        statements.map((statement) => runOn(statement.text)),
        'y',
      )}. ¿Tienes esa disponibilidad?`;
    case 'equipment':
      return `El puesto requiere equipo propio: ${listPhrase(
        statements.map((statement) => runOn(statement.text)),
        'y',
      )}. ¿Cuentas con todo ello?`;
    default:
      return `La oferta indica: ${quoted}. ¿Es compatible con tu situación?`;
  }
}

/** Work requirements to confirm in the interview, one per condition the document states. */
export function workRequirements(
  sections: Section[],
  language: Language,
  info: WorkArrangementInfo,
): WorkRequirement[] {
  const statements = statementsOf(sections);
  const requirements: WorkRequirement[] = [];
  for (const topic of Object.keys(PATTERNS) as Topic[]) {
    const matching = statements.filter((statement) => statement.topic === topic);
    const unique = matching.filter(
      (statement, index) => matching.findIndex((other) => other.text === statement.text) === index,
    );
    if (unique.length === 0) continue;
    // 'Location: comfort of your own home' is the remote arrangement, asked once under that title.
    const isHomeOnly = unique.every((statement) => isHomeLocation(locationOf(statement.text) ?? ''));
    if (topic === 'location' && isHomeOnly && info.work_arrangement === 'Remote') continue;
    const question =
      language === 'es' ? questionSpanish(topic, unique, info) : questionEnglish(topic, unique, info);
    requirements.push({ title: TITLES[topic][language], question });
  }
  return requirements;
}
