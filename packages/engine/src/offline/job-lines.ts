// Which lines of a posting are duties, requirements or nice-to-haves worth a screening question, and of which kind.
import nlp from 'compromise';
import { lowerCase, withoutAccents } from '../text/accents.ts';
import { unspacedWordCount, wordCount } from '../text/word-count.ts';
import { contentTermSet } from '../text/terms.ts';
import { jaccard } from '../text/similarity.ts';
import { findSkills } from '../text/skills.ts';
import { acronymsInOtherSense } from '../text/acronym-senses.ts';
import type { Section, SectionKind } from './sections.ts';
import { dutyInBaseForm, itemOpening, runOn, trimItem } from './phrasing.ts';
import { isWorkRequirementText } from './work-requirements.ts';
import { isDateAlone } from './board-lines.ts';
import {
  isClosedNotice,
  isLearningOffer,
  isLinkText,
  isPersonalAttribute,
  isPitch,
  isProcessNotice,
  isSiteFurniture,
} from './unaskable-lines.ts';
import { isAboutThePostOrEmployer } from './post-statements.ts';
import { isEligibilityRecord } from './eligibility-lines.ts';
import { isOfferLine } from './offer-lines.ts';
import { isStatementNotTask, labelledRow } from './statement-lines.ts';
import { isDutyLeadIn } from './duty-lead-ins.ts';
import { germanSoughtDuty, isGermanNominalDuty, isGermanOneWordDuty } from './german-duty-lines.ts';
import { frenchPersonItem } from './french-person-lines.ts';
import { isQuotedLanguage, quotedItem } from './posting-items-nl-pt.ts';
import { isLithuanianGenitivePair } from './posting-items-lt-mn.ts';
import { dutyClause } from './duty-clauses.ts';
import { requirementShape } from './requirement-shape.ts';
import type { Language } from '../text/stopwords.ts';

export type QuestionKind = 'responsibilities' | 'requirements' | 'nice_to_have' | 'description';
// The source is the posting's line the candidate was read from (a prose sentence's duty is shorter than it).
export type Candidate = { text: string; kind: QuestionKind; skills: string[]; source: string };

// Uzbek 'йил' (year) in '3-5 йил' ends where no Cyrillic letter follows ('\b' knows none).
export const YEARS =
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|dos|tres|cuatro|cinco|deux|trois|quatre)\s*(?:\+|or more|plus)?\s*(?:(?:years?|yrs|años|(?:ans|années) d['’]expérience)\b|йил(?![а-яёўқғҳ]))/i;
// Czech rows and lines too ('Středoškolské nebo odborné vyučení s maturitou' under 'Požadované vzdělání', 'VŠ
// vzdělání'): '\b' is ASCII only, so their words are bounded by no letter.
export const EDUCATION =
  /(?<!\p{L})(?:maturit\p{L}*|vysokoškolsk\p{L}*|středoškolsk\p{L}*|vyučení|vzdělání)(?!\p{L})|\b(?:degree|bachelor'?s?|master(?:['’]?s|(?=\s*(?:[,/()]|$|(?:of|in|degree|diploma|level|programme?|or|and)\b)))|ph\.?d|diploma|certif\w*|graduate|estudiante|pregrado|postgrado|posgrado|ingenier[ií]a|grado|licenciatura|carrera|formaci[oó]n|studium|hochschulabschluss|abschluss|berufsausbildung|ausbildung|laurea|opleiding|gradua[cç][aã]o|bacharel\w*|mestrado|doutorado|dipl[oô]m\w*|baccalaur\w*|bac ?\+ ?\d|brevet)\b/iu;
// A minimum degree or qualification in the other languages whose postings are read ('Tốt nghiệp Đại học trở lên …',
// 'Bằng cấp tối thiểu: Trung cấp', 'Pendidikan minimal S1 Akuntansi', '本科及以上学历', '大卒以上', 'Высшее
// образование', 'Wykształcenie wyższe', 'Studii superioare', 'Du är utbildad …', 'Relevant uddannelse', 'alan
// tutkinto', 'Felsőfokú végzettség', 'Πτυχίο …', 'Ensino superior completo', 'Abgeschlossene Berufssausbildung'):
// asked as a qualification, not as experience to prove. Words are bounded by no letter ('\b' is ASCII only); Chinese
// and Japanese words stand in their line unbounded. Not 'D3.js', a university as a workplace ('trường đại học'), nor
// a field of work ('bidang pendidikan', 'в сфере образования').
const DEGREE_ELSEWHERE = new RegExp(
  String.raw`(?<!\p{L})(?:` +
    [
      // Vietnamese
      String.raw`tốt nghiệp|bằng cấp|bằng (?:cử nhân|đại học|cao đẳng|trung cấp|thạc sĩ|tiến sĩ)|trình độ (?:học vấn|đại học|cao đẳng|trung cấp|chuyên môn)|(?<!trường )(?:đại học|cao đẳng|trung cấp)|cử nhân|thạc sĩ|tiến sĩ|chứng chỉ`,
      // Indonesian
      String.raw`^(?:(?:min(?:imal|\.)?|maks(?:imal)?)\s+)?pendidikan|pendidikan (?:minimal|min\.|terakhir|formal)|lulusan|sarjana|ijazah|sertifikat|(?:minimal|min\.)\s*(?:s[1-3]|d[1-4]|sma|smk)(?![\p{L}\p{N}.])`,
      // Russian and Ukrainian; not Uzbek 'сертификатлаштириш' (certifying, a field of work)
      String.raw`(?:высш|средн|профильн|профессиональн|техническ|экономическ|юридическ|педагогическ|медицинск|вищ|середн|профільн|професійн|технічн|економічн|юридичн|педагогічн|медичн)\p{L}*(?:[\s-]+\p{L}+)?\s+(?:образовани|освіт)\p{L}*|^(?:образование|освіта)|диплом\p{L}*|бакалавр\p{L}*|магистр\p{L}*|магістр\p{L}*|сертификат(?!лаштир)\p{L}*|сертифікат\p{L}*`,
      // Uzbek: 'Маълумоти: олий' (education: higher), 'олий маълумотли', 'ўрта махсус маълумот'
      String.raw`маълумоти:?\s+(?:олий|ўрта)|(?:олий|ўрта махсус) маълумот\p{L}*`,
      // Polish, Czech and Slovak, Romanian, Hungarian
      String.raw`wykształceni\p{L}*|dyplom\p{L}*|licencjat\p{L}*|certyfikat\p{L}*|vzdelani\p{L}*|stredoškolsk\p{L}*|studii (?:superioare|medii|postliceale|universitare)|licen[țţt][ăa]|absolvent\p{L}*|végzettség\p{L}*|képesítés\p{L}*|oklevél|oklevel\p{L}*|érettségi\p{L}*`,
      // Swedish, Danish, Norwegian, Finnish
      String.raw`utbildad\p{L}*|uddannet|utdannet|utdanna|(?:relevant|avslutad|genomgången|fullført|fullført|gennemført|afsluttet|høyere|högre|videregående|videregående|eftergymnasial|gymnasial|akademisk|faglig|erhvervsfaglig|pædagogisk|lang|mellemlang|universitets|högskole|soveltuva|alan|korkeakoulu|ammatillinen)\p{L}*\s+(?:utbildning|uddannelse|utdanning|koulutus|examen|eksamen)\p{L}*|^(?:utbildning|uddannelse|utdanning|koulutus)|(?:utbildning|uddannelse|utdanning)\p{L}* som|examen (?:inom|från|som)|legitimerad|fagbrev|svennebrev|\p{L}*tutkin(?:to|no)\p{L}*`,
      // Turkish: a school or degree one graduated from ('En az lise mezunu', 'Üniversitelerin … bölümlerinden mezun').
      String.raw`(?:lise|[öo]n ?lisans|lisans|y[üu]ksek ?lisans|[üu]niversite\p{L}*|fak[üu]lte\p{L}*|b[öo]l[üu]m\p{L}*|y[üu]ksekokul\p{L}*)\s+mezun\p{L}*|mezuniyet\p{L}*`,
      // Greek
      String.raw`πτυχί\p{L}*|απόφοιτ\p{L}*|αποφοίτ\p{L}*|μεταπτυχιακ\p{L}*`,
      // Portuguese, Spanish, Catalan, Italian, French, Dutch, German
      String.raw`forma[çc][ãa]o (?:superior|t[ée]cnica|acad[êe]mica|completa|em|na área)|ensino (?:superior|m[ée]dio|t[ée]cnico|fundamental)|curso (?:superior|t[ée]cnico)|superior completo|titulaci[oó]n?|titulad[oa]s?|títol|llicenciatura|laureat\p{L}*|formation (?:sup[ée]rieure|universitaire|initiale|dipl[oô]mante)|titulaire d['’]un|afgestudeerd|(?:mbo|hbo|wo)[- ]?(?:diploma|opleiding|niveau|denkniveau)|\p{L}+ausbildung|ausgebildete?[rn]?`,
    ].join('|') +
    String.raw`)(?!\p{L})|学历|学歴|本科|大专|专科|中专|硕士|博士|学士|学位|毕业|大卒|高卒|短大卒|専門卒|大学卒|卒業|修士`,
  'iu',
);
/** A line naming a degree or a qualification, in any language whose postings are read. */
export const namesEducation = (item: string): boolean => EDUCATION.test(item) || DEGREE_ELSEWHERE.test(item);
export const COMMUNICATION =
  /\bcommunicat\w*|\bcommuniqu\w*|\bwritten\b|\bverbal\b|\bpresentation\b|comunicaci[oó]n/i;
// A language asked with a level or a use ('Fluent English', 'manejo de inglés, lectura fluida', 'maîtrise de
// l'anglais', 'gute Deutschkenntnisse'): a skill one uses and reads at a level, not a thing done once.
const LANGUAGE_NAME =
  /(?<!\p{L})(?:english|spanish|french|german|italian|portuguese|dutch|catalan|chinese|mandarin|japanese|arabic|russian|ingl[eé]s|espa[nñ]ol|castellano|franc[eé]s|alem[aá]n|italiano|portugu[eé]s|catal[aá]n|chino|mandar[ií]n|japon[eé]s|[aá]rabe|anglais|espagnol|fran[cç]ais|allemand|italien|portugais|n[ée]erlandais|chinois|japonais|(?:englisch|deutsch|franz[öo]sisch|spanisch|italienisch)\p{L}*)(?!\p{L})/iu;
const LANGUAGE_LEVEL =
  /(?<!\p{L})(?:fluen\p{L}*|proficien\p{L}*|advanced|intermediate|native|bilingual|business[- ]level|working knowledge|reading|written|spoken|level|[ABC][12]|flu[ií]d[oa]|avanzad[oa]|intermedi[oa]|nativ[oa]|biling[uü]e|manejo|dominio|nivel|lectura|escrit[oa]|hablad[oa]|oral|conversaci[oó]n|courant|ma[iî]trise|niveau|avanc[ée]e?|lu|[ée]crit|parl[ée]|flie[sß]end|verhandlungssicher|muttersprach\p{L}*)(?!\p{L})|kenntnisse(?!\p{L})/iu;
const CAPITALISED_LANGUAGE_NAME =
  /^(?:english|spanish|french|german|italian|portuguese|dutch|catalan|chinese|mandarin|japanese|arabic|russian|englisch\p{L}*|deutsch\p{L}*|franz[öo]sisch\p{L}*|spanisch\p{L}*|italienisch\p{L}*)$/iu;
/** The languages an item names, each once, as the item writes them ('inglés', 'español'). */
export function languagesNamed(item: string): string[] {
  // Spanish, French, Italian and Portuguese write a language's name in lower case, even where a row opens on it.
  const names = [...item.matchAll(new RegExp(LANGUAGE_NAME.source, 'giu'))].map((match) =>
    CAPITALISED_LANGUAGE_NAME.test(match[0]) ? match[0] : match[0].toLowerCase(),
  );
  return [...new Map(names.map((name) => [name.toLowerCase(), name])).values()];
}
export function namesLanguageSkill(item: string): boolean {
  return LANGUAGE_NAME.test(item) && LANGUAGE_LEVEL.test(item);
}
// 'Inglés: B1', 'English: fluent', 'Deutsch: C1': a language and its level set as a row; the level in brackets.
function languageRow(item: string): { kind: 'requirements'; text: string } | null {
  const row = /^([^:]{3,30}?)\s*:\s*(.{1,30})$/u.exec(item.trim());
  const [label, level] = [row?.[1]?.trim() ?? '', row?.[2]?.trim().replace(/\.$/, '') ?? ''];
  if (label.split(/\s+/).length > 2 || !LANGUAGE_NAME.test(label) || !LANGUAGE_LEVEL.test(level)) return null;
  return { kind: 'requirements', text: `${label} (${level})` };
}
// Languages whose list items joined after a comma go on in lower case ('inglés', 'conducir coche'): not English
// (language names are capitalised) nor German or Dutch (nouns, language names).
const LOWER_CASE_FIRST_WORD: ReadonlySet<Language> = new Set(['es', 'fr', 'it', 'pt']);
export const BEHAVIOUR =
  /\b(?:ability|able to|problem[- ]solving|independent\w*|collaborat\w*|team\w*|curiosity|compassion|passion\w*|empathy|leadership|lead\w*|track record|mindset|self[- ]motivated|proactiv\w*|trabajo en equipo|proactividad|capacites?|capable de|autonomie|rigueur|rigoureu\w*|esprit d.equipe|en equipe|dynamisme)\b/i;
// Copy that invites the reader rather than describing the job.
const NOT_A_DUTY =
  /^(?:if you|don['’]t worry|do not worry|we offer|we are (?:seeking|looking)|we provide|we encourage|join us|apply|estamos buscando|si cumples|si vous|nous offrons|nous (?:recherchons|cherchons)|rejoignez|postulez|veuillez|par mesure de)/i;
// What the employer offers or declares, wherever a posting puts it (job boards list benefits among the duties):
// benefits, pay, leave, equal-opportunity and legal notices. Tested without accents ('remuneration', 'egalite').
const OFFER_OR_NOTICE =
  /\b(?:health (?:insurance|care|coverage|plan)|dental|vision (?:plan|insurance)|401\s?\(?k\)?|pension|paid (?:time off|leave|holidays?)|pto|vacation|parental leave|stock options?|equity grant|wellness|gym|(?:tuition|travel|mileage|expense|education|training|phone|relocation|commuter) reimbursements?|salary (?:range|of|is|up to)|bonus(?:es)?|competitive (?:pay|compensation|salary)|benefits? (?:package|plan|include)|employee benefits|perks?|equal (?:employment )?opportunit\w*|affirmative action|discriminat\w*|veteran status|sexual orientation|gender identity|reasonable accommodations?|background check|e-verify|seguro m[eé]dico|beneficios|igualdad de oportunidades|planilla|remuneraci[oó]n|remuneration|salaire|assurance (?:maladie|collective)|mutuelle|conges payes|tickets? restaurant|avantages sociaux|egalite des chances|equite en matiere d.emploi|mesures d.adaptation|orientation sexuelle|origine ethnique)\b/i;
// Pay lines ('Starting Pay is $18.00 per hour', '$25/hr'), outside OFFER_OR_NOTICE's word boundaries because a '$'
// follows a space; a bare amount ('a budget of $2M') is a duty's subject, not pay.
const PAY =
  /\b(?:starting|base|hourly) (?:pay|wage|rate)\b|\bpay (?:is|rate|range|starts)\b|[$€£]\s?\d[\d,.]*\s*(?:k\b|per\b|an? (?:hour|year)\b|\/|-|to\b)|\bsick (?:time|leave|days)\b|\bmedical coverage\b/i;

// The work's physical demands ('lift up to 50 pounds', 'required to stand', 'work in high heat', 'port de charges'):
// a condition of the job, asked as one.
export const PHYSICAL =
  /\b(?:lift|carry|push|pull|move|handl)\w*\b[^.]{0,40}?\b(?:\d+\s*(?:lbs?|pounds|kg|kilos?)\b|heavy (?:objects|loads|items|boxes|materials|equipment)\b)|\bphysical(?:ly)? (?:ability|able|demands?)\b|\b(?:required|able|ability) to (?:stand|walk|sit|stoop|kneel|crouch|crawl|climb|bend)\b|\b(?:stand|walk|sit)\w* for (?:long|extended|prolonged) periods\b|\bprolonged (?:standing|sitting|walking)\b|\b(?:high|extreme) (?:heat|temperatures)\b|\b(?:levantar|cargar) (?:hasta )?(?:\d+|pesos?)\b|\bde pie\b|\bport(?:er)? de charges\b|\bstation debout\b/i;

// A must-have stated anywhere ('Previous forklift experience/certification is a must', 'Valid licence required'):
// asked as a requirement, before the others.
const MUST_HAVE =
  /\bis (?:a must|mandatory|essential)\b|\b(?:experience|certification|certificate|licen[cs]e|degree)\b[^.]{0,30}\b(?:is )?required\b|\b(?:es )?(?:indispensable|imprescindible|obligatori[oa])\b|\bobligatoire\b/i;
// A requirement that sets a bar: years, a qualification, a must.
const SETS_A_BAR = new RegExp(`${YEARS.source}|${EDUCATION.source}|${MUST_HAVE.source}`, 'i');
// 'All other duties as assigned', 'Perform other maintenance duties as required', 'Colocar-se à disposição para ajudar
// em quaisquer tarefas necessárias' (round 21's helper), 'Weitere Aufgaben nach Absprache', 'Overige voorkomende
// werkzaamheden', 'Any tasks as needed': a catch-all a recruiter never asks. Tested without accents.
const CATCH_ALL =
  /\bother (?:[\w-]+ ){0,2}(?:duties|tasks|responsibilities)\b|\b(?:any|whatever) (?:[\w-]+ ){0,2}(?:duties|tasks|jobs|assignments)\b[^.]{0,40}\b(?:as (?:assigned|needed|required|requested|necessary)|that (?:may )?arise)\b|\botras (?:funciones|tareas)\b|\b(?:cualquier|cualesquiera) (?:otra )?(?:tarea|funcion)|\bautres (?:taches|missions)\b|\b(?:toute|toutes) (?:autres? )?taches?\b[^.]{0,40}\b(?:confiees?|necessaires?|demandees?)\b|\b(?:quaisquer|quaisquer outras|outras|demais) (?:tarefas|atividades|funcoes|demandas)\b|\b(?:weitere|sonstige|andere) (?:\p{L}+ )?(?:aufgaben|tatigkeiten)\b[^.]{0,30}\b(?:nach (?:absprache|bedarf|anweisung)|bei bedarf)\b|\bsonstige (?:aufgaben|tatigkeiten)\b|\b(?:overige|andere|voorkomende) (?:\p{L}+ )?(?:werkzaamheden|taken)\b|\baltre (?:mansioni|attivita)\b/iu;
// 'Provide support … in other areas as needed or of interest': how often the work comes, no part of what is asked.
const QUALIFIER_TAIL =
  /,?\s+(?:as and when|as|when|where|if) (?:needed|required|necessary|assigned|appropriate|requested|directed)(?:\s+(?:or|and)\s+(?:of interest|as (?:needed|required|assigned|requested|directed)))?\.?$/i;
const withoutTail = (item: string): string => item.replace(QUALIFIER_TAIL, '');

export const RULE_KEPT =
  /^(?:adhere|compl(?:y|ies)|abide|follows? (?:all|the|our|company|safety|standard|established|proper|good)\b[^.]{0,40}\b(?:procedures|policies|rules|guidelines|protocols|regulations|practices|S\.?O\.?P))/i;
// First-weeks items ('Learn about our product', 'Meet each Customer Engineer') ask how the candidate ramps up.
export const ONBOARDING = /^(?:learn|meet|get to know|shadow|complete an assignment)\b/i;
// 'As such, you will spend time writing…': the duty after a connective too.
const YOU_WILL = /^(?:(?:as such|in addition|additionally|also),?\s+)?(?:you will|you'll)\s+(.+)$/i;
// 'Your new team', 'About the team', 'Meet your colleagues': what is told under it is who the colleagues are and how
// the team works ('You will work closely together, sharing …'), neither a duty nor a requirement of the post.
const TEAM_HEADING = /^(?:about|meet|join)?\s*(?:your|the|our)?\s*(?:new\s+)?(?:team|colleagues)\s*:?$/i;
export const isTeamSection = (section: Section): boolean => TEAM_HEADING.test(section.heading ?? '');
// 'You will be an important and very visible part of Acme', 'You'll become a valued member of our organisation', 'You
// will be part of Acme's facilities team': being part of the employer describes the post, it is no task to ask.
const PART_OF_EMPLOYER =
  /^(?:[Yy]ou will|[Yy]ou['’]ll) (?:also )?(?:be|become) (?:an? )?(?:[\p{L}-]+,? (?:and )?){0,4}?(?:part|member) of (?:us|(?:our|the) (?:company|organi[sz]ation|firm|business|group|family)|(?:\p{Lu}[\p{L}\d&.-]*\s?){1,4}(?:['’]s (?:[\p{L}-]+ ){0,3}team)?)\s*\.?$/u;
// 'You will join a team of five analysts', 'You will be part of our data team': the team, told anywhere.
const JOINS_TEAM =
  /^(?:you will|you'll) (?:join|be (?:part|a member) of) (?:a|an|our|the)\b[^,.]{0,40}\bteam\b(?! to\b)(?:\s+(?:of|that|which|who|where|in|at)\b|[,.]|$)/i;
const CONTEXT_OPENING = /^(?:they|these|those|this|that|each|all|it|we|our|the (?:team|company|classes))\b/i;
// A sentence under the duties that describes the place, its numbers or equipment ('The department has over 180
// desktop computers', 'Most of these are installed with…', 'Programming is an important skill…') rather than what
// the holder does; a sentence that names the holder or the work ('you', 'the post holder will', 'responsible for')
// stays a duty.
const DESCRIBES_PLACE =
  /^(?:(?:[Tt]he|[Mm]ost|[Mm]any|[Ss]ome|[Oo]ther|[Aa]round|[Aa]bout|[Aa]pproximately|[Oo]ver)\b[^.;:]{0,80}?\s(?:is|are|has|have|includes?|contains?)\b|\p{Lu}[\p{L}-]+\s(?:is|are)\s(?:(?:currently|now|also)\s)?(?:an?|the|our|their)\b)/u;
const NAMES_THE_HOLDER =
  /\b(?:you|your|will|post ?holder|job ?holder|role|position|successful candidate|responsib\w*|duties|tasks)\b/i;
// 'There is some flexibility in this position week-to-week': a circumstance of the post, not work the holder does.
const THERE_IS = /^there (?:is|are|will be|may be)\b/i;
// 'Acme currently uses Buffer to…', 'Acme also has plans to…': the employer's own work or plans, told of it by name.
export const isEmployerAtWork = (item: string, company: string | null): boolean =>
  company !== null &&
  item.toLowerCase().startsWith(`${company.toLowerCase()} `) &&
  /^\p{Ll}/u.test(item.slice(company.length + 1));
// A list line that names a subject, not work ('Timelines and workloads'): no verb opens it and it is no sentence.
const isFragment = (item: string, raw: string): boolean =>
  item.split(/\s+/).length <= 6 &&
  !/[.!?]$/.test(raw.trim()) &&
  itemOpening(item) === 'other' &&
  dutyInBaseForm(item) === null;
export const describesPlace = (item: string): boolean =>
  (DESCRIBES_PLACE.test(item) && !NAMES_THE_HOLDER.test(item)) || THERE_IS.test(item);
// The employer speaking of itself in French ('Nous savons que…', 'Au SNC, nous…', 'C'est avec fierté…'), in any list:
// a French posting's equal-opportunity and invitation prose often runs on after its last list.
const EMPLOYER_VOICE = /^(?:nous|notre|nos|c['’]est|il s['’]agit|au \p{Lu}[\p{L}-]*,)\s/iu;
// The employer speaking of itself in Spanish ('En la clínica hablamos varios idiomas', 'Trabajamos con …'): a fact
// told of it, no requirement.
const SPANISH_EMPLOYER_VOICE =
  /^(?:(?:en|aqu[ií]|dentro de) (?:la |el |nuestr[oa]s? )?[^,.]{0,40}?,? )?(?:nosotros )?(?:hablamos|trabajamos|usamos|utilizamos|somos|tenemos|ofrecemos|contamos con|creemos|valoramos|hacemos)\b/iu;

// A recruiting sentence ('The Policy Team is looking for an analyst to…', 'Nous recherchons…') says who is hired,
// not what they did before; nor is the employer's account of its own work ('We help teams…', 'The Policy team
// helps…') a duty of the person.
const RECRUITING =
  /\b(?:is|are|am|we['’]re) (?:currently |now )?(?:looking for|seeking|hiring|recruiting|searching for)\b|^we (?:seek|need)\b|\bseeks (?:an?|the)\b|\bnous (?:re)?cherchons\b|\b(?:est|sont) [àa] la recherche d|\bestamos buscando\b|^buscamos\b/i;
// The same opening in the other languages read ('Hľadáme skúsenú … Office Manažérku, ktorá zabezpečí …', 'Hledáme
// kolegu, který …', 'Wir suchen eine/n …, die/der …', 'Cerchiamo un/una … che …', 'Wij zoeken een …', 'Procuramos
// …', 'Vi söker en …', '… munkatársat keresünk'): the role's summary, whom the employer hires, never a duty of it
// (round 27's Slovak office manager's opening line was asked as a task).
const RECRUITING_OPENING =
  /^(?:hľadáme|hledáme|wir suchen|cerchiamo|procuramos|(?:wij|we) zoeken|vi (?:söker|søker|søger)|szukamy)(?!\p{L})|(?<!\p{L})(?:suchen wir|zoeken (?:wij|we)|keresünk)(?!\p{L})/iu;
const isRecruiting = (item: string): boolean => RECRUITING.test(item) || RECRUITING_OPENING.test(item);
// 'All work that you do should exemplify our Code of Conduct': a rule the work keeps, not work done or a skill.
const RULE_ON_THE_WORK = /^(?:all|any) (?:of )?(?:the |your )?work\b[^.]*\b(?:should|must)\b/i;
// 'A coordinator who has missed several meetings may be dismissed from his/her position', 'Failure to attend will
// result in removal': what befalls a holder who falls short, a rule of the post, no work done or skill to show.
const SANCTION =
  /\b(?:may|can|will|shall) be (?:dismissed|removed|terminated|suspended|expelled)\b|\b(?:will|may|can|shall) (?:result|lead) in (?:dismissal|removal|termination|suspension|disciplinary)\b/i;
// Where the work is done and what it is like there ('Work is typically performed in the restaurant environment', 'The
// noise level in the work environment is usually moderate', 'Works indoors 75%', 'Work involves moderate exposure to
// dust', 'no known significant hazards'): a condition of the job, neither a duty nor a requirement (the dishwasher
// post's conditions were asked as both).
const WORK_ENVIRONMENT =
  /^(?:the )?work (?:is|will be|may be) (?:\p{L}+ )?(?:performed|done|carried out) (?:in|at|on|indoors|outdoors)\b(?! (?:accordance|compliance|line|a timely)\b)|\bnoise levels?\b|\b(?:work|job|role|position) (?:involves|has|includes) (?:\p{L}+ ){0,2}exposure to\b|^works? (?:indoors|outdoors)\b|\bno (?:known )?(?:significant )?hazards\b|^(?:work )?(?:environment|setting) (?:is|will be)\b/iu;
// 'Applicants must be eligible for employment in the United States': who may be hired, a condition of the post.
const ELIGIBILITY = /\beligib\w* (?:for employment|to be employed)\b/i;
// 'Proof of COVID-19 vaccination including booster doses', 'Hepatitis B vaccination records', 'Must pass a background
// check and drug screen': documents and checks the hire must clear, a condition of employment, never experience to
// describe. Giving vaccinations ('Administer vaccines to patients') stays a duty.
const CONDITION_OF_EMPLOYMENT =
  /^(?:proof|evidence|documentation) of (?!concept\b)|\b(?:proof|evidence|documentation) of (?:[\w-]+ ){0,3}(?:vaccinat|immuni[sz]at)\w*|\b(?:vaccination|immuni[sz]ation) (?:records?|status|cards?|documentation)\b|\b(?:fully |be )vaccinated\b|\b(?:background|criminal (?:record|history)) (?:checks?|investigation|screening)\b|\bdrug (?:screen|test)\w*/i;
// 'Core to our mission is increasing participation…', 'Our mission is to…': the organisation's aim, not the role's.
const MISSION =
  /\b(?:our|its) (?:core |primary |main )?mission (?:is|was|has been|includes)\b|\b(?:core|central|key|integral|fundamental) to (?:our|its) mission\b/i;
// 'At Acme, we build…', 'At Acme, your skills and ambition help us change lives for the better': the employer
// speaking of itself by its name.
const AT_EMPLOYER_WE = /^At (?:\p{Lu}[\p{L}\d&.'’-]*\s?){1,4}, (?:we|our|your\b[^.]{0,80}\bhelps? us)\b/u;
// 'The project develops open source software to…': the employer's work, told in the present, not the role's.
const EMPLOYER_AT_WORK =
  /^(?:we|we['’](?:re|ll|ve)|our)\s|^the (?:[\p{L}-]+ ){0,3}team (?:at \S+ )?(?:helps?|works?|supports?|provides?|is)\b|^the (?:[\p{L}-]+ ){0,2}(?:project|lab|laboratory|organi[sz]ation|company|institute|foundation) (?:develops|builds|runs|makes|provides|supports|offers|works)\b/iu;
// 'The aim of this study is to…', 'This research seeks to…', 'El objetivo de esta investigación consiste en…', 'En
// específico, con el componente … de este estudio se buscará indagar…', 'L'objectif de ce projet est de…', 'Ziel des
// Projekts ist…': what a study or project sets out to learn, told of it, not what the person does or must have.
// Tested without accents.
const PROJECT_AIM =
  /^(?:the |our )?(?:main |overall |primary |general )?(?:aims?|goals?|objectives?|purpose) of (?:this|the|our) (?:project|study|research|investigation|survey|programme|program)\b[^.]{0,40}?\b(?:is|are|will be|consists?)\b|^(?:this|the|our) (?:project|study|research|investigation|survey) (?:seeks|aims|intends|sets out|is designed|will seek|will aim)\b|^(?:el|los|la) (?:objetivos?|proposito|finalidad)(?: general| principal| central)? (?:de|del) (?:esta|este|la|el) (?:investigacion|estudio|proyecto)\b|\b(?:de|en) (?:este|esta) (?:estudio|investigacion|proyecto)\b.{0,40}?\bse (?:buscar[aá]|busca|pretende|propone)\b|^(?:esta|este) (?:investigacion|estudio|proyecto) (?:busca|buscara|pretende|se propone|tiene (?:como|por) (?:objetivo|finalidad))\b|^(?:l['’]objectif|le but|les objectifs)(?: principal| general)? (?:de|du|des) (?:ce|cette|la|le) (?:projet|etude|recherche)\b|^(?:ce|cette) (?:projet|etude|recherche) (?:vise|cherche|a pour (?:but|objectif))\b|^(?:das )?ziel (?:des|der|dieses|dieser) (?:projekts?|projektes|studie|forschung|vorhabens)\b|^(?:das|dieses) (?:projekt|vorhaben|forschungsprojekt) (?:untersucht|zielt|soll)\b|^die studie (?:untersucht|zielt)\b/i;

// 'Kit packaging must look good and we must meet a high standard', 'A key part of our brand is making sure…': the
// employer's own aim for the work, told in its voice or as why the work matters, not a duty or a requirement.
const EMPLOYER_AIM =
  /\bwe (?:must|need to|have to|aim to|strive to|want to)\b|^(?:an?|one) (?:key|important|essential|central|big|core|vital) part of\b/i;
// 'Ordering stock and coordinating shipments is essential to ensuring that…': the work is the sentence's subject, and
// why it matters is no part of what is asked (group 1).
const WORK_AND_WHY =
  /^(\p{Lu}\p{Ll}+ing\b.{5,150}?)\s+(?:is|are)\s+(?:absolutely |also )?(?:essential|important|key|critical|vital|crucial|central|fundamental)\s+(?:to|for|in)\b/u;

// 'Rotates back up call with the Chief Medical Officer …', 'Participates in the after-hours call rotation': a share of
// the call rota, a condition of the work (asked among the work requirements), never a duty to give an example of.
const CALL_ROTATION =
  /\b(?:rotat\w*|participat\w* in|tak\w*|shar\w*|cover\w*)\b[^.;]{0,40}?\b(?:back[- ]?up call|(?:on|after[- ]hours|night|weekend)[- ]call|call (?:rotation|rota|schedule|duty|duties|coverage))\b/i;

export function isUsableItem(item: string): boolean {
  const words = wordCount(item);
  if (words < 3 || words > 60) return false;
  // 'work: 1 year (Preferred)': a form field, not a sentence to build a question on. A colon inside a name
  // ('1С:Бухгалтерия', the Russian accounting suite's products) parts no label from its value.
  if (/:(?!\p{L})/u.test(item) && words < 6) return false;
  // 'et - dans le cadre de la Librairie…': the rest of a line split at its ';', not an item of its own.
  if (/^(?:and|or|alternatively|et|ou|y|o)\s/.test(item)) return false;
  // An e-mail address belongs to a contact line ('Jo Rivera jo.rivera@acme.de'), never to a duty or a requirement.
  if (
    /https?:|www\.|\.(?:com|pe|org)\b|[\w.+-]+@[\w-]+\.\p{L}|™|close ad|read next/iu.test(item) ||
    AD_LABEL.test(item)
  )
    return false;
  // A pointer to another document, the programme's present status, who is welcome: facts, not work or a bar.
  if (isStatementNotTask(item)) return false;
  // 'The tasks will involve' over a numbered list: a lead-in whose colon was lost names no duty of its own.
  if (isDutyLeadIn(item)) return false;
  const plain = withoutAccents(item);
  if (CATCH_ALL.test(plain) || PROJECT_AIM.test(plain)) return false;
  if (
    isRecruiting(item) ||
    EMPLOYER_AT_WORK.test(item) ||
    AT_EMPLOYER_WE.test(item) ||
    MISSION.test(item) ||
    EMPLOYER_AIM.test(item)
  )
    return false;
  if (
    RULE_ON_THE_WORK.test(item) ||
    SANCTION.test(item) ||
    ELIGIBILITY.test(item) ||
    WORK_ENVIRONMENT.test(item)
  )
    return false;
  if (CONDITION_OF_EMPLOYMENT.test(item) || isDateAlone(item)) return false;
  if (
    NOT_A_DUTY.test(item) ||
    OFFER_OR_NOTICE.test(plain) ||
    isOfferLine(item) ||
    PAY.test(item) ||
    isWorkRequirementText(item) ||
    CALL_ROTATION.test(item)
  )
    return false;
  // 'Sin tatuajes visibles', 'Buena presencia': a rule on the person, which a recruiter would never ask.
  // 'No criminal record', 'Askerlik hizmetini tamamlamış olmak': a legal or eligibility condition, checked on papers.
  if (isPersonalAttribute(item) || isEligibilityRecord(item)) return false;
  // A staffing-pool or classification notice, or a pitch to the reader: nothing the candidate did or has.
  if (isProcessNotice(item) || isPitch(item)) return false;
  // An offer to teach the candidate, a link's text or a closed post's notice: nothing the candidate did or has.
  if (isLearningOffer(item) || isLinkText(item) || isClosedNotice(item)) return false;
  // A website's side box or menu printed with the post ('Donate today!').
  if (isSiteFurniture(item)) return false;
  if (QUESTION_LABEL.test(item) || (words <= 5 && SEARCH_BOX_PROMPT.test(item))) return false;
  // The English tokeniser reads a Japanese run as one term, whatever the words in it.
  return contentTermSet(item).size + unspacedWordCount(item) >= 2;
}

// An advertisement's label ('Trading App · Sponsored', 'Publicidad'): the label alone or set off by a dot, not the
// word inside a duty ('Manage the needs of fiscally sponsored projects', 'Coordinar la publicidad en redes').
const AD_LABEL =
  /^(?:patrocinado|sponsored|publicidad|anuncio|advertisement)\s*(?:$|[·|•:])|[·|•]\s*(?:patrocinado|sponsored|publicidad)\s*$/iu;

// A section's label worded as a question ('¿Cuáles son los requisitos?', 'What are we looking for?') asks nothing
// of the candidate.
const QUESTION_LABEL = /^¿|\?$/;
// The search box of a job board printed with the page ('Escribe tu carrera', 'Search your next job').
const SEARCH_BOX_PROMPT =
  /^(?:escribe|busca|ingresa|introduce|selecciona)\s+(?:tu|su|aqu[ií])\b|^(?:search|enter|type|select)\s+(?:your|a|here)\b/i;

// 'Experience in a similar role would be a plus', 'MBA o maestría es un plus', 'Le bilinguisme est un atout': a
// nice-to-have wherever it is listed; group 1 is the thing itself.
const PLUS_AT_THE_END =
  /^(.{8,}?),?\s+(?:(?:(?:would|will) be|is|are|es|ser[ií]a|ser[aá]|est|serait|sera)\s+(?:a plus|an? (?:advantage|bonus|asset)|(?:highly |strongly |very )?(?:desirable|preferred)|un plus|deseable|una ventaja|valorad[oa]|un atout|un avantage|appr[ée]ci[ée]e?)|(?:would|will|could|might) (?:probably |certainly |also |definitely )?be (?:very |really |especially )?(?:helpful|useful|beneficial)|(?:are|is) (?:an? )?(?:added|big|definite|real) (?:plus(?:es)?|bonus(?:es)?)(?: for [^.]{0,60})?|(?:is|are|would be) (?:a )?nice[- ]to[- ]have)\.?$/iu;
// 'Any of the following would probably be helpful to you', 'These are a plus': a line that says the list under it is
// optional.
const OPTIONAL_LIST_INTRO =
  /\b(?:the following|these|below)\b[^.]{0,40}?\b(?:would|will|could|might|may|is|are)\s+(?:probably |certainly |also |definitely )?(?:be )?(?:very |really )?(?:helpful|useful|beneficial|a plus|an? (?:advantage|asset|bonus)|nice to have)\b/i;
// 'Previous experience in a production environment preferred': the whole line is preferred (not '5+ years of sales,
// SaaS preferred', where only the part after the comma is).
const PREFERRED_AT_THE_END = /^([^,;]{8,}?)\s+(?:(?:highly|strongly) )?preferred\.?$/i;

// 'No necesaria, pero deseable experiencia…', 'Not necessary but desirable: …': a requirement the posting calls
// optional, wherever the words stand; the rest of the line is the thing itself.
const OPTIONAL =
  /\s*\(?\b(?:not (?:necessary|required|essential|mandatory),? but (?:desirable|preferred|welcome|a plus)|no (?:es )?(?:necesari[oa]|indispensable|obligatori[oa]),? pero (?:deseable|valorad[oa])|pas (?:n[ée]cessaire|obligatoire|indispensable),? mais (?:souhait[ée]e?|appr[ée]ci[ée]e?|un atout))\b\)?[,:.]?\s*/iu;
// 'Consideration will be given to those with relevant experience in X', 'Preference may be given to candidates who
// have…': what the employer will also weigh, a nice-to-have; group 1 is the thing itself.
const WEIGHED_TOO =
  /^(?:(?:special |additional |due |some )?consideration|preference) (?:will|may|shall|can) (?:also )?be given to (?:(?:those|candidates|applicants|people|individuals|anyone)(?: (?:with|who (?:have|has)|having))? )?(.{8,}?)\.?$/i;
const OPTIONAL_LABEL = /^(?:a plus|bonus|nice to have|un atout|un plus|deseable|se valora)\s*:\s*(.+)$/i;
// 'You could also have worked with sales training, or maybe …', 'It is a plus if you have …', 'Es un plus si …',
// 'C'est un atout si …', 'Előny, ha …', 'Výhodou je …': a line saying what the candidate may have or what would help,
// never a bar; asked as a plus, quoted whole (round 27's sales-excellence post asked its possibility as a requirement).
const POSSIBILITY_OR_PLUS_IF =
  /^(?:(?:you|candidates?) (?:could|might|may) (?:also |even |perhaps )?(?:have|be|bring)\b|(?:it|this) (?:is|would be|will be) (?:a|an) (?:(?:big|real|definite) )?(?:plus|advantage|bonus|asset) (?:if|when|should)\b|(?:es|ser[ií]a|c['’]est|ce serait|serait) (?:un )?(?:plus|atout|ventaja|avantage) (?:si|que)\b|(?:előny|plusz)(?:t jelent)?,? (?:ha|ha a)\b|výhodou (?:je|bude|sú|budú)(?!\p{L}))/iu;

function optionalItem(item: string): string | null {
  const labelled = OPTIONAL_LABEL.exec(item)?.[1];
  if (labelled) return labelled;
  if (!OPTIONAL.test(item)) return null;
  return item
    .replace(OPTIONAL, ' ')
    .trim()
    .replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
}

// A line among the duties worded as what the person must know ('Proficient with HTML and CSS', 'Knowledge of
// SQL'): a requirement, not a responsibility.
const REQUIREMENT_WORDING =
  /^(?:proficien(?:t|cy)|knowledge of|(?:hands-on |proven |prior )?experience (?:with|in)|familiar(?:ity)? with|expertise in|skilled (?:in|at|with)|fluen(?:t|cy) in|conocimientos? (?:de|en)|experiencia (?:en|con)|dominio de|ma[iî]trise (?:de|d['’])|connaissances? (?:de|d['’]|en))\b/i;

// The languages whose small words the term reader leaves out (text/stopwords.ts).
const KNOWN_SMALL_WORDS: ReadonlySet<Language> = new Set(['en', 'es', 'fr']);
// Fewer duties and requirements than this, and the post is told in prose: its sentences on the work are asked too.
const MIN_LISTED = 4;

export const CANDIDATE_KINDS: Partial<Record<SectionKind, QuestionKind>> = {
  responsibilities: 'responsibilities',
  requirements: 'requirements',
  nice_to_have: 'nice_to_have',
  description: 'description',
};

/**
 * The named skills of an item worth a question: not the employer or its products ('Acme Cloud' in Acme's posting),
 * not an acronym the document uses in another field's sense (a clinical posting's 'GCP'), and not a word that only looks like a tool because it opens the item as a verb ('Go through onboarding').
 */
function skillsAskedAbout(item: string, employer: string | null, otherSense: ReadonlySet<string>): string[] {
  const employerName = employer?.toLowerCase() ?? null;
  return findSkills(item).filter((skill) => {
    if (employerName && skill.toLowerCase().startsWith(employerName)) return false;
    if (otherSense.has(skill)) return false;
    if (!item.startsWith(skill)) return true;
    const tags = (nlp(skill.toLowerCase()).terms().json()[0]?.terms?.[0]?.tags ?? []) as string[];
    return !tags.includes('Infinitive');
  });
}

// A post told in prose ('RTEI is seeking a Program Coordinator who will administer…', 'They will develop…', 'This
// position requires a Bachelor's Degree…'): the duty or requirement inside the sentence, without its frame.
const SEEKING_WHO_WILL =
  /\b(?:is|are) (?:seeking|looking for|hiring) (?:an? |the )?[^,]{2,80}? who will (.+)$/i;
// 'will also be expected to contribute …': the duty itself, without what is expected of the holder.
const EXPECTED_TO = String.raw`(?:be (?:expected|required|asked) to )?`;
const THIRD_PERSON_WILL = new RegExp(
  String.raw`^(?:(?:additionally|also|in addition),?\s+)?(?:they|he or she|she or he|he\/she|the (?:successful )?(?:candidate|incumbent|hire|applicant)) will (?:also )?${EXPECTED_TO}(.+)$`,
  'i',
);
// 'The Acme Party is seeking a Press Secretary to work closely with …', 'We are currently hiring campaign staff to
// canvass door-to-door …': the work the recruiting sentence names after 'to' (not 'to join our team', 'to apply').
const SEEKING_TO =
  /\b(?:is|are) (?:currently |now )?(?:seeking|looking for|hiring|recruiting) (?:an? |the )?(?:(?!\bwho\b)[^,;]){2,80}? to (?!(?:join|apply|become|be|fill|start|grow)\b)(\p{Ll}+\b.{20,})$/u;
// 'We are seeking a seasoned press secretary who is well-versed in pitching …', '… who has run …': the person the
// recruiting sentence asks for, a requirement (told as 'someone who is …').
const SEEKING_WHO_IS =
  /\b(?:is|are) (?:currently |now )?(?:seeking|looking for|hiring|recruiting) (?:an? |the )?[^,;]{2,80}? who ((?:is|has|brings|knows|understands) .{12,})$/i;
const THIS_ROLE_WILL =
  /^(?:(?:additionally|also|in addition),?\s+)?this (?:role|position) will (?:also )?(?!be\b)(.+)$/i;
// 'The Shipping Clerk is responsible for managing all incoming shipments', 'Additionally they coordinate carrier
// pick-ups': the holder's duty told in the opening paragraph of a post whose lists give only requirements.
const HOLDER_RESPONSIBLE_FOR =
  /^(?:[Tt]he (?:\p{Lu}[\p{L}-]*\s+)(?:(?:\p{Lu}[\p{L}-]*|and|of|&)\s+){0,6}|[Tt]his (?:role|position) |[Tt]hey )(?:is|are) (?:also )?responsible for (\p{Ll}+ing\b.+)$/u;
const THEY_DO =
  /^(?:(?:additionally|also|in addition),?\s+)?they (?!are\b|were\b|will\b|would\b|have\b|had\b|may\b|can\b|could\b|must\b|should\b|do\b|don)((?:ensure|coordinate|manage|schedule|maintain|prepare|process|track|handle|support|organi[sz]e|oversee|monitor|review|communicate|work|receive|ship|plan|lead|assist)\b.+)$/i;
// 'This person is also responsible for additional writing and editing …': the holder's duty, told of them.
const PERSON_RESPONSIBLE_FOR =
  /^(?:this|the) (?:person|individual|(?:successful )?candidate|hire) (?:is|will be) (?:also )?responsible for (.+)$/i;
// 'Your task will mainly be focused on testing …', 'The work will include test planning, …': the work told of the
// post itself in its opening prose, in the future ('The work involves … lifting up to 70 lbs' is a demand of it).
const WORK_WILL_BE = new RegExp(
  String.raw`^(?:your (?:(?:main|primary|principal|key) )?(?:tasks?|work|job|duties|responsibilities)|the (?:work|job|tasks?|duties)) will (?:(?:mainly|mostly|primarily|largely) )?(?:(?:be )?(?:(?:focus(?:ed)?|concentrat(?:e|ed)) on|includes?|involves?|consists? of|covers?) (.+)|be (\p{Ll}+ing\b.+))$`,
  'iu',
);
const POSITION_REQUIRES = /^(?:this|the) (?:position|role|job|post) requires (?:(?:an?|the) )?(.+)$/i;
// Neither a duty nor a requirement: what may replace a requirement, and the organisation's funding or mission.
const SUBSTITUTION = /\b(?:may|can|will) be substituted\b|\bin lieu of\b/i;
// 'While experience in X may be helpful, many projects need not require it': a reassurance, neither work nor a bar.
const CONCESSION =
  /^(?:while|although|though|whilst)\b[^.]*\b(?:may|might|could) be (?:helpful|useful|an asset|a plus)\b/i;
const ORGANISATION_PROSE =
  /\b(?:is|was|are|were) (?:funded|founded|established|incorporated)\b|\bwith the (?:objective|mission|aim|goal) of\b/i;

/**
 * 'The Press Secretary will also be expected to contribute on …': the holder named by the post's title or the typed
 * position, told of in the third person (not 'The Acme Party will provide …', the employer, nor what the post reports
 * to, earns or joins).
 */
function holderWillPattern(holders: readonly string[]): RegExp | null {
  const names = holders
    .map((name) => name.trim())
    .filter((name) => name.split(/\s+/).length <= 6 && /^[\p{L}][\p{L}\s&'’-]*$/u.test(name))
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));
  if (names.length === 0) return null;
  return new RegExp(
    String.raw`^(?:(?:additionally|also|in addition),?\s+)?the (?:${names.join('|')}) will (?:also )?${EXPECTED_TO}(?!(?:be|report|receive|earn|have|join|start|get)\b)(\p{Ll}.+)$`,
    'iu',
  );
}

/**
 * What a prose sentence asks, read from its own words; 'skip' for a sentence that asks nothing, null if unread. The
 * holders are the names the post gives the person hired (its title, the typed position).
 */
export function proseItem(
  item: string,
  holders: readonly string[] = [],
): { kind: QuestionKind; text: string; isOpening?: boolean } | 'skip' | null {
  if (SUBSTITUTION.test(item) || ORGANISATION_PROSE.test(item) || MISSION.test(item) || CONCESSION.test(item))
    return 'skip';
  // Capitalised as a list item would be, so the duty is read by its opening verb.
  const text = (pattern: RegExp): string | undefined =>
    pattern
      .exec(item)
      ?.slice(1)
      .find((group) => group !== undefined)
      ?.replace(/[.!]+$/, '')
      .replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
  const duty = text(SEEKING_WHO_WILL) ?? text(THIRD_PERSON_WILL) ?? text(PERSON_RESPONSIBLE_FOR);
  if (duty) return { kind: 'responsibilities', text: duty };
  const holderWill = holderWillPattern(holders);
  const openingDuty =
    text(HOLDER_RESPONSIBLE_FOR) ??
    (holderWill ? text(holderWill) : undefined) ??
    text(THEY_DO) ??
    text(THIS_ROLE_WILL) ??
    text(WORK_WILL_BE) ??
    text(SEEKING_TO);
  if (openingDuty) return { kind: 'responsibilities', text: openingDuty, isOpening: true };
  const requirement = text(POSITION_REQUIRES);
  if (requirement) return { kind: 'requirements', text: requirement };
  // The person a recruiting sentence asks for: asked only when the post lists no requirements of its own.
  const sought = text(SEEKING_WHO_IS);
  if (sought) return { kind: 'requirements', text: sought, isOpening: true };
  return isRecruiting(item) || EMPLOYER_AT_WORK.test(item) ? 'skip' : null;
}

// 'Lo que nos encanta', 'What we value', 'Ce que nous aimons', 'Was wir lieben', 'I nostri valori', 'O que
// valorizamos', 'Wat we belangrijk vinden': the employer's culture, not the role's work or bar. Tested without accents.
const CULTURE_HEADING =
  /^(?:#+\s*)?(?:what we (?:love|value|believe(?: in)?|care about)|our (?:core )?values|our culture|lo que (?:nos encanta|amamos|valoramos)|nuestros valores|nuestra cultura|ce que nous (?:aimons|valorisons)|ce qui nous (?:anime|tient a coeur)|nos valeurs|notre culture|was wir (?:lieben|schatzen)|unsere werte|unsere kultur|cosa amiamo|i nostri valori|la nostra cultura|o que (?:amamos|valorizamos)|nossos valores|nossa cultura|wat we (?:belangrijk vinden|waarderen)|onze (?:waarden|cultuur))\b/i;
export const isCultureHeading = (heading: string | null | undefined): boolean =>
  CULTURE_HEADING.test(
    withoutAccents(heading ?? '')
      .trim()
      .replace(/[’‘]/g, "'"),
  );

// 'Idéalement,', 'Ideally,', 'Idealmente,', 'Idealerweise', 'Bij voorkeur', 'Preferibilmente': the line is a plus.
const IDEALLY =
  /^(?:ideally|preferably|id[ée]alement|de pr[ée]f[ée]rence|idealmente|de preferencia|preferentemente|idealerweise|im idealfall|preferibilmente|de prefer[êe]ncia|preferencialmente|idealiter|bij voorkeur)\b,?\s*/iu;
// The same adverbs inside a line ('Sie haben idealerweise Erfahrung …', 'You should ideally have …', '…, preferably in
// finance'): what the person would ideally have is never a task.
const IDEALLY_WITHIN =
  /(?<!\p{L})(?:ideally|preferably|idealerweise|vorzugsweise|im idealfall|id[ée]alement|de pr[ée]f[ée]rence|idealmente|preferiblemente|de preferencia|preferentemente|preferibilmente|bij voorkeur|idealiter)(?!\p{L})/iu;
const MAX_WORDS_BEFORE_ADVERB = 3;

/**
 * A line's weight by an 'ideally' inside it: the line is a plus where the adverb weighs its verb, a few words in ('Sie
 * haben idealerweise …'); a requirement where it weighs one part ('A degree, preferably in law'); null without one.
 */
function idealWeight(line: string): 'nice_to_have' | 'requirements' | null {
  const adverb = IDEALLY_WITHIN.exec(line);
  if (!adverb) return null;
  const before = line.slice(0, adverb.index).trim();
  return before.split(/\s+/).length <= MAX_WORDS_BEFORE_ADVERB && !/[,;:(]/.test(before)
    ? 'nice_to_have'
    : 'requirements';
}

// The lead of a list of what the person is: 'Ce poste est pour vous si :', 'Ce stage est pour toi si :', 'This role is
// for you if:', 'Este puesto es para ti si:', 'Diese Stelle ist für dich, wenn:', 'Questo ruolo fa per te se:', 'Esta
// vaga é para você se:', 'Deze functie is voor jou als:'. Tested without accents.
const FOR_YOU_IF =
  /\b(?:(?:this|the) (?:job|role|position|post|internship) is (?:(?:perfect|right|ideal|made) )?for you if|you(?:['’]ll| will) (?:love|enjoy|thrive in) this (?:job|role|position) if|(?:ce|cet|cette) (?:poste|stage|emploi|job|role|mission|offre) est (?:fait |parfait )?pour (?:vous|toi) si|(?:este|esta) (?:puesto|trabajo|rol|empleo|practica|vaga|oportunidad) es (?:ideal )?para (?:ti|usted|vos) si|(?:diese|der|die) (?:stelle|position|rolle|job) ist (?:genau )?(?:das richtige )?fur (?:dich|sie),? (?:wenn|falls)|(?:questo|questa) (?:ruolo|lavoro|posizione|stage) fa per te se|(?:esta|este) (?:vaga|cargo|estagio) e (?:ideal )?para (?:voce|ti) se|(?:deze|die) (?:baan|functie|vacature|stage) is (?:iets )?voor (?:jou|u) als)\b/i;
// 'Moreover you', 'You:', 'You have:': a lead whose 'you' is the subject of each item under it ('Know your way
// around …', 'Probably have training experience').
const YOU_LEAD =
  /^(?:(?:moreover|also|furthermore|in addition|additionally|and|above all),?\s+)?you(?:\s+(?:have|are|bring|can))?\s*:?$/i;

/** An item of a 'you' lead that opens with the person's verb, as the sentence it makes: 'You know your way …'. */
function withItsYou(item: string): string {
  const shape = requirementShape(item);
  return shape === 'verb' || shape === 'hedged verb'
    ? `You ${item.charAt(0).toLowerCase()}${item.slice(1)}`
    : item;
}

// A duty over sixty words led by its own head ('Participant au pilotage du programme … : en lien avec …, assurer …'):
// the head names the duty and is asked; the list after its colon is too long to quote.
function longDutyHead(item: string): string {
  if (item.split(/\s+/).length <= 60) return item;
  const head = /^(.{20,200}?)\s?:\s/u.exec(item)?.[1];
  return head && head.split(/\s+/).length >= 4 ? head : item;
}

const ROLE_OVERVIEW =
  /^(?:about the (?:role|job|position)|the role|your role|role overview|the opportunity|what to expect)\b|\bwithin (?:\d+|one|two|three|six|the first)\b|\bfirst \d+ (?:days|weeks|months)\b/i;

// Sections without a kind of their own whose list may tell the person's duties ('Ce que nous recherchons :').
const PERSON_LIST_KINDS: ReadonlySet<SectionKind> = new Set(['title', 'other']);

// A line that introduces a list, or a prose sentence that runs one on after a colon ('Vous devez être une personne
// qui… : vous n'avez pas peur…'): not one duty or trait.
const isProseWithList = (kind: SectionKind, raw: string): boolean =>
  /:\s*$/.test(raw) || (!LISTED_KINDS.has(kind) && /\s:\s|:\s+\p{Ll}/u.test(raw));
const LISTED_KINDS: ReadonlySet<SectionKind> = new Set(['responsibilities', 'requirements', 'nice_to_have']);

// 'The position', 'About the role', 'Your job': a heading over the post's own work.
const POSITION_HEADING = /^(?:about )?(?:the|your|this) (?:position|role|job|post)\s*:?$/i;

// Sections a post told in prose sits in: under its title, or a heading read from the title's words.
const PROSE_KINDS: ReadonlySet<SectionKind> = new Set(['title', 'terms', 'description', 'requirements']);

/**
 * What a prose sentence asks, by its section: under a heading of no known kind (the ad's own title printed under a job
 * board's menu, whose first heading took the title's place) only the work it tells of the post, asked when no list
 * gives duties; another section's sentences there stay unasked.
 */
function proseOf(
  section: Section,
  raw: string,
  item: string,
  hasDutyList: boolean,
  holders: readonly string[],
): ReturnType<typeof proseItem> {
  if (!isSentence(raw)) return null;
  if (PROSE_KINDS.has(section.kind)) {
    const prose = proseItem(item, holders);
    // Under 'The position' of a post with no duty list the paragraph tells the holder's work: its duty is asked even
    // where another section's line was read as one (a list says the work better than its overview does).
    return prose !== 'skip' &&
      prose?.isOpening &&
      prose.kind === 'responsibilities' &&
      !hasDutyList &&
      POSITION_HEADING.test(section.heading ?? '')
      ? { kind: prose.kind, text: prose.text }
      : prose;
  }
  if (section.kind !== 'other') return null;
  const prose = proseItem(item, holders);
  return prose !== 'skip' && prose?.isOpening && prose.kind === 'responsibilities' ? prose : null;
}
const isSentence = (item: string): boolean => item.split(/\s+/).length >= 8 && /[.!]$/.test(item);

// German postings address the reader ('Du solltest…', 'Wenn du gerne…', 'Bitte schicke uns…') or speak as the
// employer ('Wir sind bereit…') in sentences set among their lists: neither a task nor a requirement to ask.
const GERMAN_ADDRESS_OR_EMPLOYER =
  /^(?:du|dich|dir|wenn|falls|bitte|wir|uns|unser\p{L}*|ihr|euch|sie (?:sollten|müssen|haben|bringen))\s/iu;
// 'Gute Kenntnisse in Tabellenkalkulation', 'Erfahrung mit Linux', 'Deutschkenntnisse': what the person must know,
// listed among the tasks; a requirement.
const GERMAN_REQUIREMENT_WORDING =
  /^(?:(?:sehr |sichere |gute |fundierte |erste |solide |praktische |mehrjährige |einschlägige )+)?(?:\p{L}*kenntnisse|erfahrung(?:en)?|berufserfahrung|abgeschlossene|ausbildung|studium)\b/iu;
// 'Programmierkenntnisse sind sehr von Vorteil, …', 'Erfahrung mit X ist wünschenswert': a nice-to-have, quoted as
// its clause (one German word alone would read as a fragment).
// 'Gern aber nicht notwendigerweise haben Sie einen Gabelstaplerschein', 'Führerschein von Vorteil': optional too
// (the warehouse post's forklift licence was asked as required).
const GERMAN_PLUS =
  /^.{4,80}?\s+(?:sind|ist|wären|wäre)\s+(?:sehr |ein |eine |gern gesehen|besonders )?(?:von Vorteil|wünschenswert|ein Plus|willkommen)\b|^.{4,80}?\s(?:von Vorteil|wünschenswert)\.?$/iu;
const GERMAN_OPTIONAL_OPENING =
  /^(?:gerne?,? (?:aber|jedoch) nicht (?:notwendigerweise|zwingend|unbedingt)|nicht (?:zwingend|unbedingt|notwendigerweise)(?: erforderlich| notwendig)?,? aber (?:gerne?|wünschenswert|von Vorteil))(?!\p{L})/iu;

// A requirement told in prose to the reader ('Sie verfügen über…', 'Du hast Erfahrung mit…', 'Sie bringen … mit') or as
// the employer's wish ('Wir erwarten…', 'Wir wünschen uns…'): a requirement under a heading that says so.
const GERMAN_READER_HAS =
  /^(?:sie|du)\s+(?:verfüg\p{L}*|ha(?:st|ben)|bring\p{L}*|besitz\p{L}*|kenn\p{L}*|sprich\p{L}*|sprechen|bist|sind|arbeite\p{L}*|kann\p{L}*|könn\p{L}*|sollte\p{L}*|zeichne\p{L}*|interessier\p{L}*|beherrsch\p{L}*|denk\p{L}*|hast)(?!\p{L})/iu;
const GERMAN_EMPLOYER_WISH = /^wir\s+(?:wünschen uns|erwarten|setzen\s.{3,80}\svoraus)(?!\p{L})/iu;
// What the reader is to bring or have, told to them wherever the sentence stands: 'Du solltest … Interesse an Open
// Data mitbringen', 'Sie verfügen über …'.
const GERMAN_READER_BRINGS =
  /^(?:sie|du)\s.*(?<!\p{L})(?:mitbringen|mitbringst|verfüg(?:st|en) über)(?!\p{L})|^(?:sie bringen|du bringst)\s.*\smit$/iu;
// 'Du musst nicht alles können', 'kein Muss': a reassurance, not a bar.
const GERMAN_NEGATION = /(?<!\p{L})(?:nicht|kein\p{L}*)(?!\p{L})/iu;

// What a wish names when it sets a bar: experience, knowledge, a qualification.
const GERMAN_BAR =
  /(?<!\p{L})(?:\p{L}*erfahrung(?:en)?|\p{L}*kenntnisse\p{L}*|ausbildung|studium|abschluss)(?!\p{L})/iu;
const isGermanWishedBar = (item: string): boolean =>
  GERMAN_EMPLOYER_WISH.test(item) && GERMAN_BAR.test(item) && !GERMAN_NEGATION.test(item);

/** A German sentence told to the reader or from the employer that states a requirement; null when it states none. */
function germanToldRequirement(item: string, kind: QuestionKind): QuestionKind | null {
  if (GERMAN_NEGATION.test(item) || kind === 'description') return null;
  const isListedBar =
    kind !== 'responsibilities' && (GERMAN_READER_HAS.test(item) || GERMAN_EMPLOYER_WISH.test(item));
  if (!isListedBar && !GERMAN_READER_BRINGS.test(item)) return null;
  return kind === 'nice_to_have' ? 'nice_to_have' : 'requirements';
}

/** A German item's own kind: null to leave it unasked, else the kind and text to ask. */
function germanItem(item: string, kind: QuestionKind): { kind: QuestionKind; text: string } | null {
  if (GERMAN_ADDRESS_OR_EMPLOYER.test(item)) {
    const told = germanToldRequirement(item, kind);
    return told ? { kind: told, text: item } : null;
  }
  if (GERMAN_OPTIONAL_OPENING.test(item)) return { kind: 'nice_to_have', text: item };
  if (GERMAN_PLUS.test(item)) return { kind: 'nice_to_have', text: item.split(/,\s/)[0] ?? item };
  if (kind === 'responsibilities' && GERMAN_REQUIREMENT_WORDING.test(item))
    return { kind: 'requirements', text: item };
  // A sentence of the description is asked only in an English, Spanish or French posting, whose verbs say it is work.
  if (kind === 'description') return null;
  return { kind, text: item };
}

// An Italian posting says what the person will do in its opening prose ('Questa figura sarà responsabile
// dell'analisi…', 'gestirà le relazioni…', 'è alla ricerca di esperti … per definire…') and lists duties as infinitives
// ('Definire gli ordini del giorno…'); it says what they must have with 'devono avere', 'è richiesta'.
const ITALIAN_DUTY_PROSE =
  /(?<!\p{L})(?:sarà (?:anche )?(?:responsabile|il punto di riferimento|chiamat[oa])|sarann?o responsabili|si occuper(?:à|anno)|avr(?:à|anno) (?:il compito|la responsabilità)|(?:gestir|coordiner|supporter|curer|seguir|collaborer|lavorer|giocher|svilupper|garantir)(?:à|anno)|è alla ricerca di .{3,80}? per \p{Ll}+(?:are|ere|ire)\b)/u;
const ITALIAN_REQUIREMENT_PROSE =
  /(?<!\p{L})(?:(?:dev(?:e|ono)|dovr(?:à|anno)) (?:avere|possedere|aver maturato|essere in possesso)|(?:è|sono) richiest[aoie])(?!\p{L})/u;
// 'Esperienza nel…', 'Ottima conoscenza della lingua inglese', 'Capacità di…', 'Laurea in…': what the person must have.
const ITALIAN_REQUIREMENT_WORDING =
  /^(?:(?:ottim[aoe]|buon[aoe]|comprovat[ae]|solid[ae]|approfondit[ae]|profond[ae]|fort[ei]|elevat[ae]|eccellent[ei]|pregress[ae]|almeno \S+ anni di) )*(?:esperienz[ae]|conoscenz[ae]|capacità|competenz[ae]|laurea|diploma|padronanza|attitudine|doti)(?!\p{L})/iu;
// 'La conoscenza del francese costituirà titolo preferenziale', '… è gradita', '… è un plus': a nice-to-have.
const ITALIAN_PLUS =
  /(?<!\p{L})(?:(?:costituir(?:à|anno)|costituisce|costituiscono) (?:un )?titol[oi] preferenzial[ei]|(?:è|sono|sarà|saranno) (?:molto )?(?:gradit[aoie]|apprezzat[aoie]|un plus|considerat[aoie] un plus))(?!\p{L})/iu;
// A duty listed by its infinitive: 'Gestire il calendario…', 'Identificare metriche…'.
const ITALIAN_INFINITIVE_LINE = /^\p{Lu}\p{Ll}{3,}(?:are|ere|ire)(?:si|ne)?\s+\p{Ll}/u;

/**
 * An Italian item's own kind, asked quoting the line whole: null to leave it unasked. Lists under a heading keep
 * their heading's kind (a requirement's wording among the duties is a requirement, a 'titolo preferenziale' a plus);
 * the post's opening prose is asked only where it says what the person will do or must have.
 */
function italianItem(
  item: string,
  raw: string,
  sectionKind: SectionKind,
): { kind: QuestionKind; text: string } | null {
  // A line that introduces a list ('In particolare supporteranno l'assistente tecnico nel:') is no item of it.
  if (/:\s*$/.test(raw)) return null;
  // The lead-in a reader joined to the list's first line ('… si occuperà di: Attrezzare le macchine…'): the line.
  const listed = /^[^:]{3,120}:\s+(\p{Lu}.*)$/u.exec(item)?.[1];
  if (listed && ITALIAN_INFINITIVE_LINE.test(listed)) return { kind: 'responsibilities', text: listed };
  if (ITALIAN_PLUS.test(item)) return { kind: 'nice_to_have', text: item };
  const kind = CANDIDATE_KINDS[sectionKind];
  if (kind && kind !== 'description')
    return {
      kind: kind === 'responsibilities' && ITALIAN_REQUIREMENT_WORDING.test(item) ? 'requirements' : kind,
      text: item,
    };
  if (!PROSE_KINDS.has(sectionKind) && !PERSON_LIST_KINDS.has(sectionKind)) return null;
  if (ITALIAN_INFINITIVE_LINE.test(item) && !isSentence(raw)) return { kind: 'responsibilities', text: item };
  if (!isSentence(raw)) return null;
  if (ITALIAN_REQUIREMENT_PROSE.test(item)) return { kind: 'requirements', text: item.replace(/\.$/, '') };
  if (ITALIAN_DUTY_PROSE.test(item)) return { kind: 'responsibilities', text: item.replace(/\.$/, '') };
  return null;
}

export const ALL_WELCOME = /\b(?:are|is) (?:all |also |equally )?(?:welcome|encouraged to apply)\.?$/i;

// 'Finally, you have a healthy sense of …', 'Lastly, …': where the sentence stood in the posting's paragraph, not part
// of what it asks.
const SEQUENCE_WORD =
  /^(?:finally|lastly|last but not least|additionally|furthermore|moreover|in addition|above all),\s+(?=\p{L})/iu;
const withoutSequenceWord = (line: string): string =>
  SEQUENCE_WORD.test(line)
    ? line.replace(SEQUENCE_WORD, '').replace(/^\p{Ll}/u, (letter) => letter.toUpperCase())
    : line;

/** The items worth asking about, responsibilities and requirements interleaved, then nice-to-haves, then prose. */
export function candidatesOf(
  sections: Section[],
  company: string | null,
  language: Language,
  position: string | null = null,
): Candidate[] {
  const isFrench = language === 'fr';
  // The names the post gives the person hired: its title, the position typed in the form.
  const holders = [
    ...sections.flatMap((section) => (section.kind === 'title' && section.heading ? [section.heading] : [])),
    ...(position ? [position] : []),
  ];
  const employer = company?.split(/\s+/)[0] ?? null;
  const otherSense = acronymsInOtherSense(
    sections.flatMap((section) => [section.heading ?? '', ...section.items]).join('\n'),
  );
  // The duties a post lists under their own heading are asked before those it tells under an overview of the role or
  // a plan of its first months ('About the role', 'Within 3 months, you will…').
  const isOverview = (section: Section): boolean =>
    section.kind === 'responsibilities' && ROLE_OVERVIEW.test(section.parent ?? section.heading ?? '');
  const sectionsInOrder = [
    ...sections.filter((section) => !isOverview(section)),
    ...sections.filter(isOverview),
  ];
  const byKind: Record<QuestionKind, Candidate[]> = {
    responsibilities: [],
    requirements: [],
    nice_to_have: [],
    description: [],
  };
  const proseSentences: Candidate[] = [];
  const hasDutyList = sections.some((section) => section.kind === 'responsibilities');
  const openingDuties: Candidate[] = [];
  const openingRequirements: Candidate[] = [];
  // A list of what the employer loves or values ('Lo que nos encanta', 'What we value') is asked only after every duty,
  // requirement and nice-to-have: its items fill what is left.
  const cultureItems: Candidate[] = [];
  const kindBySource = new Map<string, QuestionKind>();
  const kinds = Object.keys(byKind) as QuestionKind[];
  // A line's kind set by its list's lead ('Ce poste est pour vous si :') or its own adverb ('Idéalement').
  const add = (candidate: Candidate): void => {
    const stated = kindBySource.get(candidate.source);
    const kind =
      stated && !(stated === 'requirements' && candidate.kind === 'nice_to_have') ? stated : candidate.kind;
    byKind[kind].push(kind === candidate.kind ? candidate : { ...candidate, kind });
  };
  for (const section of sectionsInOrder) {
    const isCulture = isCultureHeading(section.heading);
    const before = new Map(kinds.map((kind) => [kind, byKind[kind].length]));
    readSection(section);
    if (isCulture) for (const kind of kinds) cultureItems.push(...byKind[kind].splice(before.get(kind) ?? 0));
  }
  function readSection(section: Section): void {
    if (isTeamSection(section)) return;
    const sectionKind = isNounLineList(section) ? 'responsibilities' : CANDIDATE_KINDS[section.kind];
    // A post told under its title lists its work after a line that introduces it ('Possible topics include:').
    let isAfterListIntro = false;
    let isOptionalList = false;
    let parentDuty: string | null = null;
    const rowsAsked = new Map<string, Candidate>();
    const categories = categoryLabels(section.items);
    let isForYouList = FOR_YOU_IF.test(withoutAccents(section.heading ?? ''));
    let isYouList = YOU_LEAD.test(section.heading ?? '');
    for (const raw of section.items) {
      // 'Le candidat sera en mesure : D'aider à créer…': the item without the 'de' its list's heading needed.
      const line = withoutSequenceWord(trimItem(raw).replace(/^d(?:e |['’])(?=\p{Ll})/iu, ''));
      // 'Liaise with the Finance team, especially re:' over 'Timelines and workloads': a sub-item too short to be a
      // duty of its own is asked with the duty it belongs to.
      const subItem = parentDuty && isFragment(line, raw) ? `${parentDuty}: ${runOn(line)}` : null;
      if (!subItem)
        parentDuty =
          language === 'en' && sectionKind === 'responsibilities' && /:\s*$/.test(raw) ? line : null;
      // 'Idéalement, vous connaissez…', 'Ideally you have…': a plus, asked as one, without the adverb.
      const ideal = IDEALLY.exec(subItem ?? line);
      const trimmed = ideal
        ? (subItem ?? line).slice(ideal[0].length).replace(/^\p{Ll}/u, (letter) => letter.toUpperCase())
        : longDutyHead(subItem ?? line);
      const weighed = ideal ? 'nice_to_have' : idealWeight(trimmed);
      if (weighed) kindBySource.set(trimmed, weighed);
      if (YOU_LEAD.test(line) && /:\s*$/.test(raw)) isYouList = true;
      // 'Ce poste est pour vous si :', 'This role is for you if:': what follows is what the person must be or have.
      if (FOR_YOU_IF.test(withoutAccents(line)) && /:\s*$/.test(raw)) isForYouList = true;
      else if (isForYouList && !weighed) kindBySource.set(trimmed, 'requirements');
      const isListed: boolean = isAfterListIntro && !isSentence(raw);
      isAfterListIntro = /:\s*$/.test(raw) || isListed;
      // A facts table's row ('Inglés: B1', 'Conducir coche: se requiere', 'Conducir moto: ventaja'): too short for a
      // sentence, but a requirement or a plus; a language's rows are asked as one.
      const row =
        sectionKind === 'requirements' || sectionKind === 'nice_to_have'
          ? (languageRow(trimmed) ?? labelledRow(trimmed))
          : null;
      if (row) {
        // Rows of one kind are asked as one ('Preparar comida, conducir coche'; 'Inglés (B1), español (B2)').
        const key = row.kind === 'requirements' && namesLanguageSkill(row.text) ? 'language' : row.kind;
        const asked = rowsAsked.get(key);
        if (asked) {
          asked.text += `, ${LOWER_CASE_FIRST_WORD.has(language) ? row.text.replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase()) : row.text}`;
          continue;
        }
        const candidate: Candidate = { ...row, skills: [], source: trimmed };
        add(candidate);
        rowsAsked.set(key, candidate);
        continue;
      }
      // 'Defining & evaluating sustainability for research software' under it: work the role does.
      if (
        language === 'en' &&
        isListed &&
        section.kind === 'title' &&
        itemOpening(trimmed) === 'gerund' &&
        isUsableItem(trimmed)
      ) {
        add({
          text: trimmed,
          kind: 'responsibilities',
          skills: skillsAskedAbout(trimmed, employer, otherSense),
          source: trimmed,
        });
        continue;
      }
      // Dutch, Portuguese, Swedish, Danish, Norwegian, Romanian and Catalan too, by their own wording (quotedItem).
      if (isQuotedLanguage(language)) {
        // 'De motivatie om…' keeps its article: the French 'de' taken off above is no part of these languages.
        const quoted = quotedItem(language, trimItem(raw), raw, section.kind, section.heading);
        const isUsable =
          quoted !== null &&
          (quoted.isRow ||
            isUsableItem(quoted.text) ||
            (language === 'lt' && isLithuanianGenitivePair(quoted.text)));
        if (quoted && isUsable && !isAboutThePostOrEmployer(quoted.text, company)) {
          const { isRow: _isRow, ...item } = quoted;
          add({
            ...item,
            skills: skillsAskedAbout(quoted.text, employer, otherSense),
            source: trimmed,
          });
        }
        continue;
      }
      // Italian is read by its own wording (italianItem) and each item quoted whole.
      if (language === 'it') {
        const italian = italianItem(trimmed, raw, section.kind);
        if (italian && isUsableItem(italian.text))
          add({
            ...italian,
            skills: skillsAskedAbout(italian.text, employer, otherSense),
            source: trimmed,
          });
        continue;
      }
      const prose = proseOf(section, raw, trimmed, hasDutyList, holders);
      if (prose === 'skip') continue;
      // Asked only when the post lists no duties (or requirements) of its own (below): a list says them better.
      if (prose?.isOpening) {
        if (isUsableItem(prose.text))
          (prose.kind === 'requirements' ? openingRequirements : openingDuties).push({
            text: prose.text,
            kind: prose.kind,
            skills: skillsAskedAbout(prose.text, employer, otherSense),
            source: trimmed,
          });
        continue;
      }
      // 'Vous contribuerez à…', 'Triera…', 'Sera à l'aise de…': a French duty or trait told to or about the person,
      // asked in the words a lead runs on with.
      const told =
        isFrench &&
        (sectionKind || PERSON_LIST_KINDS.has(section.kind)) &&
        !isProseWithList(section.kind, raw)
          ? frenchPersonItem(trimmed, section.kind)
          : null;
      if (told) {
        if (isUsableItem(trimmed)) {
          const skills = skillsAskedAbout(told.text, employer, otherSense);
          add({ text: told.text, kind: told.kind, skills, source: trimmed });
        }
        continue;
      }
      if (sectionKind === 'requirements' && OPTIONAL_LIST_INTRO.test(trimmed)) isOptionalList = true;
      // A physical demand told among the working conditions ('The work involves … lifting up to 70 lbs') is asked as
      // one; the rest of the conditions are not.
      const conditionKind = section.kind === 'terms' && PHYSICAL.test(trimmed) ? 'requirements' : undefined;
      const statedKind =
        MUST_HAVE.test(trimmed) && sectionKind
          ? 'requirements'
          : (prose?.kind ?? sectionKind ?? conditionKind);
      const kind = isOptionalList && statedKind === 'requirements' ? 'nice_to_have' : statedKind;
      // 'Forklift experience is a must for this role': the must-have itself.
      const stated = (WORK_AND_WHY.exec(prose?.text ?? trimmed)?.[1] ?? prose?.text ?? trimmed).replace(
        /\s+(?:is|are) (?:a must|mandatory|essential)(?: for (?:this|the) (?:role|position|job))?\.?$/i,
        '',
      );
      const item = isYouList && language === 'en' ? withItsYou(stated) : stated;
      // 'Wir wünschen uns eine Person mit mindestens zwei Jahren Erfahrung…': a German post's opening prose sets a bar.
      if (!kind && language === 'de' && isSentence(raw) && isGermanWishedBar(item)) {
        add({ text: item, kind: 'requirements', skills: [], source: trimmed });
        continue;
      }
      // 'Wir suchen Sie als …, der*die … einsortiert': the work in the clause, wherever the sentence stands (asked
      // below only when no list gives duties).
      const sought = !kind && language === 'de' ? germanSoughtDuty(item) : null;
      if (sought) {
        if (isUsableItem(sought))
          openingDuties.push({ text: sought, kind: 'responsibilities', skills: [], source: trimmed });
        continue;
      }
      // 'Psychosoziale Beratung von …' under the title of a German post with no duty list: its duty (asked below
      // only when no list gives duties).
      if (!kind && language === 'de' && PERSON_LIST_KINDS.has(section.kind) && isGermanNominalDuty(item)) {
        if (isUsableItem(item))
          openingDuties.push({ text: item, kind: 'responsibilities', skills: [], source: trimmed });
        continue;
      }
      if (!kind) {
        // A post told in prose under its title: its sentences on the work are read when it has no list. Not the
        // employer's own section ('The company is part of a large rental company … they need extra hands').
        if (section.kind !== 'about' && isSentence(raw) && DESCRIBES_WORK.test(item) && isUsableItem(item))
          proseSentences.push({
            text: item,
            kind: 'description',
            skills: skillsAskedAbout(item, employer, otherSense),
            source: trimmed,
          });
        continue;
      }
      // 'To be successful in this role you have:' introduces a list; it is not an item of it. 'Applicants from … are
      // all welcome' invites; it asks for nothing.
      // A sentence about the post or the employer ('This position reports to…', 'Relocation assistance is available')
      // is told to the candidate, not asked of them.
      const isOneWordDuty = language === 'de' && kind === 'responsibilities' && isGermanOneWordDuty(item);
      if (
        /:\s*$/.test(raw) ||
        (!isUsableItem(item) && !isOneWordDuty) ||
        ALL_WELCOME.test(item) ||
        (language === 'es' && SPANISH_EMPLOYER_VOICE.test(item)) ||
        isAboutThePostOrEmployer(item, company)
      )
        continue;
      // German capitalises every noun, so the English readings by capitals and verbs below do not apply: its own
      // wording says what an item is, and the item is quoted whole.
      if (language === 'de') {
        const german = germanItem(item, kind);
        if (german)
          add({
            ...german,
            skills: skillsAskedAbout(german.text, employer, otherSense),
            source: trimmed,
          });
        continue;
      }
      if (kind === 'responsibilities' && (describesPlace(item) || isEmployerAtWork(item, company))) continue;
      const skills = skillsAskedAbout(item, employer, otherSense);
      // 'Good to have experience with MLOps': a nice-to-have inside the requirements.
      const bonus =
        /^(?:good|nice) to have:?\s+(.+)$/i.exec(item)?.[1] ??
        PLUS_AT_THE_END.exec(item)?.[1] ??
        PREFERRED_AT_THE_END.exec(item)?.[1] ??
        WEIGHED_TOO.exec(item)?.[1] ??
        (POSSIBILITY_OR_PLUS_IF.test(item) ? item : null) ??
        optionalItem(item);
      if (bonus) {
        add({ text: bonus, kind: 'nice_to_have', skills, source: trimmed });
        continue;
      }
      // 'You will own the lifecycle...' is a duty wherever it is written, but not how the team works.
      const duty = YOU_WILL.exec(item);
      if (duty?.[1] && (JOINS_TEAM.test(item) || PART_OF_EMPLOYER.test(item))) continue;
      // 'You will need a good deal of curiosity and …': what the person needs to bring, not a duty.
      if (duty?.[1] && /^need\s+(?!to\b)/i.test(duty[1])) {
        add({ text: item, kind: 'requirements', skills, source: trimmed });
        continue;
      }
      if (duty?.[1]) {
        // 'You will be working as part of a team' is the duty 'working as part of a team'.
        const text = duty[1].replace(/^be\s+(?=\p{L}+ing\b)/u, '');
        add({ text, kind: 'responsibilities', skills, source: trimmed });
        continue;
      }
      // Prose about the classes or the team ('Each class will be 45-60 minutes long') describes, not asks; a line
      // that only names tools ('PHP / Symfony') among the duties is a requirement to know them, not a duty.
      const itemKind =
        (kind === 'responsibilities' && CONTEXT_OPENING.test(item)) || EMPLOYER_VOICE.test(item)
          ? 'description'
          : kind === 'responsibilities' && (isToolList(item, skills) || REQUIREMENT_WORDING.test(item))
            ? 'requirements'
            : kind;
      // Prose only counts when it describes the work ('involves') or names a skill.
      if (
        itemKind === 'description' &&
        skills.length === 0 &&
        !/\binvolves?\b|\btendr[aá]s\b|\bresponsib|\bvous (?:serez|aurez)\b|\bcharg[ée]/i.test(item)
      )
        continue;
      const text = withoutLabel(
        itemKind === 'responsibilities' ? dutyClause(withoutTail(item)) : item,
        categories,
      );
      add({ text, kind: itemKind, skills, source: trimmed });
    }
  }
  const interleaved: Candidate[] = [];
  if (byKind.responsibilities.length === 0) byKind.responsibilities.push(...openingDuties);
  if (byKind.requirements.length === 0) byKind.requirements.push(...openingRequirements);
  const { responsibilities, requirements } = byKind;
  for (let index = 0; index < Math.max(responsibilities.length, requirements.length); index += 1) {
    const responsibility = responsibilities[index];
    const requirement = requirements[index];
    if (responsibility) interleaved.push(responsibility);
    if (requirement) interleaved.push(requirement);
  }
  const isProsePost = interleaved.length < MIN_LISTED;
  // Must-haves first, so a licence or certification the posting insists on is never crowded out.
  const isMust = (candidate: Candidate): boolean =>
    candidate.kind === 'requirements' && MUST_HAVE.test(candidate.source);
  const ordered = [
    ...interleaved.filter(isMust),
    ...interleaved.filter((candidate) => !isMust(candidate)),
    ...byKind.nice_to_have,
    ...byKind.description,
    ...(isProsePost ? proseSentences : []),
    ...cultureItems,
  ];
  // Job boards repeat the same requirement (BBVA's listing): keep the first of near-identical items.
  type Kept = { candidate: Candidate; terms: Set<string> };
  const kept: Kept[] = [];
  // A board's chip ('Bachelor's degree required') restates a fuller line ('requires a Bachelor's Degree plus three
  // years…'): a later item whose words an earlier one all holds adds nothing.
  const isRestated = (terms: Set<string>, other: Set<string>): boolean =>
    terms.size >= 2 && [...terms].every((term) => other.has(term));
  // The term reader knows the small words of English, Spanish and French only: in another language a word of four
  // letters or fewer ('und', 'auch', 'een', 'com') says nothing of an item's point. (Round 20's sales post lost 'Sie
  // übernehmen einen guten Kundenstamm und gewinnen auch gern Neukunden dazu' to a trait sharing 'und', 'auch'.)
  const isPointWord = (term: string): boolean => KNOWN_SMALL_WORDS.has(language) || term.length > 4;
  // 'Manage client accounts' among the duties and 'Experience managing client accounts' among the requirements: one
  // point, asked once.
  const isSamePoint = (candidate: Candidate, terms: Set<string>, other: Kept): boolean => {
    const kinds = new Set([candidate.kind, other.candidate.kind]);
    if (!kinds.has('responsibilities') || !kinds.has('requirements')) return false;
    // A requirement that sets a bar ('10 years of experience managing teams', a degree) adds what the duty does not.
    if (
      [candidate, other.candidate].some(
        (entry) => entry.kind === 'requirements' && SETS_A_BAR.test(entry.text),
      )
    )
      return false;
    const shared = [...terms].filter((term) => other.terms.has(term) && isPointWord(term)).length;
    return shared >= 3 && shared >= 0.4 * Math.min(terms.size, other.terms.size);
  };
  for (const candidate of ordered) {
    const terms = contentTermSet(candidate.text.replace(/’/g, "'").replace(/\s+required\.?$/i, ''));
    terms.delete('you');
    if (
      kept.every(
        (other) =>
          jaccard(other.terms, terms) < 0.6 &&
          !isRestated(terms, other.terms) &&
          !isSamePoint(candidate, terms, other),
      )
    )
      kept.push({ candidate, terms });
  }
  return kept.map((entry) => entry.candidate);
}

/**
 * 'Control de inventarios: Conocimiento básico de manejo de inventarios': the short label names the item, and the
 * sentence after it is what the posting asks, quoted on its own.
 */
function withoutLabel(item: string, categories: ReadonlySet<string>): string {
  const category = CATEGORY_ROW.exec(item);
  if (category?.[1] && category[2] && categories.has(lowerCase(category[1]))) return category[2];
  const labelled = /^([^:]{3,40}):\s+(\p{Lu}.{20,})$/u.exec(item);
  return labelled?.[1] && labelled[2] && labelled[1].split(/\s+/).length <= 7 ? labelled[2] : item;
}

// 'Descriptif du poste' over 'Entretien des locaux collectifs', 'Vaisselle', 'Accueil des familles': the post's
// description given under its heading as a list of short noun lines, no sentence nor labelled row among them, lists
// its duties. (Text under no heading, a page's chrome among it, is no such list.)
const NOUN_LINE_WORDS = 12;
const isNounLineList = (section: Section): boolean =>
  section.kind === 'description' &&
  section.heading !== null &&
  section.items.length >= 2 &&
  section.items.every(
    (item) => item.trim().split(/\s+/).length <= NOUN_LINE_WORDS && !/[.!?:;]|^\p{Ll}/u.test(item.trim()),
  );

// 'Apt intell/cognitif : Comprendre consigne orale', 'Postures travail : Station debout' over other rows of the same
// label: a board's category set before each of its values, which names no requirement; each value, however short,
// is the item.
const CATEGORY_ROW = /^([^:]{3,40}?)\s*:\s+(\p{Lu}.*)$/u;
function categoryLabels(items: string[]): Set<string> {
  const labels = items.map((item) => lowerCase(CATEGORY_ROW.exec(trimItem(item))?.[1] ?? '')).filter(Boolean);
  return new Set(labels.filter((label, index) => labels.indexOf(label) !== index));
}

/**
 * 'PHP / Symfony', 'HTML, CSS et jQuery': named tools (one the engine knows, the others capitalised names) with
 * separators and 'and', nothing else.
 */
function isToolList(item: string, skills: string[]): boolean {
  if (!skills.some(isTool)) return false;
  const escaped = skills.map((skill) => skill.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const words = item
    .replace(new RegExp(`(?<![\\p{L}\\d])(?:${escaped.join('|')})(?![\\p{L}\\d])`, 'giu'), ' ')
    .split(/[\s/,;&+|()-]+/u)
    .filter((word) => word !== '' && !/^(?:and|or|et|ou|y|o)$/i.test(word));
  return words.every((word) => /^[\p{Lu}\d]/u.test(word));
}

// Named tools are capitalised ('Spring', 'Power BI'); practices are not ('code reviews', 'phonics').
export const isTool = (skill: string): boolean => /^[\p{Lu}\p{N}.]/u.test(skill);

// Sentences that say what the job does ('Paralegals will manage a range of litigation support projects').
export const DESCRIBES_WORK =
  /\b(?:involves?|responsib\w*|manag\w*|support\w*|provid\w*|perform\w*|assist\w*|develop\w*|coordinat\w*|maintain\w*|conduct\w*|prepar\w*|lead\w*|ensur\w*|tendr[aá]s|gestionar\w*|apoyar\w*|vous (?:serez|aurez)|charg[ée]\w*)\b/i;
