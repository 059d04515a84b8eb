import { lowerCase } from '../text/accents.ts';
import type { WorkArrangementInfo, WorkRequirement } from '@viva/contracts';
import { headingKind, type Section, sentencesIn } from './sections.ts';
import type { Language } from '../text/stopwords.ts';
import { listPhrase, runOn, shorten, trimItem } from './phrasing.ts';
import { engagementChip, isPayOrBenefitsLine } from './board-lines.ts';
import { isBoardChrome } from '../text/board-furniture.ts';
import { isOfferLine } from './offer-lines.ts';
import { fill, phrasesFor, type Phrases, type WorkTopic as Topic } from './phrases/index.ts';
import { withoutCompanyStage } from './work-requirements-company-stage.ts';
import { ASAP_ABBREVIATION, quotedWithAsapSaid } from './start-abbreviations.ts';
import { withoutPastInternship } from './work-requirements-past-internship.ts';
import { conditionClause, hoursPhrase, isLongSentence } from './work-requirements-clauses.ts';
import { COUNT, START_MONTH, STATED_HOURS, TIME_LIMITED, withLanguageCues } from './work-condition-cues.ts';
import { CITIZEN_OR_VISA } from './work-authorisation-cues.ts';
import { withLabelLinesJoined } from './label-value-lines.ts';
import { valueRowKind } from './title-value-rows.ts';
import {
  SWEDISH_CONTRACT,
  SWEDISH_LICENCE,
  SWEDISH_LOCATION_LABEL,
  SWEDISH_PLACE_ROW_LABEL,
  SWEDISH_START,
} from './work-condition-cues-sv.ts';
import { FINNISH_CONTRACT, FINNISH_LOCATION_LABEL, FINNISH_START } from './work-condition-cues-fi.ts';
import {
  DANISH_NORWEGIAN_CONTRACT,
  DANISH_NORWEGIAN_LICENCE,
  DANISH_NORWEGIAN_LOCATION_LABEL,
  NORDIC_PLACE_SENTENCE,
  NORDIC_START,
  NORDIC_TRAVEL,
} from './work-condition-cues-da-nb.ts';
import {
  CZECH_CONTRACT,
  CZECH_HYBRID,
  CZECH_LICENCE,
  CZECH_OFFICE,
  CZECH_SLOVAK_START,
  CZECH_WORKPLACE,
  SLOVAK_CONTRACT,
  SLOVAK_LOCATION_LABEL,
} from './work-condition-cues-cs.ts';
import { HUNGARIAN_CONTRACT, HUNGARIAN_DISTRICT_PLACE } from './work-condition-cues-hu.ts';
import {
  POLISH_CONTRACT,
  POLISH_LICENCE,
  POLISH_LOCATION_LABEL,
  POLISH_SHIFTS,
  POLISH_START,
  POLISH_WEEKEND,
} from './work-condition-cues-pl.ts';
import {
  JAPANESE_AVAILABILITY,
  JAPANESE_CONTRACT,
  JAPANESE_CONTRACT_LABEL,
  JAPANESE_EQUIPMENT,
  JAPANESE_DAYS_OFF,
  JAPANESE_HOURS,
  JAPANESE_LIMIT,
  JAPANESE_LICENCE,
  JAPANESE_LOCATION_LABEL,
  JAPANESE_OUT_OF_HOURS,
  japanesePlace,
} from './work-condition-cues-ja.ts';
import { titleTerms, titleWorkload } from './title-terms.ts';
import {
  isPaySupplement,
  PLACE_HEADING_RU_UK,
  PLACE_ROW_RU_UK,
  RUSSIAN_UKRAINIAN_CUES,
} from './work-condition-cues-ru-uk.ts';
import { PLACE_ROW_VI, VIETNAMESE_CUES } from './work-condition-cues-vi.ts';
import { KOREAN_CUES } from './work-condition-cues-ko.ts';
import { INDONESIAN_CUES, indonesianPlace } from './work-condition-cues-id.ts';
import { CROATIAN_CUES } from './work-condition-cues-hr.ts';
import { TURKISH_CUES } from './work-condition-cues-tr.ts';
import { CHINESE_CUES, chinesePlace } from './work-condition-cues-zh.ts';
import {
  LITHUANIAN_CUES,
  MONGOLIAN_CUES,
  PLACE_HEADING_MN,
  PLACE_ROW_MN,
} from './work-condition-cues-lt-mn.ts';
import { HEBREW_CUES, PLACE_ROW_HE } from './work-condition-cues-he.ts';
import { THAI_CUES } from './work-condition-cues-th.ts';
import { UZBEK_CUES } from './work-condition-cues-uz.ts';
import { fieldRows, isNoValueRow, termValue } from './field-rows.ts';

// 'Location:', 'Lugar de trabajo -', 'Place of work:', an applicant-tracking system's row 'Location Name · Egg Harbor
// Township, NJ': a label before the place.
const LOCATION_LABEL =
  /^(?:(?:job|work(?:ing)?) )?(?:location(?: name)?|locatio|based in|place of work|office|lugar(?: de (?:trabajo|pr[aá]cticas))?|ubicaci[oó]n|sede(?: di lavoro)?|luogo di lavoro|lieu(?: de travail)?|localisation|arbeitsort|standort|einsatzort|dienstort|standplaats|werklocatie|locatie|local de trabalho|localiza[cç][aã]o|cidade)\s*[:\-–·]/iu;

// 'Night shifts', 'shift work', not the verb ('able to shift tasks and priorities', 'shift focus'), nor the shift as
// the time a duty is done in ('Cleans and sanitizes throughout the shift', 'Performs shift change and/or opening
// duties', a dishwasher's duty lines), which states no hours.
const WORK_SHIFT = String.raw`(?<!\b(?:to|and|or|can|will|must|may|quickly|easily|the|each|every|per|throughout|during) )\bshifts?\b(?! (?:tasks?|priorities|focus|gears?|between|the|your|our|their|its|quickly|easily|change(?:s|over)?|handovers?|notes|logs?|reports?)\b)`;

// 'Ein spannendes Arbeitsumfeld bei der OKF in Berlin', 'Arbeitsplatz in Hamburg': where a German post's work is;
// group 1 is the place.
const GERMAN_WORKPLACE =
  /\b(?:Arbeitsumfeld|Arbeitsplatz|Büro|Einsatz|Arbeitsort|Standort)\b[^.;:]{0,50}?\bin (\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)(?![\p{L}-])/u;

// What leads to the place in a sentence ('based in Lima', 'willing to relocate to Graz').
const PLACE_CUES =
  'based in|located in|relocate to|office in|in[- ]person in|sede en|oficinas? en|trasladarse a|bas[ée]e? à|situ[ée]e? à|bureaux? à';
// 'Graz or anywhere else in Austria', 'Temuco o cualquier parte de Chile', 'Lima, Peru', 'Leeds and York':
// capitalised names, with 'or' or 'and' between.
const NAME = String.raw`\p{Lu}[\p{L}-]+(?:,?\s+\p{Lu}[\p{L}-]+)*`;
const PLACE_NAMES = String.raw`${NAME}(?:,?\s+(?:or|and|o|y|ou|et|oder|und)\s+(?:anywhere (?:else )?in\s+|cualquier (?:otr[ao] )?(?:lugar|parte|ciudad|regi[oó]n) (?:de|del)\s+|n.importe où (?:en|au|à)\s+)?${NAME})*`;
// 'office in Seattle, WA': the cue and the place it leads to (group 1).
const PLACE_PHRASE = new RegExp(String.raw`\b(?:${PLACE_CUES}),?\s+(${PLACE_NAMES})`, 'u');
// 'Ideally located in, or willing to relocate to, Graz. However, …': a sentence opening with a connective qualifies
// the one before it; it is never a place of its own.
const CONNECTIVE =
  /^(?:but|however|although|though|yet|pero|sin embargo|aunque|no obstante|mais|cependant|toutefois|n[ée]anmoins|aber|jedoch|allerdings|ma|per[òo]|tuttavia)(?!\p{L})/iu;
// 'Ideally located in …', '… open to exceptions', 'a strong preference for someone in-person in …': a place the
// posting prefers, not one it requires.
const PREFERRED_PLACE =
  /\b(?:ideally|preferably|preferred|preference|exceptions?|idealmente|preferentemente|preferiblemente|excepci[oó]n(?:es)?|id[ée]alement|de pr[ée]f[ée]rence|idealerweise|vorzugsweise|ausnahmen?|preferibilmente|eccezion[ei])\b/iu;
// '… but open to exceptions', 'flexible on location', 'London or remote', '… but we will consider people who want to
// work remotely': the posting itself says the place is not fixed; 'ideally' alone says no more than a preference.
const FLEXIBLE_PLACE =
  /(?<!\p{L})(?:exceptions?|consider [^.]{0,60}\bremote(?:ly)?|flexib\p{L}*(?! (?:working )?(?:hours|schedule|horarios?|horaires?))|or (?:fully |partly )?remote(?:ly)?|excepci[oó]n(?:es)?|o (?:en )?remoto|a distancia|ou (?:en )?(?:t[ée]l[ée]travail|[àa] distance)|ausnahmen?|oder remote|eccezion[ei]|o da remoto)(?!\p{L})/iu;

// How long a fixed term lasts: a 'Duración:' line, 'for six months', 'a 6-month contract', but not how long the
// person has worked ('worked in retail for six months').
const CONTRACT_LENGTH = new RegExp(
  String.raw`^(?:duraci[oó]n|duration|dur[ée]e|dauer|durata|laufzeit)(?: (?:del?|of the|of|du|des) (?:contrato|contract|contrat|vertrags?|contratto|engagement|position|role))?\s*[:\-–]|(?<!(?:experien|xp[ée]rien|erfahrung|worked|trabajad).*)\b(?:durante|por|for|pendant|für|per)\s+(?:(?:un|a) (?:per[ií]odo|period|term) (?:de|of)\s+)?(?:${COUNT})\s+(?:months?|mes(?:es)?|mois|monate?n?|mesi)\b|\b(?:${COUNT})[- ]months?[- ](?:contract|fixed[- ]term|position|role|appointment|post|placement|assignment)\b`,
  'iu',
);
const TERM_ONLY = new RegExp(CONTRACT_LENGTH.source, 'giu');
// 'posibilidad de prolongación de contrato': whether the term can be extended.
const CONTRACT_EXTENSION =
  /\bposibilidad de (?:prolongaci[oó]n|extensi[oó]n|renovaci[oó]n)\b|\bpossibility (?:of|for) (?:an? )?(?:extension|renewal)\b|\bpossibilit[ée] de (?:prolongation|renouvellement)\b/iu;

// 'Able to work in weekends as well', 'weekdays and/or weekends', 'trabajo los fines de semana': the days the work is
// done, which are its hours; only beside a cue of being on call ('on-call weekends', 'guardias los fines de semana')
// is the weekend out-of-hours work.
const WEEKEND_WORK = new RegExp(
  String.raw`\bweekends?\b|\bweek-ends?\b|\bfines de semana\b|\bfins de semana\b|${POLISH_WEEKEND}`,
  'i',
);
// 'Extended hours and weekends as needed': weekends worked on demand, beyond the usual hours.
const ON_DEMAND =
  /\b(?:as|when|if) (?:needed|required|necessary)\b|\boccasional(?:ly)?\b|\bextended hours\b/i;
// Being on call, out of hours or on night shifts; a physician's rota of call ('Rotates back up call with …', 'a call
// rotation'), not a call centre's.
const OUT_OF_HOURS =
  /\bon[- ]call\b|\bback[- ]?up call(?![\w-])|\bcall rotations?\b|\brotat\w* (?:\w+ ){0,2}call(?![\w-]| cent(?:er|re)s?\b)|\bpager(?:duty)?\b|\bout[- ]of[- ]hours\b|\bafter[- ]hours\b|\b24\/7\b|\bguardias?\b|\bastreintes?\b|\ben soir|\brufbereitschaft\b|\breperibilit[àa]|\bbereitschaftsdienst\w*|\bschichtdienst\b|\bwochenenddienst\w*|\b(?:weekend|avond|nacht)dienst(?:en)?\b|\bnachtschicht(?:en)?\b|\b(?:schicht|nacht)arbeit\b(?!s?zuschl)|\bschichtbetrieb\b|\bwechselschicht\w*|\bplant(?:[aã]o|[oõ]es)\b/i;

// 'Hybrid', 'híbrido', 'hybride', 'ibrido' as the arrangement, not a product or technology of that name ('an open hybrid
// cloud', 'Hybrid-Cloud', 'cloud hybride', 'hybrid mobile apps', 'hybrid vehicles'): the employer's mission or the
// work's subject.
const HYBRID = String.raw`(?<!\b(?:cloud|nube|nuvem|nuvola)\s)(?:hybrid|h[ií]brido|hybride|ibrido)(?![- ](?:multi[- ]?)?(?:cloud|clouds|it|infrastructures?|infraestructura|architectures?|solutions?|apps?|applications?|mobile|vehicles?|cars?|electric|engines?|powertrains?|bikes?|nube|nuvem)\b)`;

const CUES_BY_TOPIC: Record<Topic, RegExp> = {
  location: new RegExp(
    `${LOCATION_LABEL.source}|${SWEDISH_LOCATION_LABEL}|${FINNISH_LOCATION_LABEL}|${DANISH_NORWEGIAN_LOCATION_LABEL}|${SLOVAK_LOCATION_LABEL}|${POLISH_LOCATION_LABEL}|${JAPANESE_LOCATION_LABEL}|\\b(?:${PLACE_CUES}),?\\s+\\p{Lu}|${GERMAN_WORKPLACE.source}|${HUNGARIAN_DISTRICT_PLACE}|${NORDIC_PLACE_SENTENCE}`,
    'iu',
  ),
  // Living where the post is based, moving there: 'Willing to relocate', 'Must reside within 30 miles of the base',
  // 'accept the assigned base' ('Ortaklığın göstereceği yeri ana üs olarak kabul edip orada ikamet etmek': the Turkish
  // words are in work-condition-cues-tr.ts); a place the line names is asked as the location instead.
  relocation: new RegExp(
    String.raw`\b(?:willing(?:ness)?|able|prepared|ready|open) to (?:relocate|reside)\b|\b(?:must|required to|need to|expected to) (?:relocate|reside|live) (?:in|within|near|at|on|to|there)\b|\breside (?:in|within|near|at|there)\b|\brelocation (?:is )?(?:required|mandatory|expected)\b|\baccept (?:the )?(?:assigned|designated|allocated) (?:base|station|duty station|location)\b|\bresidir en\b|\b(?:cambiar de residencia|trasladarse a vivir)\b|\bmobilit[ée] g[ée]ographique\b|\br[ée]sider (?:à|a|dans|en|sur place)\b|\bumzugsbereitschaft\b|\bbereitschaft (?:zum|zu einem) umzug\b`,
    'i',
  ),
  // A job board's place line can be the bare word ('Remote') or open with it ('Remote, New York'); a post that
  // can be 'located anywhere with reliable Internet access', or that 'can be done remotely', is remote too.
  remote: new RegExp(
    String.raw`^remote$|^remote(?=\s*[,/|–-])|\b(?:be located|work from|based) anywhere\b|\(remote\)|\btelecommut\w*|\b(?:all[- ]remote|(?:fully|permanently|entirely|completely|100%) remote|remote[- ](?:first|role|position|job|opportunity)|(?:we|you) (?:are|['’]re|will be) (?:\w+ )?working remotely|(?:this|the) (?:role|position|job) is (?:fully )?remote|(?:can|could|may) be (?:done|performed|worked|carried out) remotely|work(?:ing)? from home|from (?:your )?(?:own )?home|own home|teletrabajo|remoto|${HYBRID}|on[- ]site|onsite|in[- ]office(?! (?:and [a-z-]+ (?:[a-z-]+ )?)?(?:software|suite|applications?|tools|programs?|products|administration|admin|management|support|operations|coordination|procedures))|presencial|t[ée]l[ée]travail|(?:travail|travailler|poste) à distance|sur site|pr[ée]sentiel|home[- ]?office|mobile[sn]? arbeiten|vor ort|smart working|telelavoro|in presenza|thuiswerk\w*|op afstand)\b|${CZECH_WORKPLACE}`,
    'iu',
  ),
  // 'Monday - Saturday, 10:00 a.m. - 6:00 p.m.': a clock range ('p.m.' ends in a dot, not a word) or a range of days.
  hours: new RegExp(
    String.raw`\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|hrs|h)\s*(?:-|–|to|a)\s*\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|hrs|h)(?![a-z\d])|\b\d+(?:[.,]\d+)?\s*(?:h|hrs?|hours?)\s*(?:\/|per |a |each )\s*week\b|\b\d+\s*(?:-|–|to)\s*\d+\s*hours\b|\b\d+\s*horas (?:semanales|por semana|a la semana)\b|\b(?:monday|lunes|lundi)\s*(?:to|through|-|–|a|à|au)\s*(?:friday|saturday|sunday|viernes|s[aá]bado|domingo|vendredi|samedi|dimanche)\b|\bworking days\b|${WORK_SHIFT}|\bworking hours\b|\bhorarios?\b|\bjornada\b|\bhoraires?\b|\b\d+\s*h(?:eures)?\s*(?:\/|par)\s*sem|\b\d{1,2}\s*h\s*(?:à|a|et|-)\s*\d{1,2}\s*h\b|\b\d+(?:[,.]\d+)?[\s-]*(?:stunden|std\.?)[\s-]*(?:(?:\/|pro|je|im|in der|die)\s*)?(?:woche|monat)\b|\b\d+\s*(?:hours?|hrs?)\s*(?:\/|per |a |each )\s*month\b|^(?:hours|(?:work )?schedule|arbeitszeit(?:en)?)\s*:|\bwochenstunden\b|\bwochenarbeitszeit\b|\borario di lavoro\b|\b\d+\s*ore (?:settimanali|a settimana|alla settimana)\b|\bdal luned[iì] al venerd[iì]\b|\b\d+\s*(?:-|–|tot)\s*\d+\s*(?:[a-z-]+\s+)?uren\b|\b\d+\s*(?:uur|uren) per week\b|\buren per week\b|\bhoras (?:di[aá]rias|semanais|por (?:dia|semana))\b|\bcarga hor[aá]ria\b|${STATED_HOURS}|${POLISH_SHIFTS}|${JAPANESE_HOURS}`,
    'i',
  ),
  on_call: new RegExp(`${WEEKEND_WORK.source}|${OUT_OF_HOURS.source}|${JAPANESE_OUT_OF_HOURS}`, 'i'),
  authorisation: new RegExp(
    String.raw`\bwork(?:ing)? (?:authori[sz]ation|permit|visa)\b|\bauthori[sz]ed to work\b|\bright to work\b|\beligib\w+ (?:to work|for employment)\b|\b(?:visa|immigration|employment) sponsorship\b|\b(?:require|need|offer|provide|obtain)s? (?:\w+ )?sponsorship\b|\bsponsorship (?:for|of) (?:a |an )?(?:visa|work|employment)\b|\bsecurity clearance\b|\bpermiso de trabajo\b|\b(?:permis|autorisation) de travail\b|\bcote de (?:fiabilit|s[ée]curit)|\barbeitserlaubnis\b|\bpermesso di (?:lavoro|soggiorno)\b|${CITIZEN_OR_VISA}`,
    'i',
  ),
  // The candidate's own travel, not travel as the work's subject ('manage the team's travel', 'travel industry').
  // Field work in a sales territory ('im Außendienst für das Vertriebsgebiet …', an area sales post) is travel too;
  // the field worker's title ('Außendienstmitarbeiter*in') states no condition.
  travel: new RegExp(
    String.raw`\bau[ßs]endienst(?:t[äa]tigkeit)?\b|\breiset[äa]tigkeit\b|\bfield[- ]based\b|\bcover(?:s|ing)? (?:a|the|your) (?:sales )?territory\b|\b(?:willing(?:ness)?|able|required|expected|need(?:ed)?) to travel\b|\btravel(?:l?ing)? (?:is |may be |will be |of )?(?:required|expected|involved|up to|\d)|\b(?:occasional|frequent|extensive|regular|some|domestic|international|overnight|national) travel(?:l?ing)?\b|\btravel(?:l?ing)? (?:requirements?\b|\s*:)|\b\d+\s*% (?:of the time )?travel|\bviajar\b|\bviajes? (?:frecuentes|ocasionales|nacionales|internacionales|constantes)\b|\bd[ée]placements? (?:fr[ée]quents|r[ée]guliers|occasionnels|ponctuels|[àa] pr[ée]voir|requis|en r[ée]gion|[àa] l.[ée]tranger)\b|\b(?:amen[ée]e?|appel[ée]e?) [àa] (?:se |vous )?d[ée]placer\b|\breisebereitschaft\b|\bdienstreisen\b|\btrasfert[ae]\b|\breisbereidheid\b|\bdisponibilidade para viagens?\b|${NORDIC_TRAVEL}`,
    'i',
  ),
  // A date or 'immediately': an urgent request in a duty is not a start date.
  start: new RegExp(
    String.raw`^urgent\b|\burgent(?:ly)? (?:requirement|hiring|opening|vacancy|need|start)|\b(?:required|needed|hiring) urgently\b|\bimmediate(?:ly)? (?:start|joiner|joining|available)\b|\b(?:start(?:s|ing)?|begin(?:s|ning)?) (?:work )?(?:immediately|right away)\b|(?<!\bbis )\b(?:ab|zum|per)(?: dem)? \d{1,2}\.\d{1,2}\.(?:\d{2,4})?(?: oder \d{1,2}\.\d{1,2}\.(?:\d{2,4})?)?|\bstart date\b|\bstart(?:-up| date)? (?:is |will be )?(?:as soon as possible|asap)\b|\b(?:opstart|tiltrædelse|tiltredelse) (?:er )?(?:hurtigst|snarest) muligt\b|\bjoin (?:immediately|asap)\b|\basap\b|\bincorporaci[oó]n inmediata\b|\bd[èée]s (?:que possible|maintenant|(?:le (?:\d{1,2}(?:er)? )?)?(?:janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre)(?: \d{4})?\b)|\bdate de d[ée]but\b|\bd[ée]but du contrat\b|\bprise de poste\b|\b(?:ab|per) sofort\b|\b(?:eintritts|einstellungs)termin\b|\bbeginn der t[äa]tigkeit\b|\b(?:zum|ab dem) n[äa]chstm[öo]glichen (?:zeitpunkt|termin)\b|\bzu besetzen\b|\beintrittstermin\b|\bdata di inizio\b|\binizio immediato\b|${ASAP_ABBREVIATION}|\bzo snel mogelijk\b|\bper (?:direct|\d{1,2} (?:januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december))(?: of z\.s\.m\.?)?|\b(?:start|ingangs)datum\b|\bin[ií]cio imediato\b|\bdata de in[ií]cio\b|${START_MONTH}|${SWEDISH_START}|${FINNISH_START}|${CZECH_SLOVAK_START}|${NORDIC_START}|${POLISH_START}`,
    'i',
  ),
  // The engagement itself ('a 6-month contract role'), not contracts as the work's subject ('draft contracts').
  contract: new RegExp(
    String.raw`${CONTRACT_LENGTH.source}|${CONTRACT_EXTENSION.source}|${TIME_LIMITED}|\bjob types?\b|\bcontract (?:length|duration|period|term)\b|\bemployment type\b|\bfull[- ]time\b|\bpart[- ]time\b|\bcontract (?:role|position|basis|job|assignment|to hire)\b|\b(?:on|a|\d+[- ]month) contract\b|\b(?:as an?|independent|freelance) contractors?\b|\bcontractor (?:role|position|basis|agreement)\b|\bcontratistas?\b|\bel contrato (?:ser[aá]|es|tendr[aá])(?=\s)|\bretainership\b|\bfreelance\b(?!-\p{L})|\b(?:operate|invoice|work|trade) as an? (?:legally )?registered (?:company|business|sole trader)\b|\b(?:operare|lavorare|fatturare) come (?:una )?(?:ditta|impresa|azienda)(?: \p{L}+)? (?:legalmente )?registrata\b|\bpartita iva\b|\btemporary (?:role|position|job|contract)\b|\bpermanent (?:role|position|job|contract)\b|\bfixed[- ]term\b|\binternship\b|\btiempo completo\b|\bmedio tiempo\b|\bcontrato (?:de|por|a)\b|\bcdi\b|\bcdd\b|\bcontrat (?:à|a) dur[ée]e\b|\bcontrat d.apprentissage\b|\btemps (?:plein|partiel)\b|\bintérim\b|\balternance\b|\b(?:un)?befristet\w*|\b(?:teil|voll)zeit(?:stelle|job)?\b|\bminijob\b|\b450[- ]?(?:€|euro)|\bwerkstudent\w*|\bfestanstellung\b|\btempo (?:pieno|parziale|determinato|indeterminato)\b|\bcontratto (?:a|di) (?:tempo|collaborazione|apprendistato|somministrazione)\b|\btirocinio\b|\bjaarcontract\b|^duur(?: van de (?:opdracht|functie|inzet))?\s*:\s*\d|\b(?:vast|tijdelijk|flexibel) contract\b|\bvaste aanstelling\b|\bdienstverband\b|\b(?:part|full)time\b|\btipo de contrata[cç][aã]o\b|\bregime (?:clt|pj)\b|\bregime:? (?:clt|pj)\b|\b(?:contrata[cç][aã]o|contrato) (?:via |como |em regime )?(?:pj|clt)\b|\best[aá]gio\b|\btempo (?:integral|parcial)\b|\bmeio per[ií]odo\b|${SWEDISH_CONTRACT}|${FINNISH_CONTRACT}|${DANISH_NORWEGIAN_CONTRACT}|${CZECH_CONTRACT}|${SLOVAK_CONTRACT}|${HUNGARIAN_CONTRACT}|${POLISH_CONTRACT}|${JAPANESE_CONTRACT}`,
    'iu',
  ),
  // The person's availability ('disponibilidad para realizar prácticas', 'être disponible en soirée'), not a stock's.
  availability: new RegExp(
    String.raw`^disponib|\bdisponibilidad (?:para|de (?:horario|tiempo|turnos?|fines)|inmediata|total|completa)\b|\bavailab(?:le|ility) (?:to|for) (?:start|work|travel|relocat)|(?:^|\s)(?:[êe]tre|[êe]tes|soyez) (?:\p{L}+ )?disponible|\bdisponibilit[ée] (?:imm[ée]diate|pour|en soir|le week)|${JAPANESE_AVAILABILITY}`,
    'iu',
  ),
  equipment: new RegExp(
    String.raw`\blaptop\b|\bwebcam\b|\binternet connection\b|\bsmartphone\b|\bheadset\b|\bown (?:car|vehicle|computer)\b|\bv[ée]hicule personnel\b|\bpr[oó]prio (?:computador|notebook|celular|ve[ií]culo|carro)\b|\beigen (?:laptop|auto|vervoer|computer)\b|\beigene[nmrs]? (?:pkw|auto|fahrzeug|wagen|kfz|laptop)\b|\b(?:coche|veh[ií]culo|auto|carro) propio\b|\b(?:auto|mezzo|veicolo) propri[oa]\b|\bautomunit[oa]\b|${JAPANESE_EQUIPMENT}`,
    'i',
  ),
  // A driving licence is a qualification the person holds, not equipment they bring ('Führerausweis': the Swiss word).
  licence: new RegExp(
    String.raw`\bdriv(?:ing|er['’]?s) licen[cs]e\b|\bcarn[eé] de conducir\b|\blicencia de (?:conducir|manejo)\b|\bpermis (?:de conduire|b)\b|\bf[üu]hrer(?:schein|ausweis)\w*|\bpatente di guida\b|\brijbewijs\b|\bcarteira (?:de motorista|nacional de habilita[cç][aã]o)\b|\bCNH\b|${DANISH_NORWEGIAN_LICENCE}|${SWEDISH_LICENCE}|${CZECH_LICENCE}|${POLISH_LICENCE}|${JAPANESE_LICENCE}`,
    'iu',
  ),
};
// Russian and Ukrainian, Vietnamese, Indonesian, Chinese, Korean, Croatian, Turkish, Hebrew, Lithuanian, Mongolian and Uzbek
// cues beside them: a board's table rows and the ad's lines (work-condition-cues-ru-uk.ts, -vi.ts, -id.ts, -zh.ts,
// -ko.ts, -hr.ts, -tr.ts, -he.ts, -lt-mn.ts, -uz.ts).
const PATTERNS: Record<Topic, RegExp> = withLanguageCues(
  CUES_BY_TOPIC,
  RUSSIAN_UKRAINIAN_CUES,
  VIETNAMESE_CUES,
  INDONESIAN_CUES,
  CHINESE_CUES,
  KOREAN_CUES,
  CROATIAN_CUES,
  TURKISH_CUES,
  HEBREW_CUES,
  THAI_CUES,
  LITHUANIAN_CUES,
  MONGOLIAN_CUES,
  UZBEK_CUES,
);

// A contract word inside the company's stage ('em seu estágio inicial') or a past internship the candidate is asked
// for ('Previous … internship … preferred') states no contract.
// A Japanese sentence of what cannot be done under the contract (a legal cap) states no engagement either, nor a
// Japanese row of days off the hours.
const statesTopic = (topic: Topic, text: string): boolean =>
  topic === 'contract'
    ? !JAPANESE_LIMIT.test(text.trim()) &&
      PATTERNS.contract.test(withoutCompanyStage(withoutPastInternship(text)))
    : topic === 'hours'
      ? !JAPANESE_DAYS_OFF.test(text.trim()) && PATTERNS.hours.test(text)
      : PATTERNS[topic].test(text);

/** True when an item states a condition of work rather than a skill or duty (asked as a work requirement). */
export function isWorkRequirementText(text: string): boolean {
  return (
    [
      'location',
      'relocation',
      'remote',
      'hours',
      'on_call',
      'authorisation',
      'travel',
      'start',
      'contract',
      'availability',
      'equipment',
      'licence',
    ] as const
  ).some((topic) => statesTopic(topic, text) && !(topic === 'start' && START_AS_DEADLINE.test(text)));
}

type Statement = { text: string; topic: Topic };

// 'Acme is a design studio based in Leeds': where the employer is, said of the employer.
// 'Unlike these (mostly) USA-based initiatives, OLS is based in the UK': a named organisation's base, too.
const EMPLOYER_BASE =
  /\b(?:is|are) (?:an?|the) [^.]{0,80}?\b(?:based|headquartered|located) in\b|\bheadquartered in\b|\b[A-Z][A-Za-z\d]*(?:\s[A-Z][A-Za-z\d]*)* (?:is|are) (?:based|headquartered) in\b/;
// 'This is a full-time role based in our office in Portland': the post's base, not the employer's.
const POST_BASE = /\b(?:role|position|job|post|internship|vacancy) (?:is )?(?:based|located) in\b/i;
// 'The team you are working with are based in the GMT time zone': the hours to overlap, not a place.
const TIME_ZONE_BASE = /\b(?:based|located) in (?:the )?[\p{L}\d+\-: ]{1,20}\btime ?zones?\b/iu;
// Full or part time: how many hours, which a contract line may add to the kind of engagement.
const HOURS_ONLY =
  /\b(?:full|part)[- ]time\b|\btiempo completo\b|\bmedio tiempo\b|\btemps (?:plein|partiel)\b|\b(?:teil|voll)zeit\b|\btempo (?:pieno|parziale)\b/gi;

// A physical demand ('Standing and/or walking during a shift up to 8 hours', 'Standing, sitting, or walking for more
// than 8 hours a day') names hours without stating the working hours.
const PHYSICAL_DEMAND =
  /^(?:standing|walking|sitting|lifting|bending|kneeling|climbing)\b|\b(?:stand|walk|sit)(?:s|ing)? (?:for|during|throughout)\b|\bphysical (?:aspects|demands|requirements)\b/i;
// 'Schedule is Monday-Friday 7AM-330PM +/-: Wage dependent upon experience': pay a board ran on after the hours.
const PAY_AFTER = /\s*[:;]\s*(?:wages?|pay|salary|compensation|rate)\b.*$/i;
// 'This is a long-term, full-time contract position with a salary range of $70,000-$85,000, …': the pay the
// sentence goes on to, not the engagement.
// 'Contratto a tempo indeterminato, RAL 32.000 €': an Italian post's gross annual pay after the contract.
// 'The position requires 10-15 hours per week at a rate of 25-40$/hour': the hours, then the pay for them.
const PAY_CLAUSE =
  /,?\s+(?:(?:with|at|and) (?:an? )?(?:competitive |annual |starting |hourly )?(?:salary|pay|compensation|wage|rate)(?: range| band| rate)?(?: of| between| from)?\b|(?:RAL|retribuzione|compenso|stipendio)\b).*$/i;
// A line that is about the pay ('Rango de compensación anual de US$ 20.000-25.000 … por 40 horas semanales',
// 'Contractor: $3,590.51 USD/month'): the hours or engagement it names are the basis of the pay, not a condition.
// 'Salary starts from 1400 EUR gross (full time) / 700 EUR (part time)', 'Gehalt ab 3.000 € brutto', 'Plat 40 000 Kč': the
// amount before its currency, in any language read.
const PAY_LINE =
  /^[^:$£€]{1,30}:\s*(?:[$£€]|USD\s?)\s?\d|\b(?:salary|salario|sueldo|salaire|gehalt|lohn|verg[üu]tung|stipendio|retribuzione|salaris|sal[áa]rio|plat|mzda|palkka|l[öø]n|wynagrodzenie)\b[^.]*?\d[\d.,\s]*\s?(?:EUR|USD|GBP|CHF|CZK|PLN|SEK|NOK|DKK|HUF|Kč|zł|kr|€|£|\$)(?![A-Za-z])|\b(?:compensaci[oó]n|salario|sueldo|montos?|salary|compensation|pay)\b[^.]*(?:US\$|[$£€])\s?\d|\b(?:compensaci[oó]n|salario|sueldo|salary|compensation|pay) (?:anual|annual|range|band|rate)\b|\brango de (?:compensaci[oó]n|US\$)/i;
// A list run into one line by the extraction ('… docencia. - [Esencial] Experiencia … - [Deseable] Disponibilidad
// para comenzar …'): each item is its own statement, without its tag.
const INLINE_ITEM = /(?<=[.:;!?])\s+-\s+(?=\[|\p{Lu})/u;
const ITEM_TAG = /^\[[^\]]{1,20}\]\s*/;
// 'Unbefristeter Arbeitsvertrag - 37,5 Stunden Woche - Familiäres': an offer list run into one line with ' - ' between
// its items (the last may be cut at the wrap); each item is its own statement. Not a range ('Monday - Friday', '10:00
// a.m. - 6:00 p.m.', '16 - 20 uren'): an item ends on a word, every item but the last has two words or more (the last
// too when there are only two), and none opens on a clock time or a weekday.
const DASH_SEPARATOR = /(?<=[\p{L})])\s+-\s+(?=[\p{Lu}\d])/u;
const RANGE_END =
  /^(?:\d{1,2}(?:[:.]\d{2}\s*(?:[ap]\.?m\.?|h|uhr)?|\s*(?:[ap]\.?m\.?|h|uhr))(?![\p{L}\d])|(?:mon|tues|wednes|thurs|fri|satur|sun)day|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|(?:mon|diens|donners|frei|sams|sonn)tag|mittwoch|luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica|(?:mon|tue|wed|thu|fri|sat|sun|mo|di|mi|do|fr|sa|so)\b\.?)/iu;
function dashItems(line: string): string[] {
  const parts = line.split(DASH_SEPARATOR);
  if (parts.length < 2) return [line];
  const words = (part: string): number => part.trim().split(/\s+/).length;
  const isList =
    parts.slice(0, -1).every((part) => words(part) >= 2) &&
    (parts.length > 2 || words(parts[1] ?? '') >= 2) &&
    parts.slice(1).every((part) => !RANGE_END.test(part));
  return isList ? parts : [line];
}
// 'Ability to … at all times Physical Aspects of Position (include but are not limited to): Constant sitting …
// Visa Requirements: Candidates must be …': a qualifications paragraph run together, its labelled parts set apart by
// nothing but the label ('Label Words (aside):'). Each labelled part is its own statement, quoted from its label.
const RUN_IN_LABEL = new RegExp(
  String.raw`(?<=\p{Ll}[\p{Ll},)]*)\s+(?=\p{Lu}\p{Ll}+(?:\s+(?:of|and|for|to|\p{Lu}\p{Ll}+))+(?:\s+\([^)]{1,60}\))?:\s)`,
  'u',
);
const labelledParts = (line: string): string[] =>
  line.split(RUN_IN_LABEL).length > 1 && line.split(/\s+/).length > 20 ? line.split(RUN_IN_LABEL) : [line];
// 'Job Type: · full_time': a job board's fact row, its dot and its field's underscore no part of what it states; so is
// a colon after a value the dot sets apart ('Бандлик' over '· Тўлиқ:', a page's template printing every field's).
const factRow = (line: string): string =>
  line
    .replace(/^(\s*·\s*[^:·]{1,30}?)\s*:\s*$/u, '$1')
    .replace(/^\s*·\s*/, '')
    .replace(/^([^:·]{1,40}):\s*·\s*/, '$1: ')
    .replace(/\b(full|part)_time\b/gi, '$1 time')
    // '… met uitzicht op onbepaalde tijd work_agreements -': the page template's key for a field it left empty.
    .replace(/\s+[a-z]+(?:_[a-z]+)+(?:\s*[-–—])?\s*$/, '');
// 'Wymiar pracy · Pełny etat', 'Typ umowy · Umowa o pracę': a job board's hours or contract row, read with its label
// for what it states, quoted by its value alone; the label is the page's layout, not the posting's words. A place
// row keeps its label, which says the place is the office.
const BOARD_ROW_LABEL = /^\p{Lu}[\p{L}'’-]*(?: [\p{L}'’-]+){0,3} · (?=\S)/u;
// 'Ansættelsesform Tidsbegrænset ansættelse': the same row printed without the dot among the board's field rows (a
// section of no heading), its label a heading word of the terms, its value a short row in a capital that states the
// hours or the contract by itself ('Contrato a término fijo' is no label and value).
const BARE_ROW_WORDS = 6;
function withoutBareRowLabel(text: string, topic: Topic): string {
  const words = text.split(' ');
  if (words.length > BARE_ROW_WORDS || /[.!?:;,·]/.test(text)) return text;
  for (let labelWords = 1; labelWords <= 3 && labelWords < words.length; labelWords += 1) {
    const value = words.slice(labelWords).join(' ');
    const label = words.slice(0, labelWords).join(' ');
    if (/^\p{Lu}/u.test(value) && headingKind(label) === 'terms' && statesTopic(topic, value)) return value;
  }
  return text;
}
const quotedByValue = (statement: Statement, isBoardRows: boolean): Statement => {
  if (statement.topic !== 'hours' && statement.topic !== 'contract') return statement;
  const text = statement.text.replace(BOARD_ROW_LABEL, '');
  return { ...statement, text: isBoardRows ? withoutBareRowLabel(text, statement.topic) : text };
};
const HOME_OFFICE_COSTS =
  /\b(?:costs?|expenses|stipend|allowance|reimburs\w*)\b[^.]{0,40}\bhome[- ]?office\b|\bhome[- ]?office\b[^.]{0,40}\b(?:costs?|expenses|stipend|allowance|reimburs\w*)\b/i;
// 'Applicants must possess a PhD by their start date': a deadline for something else, not when the job starts.
const START_AS_DEADLINE = /\b(?:by|before) (?:their|the|your|his or her) start date\b/i;

// Conditions on being there outside the usual hours, which one line often states together.
const ASKED_ONCE: ReadonlySet<Topic> = new Set(['on_call', 'travel', 'availability']);

// Statements of the document a work condition can come from: every item, with its heading when the heading
// is the label ('Location' → 'comfort of your own home!'). The interview process describes the hiring, not the job.
function statementsOf(sections: Section[]): Statement[] {
  const statements: Statement[] = [];
  const offered = new Set<Statement>();
  for (const section of sections) {
    // The board's own chrome ('Vacatures per dienstverband', 'Agree & Join') states nothing of this post, as a heading
    // or as a line.
    if (section.kind === 'process' || isBoardChrome(section.heading ?? '')) continue;
    // 'Contrato a honorarios', a short line read as a heading, states the contract: it is quoted on its own, and the
    // lines under it ('Duración: …', a pay line) are never glued onto it.
    const isStatedHeading =
      section.kind === 'terms' && section.heading !== null && statesContract(section.heading);
    if (isStatedHeading) statements.push(...statementsOfText(section.heading ?? ''));
    // 'Führerscheinklasse B Wir bieten': a wish run into the heading after it; the licence and its class are stated.
    const licence = LICENCE_WITH_CLASS.exec(section.heading ?? '');
    if (licence) statements.push({ text: licence[0], topic: 'licence' });
    const isBoardRows = section.kind === 'terms' && section.heading === null;
    const workload = section.kind === 'title' ? titleWorkload(section.heading ?? '') : null;
    if (workload) statements.push({ text: workload, topic: 'hours' });
    for (const item of withQualifiersJoined(withLabelLinesJoined(section.items, readsAsLabel))) {
      // The heading labels an item when it adds a condition the item does not state ('Location' → 'comfort of your
      // own home!'); otherwise the item is quoted as written ('Conditions du contrat' over 'Le début du contrat est
      // estimé au 01/12/2019', 'Lieu : Liège').
      // Only a short value is the label's ('Location' → 'comfort of your own home!'): a sentence after a one-line
      // label ('Location: Anywhere in the U.S.' then 'Your salary … will be determined') is the posting going on.
      if (isBoardChrome(item)) continue;
      const row = factRow(item);
      statements.push(...titleTerms(row));
      // A board's bare row under the title ('36 uur', '10 maanden'), set apart by parseSections: its shape states the
      // hours or the term.
      const bare = section.kind === 'terms' && section.heading === null ? valueRowKind(row) : null;
      if (bare) {
        statements.push({ text: row, topic: bare === 'hours' ? 'hours' : 'contract' });
        continue;
      }
      // A Russian, Ukrainian or Mongolian place row's address runs longer than a value ('Москва, м. Савёловская, г
      // Москва …', 'Улаанбаатар хот, Баянзүрх дүүрэг, 3-р хороо …').
      const isPlaceHeading =
        PLACE_HEADING_RU_UK.test(section.heading ?? '') || PLACE_HEADING_MN.test(section.heading ?? '');
      const isValue =
        (!/^[^:]{2,40}:/.test(row) && item.split(/\s+/).length <= 8) ||
        (isPlaceHeading && item.split(/\s+/).length <= 12);
      const labelled = section.heading && isValue && !isStatedHeading ? `${section.heading}: ${row}` : row;
      const addsTopic = (Object.values(PATTERNS) as RegExp[]).some(
        (pattern) => pattern.test(labelled) && !pattern.test(row),
      );
      // A contract label's value is quoted with its label ('Job Type: full time').
      const isContractValue = isValue && CONTRACT_LABEL.test(section.heading ?? '');
      const written = section.kind === 'terms' && (addsTopic || isContractValue) ? labelled : row;
      // A field runs to the next field's label, and an hours or contract row is quoted by its value.
      const stated = written
        .split(INLINE_ITEM)
        .flatMap(fieldRows)
        .map((part) => termValue(part, TERMS))
        .flatMap(dashItems)
        .flatMap(labelledParts)
        .flatMap((part) => statementsOfText(part.replace(ITEM_TAG, '')))
        .map((statement) => quotedByValue(statement, isBoardRows));
      statements.push(
        ...(section.kind === 'responsibilities'
          ? stated.filter((statement) => !isOthersHours(statement))
          : stated),
      );
      if (section.kind === 'benefits') stated.forEach((statement) => offered.add(statement));
    }
  }
  // The hours the posting states ('approx. 4 hours on Fridays') come before the weekend work asked with them.
  const isWeekendOnly = (statement: Statement): boolean =>
    statement.topic === 'hours' && !PATTERNS.hours.test(statement.text);
  const terms = statements.filter((statement) => !repeatsStatedContract(statement, statements, offered));
  return [...terms.filter((statement) => !isWeekendOnly(statement)), ...terms.filter(isWeekendOnly)];
}

// 'umowa o pracę bez okresu próbnego, a już po 18 miesiącach umowę na stałe' in the offer, under a board's 'Typ umowy
// · Umowa o pracę': the offer's praise of the contract the posting already states is a perk, not a second term.
const CONTRACT_CUES = new RegExp(PATTERNS.contract.source, 'giu');
const contractCues = (text: string): string[] =>
  [...text.matchAll(CONTRACT_CUES)].map((match) => lowerCase(match[0]));
function repeatsStatedContract(
  statement: Statement,
  statements: Statement[],
  offered: ReadonlySet<Statement>,
): boolean {
  if (statement.topic !== 'contract' || !offered.has(statement)) return false;
  const stated = new Set(
    statements
      .filter((other) => other.topic === 'contract' && !offered.has(other))
      .flatMap((other) => contractCues(other.text)),
  );
  const cues = contractCues(statement.text);
  return cues.length > 0 && cues.every((cue) => stated.has(cue));
}

// A label alone on its line over its value ('Paikkakunta' / 'Jyväskylä', 'Locatie' / 'Venlo'): a cue of a condition
// reads the joined row from its first letter and needs the colon after the label (a line that states the condition
// alone, 'Startdatum', is no label); and the line names the terms of the work or a Nordic place row ('Office' over
// 'Excel' is a list of tools).
const readsAsLabel = (label: string, row: string): boolean =>
  (headingKind(label) === 'terms' || new RegExp(NORDIC_LOCATION_LABEL, 'iu').test(`${label}:`)) &&
  (Object.values(PATTERNS) as RegExp[]).some((pattern) => {
    const match = pattern.exec(row);
    return match?.index === 0 && match[0].length > label.length && !pattern.test(label);
  });

const LICENCE_WITH_CLASS =
  /(?:[Ff][üu]hrer(?:schein|ausweis)\p{L}*|[Dd]riv(?:ing|er['’]?s) [Ll]icen[cs]e|[Pp]ermis(?: de conduire)?|[Pp]atente(?: di guida)?|[Cc]arn[eé] de conducir|[Rr]ijbewijs)\s*(?:(?:[Kk]lasse|[Cc]lass|[Cc]ategory|[Cc]at\.|[Cc]at[ée]gorie|[Cc]ategor[ií]a|tipo)\s*)?\p{Lu}{1,2}\d?(?![\p{L}\d])/u;

// 'This role is part-time', 'This is a non-regular, part-time position', 'Part-time, 20 hours a week', 'Vous
// travaillerez à temps partiel': a line about the post itself, which alone states its hours among the duties.
const ABOUT_THE_POST =
  /^\W*(?:full|part)[- ]time\b|\bthis is an?\b|\b(?:this|the) (?:role|position|job|post|internship|opening|vacancy)\b|\byou(?:'ll|’ll| will)? (?:work|be working)\b|\b(?:este|el) (?:puesto|cargo|rol)\b|\b(?:ce|le) poste\b|\bvous travaillerez\b|\b(?:diese|die) stelle\b|\b(?:questa|la) posizione\b/i;

// 'Build out and supervise a team of part-time helpers': a duty's full- or part-time names other people's hours, not
// the post's, unless the line speaks of the post itself.
const isOthersHours = (statement: Statement): boolean =>
  statement.topic === 'contract' &&
  !PATTERNS.contract.test(statement.text.replace(HOURS_ONLY, '')) &&
  !ABOUT_THE_POST.test(statement.text);

// 'Job type', 'Contract length': a label over the contract's lines, not a contract itself.
// Finnish and Slovak board rows too ('Työaika', 'Työn kesto', 'Druh pracovného pomeru').
const CONTRACT_LABEL = new RegExp(
  String.raw`^(?:druh pracovného pomeru|työaika|työajat|työn kesto|työsuhde|työsuhteen (?:kesto|tyyppi))\s*:?$|\b(?:types?|length|duration|period|term|details|conditions|tipo|modalidad|condiciones|dur[ée]e|contrata[cç][aã]o)\s*:?$|^(?:contract|contrato|contrat|contratto|vertrag)\s*:?$|${JAPANESE_CONTRACT_LABEL}`,
  'i',
);

// A value that states the hours or the engagement by itself, without its label.
const TERMS = {
  hours: (value: string): boolean => PATTERNS.hours.test(value),
  contract: (value: string): boolean => statesTopic('contract', value),
};

const statesContract = (heading: string): boolean =>
  PATTERNS.contract.test(heading) && !CONTRACT_LABEL.test(heading);

// 'But open to exceptions.' qualifies the sentence before it, so it is read and quoted with that sentence.
function withQualifiersJoined(items: string[]): string[] {
  const joined: string[] = [];
  for (const item of items) {
    const previous = joined.at(-1);
    if (previous !== undefined && CONNECTIVE.test(item)) joined[joined.length - 1] = `${previous} ${item}`;
    else joined.push(item);
  }
  return joined;
}

// The conditions one statement of the document states, each quoted as written or cut to the condition.
function statementsOfText(written: string): Statement[] {
  const text = written.replace(PAY_AFTER, '').replace(PAY_CLAUSE, '');
  if (/https?:|close ad|patrocinado|sponsored|publicidad/i.test(text) || PAY_LINE.test(text)) return [];
  if (isNoValueRow(text)) return [];
  if (isPaySupplement(text)) return [];
  // A board's pay and benefit chips state the contract type among the offer ('... Full Time General Benefits
  // Dental'): only the condition itself is quoted. A paragraph that goes on to the benefits ('This is a full-time
  // position … in our office in Seattle, WA. Flexible salary … dental …') is read sentence by sentence: its
  // sentence about the post is no benefit.
  const isOffer = isPayOrBenefitsLine(text);
  const sentences = withQualifiersJoined(sentencesIn(text));
  // A board's chip row ('Temporary Unlimited vacation … General Benefits'): its engagement chip alone is the contract.
  const chip = engagementChip(text);
  if (isOffer && sentences.length > 1 && !chip) return sentences.flatMap(statementsOfText);
  const statements: Statement[] = chip ? [{ text: chip, topic: 'contract' }] : [];
  for (const topic of Object.keys(PATTERNS) as Topic[]) {
    if (chip && topic === 'contract') continue;
    const match = PATTERNS[topic].exec(text);
    if (!match) continue;
    // Weekend work with no cue of being on call is asked with the hours, once.
    const asked = topic === 'on_call' && !OUT_OF_HOURS.test(text) && !ON_DEMAND.test(text) ? 'hours' : topic;
    if (asked !== topic && statements.some((statement) => statement.topic === asked)) continue;
    if (topic === 'hours' && PHYSICAL_DEMAND.test(text)) continue;
    if (topic === 'start' && START_AS_DEADLINE.test(text)) continue;
    // 'We'll support costs related to a home office': a benefit of the remote work, not the arrangement.
    if (topic === 'remote' && HOME_OFFICE_COSTS.test(text)) continue;
    if (topic === 'location' && TIME_ZONE_BASE.test(text)) continue;
    // 'Willing to relocate to Graz': the place is asked, with the move, as the location.
    if (topic === 'relocation' && statements.some((statement) => statement.topic === 'location')) continue;
    // An offer ('ein interessanter Arbeitsplatz in einem … Team') that names no place is never the post's location.
    if (topic === 'location' && isOfferLine(text) && locationOf(text) === null) continue;
    // The sentence that states the condition, with the qualifiers after it ('… Graz. But open to exceptions.'), not
    // the paragraph's other sentences ('… Seattle, WA. To apply, send a cover letter …').
    const states = (candidate: string): boolean => statesTopic(topic, candidate);
    if (!states(text)) continue;
    const sentence = sentences.find(states) ?? text;
    if (topic === 'travel' && TRAVEL_AS_PERK.test(sentence)) continue;
    // One of several ways to be paid ('… inclined to offer remuneration in the form of equity', 'in exchange for
    // reduced rent'), or the contract of a stay ('Your stay will be formalised with a Contract for Residents'): how
    // the person is paid or housed, not the arrangement or the engagement.
    if ((topic === 'remote' || topic === 'contract') && (PAY_OPTION.test(sentence) || TENANCY.test(sentence)))
      continue;
    // A start date said in passing in a long sentence ('…, we are hiring as soon as possible a…'): the date
    // itself is quoted, not the sentence cut short.
    // So is one in the sentence saying who is sought, before or after it ('Per 1 november is de school op zoek naar
    // een …', 'Wir suchen Dich als Techniker … zum 01.02.2023 oder 01.03.2023').
    const isPassing = topic === 'start' && (sentence.split(/\s+/).length > 25 || SEEKING.test(sentence));
    // An offer's condition is quoted alone, its place whole ('office in Seattle, WA'), not the cue's first letter.
    const offered = topic === 'location' ? (PLACE_PHRASE.exec(text)?.[0] ?? match[0]) : match[0];
    const quoted = isPassing
      ? match[0]
      : isOffer
        ? offered
        : topic === 'contract'
          ? conditionClause(clauseOf(engagementOf(sentence), PATTERNS.contract), PATTERNS.contract, [])
          : topic === 'location'
            ? sentence
            : topic === 'equipment'
              ? sentence.replace(PROVISION_AFTER, '')
              : topic === 'hours' && isLongSentence(sentence)
                ? (hoursPhrase(sentence, PATTERNS.hours) ?? clauseOf(sentence, PATTERNS.hours))
                : topic === 'remote'
                  ? conditionClause(clauseOf(sentence, PATTERNS.remote), PATTERNS.remote, [PATTERNS.location])
                  : clauseOf(sentence, PATTERNS[topic]);
    statements.push({ text: trimItem(quoted), topic: asked });
  }
  return statements;
}

// 'Dabei bieten wir verschiedene Arbeitszeitmodelle - ob Vollzeit oder Teilzeit, Minijob oder Nachtdienst – wir sind
// stolz darauf, …', 'Zur Verstärkung unseres Teams suchen wir zum nächstmöglichen Zeitpunkt – in Teil- oder
// Vollzeit': a long sentence whose dashes set its hours or engagement apart as a clause of their own; the clause is
// quoted, not the whole sentence. Not a range ('Monday - Friday', '8:00 AM – 4:30 PM'): a dash between a digit and
// a clock time or a weekday parts nothing.
const CLAUSE_DASH = /(?<=[\p{L})*])\s+[-–—]\s+/u;
const LONG_SENTENCE_WORDS = 12;
function clauseOf(sentence: string, pattern: RegExp): string {
  if (sentence.split(/\s+/).length <= LONG_SENTENCE_WORDS) return sentence;
  const clauses = sentence.split(CLAUSE_DASH);
  // Each part a clause of three words or more: 'Resende – RJ' is a place and its state, not two clauses.
  if (
    clauses.length < 2 ||
    clauses.some((clause) => clause.split(/\s+/).length < 3) ||
    clauses.slice(1).some((clause) => RANGE_END.test(clause))
  )
    return sentence;
  const stating = clauses.filter((clause) => pattern.test(clause));
  return stating.length === 1 ? trimItem(stating[0] ?? '') : sentence;
}

// 'Sie besitzen einen eigenen Pkw und freuen sich auf ein Kilometergeld von 30 Cent / Kilometer': what the employer
// pays for the equipment, joined to it, is no part of what the person brings.
const PROVISION_AFTER =
  /,?\s+(?:und|and)\s+(?:freuen sich auf|erhalten|bekommen|will receive|receive|get)\b.*$/i;

// '… op zoek naar', '… we are looking for', '… procuramos', '… nous cherchons', 'Wir suchen …': whom the employer seeks.
const SEEKING =
  /\b(?:op zoek naar|zoek(?:t|en) (?:wij|we)|(?:is|are|we['’]re) (?:looking for|seeking)|procura(?:mos)?|busca(?:mos)?|(?:re)?cherchons|recrutons|cerchiamo|suchen wir|wir suchen)(?![\p{L}])/iu;

const PAY_OPTION =
  /\b(?:remuneration|compensation|payment|paid|retribu(?:tion|zione)|compenso|pagamento|r[ée]mun[ée]ration|retribuci[oó]n|verg[üu]tung)\b[^.]{0,40}?\b(?:in the form of|sotto forma di|sous (?:la )?forme d|en forma de|in form (?:von|eines|einer))\b|\bin exchange for\b|\bin cambio di\b|\ben [ée]change d|\ba cambio de\b/i;
const TENANCY =
  /\b(?:your|the|a|il tuo|la tua) (?:stay|residence|tenancy|lease|soggiorno|s[ée]jour|estancia)\b/i;

// 'Occasional travel opportunities' among the benefits: travel offered as a perk, not a condition of the work.
const TRAVEL_AS_PERK =
  /\btravel(?:l?ing)? (?:opportunit(?:y|ies)|perks?|budget|allowance|stipend)\b|\bopportunit(?:y|ies) to travel\b/i;

// 'This is a full-time, hands-on position, which can be done remotely or in our office in Seattle, WA': the engagement
// is the part before the clause on where the work is done, which is asked as the place or the arrangement.
const WHERE_CLAUSE =
  /,?\s+(?:(?:which|that) (?:can|could|may|will) be (?:done|performed|worked|carried out|based|located)\b|(?:based|located) (?:in|at|out of)\b).*$/i;

const engagementOf = (sentence: string): string => {
  const engagement = beforeStartDate(sentence).replace(WHERE_CLAUSE, '');
  return PATTERNS.contract.test(engagement) ? engagement : beforeStartDate(sentence);
};

// 'This is a full-time position with benefits with an ideal start date around November 2023': the engagement is
// the part before the start date, which is asked on its own.
function beforeStartDate(text: string): string {
  const start = PATTERNS.start.exec(text);
  const contract = PATTERNS.contract.exec(text);
  if (!start || !contract || start.index < contract.index) return text;
  return text
    .slice(0, start.index)
    .replace(
      /\s*(?:,|\b(?:with|and|but))?\s*(?:(?:an?|the|its|our|your)\s+)?(?:ideal|expected|planned|target|tentative)?\s*$/i,
      '',
    );
}

// A place is a short name ('Lima', 'San Francisco, Sacramento, or Fresno'), not a sentence about pay or the reader.
const isPlace = (value: string): boolean =>
  value.split(/\s+/).length <= 10 &&
  !CONNECTIVE.test(value) &&
  !/[$€£]|\b(?:salary|salario|salaire|pay|will|you|your|tu|vous|votre)\b/i.test(value);

// A Nordic board's place row: its label, a postcode of four or five digits and the place or places ('Jyväskylä /
// Tampere'). A Swedish posting's own
// 'Placering: …' line is quoted as written.
const NORDIC_LOCATION_LABEL = `${DANISH_NORWEGIAN_LOCATION_LABEL}|${SWEDISH_PLACE_ROW_LABEL}|${FINNISH_LOCATION_LABEL}`;
const NORDIC_PLACE_ROW = new RegExp(
  String.raw`(?:${NORDIC_LOCATION_LABEL})\s*(?:\d{4,5}\s+)?([\p{L}\s,/-]+)$`,
  'iu',
);

// A board's place row in capitals ('40100 JYVÄSKYLÄ', 'LE LOROUX BOTTEREAU') names the town as it is written
// ('Jyväskylä', 'Le Loroux Bottereau'); a short word in capitals ('NV') stays, but for a town's article or preposition
// ('LA ROCHE SUR YON': 'La Roche sur Yon').
const PLACE_PARTICLE = /^(?:le|la|les|de|du|des|sur|en|el|los|las|del|san|am|an|der|di|da)$/i;
const placeFromCapitals = (place: string): string =>
  /\p{Ll}/u.test(place)
    ? place
    : place.replace(/\p{L}+/gu, (word, at: number) =>
        word.length >= 4 || (PLACE_PARTICLE.test(word) && at === 0)
          ? word.charAt(0) + lowerCase(word.slice(1))
          : PLACE_PARTICLE.test(word)
            ? lowerCase(word)
            : word,
      );

function locationOf(statement: string): string | null {
  // The place is in the sentence that names it, not in the qualifier after it ('… Graz. But open to exceptions.').
  const sentences = statement.split(/(?<=[.!?])\s+/);
  const qualifier = sentences.findIndex((sentence, index) => index > 0 && CONNECTIVE.test(sentence));
  const text = (qualifier < 0 ? sentences : sentences.slice(0, qualifier)).join(' ');
  // 'Arbeidsstad 5730 Ulvik, Hordaland', 'Työpaikan osoite: 40100 JYVÄSKYLÄ': the place, without the postcode.
  const row = NORDIC_PLACE_ROW.exec(text)?.[1]?.trim();
  if (row) return placeFromCapitals(row);
  const russianRow = PLACE_ROW_RU_UK.exec(text)?.[1]?.trim();
  if (russianRow) return russianRow;
  const mongolianRow = PLACE_ROW_MN.exec(text)?.[1]?.trim();
  if (mongolianRow) return mongolianRow.replace(/[.!,]+$/, '');
  const hebrewRow = PLACE_ROW_HE.exec(text)?.[1]?.trim();
  if (hebrewRow) return hebrewRow.replace(/[.!]+$/, '');
  const vietnameseRow = PLACE_ROW_VI.exec(text)?.[1]?.trim();
  if (vietnameseRow) return vietnameseRow.replace(/[.!]+$/, '');
  const indonesian = indonesianPlace(text);
  if (indonesian) return indonesian;
  const labelled = new RegExp(
    `(?:${LOCATION_LABEL.source}|${DANISH_NORWEGIAN_LOCATION_LABEL}|${SLOVAK_LOCATION_LABEL}|${POLISH_LOCATION_LABEL})\\s*(.+)$`,
    'iu',
  ).exec(text);
  if (labelled?.[1]) {
    const value = placeFromCapitals(labelled[1].replace(/[.!]+$/, '').trim());
    return isPlace(value) || isHomeLocation(value) ? value : null;
  }
  const japanese = japanesePlace(text) ?? chinesePlace(text);
  if (japanese) return japanese;
  const inline = PLACE_PHRASE.exec(text);
  if (inline?.[1]) return inline[1];
  const german = GERMAN_WORKPLACE.exec(text);
  if (german?.[1]) return german[1];
  const nordic = new RegExp(NORDIC_PLACE_SENTENCE, 'u').exec(text);
  if (nordic?.[1]) return nordic[1];
  const district = new RegExp(HUNGARIAN_DISTRICT_PLACE, 'u').exec(text);
  if (district) return district[0];
  // 'based in one of the NorCal offices (San Francisco, Sacramento, or Fresno)': the places are the list.
  const listed =
    /\b(?:based (?:in|at|out of)|work from|located in) (?:one|any) of (?:the|our|its) [^.()]{0,60}?(?:offices|locations|sites)\s*(?:\(([^)]+)\)|in ((?:\p{Lu}[\p{L}-]+)(?:,?\s+(?:or |and )?\p{Lu}[\p{L}-]+)*))/u.exec(
      text,
    );
  const places = listed?.[1] ?? listed?.[2];
  return places && isPlace(places) ? places.trim() : null;
}

function arrangementOf(text: string): string | null {
  if (new RegExp(String.raw`\b${HYBRID}`, 'iu').test(text)) return 'Hybrid';
  if (new RegExp(CZECH_HYBRID, 'iu').test(text)) return 'Hybrid';
  // 'Smart working due giorni a settimana', 'smart working parziale': some days away from the office.
  if (/\bsmart working\b[^.]{0,40}\b(?:giorn[oi]|parziale|a settimana)\b/i.test(text)) return 'Hybrid';
  // 'Home Office nach Absprache möglich', 'teilweise mobiles Arbeiten': some days at home, the rest at the office.
  if (
    /\b(?:home[- ]?office|mobile[sn]? arbeiten)\b[^.]{0,40}\b(?:nach absprache|m[öo]glich|teilweise|tageweise)|\b(?:teilweise|tageweise)\b[^.]{0,20}\b(?:home[- ]?office|mobile[sn]? arbeiten)/i.test(
      text,
    )
  )
    return 'Hybrid';
  // 'Trabalho parcialmente remoto com encontros na sede', 'deels thuiswerken', 'thuiswerken in overleg mogelijk'.
  if (
    /\b(?:parcialmente|em parte) remot|\bremoto parcial|\b(?:deels|gedeeltelijk) (?:thuis|op afstand)|\bthuiswerk\w* (?:in overleg|is )?mogelijk\b/i.test(
      text,
    )
  )
    return 'Hybrid';
  // Whole words: 'main office' is no 'in office'. 'Vor Ort', 'in sede', 'op locatie' say the work is done where the
  // employer or its customers are: on site, never remote.
  if (
    /\bon[- ]site|onsite|\bin[- ]office|presencial|sur site|pr[ée]sentiel|\bin presenza\b|\bvor ort\b|\bin (?:sede|loco)\b|\bop locatie\b/i.test(
      text,
    )
  )
    return 'On-site';
  if (new RegExp(CZECH_OFFICE, 'iu').test(text)) return 'On-site';
  if (PATTERNS.remote.test(text)) return 'Remote';
  return null;
}

const isHomeLocation = (location: string): boolean =>
  /\bhome\b|remote|remoto|casa|domicile|t[ée]l[ée]travail|distance/i.test(location);

/**
 * Work arrangement fields as the document states them; null where it says nothing. The town its title ends on is the
 * office only where no line states a location.
 */
export function workArrangementInfo(
  sections: Section[],
  titleTown: string | null = null,
): WorkArrangementInfo {
  const statements = statementsOf(sections);
  const first = (topic: Topic): Statement | undefined =>
    statements.find((statement) => statement.topic === topic);
  const locations = statements
    .filter((statement) => statement.topic === 'location')
    .map((statement) => locationOf(statement.text));
  const officeLocation =
    locations.find((location) => location && !isHomeLocation(location)) ??
    (locations.length ? null : titleTown);
  const homeLocation = locations.find((location) => location && isHomeLocation(location));
  const arrangementStatement = first('remote');
  const hours =
    statements.find((statement) => statement.topic === 'hours') ??
    statements.find(
      (statement) =>
        statement.topic === 'contract' &&
        /full[- ]time|part[- ]time|tiempo completo|medio tiempo|temps (?:plein|partiel)|(?:teil|voll)zeit|(?:koko|osa)(?:-?aika|päiv)/i.test(
          statement.text,
        ),
    );
  return {
    // 'Location: comfort of your own home' states where the work happens: at home.
    office_location:
      officeLocation ??
      (homeLocation ? (/^remote$/i.test(homeLocation) ? 'Remote' : `Remote (${homeLocation})`) : null),
    working_hours: hours ? shorten(hours.text, 25) : null,
    on_call_requirement: first('on_call') ? shorten(first('on_call')?.text ?? '', 25) : null,
    work_arrangement: arrangementStatement
      ? arrangementOf(arrangementStatement.text)
      : homeLocation
        ? 'Remote'
        : null,
  };
}

const QUOTED_WORDS = 40;
// Three statements at most; the rows of a list of shifts ('Перша 5:45 - 13:45', 'Друга 13:55 - 21:45', each a statement
// of its own where the page ran them together) count as one, so that no shift of the list is left out.
const QUOTED_STATEMENTS = 3;
const SHIFT_ROW = /^(?:\p{L}+\s+)?\d{1,2}:\d{2}\s*[-–]\s*\d{1,2}:\d{2}$/u;
function quotedStatements(statements: Statement[]): Statement[] {
  const quoted: Statement[] = [];
  let counted = 0;
  let isShiftCounted = false;
  for (const statement of statements) {
    const isShift = SHIFT_ROW.test(statement.text);
    if (!(isShift && isShiftCounted)) {
      if (counted === QUOTED_STATEMENTS) break;
      counted += 1;
      isShiftCounted ||= isShift;
    }
    quoted.push(statement);
  }
  return quoted;
}

// 'can be done remotely or in our office in Seattle, WA', 'our main office is in Seattle … this job can be done
// remotely': a remote post that names an office offers it as an option, not as a place to move to.
const OFFICE_NAMED = /(?<!\bno )\boffices?\b/i;

/** The question on a work condition, quoting what the posting states about it. */
function question(
  phrases: Phrases,
  topic: Topic,
  statements: Statement[],
  info: WorkArrangementInfo,
): string {
  // A condition is quoted whole up to a long sentence's length: cut short, 'a resident / citizen … or a resident…'
  // loses the condition itself.
  const quoted = listPhrase(
    quotedStatements(statements).map((statement) =>
      quotedWithAsapSaid(shorten(statement.text, QUOTED_WORDS), phrases.quote, phrases.asSoonAsPossible),
    ),
    phrases.and,
  );
  const listed = listPhrase(
    statements.map((statement) => runOn(statement.text)),
    phrases.and,
  );
  const says = (pattern: RegExp) => statements.some((statement) => pattern.test(statement.text));
  const variant =
    topic === 'location' && info.office_location
      ? says(FLEXIBLE_PLACE)
        ? 'location_flexible'
        : says(PREFERRED_PLACE)
          ? 'location_preferred'
          : 'location_office'
      : topic === 'remote' && info.work_arrangement === 'Remote'
        ? says(OFFICE_NAMED)
          ? 'remote_option'
          : 'remote_home'
        : topic;
  return fill(phrases.workQuestions[variant], { quoted, listed, office: info.office_location });
}

/**
 * Work requirements to confirm in the interview, one per condition the document states. None for a document in a
 * language the engine does not write: its conditions are not read (the patterns are English, Spanish and French).
 */
export function workRequirements(
  sections: Section[],
  language: Language,
  info: WorkArrangementInfo,
): WorkRequirement[] {
  const phrases = phrasesFor(language);
  if (!phrases) return [];
  const statements = statementsOf(sections);
  const requirements: WorkRequirement[] = [];
  // One line of times outside the usual hours ('disponible en soirée, le week-end et pour des déplacements') is
  // asked under the first of those topics it states, not again as availability or travel.
  const quoted = new Set<string>();
  for (const topic of Object.keys(PATTERNS) as Topic[]) {
    const matching = statements.filter(
      (statement) => statement.topic === topic && !(ASKED_ONCE.has(topic) && quoted.has(statement.text)),
    );
    const unique = matching.filter(
      (statement, index) => matching.findIndex((other) => other.text === statement.text) === index,
    );
    if (unique.length === 0) continue;
    // 'Location: comfort of your own home' is the remote arrangement, asked once under that title; and a remote
    // post's 'a company based in Delhi' is where the employer is, not a place to move to.
    const isHomeOnly = unique.every((statement) => isHomeLocation(locationOf(statement.text) ?? ''));
    const isEmployerBase = unique.every(
      (statement) => EMPLOYER_BASE.test(statement.text) && !POST_BASE.test(statement.text),
    );
    // An employer's base is where the work is only for a post worked at the office ('Acme is a studio based in
    // Leeds', on site); for a remote post, or one that does not say, it is the employer's history.
    const isAtOffice = info.work_arrangement === 'On-site' || info.work_arrangement === 'Hybrid';
    // A remote post's office named beside the remote work ('remotely or in our office in Seattle') is an option,
    // asked with the arrangement.
    const isRemoteOption = unique.every((statement) =>
      statements.some(
        (other) => other.topic === 'remote' && other.text === statement.text && OFFICE_NAMED.test(other.text),
      ),
    );
    if (
      topic === 'location' &&
      ((info.work_arrangement === 'Remote' && (isHomeOnly || isRemoteOption)) ||
        (isEmployerBase && !isAtOffice))
    )
      continue;
    if (ASKED_ONCE.has(topic)) for (const statement of unique) quoted.add(statement.text);
    // 'You are expected to work full-time and will be collaborating…' names the hours, not the engagement, when
    // other lines name the contract ('Full-time, Contract', 'sous contrat à durée déterminée').
    const namesContract = (statement: Statement): boolean =>
      PATTERNS.contract.test(statement.text.replace(HOURS_ONLY, ''));
    const contractLines =
      topic === 'contract' && unique.some(namesContract) ? unique.filter(namesContract) : unique;
    // 'Kezdés február 1-jétől Budapest V. kerületben, részmunkaidős jelentkező esetén home office-ban …': a line asked
    // under another condition (the arrangement, the place, the start) that names the engagement only in passing is not
    // quoted again beside the line that states it ('Teljes- és 4 órás részmunkaidős jelentkezőkre is számítunk').
    const askedElsewhere = new Set(
      statements
        .filter((other) => other.topic !== topic && other.topic !== 'hours')
        .map((other) => other.text),
    );
    const ownLines = contractLines.filter((statement) => !askedElsewhere.has(statement.text));
    const shown = topic === 'contract' && ownLines.length > 0 ? ownLines : contractLines;
    // 'This is a full-time position, with hours of 8:00 AM – 4:30 PM', asked as the hours: its 'full-time' is the
    // hours too, not a second question on the contract; so is the term in 'a third of a week for six months' or
    // 'disponibilidad para prácticas durante 6 meses', asked as the hours or the availability.
    const askedAsHours = new Set(
      statements
        .filter((other) => other.topic === 'hours' || other.topic === 'availability')
        .map((other) => other.text),
    );
    const namesKind = (statement: Statement): boolean =>
      PATTERNS.contract.test(statement.text.replace(HOURS_ONLY, '').replace(TERM_ONLY, ''));
    if (
      topic === 'contract' &&
      !shown.some(namesKind) &&
      shown.every((statement) => askedAsHours.has(statement.text))
    )
      continue;
    requirements.push({
      title: phrases.workTitles[topic],
      question: question(phrases, topic, shown, info),
    });
  }
  return requirements;
}
