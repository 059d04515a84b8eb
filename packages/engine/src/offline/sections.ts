import nlp from 'compromise';
import { withoutAccents } from '../text/accents.ts';
import { splitSentences } from '../text/nlp.ts';
import { isSkillAsWritten } from '../text/skills.ts';
import { BENEFITS_NOUN, WE_OFFER } from '../text/offer-words.ts';
import { DANGLING } from '../documents/line-kinds.ts';
import { CUT_AT_WRAP } from './wrap-ends.ts';
import { isNavigationLink, isSideBoxHeading } from './page-furniture.ts';
import { detectLanguage, type Language } from '../text/stopwords.ts';
import {
  boardField,
  boardHeaderPlace,
  boardLocation,
  isBareFieldRow,
  isBoardPromotion,
  isDotFieldRow,
  isEngagementChipRow,
  isPayOrBenefitsLine,
  isPostingDates,
  chipSection,
  requirementChip,
  splitLeadingChips,
  withoutStreetAddress,
} from './board-lines.ts';
import { inlineListParts, isPhraseHeading, taggedCriterion, withoutTimeShare } from './section-cues.ts';
import { DUTCH_PORTUGUESE_HEADINGS } from './heading-words-nl-pt.ts';
import { SWEDISH_FINNISH_HEADINGS } from './heading-words-sv-fi.ts';
import { DANISH_NORWEGIAN_ROMANIAN_CATALAN_HEADINGS } from './heading-words-da-nb-ro-ca.ts';
import { CZECH_HEADINGS } from './heading-words-cs.ts';
import { SLOVAK_HEADINGS } from './heading-words-sk.ts';
import { GREEK_HEADINGS } from './heading-words-el.ts';
import { japaneseHeadingKind, japaneseLines } from './heading-words-ja.ts';
import { HUNGARIAN_HEADINGS } from './heading-words-hu.ts';
import { NYNORSK_HEADINGS } from './heading-words-nn.ts';
import { POLISH_HEADINGS } from './heading-words-pl.ts';
import { polishReaderTraits } from './polish-posting-lines.ts';
import { RUSSIAN_UKRAINIAN_HEADINGS } from './heading-words-ru-uk.ts';
import { UZBEK_HEADINGS } from './heading-words-uz.ts';
import { VIETNAMESE_HEADINGS } from './heading-words-vi.ts';
import { INDONESIAN_HEADINGS } from './heading-words-id.ts';
import { CROATIAN_HEADINGS } from './heading-words-hr.ts';
import { TURKISH_HEADINGS } from './heading-words-tr.ts';
import { HEBREW_HEADINGS } from './heading-words-he.ts';
import { thaiHeadingKind } from './heading-words-th.ts';
import { LITHUANIAN_HEADINGS, MONGOLIAN_HEADINGS } from './heading-words-lt-mn.ts';
import { dashRunListLines, joinCutDashParagraphs } from './dash-run-lists.ts';
import { isDutyLeadIn } from './duty-lead-ins.ts';
import { leadInLines } from './lead-in-lines.ts';
import { withPlaceLabelCarried } from './place-label-parts.ts';
import { endsOnAbbreviation, endsOnMidSentenceAbbreviation } from './abbreviations.ts';
import { isOfferOpening } from './offer-lines.ts';
import { titleValueRows } from './title-value-rows.ts';
import { askedProfile, describesTheWork, withoutJobFrame } from './work-under-offer.ts';
import { splitGermanRunOn } from './german-run-on.ts';
import { SHARED_DUTIES_HEADING } from './shared-duty-sections.ts';
import { type QuotedLanguage, splitQuotedRunOn } from './posting-items-nl-pt.ts';
import { splitRunOnRuUk } from './posting-items-ru-uk.ts';
import { withTableRowsVi } from './posting-items-vi.ts';

export type SectionKind =
  | 'title'
  | 'description'
  | 'responsibilities'
  | 'requirements'
  | 'nice_to_have'
  | 'benefits'
  | 'about'
  | 'terms'
  | 'process'
  | 'other';

export type Section = {
  heading: string | null;
  kind: SectionKind;
  /** Bullets, list lines and (for prose sections) sentences, in document order. */
  items: string[];
  /** The heading of the list a sub-heading goes on with ('Key Responsibilities' over '### Community Management'). */
  parent?: string;
};

const REPORTING_LINE_HEADING =
  /^(?:reporting (?:requirements?|lines?|relationships?|structure|to)|reports? to|line manager)$/;

// Heading vocabulary in English, Spanish, French, German and Italian (accents removed, lower case); Dutch and
// Portuguese in heading-words-nl-pt.ts. Order matters: nice-to-have
// before requirements ('preferred qualifications'), process before description.
const HEADING_KINDS: [SectionKind, RegExp][] = [
  // 'Reporting requirements', 'Reports to', 'Reporting line' over a name and title: whom the post answers to, a fact
  // told of the post like the employer's own part, never a requirement or a duty.
  ['about', REPORTING_LINE_HEADING],
  [
    'nice_to_have',
    // 'Useful Experience', 'Helpful skills': what the posting says would help, not what it requires. Not 'Bonuses',
    // Czech or Polish 'Bonusy': pay, listed among the benefits.
    /nice[ -]to[ -]haves?|preferred qualifications|^preferred (?:[a-z]+ ){0,3}expertise$|(?:useful|helpful|beneficial) (?:experience|skills|knowledge|qualifications|background)|bonus(?!es\b|y\b)|pluses|desirable|deseable|valoraremos|se valorara|(?:est|serait) un plus|un atout|atouts|wunschenswert|von vorteil|pluspunkte?\b|titol[io] preferenzial[ie]|requisiti graditi|(?:e|sara) (?:gradit[oa]|apprezzat[oa])/,
  ],
  [
    'process',
    // The person to write to ('Ihre Ansprechpartnerin', 'Contact person', 'Persona de contacto'): how to apply.
    // 'Closing date', 'Application deadline', a bare 'Contact': when and whom, never what the post asks.
    /(?:ihre?|deine?|your|votre|su|tu) (?:ansprechpartner\w*|kontaktperson|contact(?: person)?|persona de contacto|interlocut\w*)$|^contact(?: person| us| information| details)?$|^(?:applications? )?(?:closing date|deadline)(?: for applications)?$|interview process|how to apply|apply|hiring process|como (aplicar|postular)|recomendaciones para postular|proceso de seleccion|postuler|candidature|procedure|processus de (recrutement|selection)|bewerbung|bewirb|ist das was fur|documentazione|come candidarsi|modalita di (?:candidatura|partecipazione)|invio (?:della )?candidatura/,
  ],
  [
    'benefits',
    // 'bene cios', 'bene ts': a PDF font that dropped the 'fi' ligature. 'What can you expect from us?', 'You Will Have
    // The Opportunity To' (a traineeship's list of what it gives: study time, training, a community): the offer.
    // 'Was Sie erwartet', 'Was dich bei uns erwartet' (a German or Swiss ad's block of what it gives: projects, a
    // team, room to grow): the offer, like 'Es erwartet Sie'; 'Das erwartet dich' stays the duties.
    new RegExp(
      String.raw`bene(?:fi)? ?(?:ts?|cios)\b|expect from us|esperar de nosotros|attendre de nous|von uns erwarten|aspettarti da noi|^you(?:'ll| will)? (?:have|get|be given) (?:the |an )?(?:opportunity|chance) to$|^(?:tendras|tendra) la (?:oportunidad|posibilidad) de$|^(?:vous aurez|tu auras) (?:la possibilite|l'opportunite|l'occasion) de$|^(?:sie haben|du hast) die moglichkeit,? zu$|remuneration|compensation|salary|equal (employment )?opportunit|eeo|diversity|accommodation|disfrutaras|remuneracion|igualdad|salaire|differences|diversite|egalite|mesures d.adaptation|(?:^|, )freu(?:en sie sich|e dich|t euch) auf|^es erwartet (?:dich|sie|euch)|^was (?:sie|dich|euch) (?:bei uns |hier )?erwartet$|deine vorteile|ihre vorteile|compenso|retribuzione|trattamento economico|${WE_OFFER}|${BENEFITS_NOUN}`,
    ),
  ],
  [
    'responsibilities',
    // 'You will contribute and learn by', 'Vous apprendrez à': duties told as what the person will learn. 'Was du tun
    // wirst', 'Was Sie bei uns tun': German duties told as what the person does (a job page template's heading, a
    // printed page's; round 20's nurse and warehouse worker); never 'Was wir tun', the employer's work.
    /^(?:the|your) (?:job|tasks|work)$|(?:^|\s)was (?:du|sie|ihr) (?:bei uns |hier |konkret )?(?:tun|machen)(?: wirst| werden| werdet)?$|responsibilit|responsible for\b|duties|key objectives|learn by|vous apprendrez|aprenderas|what you('| wi)ll do|what you will be doing|what you get to do|you will(?! (?:thrive|fit|be a (?:good |great )?fit))|your role|the role|(?:sobre )?(?:tu|el|su) rol\b|(?:ton|votre) role\b|il tuo ruolo|(?:o )?seu papel\b|jouw rol\b|day[ -]to[ -]day|in the first \d+ days|key tasks|responsabilidades|funciones|\btareas\b|que haras|que hacemos|\bmissions\b|vos missions?|votre mission|pour missions?|mission principale|responsabilites|vos taches|activites|qui saura|qui effectuera|qui peut|vous allez|dans ce role|aufgaben|(?:das )?erwartet (?:dich|sie|euch)|tatigkeiten|deine rolle|ihre rolle|mansioni|compiti|responsabilita|di cosa ti occuperai|cosa farai|attivita principali/,
  ],
  [
    'requirements',
    // Job boards word it as who should apply: 'Debes postular a este rol solo si…', 'Y sobre todo si dominas'.
    // The reader's pronoun alone ('Sie', 'Du', 'You') is a lead-in over what the person is and has (lead-in-lines.ts).
    // 'You'll fit right in if', 'You might be a fit if', 'Ideal candidate', 'A few things about you': requirements told
    // as the person's traits; so is 'You are' over a list of them ('Service minded', 'Ready to work weekends').
    // 'Required Technical and Professional Expertise' (a careers template's requirements heading).
    // 'Das ist uns wichtig', 'Was uns wichtig ist', 'Was Sie auszeichnet', 'Darauf legen wir Wert': a German or Swiss
    // ad's requirements told as what the employer values in the person.
    /^required (?:[a-z]+ ){0,3}expertise$|^(?:(?:a )?(?:couple|few) (?:of )?things )?about you\b|^(?:your|the ideal|candidate) profile$|fit right in|capabilit(?:y|ies)|(?:might|may|could|would) be a (?:good |great )?fit|ideal candidate|you(?:'|’| wi)ll thrive|requirements?|qualifications?|prerequisites|what you('| wi)ll need|what we('| a)re looking for|^(?:(?:selection|essential|eligibility) )?criteria$|^person specification$|who you are|to be successful|you (have|bring)|must[ -]haves?|skills|experience|education|only if you|requisitos|requerimientos|formacion|perfil|competencias|habilidades|requerid[oa]s|conocimientos|experiencia|solo si|si dominas|debes (tener|contar|ser)|(?:lo )?que (buscamos|necesitas)|criterios de seleccion|criteres de selection|criteri di selezione|profil\b|competences|exigences|\bformation\b|la bonne personne|candidat(e|-e)?\b.{0,40}\b(devra|ideale?|sera|doit)\b|excellente? candidat|vous (avez|etes|possedez)|qualites|mitbring|^(?:das ist uns wichtig|was uns wichtig ist|darauf legen wir wert|worauf es (?:uns )?ankommt|was (?:sie|dich|euch) auszeichnet|das zeichnet (?:sie|dich|euch) aus)$|wir wunschen uns|was wir uns wunschen|anforderung|was wir erwarten|qualifikation|voraussetzung|kenntnisse|bringst du mit|bringen sie mit|dein profil|ihr profil|qualifiche|requisiti|esperienza richiesta|competenze richieste|profilo (?:ricercato|richiesto)|(?:chi|cosa) cerchiamo|is for you if|pour (?:vous|toi) si$|para (?:ti|usted|voce) si$|fa per te se$|voor (?:jou|u) als$|fur (?:dich|sie),? wenn$|^(?:dominio de |conocimiento de )?idiomas$|^(?:required )?languages?(?: skills)?$|^(?:connaissances? )?(?:des )?langues$|^(?:conoscenze )?linguistiche$|^lingue$|^talen(?:kennis)?$|^(?:sie|du|you)$|^you(?: are|'re)$|^we (?:expect|require)(?: (?:from )?you)?(?: to (?:have|be|bring))?$|^you(?: are|'re) expected to (?:have|be|bring)$/,
  ],
  [
    'terms',
    // The start and the number of openings ('Beginn der Tätigkeit', 'Anzahl offener Stellen' over '2'): facts of the
    // post, never requirements.
    /^(?:beginn der tatigkeit|(?:arbeits|dienst)beginn|(?:eintritts|einstellungs)termin|anzahl (?:der )?(?:offene[nr]? |freie[nr]? )?stellen|number of (?:openings|vacancies|positions|posts)|(?:numero|cantidad) de (?:vacantes|plazas|puestos)|nombre de postes|numero di posti)$|job types?|employment type|contract|working (?:hours|days|times)|days and times|schedule|location|condiciones|lugar de|ubicacion|jornada|horario|conditions|contrat|\blieu\b|horaires|poste a pourvoir|informations pratiques|arbeitsort|standort|arbeitszeit|rahmenbedingungen|eckdaten|sede di lavoro|luogo di lavoro|orario di lavoro|tipologia (?:di )?contratto|^condizioni\b/,
  ],
  [
    'about',
    // The employer's pronoun alone ('Wir', 'We') is a lead-in over what it is and does (lead-in-lines.ts). 'About
    // Business Unit', 'Your Life @ IBM', 'Working at Acme Group', 'Company overview': a careers template's pages on the
    // employer.
    /about (us|the company|the team)|^the (?:company|employer)$|^about (?:the |our )?business(?: unit)?$|^(?:(?:your )?life|working|careers?|a career) (?:at|@) (?!heights?\b)\S+(?: \S+){0,2}$|^company (?:description|overview|background|information)$|learn more about|who we are|company profile|our company|sobre nosotros|quienes somos|^about \S+$|qui sommes[- ]nous|^a propos (?!du poste|de l.emploi)|notre (entreprise|societe|structure|association)|uber uns|wer wir sind|chi siamo|^(?:wir|we)$/,
  ],
  [
    'description',
    // 'Overall Objectives': the results the post is to bring about, not duties to ask one by one.
    /about the (job|role|position)|job (summary|description)|overview|^(?:overall |main |general )?(?:objectives|goals|outcomes)$|summary|position|descripcion|puesto|the opportunity|description (du poste|de (fonction|poste))|descriptif|\ble poste\b|a propos du poste|informations relatives/,
  ],
];

const MAX_HEADING_WORDS = 7;
// Words of an equal-opportunity notice that also name a job ('Diversity, Equity and Inclusion Manager').
const EQUITY_WORDS = /\b(?:diversit[ey]|diversite|diversidad|equity|equite|inclusion|inclusivit[ey])\b/;

const LEAD_IN_LANGUAGES: ReadonlySet<Language> = new Set(['fr', 'pt', 'nl', 'nb', 'da', 'sv']);
const LEARNING_OR_TRAIT_INTRO =
  /\b(?:we (?:expect|require)|expected to (?:have|be|bring)|learn(?:ing)? by|contribute and learn|apprendrez|aprender[aá]s|fit right in|(?:might|may|could|would) be a (?:good |great )?fit|ideal candidate)\b/i;

function normalise(text: string): string {
  return (
    withoutAccents(text)
      .toLowerCase()
      // 'What we’re looking for': a typographic apostrophe is the heading's apostrophe.
      .replace(/[’‘]/g, "'")
      .replace(/[*_#:¿?¡!]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

// The headings of the languages read beside English, Spanish, French, German and Italian, each in its own module.
const OTHER_LANGUAGE_HEADINGS: readonly Partial<Record<SectionKind, RegExp>>[] = [
  DUTCH_PORTUGUESE_HEADINGS,
  SWEDISH_FINNISH_HEADINGS,
  DANISH_NORWEGIAN_ROMANIAN_CATALAN_HEADINGS,
  HUNGARIAN_HEADINGS,
  GREEK_HEADINGS,
  NYNORSK_HEADINGS,
  CZECH_HEADINGS,
  SLOVAK_HEADINGS,
  POLISH_HEADINGS,
  RUSSIAN_UKRAINIAN_HEADINGS,
  UZBEK_HEADINGS,
  VIETNAMESE_HEADINGS,
  INDONESIAN_HEADINGS,
  CROATIAN_HEADINGS,
  TURKISH_HEADINGS,
  HEBREW_HEADINGS,
  LITHUANIAN_HEADINGS,
  MONGOLIAN_HEADINGS,
];

export function headingKind(text: string): SectionKind | null {
  // '« Retour d'expérience : organiser un jury en ligne': a link to the blog's previous post, no heading of this one.
  if (isNavigationLink(text)) return null;
  const plain = normalise(text);
  // 'All', 'All coordinators': the duties every role of a document of several roles' duties shares.
  if (SHARED_DUTIES_HEADING.test(plain)) return 'responsibilities';
  // Japanese labels are matched as written: taking accents off would take the voicing marks off their kana.
  const japanese = japaneseHeadingKind(text);
  if (japanese) return japanese;
  // So are Thai ones: their vowels and tone marks are marks.
  const thai = thaiHeadingKind(text);
  if (thai) return thai;
  for (const [kind, pattern] of HEADING_KINDS)
    if (pattern.test(plain) || OTHER_LANGUAGE_HEADINGS.some((headings) => headings[kind]?.test(plain)))
      return kind;
  return null;
}

const BULLET = /^\s*(?:[-*+]|\d{1,2}[.)])\s+/;
const LIST_KINDS = new Set<SectionKind>([
  'responsibilities',
  'requirements',
  'nice_to_have',
  'benefits',
  'terms',
]);

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

type Line = { text: string; isBullet: boolean };

/** Splits a cleaned document into headed sections with their items (bullets, list lines, sentences). */
export function parseSections(markdown: string): Section[] {
  const language = detectLanguage(markdown);
  // Run-together list items are recognised by English verbs, an Italian or Portuguese item's opening word, a German
  // capitalised adjective or a Dutch capitalised word; a Vietnamese item goes on after its ';' in lower case.
  const runOnLanguage = isRunOnLanguage(language) ? language : null;
  const sections: Section[] = [];
  let current: Section = { heading: null, kind: 'description', items: [] };
  let pending: Line[] = [];

  // The kind a tagged criterion set apart from its heading's ('[Deseable]' under 'Criterios de selección'): the
  // heading's kind comes back with the first untagged line.
  let kindBeforeTags: SectionKind | null = null;
  const switchKind = (kind: SectionKind): void => {
    if (current.items.length > 0) sections.push(current);
    current = { heading: current.heading, kind, items: [] };
  };
  const flush = (): void => {
    const units = joinWrappedLines(pending);
    pending = [];
    for (const unit of units) {
      const criterion = taggedCriterion(unit, kindBeforeTags ?? current.kind);
      if (criterion) {
        kindBeforeTags ??= current.kind;
        if (criterion.weight !== current.kind) switchKind(criterion.weight);
      } else if (kindBeforeTags !== null) {
        if (kindBeforeTags !== current.kind) switchKind(kindBeforeTags);
        kindBeforeTags = null;
      }
      // A paragraph of the post after the contact lines of an application block (a print ad sets its text on after
      // them: round 20's sales post, its field work under 'Bitte schicken Sie Ihre Bewerbung an'): the post again.
      if (!criterion && current.kind === 'process' && current.items.length > 0 && isPostProse(unit)) {
        switchKind('description');
        current.items.push(...itemsOf(unit, 'description', runOnLanguage));
        continue;
      }
      // A paragraph of the work under an offer heading ('Wat kunnen wij bieden' over 'Een veelzijdige functie met
      // werkzaamheden zoals …') is the duties; the offer goes on after it.
      if (!criterion && current.kind === 'benefits' && describesTheWork(unit)) {
        switchKind('responsibilities');
        current.items.push(...itemsOf(withoutJobFrame(unit), 'responsibilities', runOnLanguage));
        switchKind('benefits');
        continue;
      }
      const text = criterion?.text ?? unit;
      const item = current.kind === 'responsibilities' ? withoutTimeShare(text) : text;
      current.items.push(...itemsOf(item, current.kind, runOnLanguage));
    }
  };
  const open = (heading: string, kind: SectionKind, isPartOfCurrent = false): void => {
    flush();
    const parent = isPartOfCurrent ? (current.parent ?? current.heading ?? undefined) : undefined;
    if (current.heading !== null || current.items.length > 0) sections.push(current);
    // 'CLOSED: We are hiring a …': the badge of a post no longer open, no part of its title.
    const named = heading.replace(/^closed\b[\s:–-]*/i, '') || null;
    current = { heading: named, kind, items: [], ...(parent ? { parent } : {}) };
    kindBeforeTags = null;
  };

  // What a job board prints between the title and the post: the place is a condition of the job, the dates are not,
  // and the pay and benefit chips are the offer (read for the contract type, never asked about).
  const board: Section[] = [];
  let lineNumber = 0;
  let isFirstLine = true;
  let titleLine = '';
  let isAfterPayLine = false;
  let isAfterPromotion = false;
  // The kind of the section a board's field rows interrupt, while they go on.
  let kindBeforeFieldRows: SectionKind | null = null;
  const lines = leadInLines(joinCutDashParagraphs(markdown.split('\n'))).flatMap(unglued);
  const isContentsEntry = contentsEntries(lines);
  const valueRows = titleValueRows(lines);
  let isInContentsBox = false;
  for (const [index, raw] of lines.entries()) {
    let line = raw.trim();
    // A web page printed with its 'On this page' box amid the text: the box names the page's own headings, and the
    // text after it goes on with the paragraph it interrupted.
    if (isInContentsBox) {
      if (!line || isContentsEntry(index)) continue;
      isInContentsBox = false;
      while (pending.at(-1)?.text === '') pending.pop();
    }
    if (CONTENTS_HEADING.test(plainWords(line))) {
      isInContentsBox = true;
      continue;
    }
    if (line) lineNumber += 1;
    if (line && lineNumber === 1) titleLine = line;
    const isUnderTitle = lineNumber === 2 && /^#\s/.test(titleLine);
    // The chip row wrapped onto the next line: its chips join the offer, the rest is read as the post.
    if (line && isAfterPayLine) {
      const { chips, rest } = splitLeadingChips(line);
      if (chips) board.push({ heading: null, kind: 'benefits', items: [chips] });
      line = rest;
      const chip = chips ? requirementChip(rest) : null;
      if (chip === rest) {
        board.push(chipSection(chip));
        line = '';
      }
    }
    if (raw.trim()) isAfterPayLine = false;
    if (line && isPostingDates(line)) continue;
    // A board's bare rows under the title ('Groningen' / '36 uur' / '10 maanden'): the place, the hours and the term,
    // as the board's labelled rows are ('Location' is the place's label; the hours and months rows say what they are).
    const valueRow = valueRows.get(index);
    if (valueRow) {
      board.push({ heading: valueRow === 'place' ? 'Location' : null, kind: 'terms', items: [line] });
      continue;
    }
    // A board's promotion set amid a duty ('Sets up dish machine in the AM and closes down the dish machine in the PM'
    // / the board's app ad / 'according to proper procedures.'): left out, the text after it goes on with the line
    // it interrupted.
    if (line && isBoardPromotion(line)) {
      isAfterPromotion = true;
      continue;
    }
    if (line && isAfterPromotion) {
      while (pending.at(-1)?.text === '') pending.pop();
      isAfterPromotion = false;
    }
    const field = line && lineNumber <= 10 ? boardField(line) : null;
    if (field?.kind === 'fact') continue;
    if (field?.kind === 'offer') {
      board.push({ heading: null, kind: 'benefits', items: [field.value] });
      continue;
    }
    const nextLine = lines.slice(index + 1).find((next) => next.trim()) ?? '';
    const place =
      field?.value ??
      (line && lineNumber <= 4 ? boardLocation(line) : null) ??
      (line && isUnderTitle ? boardHeaderPlace(line, nextLine.trim()) : null);
    if (place) {
      const isRemote = /^(?:remote|telecommute|work from home)\b/i.test(place);
      board.push({ heading: isRemote ? null : 'Location', kind: 'terms', items: [place] });
      continue;
    }
    if (line && !BULLET.test(line) && (isPayOrBenefitsLine(line) || isEngagementChipRow(line))) {
      board.push({ heading: null, kind: 'benefits', items: [line] });
      const chip = requirementChip(line);
      if (chip) board.push(chipSection(chip));
      isAfterPayLine = true;
      continue;
    }
    if (!line) {
      if (pending.length > 0 && !pending.at(-1)?.isBullet) pending.push({ text: '', isBullet: false });
      continue;
    }
    // A board's field rows after the post ('Arbejdssted · BH HotelService ApS', 'Arbejdstid · Deltid', then the bare
    // 'Antal stillinger 20'): facts of the post, read for its terms (a section of no heading, so no label is added),
    // never asked as what the list above them requires.
    const isHeading = /^#{1,6}\s/.test(line);
    const isFieldRow =
      !isHeading &&
      !BULLET.test(line) &&
      (isDotFieldRow(line) || (kindBeforeFieldRows !== null && isBareFieldRow(line)));
    if (isFieldRow) {
      flush();
      if (kindBeforeFieldRows === null) {
        kindBeforeFieldRows = current.kind;
        if (current.heading !== null || current.items.length > 0) sections.push(current);
        current = { heading: null, kind: 'terms', items: [] };
      }
      current.items.push(line);
      continue;
    }
    if (kindBeforeFieldRows !== null) {
      if (!isHeading) switchKind(kindBeforeFieldRows);
      kindBeforeFieldRows = null;
    }
    const atx = /^#{1,6}\s+(.*)$/.exec(line);
    if (atx) {
      const heading = stripMarks(atx[1] ?? '');
      // A side box's heading ('Quick Tip') opens no section; its lines are furniture, read line by line.
      if (isSideBoxHeading(heading)) continue;
      // A PDF reader may set a paragraph's last word apart as a heading ('… need not require software development' /
      // '## experience.'): a heading in lower case that ends a sentence ends the paragraph above.
      if (/^\p{Ll}[^.!?]{0,40}[.!?]$/u.test(heading)) {
        while (pending.at(-1)?.text === '') pending.pop();
        const last = pending.at(-1);
        if (last && !last.isBullet && !/[.!?:]$/.test(last.text)) {
          last.text += ` ${heading}`;
          continue;
        }
      }
      // Or it sets a line's last word apart after a word that cannot end it ('… interested in working with' / '## OLS').
      // A list line's own comma before a heading of capitalised words ('… sertifikasına sahip olmak,' / '### Sağlık
      // Şartı') ends the line: the heading opens the next list, never quoted as the line's end.
      const lastText = pending.findLast((entry) => entry.text !== '');
      const isHeadingAfterComma =
        /,$/.test(lastText?.text ?? '') &&
        wordCount(heading) >= 2 &&
        /^(?:\p{Lu}\p{Ll}*\s*)+$/u.test(heading);
      if (
        lastText &&
        DANGLING.test(lastText.text) &&
        wordCount(heading) <= 2 &&
        !headingKind(heading) &&
        !isHeadingAfterComma
      ) {
        lastText.text += ` ${heading}`;
        continue;
      }
      // A board that sets a field's value as a heading too ('## Työpaikan osoite' / '## 40100 JYVÄSKYLÄ'): a heading of no
      // known kind right under a terms heading with no lines of its own is that heading's value; not a page's title
      // ('# Hiring our next …' under a short line read as a terms heading).
      const isBareTerms =
        current.kind === 'terms' &&
        current.heading !== null &&
        current.items.length === 0 &&
        pending.every((entry) => entry.text === '');
      if (isBareTerms && !/^#\s/.test(line) && !headingKind(heading)) {
        pending.push({ text: heading, isBullet: false });
        continue;
      }
      const isFirst = sections.length === 0 && current.heading === null && current.items.length === 0;
      // An unknown short heading inside a list ('## Reconciliation' under 'Responsibilities') continues it.
      const isSubheading =
        LIST_KINDS.has(current.kind) && current.kind !== 'terms' && wordCount(heading) <= 4;
      // '## Remuneration' then '## (A) Skills, abilities and attitudes': the first enumerated part of a section
      // that has no lines of its own belongs to it, whatever its words name.
      const isFirstPart =
        ENUMERATED.test(heading) &&
        current.heading !== null &&
        current.items.length === 0 &&
        LIST_KINDS.has(current.kind);
      // 'Diversity and Inclusion Manager' as the first heading is the job's title, not an equal-opportunity notice.
      // '« Retour d'expérience : organiser un jury en ligne »' below the post: another page's title in quotes, a link
      // to it; its words name no section of this one.
      const kind = !isFirst && /^[«“„]/.test(heading.trim()) ? 'other' : headingKind(heading);
      const isTitleNamingEquity = isFirst && kind === 'benefits' && EQUITY_WORDS.test(normalise(heading));
      const isPartOfCurrent = isFirstPart || (!kind && !isFirst && isSubheading);
      open(
        heading,
        isPartOfCurrent
          ? current.kind
          : isTitleNamingEquity
            ? 'title'
            : (kind ?? (isFirst ? 'title' : 'other')),
        isPartOfCurrent,
      );
      isFirstLine = false;
      continue;
    }
    // 'Wir freuen uns auf Sie, freuen Sie sich auf ...', 'What you can expect from us:': a line that opens the offer
    // heads it, however it is worded (the warehouse post's offer lines were asked as requirements).
    if (!BULLET.test(line) && isOfferOpening(line)) {
      open(stripMarks(line).replace(/\s*(?:\.{3}|…)$/, ''), 'benefits');
      isFirstLine = false;
      continue;
    }
    // 'Ben jij die persoon … met …, dan bieden wij jouw een:', 'Are you the person we need, with …? Then …': what the
    // person must have is a requirement; the rest heads the list after it when its words name a section.
    const profile = !BULLET.test(line) ? askedProfile(line) : null;
    if (profile) {
      flush();
      const kindBefore = current.kind;
      if (profile.requirement) {
        switchKind('requirements');
        current.items.push(profile.requirement);
      }
      const lead = /:\s*$/.test(profile.rest) ? stripMarks(profile.rest) : null;
      const leadKind = lead ? headingKind(lead) : null;
      if (lead && leadKind) open(lead, leadKind);
      else switchKind(kindBefore);
      isFirstLine = false;
      continue;
    }
    // French, Portuguese, Dutch and Scandinavian postings head a list with a sentence ('Nous recherchons une personne
    // qui saura :', 'Buscamos uma assistente para:', 'Wij vragen van onze nieuwe collega:', 'I tillegg er det ønskelig
    // at kandidaten har:'): it is the list's heading when its words name a section. In any language, a sentence that tells the duties as learning or the requirements as
    // traits heads its list too ('In this role you will contribute and learn by:', 'You might be a fit if:').
    const intro = !BULLET.test(line) ? /^\**([^:]{2,200}?)\**\s*:\**$/.exec(line) : null;
    const introKind =
      intro?.[1] &&
      (LEAD_IN_LANGUAGES.has(language) || LEARNING_OR_TRAIT_INTRO.test(intro[1]) || isDutyLeadIn(intro[1]))
        ? headingKind(intro[1])
        : null;
    if (intro?.[1] && introKind) {
      open(stripMarks(intro[1]), introKind);
      isFirstLine = false;
      continue;
    }
    // 'Cuáles serán las responsabilidades de la persona contratada en este puesto', '¿Qué buscamos?': a heading
    // worded as a question or a whole phrase, longer than a label. Not '¿Cómo postular?': a job board prints it as a
    // button among the lines of the post.
    const phraseKind = !BULLET.test(line) && isPhraseHeading(line) ? headingKind(stripMarks(line)) : null;
    if (phraseKind && phraseKind !== 'process' && phraseKind !== 'description') {
      open(stripMarks(line), phraseKind);
      isFirstLine = false;
      continue;
    }
    const labelled = /^\**([^:*]{2,60}?)\**\s*:\**\s*(.*)$/.exec(line);
    const label = labelled?.[1]?.trim() ?? stripMarks(line);
    const rest = labelled?.[2]?.trim() ?? '';
    // '(A) Skills, abilities and attitudes:' under 'Remuneration:': an enumerated part of the section it is in.
    const isEnumeratedPart = ENUMERATED.test(label) && current.kind !== 'description';
    // 'Improving education and training' among list lines that each open on a verb's '-ing' ('Defining …',
    // 'Building …'): the list going on, not a heading, whatever section its words name.
    const lastLine = pending.findLast((entry) => entry.text !== '')?.text ?? '';
    // 'Tener experiencia en metodologías cualitativas' after another item of a list: a requirement opening on its verb
    // is an item, though short and unpunctuated like a heading and naming the list's own kind ('experiencia').
    const isListGoingOn =
      labelled === null &&
      ((GERUND_LINE.test(line) && GERUND_LINE.test(lastLine) && !/[.!?:]$/.test(lastLine)) ||
        (LIST_KINDS.has(current.kind) &&
          lastLine !== '' &&
          !/:$/.test(lastLine) &&
          opensOnInfinitive(line) &&
          headingKind(label) === current.kind) ||
        isPraisedTermsInOffer(line, current.kind, lastLine));
    // 'Reports to: Head of Finance': a row of the post, not a heading over the lines after it.
    const isReportingRow = rest !== '' && REPORTING_LINE_HEADING.test(normalise(label));
    // 'เวลาการทำงาน : ทำงาน 6 วัน/ สัปดาห์' among a Thai post's qualifications: a row of the list, which goes on after it.
    const isTermsRowInList =
      rest !== '' &&
      /^\p{Script=Thai}/u.test(label) &&
      (current.kind === 'requirements' || current.kind === 'responsibilities') &&
      headingKind(label) === 'terms';
    const kind =
      !isListGoingOn &&
      !isReportingRow &&
      !isTermsRowInList &&
      looksLikeHeading(line, label, labelled !== null)
        ? isEnumeratedPart
          ? current.kind
          : headingKind(label)
        : null;
    if (kind) {
      open(label, kind);
      if (rest) pending.push({ text: rest, isBullet: false });
      isFirstLine = false;
      continue;
    }
    if (isFirstLine && wordCount(line) <= MAX_HEADING_WORDS && !/[.!?]$/.test(line)) {
      open(stripMarks(line), 'title');
      isFirstLine = false;
      continue;
    }
    isFirstLine = false;
    const isBullet = BULLET.test(line);
    pending.push({ text: isBullet ? line.replace(BULLET, '') : line, isBullet });
  }
  flush();
  sections.push(current, ...board);
  // A Vietnamese board's table rows of the minimum experience and degree are asked with their labels, once.
  const read = language === 'vi' ? withTableRowsVi(sections) : sections;
  return read.filter((section) => section.items.length > 0 || section.kind === 'title');
}

const GERUND_LINE = /^\p{Lu}\p{Ll}{2,}ing\s+\p{Ll}/u;
// A line opening on an infinitive: Spanish, French or Italian ('Tener…', 'Avoir…', 'Être…'), or English ('Have…').
const ROMANCE_INFINITIVE = /^(?:\p{Lu}\p{Ll}+(?:ar|er|ir|re)|Être)\s/u;
function opensOnInfinitive(line: string): boolean {
  if (ROMANCE_INFINITIVE.test(line)) return true;
  const tags = wordTags((line.split(/\s/)[0] ?? '').toLowerCase());
  return tags.includes('Infinitive') && !tags.includes('Noun');
}

// 'Flexible Working Conditions', 'Attractive terms of employment', 'Goede arbeidsvoorwaarden', 'Attraktive
// Arbeitsbedingungen' among the lines of an offer: conditions praised are a perk the employer offers, an item of the
// list, not a heading of the terms.
const PRAISED =
  /^(?:flexible|good|great|excellent|attractive|competitive|generous|pleasant|modern|family[- ]friendly|goede|flexibele|uitstekende|aantrekkelijke|prima|gute|attraktive)\s/i;
function isPraisedTermsInOffer(line: string, kind: SectionKind, lastLine: string): boolean {
  const text = stripMarks(line);
  return (
    kind === 'benefits' &&
    lastLine !== '' &&
    !/^#/.test(line) &&
    PRAISED.test(text) &&
    headingKind(text) === 'terms'
  );
}
// The heading of a web page's contents box, which a PDF printed among the text.
const CONTENTS_HEADING = /^(?:on this page|(?:table of )?contents|in this (?:article|post|page)|jump to)$/;

/** A heading's words alone, for comparing headings however they are marked and punctuated. */
function plainWords(text: string): string {
  return normalise(text.replace(/^#+\s*/, ''))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Whether a line of a contents box names one of the page's headings: a short unpunctuated line (or a heading worded as
 * a question, 'Who is this job for?') whose words stand, in order, in a heading elsewhere on the page (a box wraps a
 * long heading: 'What Your Key' / 'Responsibilities Will'), or the page's title that a PDF set over two headings
 * ('# Operations Manager -' / '# Acme Association') printed again on one line as the page's header.
 */
function contentsEntries(lines: string[]): (index: number) => boolean {
  const headings = lines.flatMap((line, index) =>
    /^#{1,6}\s/.test(line.trim()) ? [{ index, words: ` ${plainWords(line)} ` }] : [],
  );
  const wrappedTitles = headings
    .slice(1)
    .map((heading, at) => ` ${headings[at]?.words.trim()}${heading.words}`);
  return (index) => {
    const line = lines[index]?.trim() ?? '';
    const words = plainWords(line);
    if (!words || wordCount(words) > 12 || /[.!;,]$/.test(line)) return false;
    return (
      headings.some((heading) => heading.index !== index && heading.words.includes(` ${words} `)) ||
      wrappedTitles.includes(` ${words} `)
    );
  };
}

// A heading is short, capitalised and unpunctuated ('Requirements', 'Job Summary'), or a short label before a
// colon ('Requisitos:', 'Location: Lima'); list lines such as 'Experience with Agile.' are not.
// '(A) …', 'b) …': an enumerated part of a section.
const ENUMERATED = /^\(?[A-Za-z0-9]\)\s/;

function looksLikeHeading(line: string, label: string, isLabelled: boolean): boolean {
  if (BULLET.test(line) && !/^\s*\*\*/.test(line)) return false;
  if (isLabelled) return wordCount(label) <= MAX_HEADING_WORDS;
  // A Russian or Ukrainian template may set its labels in lower case ('пропонуємо', 'задачі'); Thai has no capitals.
  return (
    wordCount(label) <= 5 &&
    /^[\p{Lu}*¿а-яёіїєґ\p{Script=Thai}]/u.test(label) &&
    !/[.,;!?)]$/.test(label) &&
    !label.includes('(')
  );
}

function stripMarks(text: string): string {
  return text
    .replace(/[*_`]+/g, '')
    .replace(/[:：]\s*$/, '')
    .trim();
}

// Headings a post pasted from Word runs into its text ('Overview This full-time position...', '...as needed.
// Roles and Responsibilities'), in the title case a heading is written in.
const GLUED_HEADING =
  '(?:Overview|Summary|Position Summary|Job Summary|Job Description|(?:Key |Main )?(?:Roles and )?Responsibilities|(?:Essential )?Duties(?: and Responsibilities)?|Essential Functions|(?:Minimum |Preferred |Required )?Qualifications|Requirements|Education and Experience|Benefits|What We Offer|About Us)';
const HEADING_AT_START = new RegExp(`^(${GLUED_HEADING})\\s+(?=\\p{Lu})(.+)$`, 'u');
const HEADING_AT_END = new RegExp(`^(.+?[\\p{Ll}.!?)])\\s+(${GLUED_HEADING})$`, 'u');

// 'Selection criteria This position requires strong …': a heading in sentence case that a reader ran into the
// sentence under it, which opens on a word an English sentence opens on; the heading is cut off when its words name a
// section (not the opening of a sentence such as 'Experience The …', whose words after it go on).
const RUN_IN_HEADING_AT_START =
  /^(\p{Lu}\p{Ll}+(?:\s+\p{Ll}+){1,3})\s+((?:This|The|A|An|We|You|Our|Candidates|Applicants|Applications)\s+\p{Ll}.+)$/u;
function runInHeadingAtStart(body: string): RegExpExecArray | null {
  const start = RUN_IN_HEADING_AT_START.exec(body);
  return start?.[1] && start[2] && headingKind(start[1]) !== null && wordCount(start[2]) >= 6 ? start : null;
}

// A Russian or Ukrainian ad's label in lower case ('очікуємо', 'задачі', an agency template's bold labels) that a
// reader ran into the list under it, whose first item opens in lower case too: 'очікуємо виробництво гумових …'.
const CYRILLIC_WORD_AT_START = /^([а-яёіїєґ][а-яёіїєґ'ʼ’]+)\s+(?=[а-яёіїєґ])(.+)$/u;
function cyrillicHeadingAtStart(body: string): RegExpExecArray | null {
  const start = CYRILLIC_WORD_AT_START.exec(body);
  return start?.[1] && headingKind(start[1]) !== null ? start : null;
}

/**
 * A line as the lines it packs: '•' bullets pasted from Word onto one line, each a bullet of its own; a heading run
 * into its text set apart; a street address pasted from a letterhead left out.
 */
function unglued(raw: string): string[] {
  const japanese = japaneseLines(raw);
  if (japanese) return japanese;
  const dashed = dashRunListLines(raw, (text) => headingKind(text) !== null);
  if (dashed) return dashed;
  const labelled = inlineCapitalLabel(raw);
  if (labelled) return [labelled.before, `## ${labelled.label}`, ...unglued(labelled.after)];
  const inline = inlineListParts(raw);
  if (inline) return [inline.lead, ...inline.items.map((item) => `- ${item}`)].flatMap(unglued);
  const [first = '', ...bullets] = withoutStreetAddress(raw).split(/\s*•\s*/);
  const lines: string[] = [];
  const add = (text: string, marker: string): void => {
    let body = text.trim();
    // Only on a line long enough to be text: 'Benefits Overview' alone is a heading of its own.
    const start = HEADING_AT_START.exec(body) ?? cyrillicHeadingAtStart(body) ?? runInHeadingAtStart(body);
    if (start?.[1] && start[2] && wordCount(start[2]) >= 4) {
      lines.push(`## ${start[1]}`);
      body = start[2];
    }
    // A board's chip row ('Temporary Unlimited vacation health insurance paid time off General Benefits') ends on a
    // chip, not on a heading run into it.
    const end = isPayOrBenefitsLine(body) || isEngagementChipRow(body) ? null : HEADING_AT_END.exec(body);
    const isGlued = end?.[1] !== undefined && wordCount(end[1]) >= 4;
    lines.push(`${marker}${isGlued ? end[1] : body}`);
    if (isGlued && end[2]) lines.push(`## ${end[2]}`);
  };
  if (first.trim() || bullets.length === 0) add(first, '');
  for (const bullet of bullets) if (bullet.trim()) add(bullet, '- ');
  return lines;
}

// A label in capitals inside a run-on paragraph, after a sentence's end ('… freezer. WORKING CONDITIONS; Work is …',
// '… setting. HAZARDS: Only those …'): the dishwasher post's qualifications, conditions and hazards in one paragraph.
const INLINE_CAPITAL_LABEL = /(?<=[.;!?]\s+)(\p{Lu}{3,}(?:[ /&]+\p{Lu}{2,}){0,3})\s*[;:]\s+(?=\p{Lu})/u;
const CONDITIONS_LABEL = /^(?:hazards?|work(?:ing)? environment|environment)$/;

/** The paragraph parted at a label in capitals that names a part of the post; null without one. */
function inlineCapitalLabel(raw: string): { before: string; label: string; after: string } | null {
  const match = INLINE_CAPITAL_LABEL.exec(raw);
  const label = match?.[1];
  if (!match || !label) return null;
  if (headingKind(label) === null && !CONDITIONS_LABEL.test(normalise(label))) return null;
  return {
    before: raw.slice(0, match.index).trimEnd(),
    label,
    after: raw.slice(match.index + match[0].length),
  };
}

// Joins lines a PDF wrapped mid-sentence: the next line starts in lower case, or this one ends dangling. A PDF
// reader may also set a wrapped last word apart as its own paragraph ('... a single point of' / 'contact'): across a
// blank line only a dangling end followed by a lower-case word joins.
// A short capitalised key ending with a colon ('Working days and times:', 'Contract length:').
const KEY_ALONE = /^\p{Lu}[^:.;!?]{1,40}:$/u;

// Prose that says nothing of applying, contacting or the selection: 20 words or more, ending a sentence.
const APPLYING =
  /bewerb|bewirb|appl(?:y|ication)|candidat|postul|sollicit|send|schick|e-?mail|\bmail|\bcv\b|curr[ií]cul|lebenslauf|unterlagen|contact|kontakt|interview|gespr[äa]ch|s[ée]lect|auswahl|retenu|shortlist|[ée]preuve|\btests?\b|assessment|convoca|invit|recrut|recruit|frist|deadline|question|fragen|envie|enviar|entrevista|proceso|processus|verfahren/i;
const MIN_PROSE_WORDS = 20;
const isPostProse = (unit: string): boolean =>
  wordCount(unit) >= MIN_PROSE_WORDS && /[.!)]$/.test(unit.trim()) && !APPLYING.test(unit);

const WEB_OR_MAIL_END = /(?:www\.|https?:\/\/|@)\S+$/;

// A bullet a PDF cut inside a list of names, its rest set as a bullet of its own ('Good knowledge of the modules,
// including Incident Management, Change' over '• Management, case Management and Service Catalog.'): the item ends on
// a comma and a capitalised word with its list not yet closed by 'and' or 'or', and the next bullet is a short tail
// that opens on a word and a comma or 'and', and closes the list.
const OPEN_LIST_END = /,\s*\p{Lu}[\p{L}-]*$/u;
const LIST_TAIL = /^\p{Lu}[\p{L}-]*(?:,|\s+(?:and|or|&))\s[^.!?;:]*\.?$/u;
const isListCutAtWrap = (previous: string, next: string): boolean =>
  wordCount(previous) >= 5 &&
  OPEN_LIST_END.test(previous) &&
  !/\b(?:and|or)\b[^,]*,[^,]*$/.test(previous) &&
  LIST_TAIL.test(next) &&
  /\b(?:and|or)\b/.test(next) &&
  wordCount(next) <= 8;

function joinWrappedLines(lines: Line[]): string[] {
  const units: string[] = [];
  let previous: string | null = null;
  let afterBlank = false;
  for (const line of lines) {
    if (line.text === '') {
      afterBlank = true;
      continue;
    }
    const last = units.length - 1;
    // 'Working days and times:' alone, its value on the next line: the value belongs to its key.
    const isKeyValue = previous !== null && last >= 0 && KEY_ALONE.test(previous) && !line.isBullet;
    if (isKeyValue && !afterBlank) {
      units[last] = `${units[last]} ${line.text}`;
      previous = line.text;
      continue;
    }
    const continues =
      previous !== null &&
      last >= 0 &&
      (isListCutAtWrap(previous, line.text) ||
        (!line.isBullet &&
          !/[.!?:;]$/.test(previous) &&
          !/^https?:/.test(line.text) &&
          // '… bewerbung@acme.de • www.acme.de' over 'Als eines der führenden …': an address ends its contact line,
          // though '.de' reads like a word a line is cut at.
          !(WEB_OR_MAIL_END.test(previous) && /^\p{Lu}/u.test(line.text)) &&
          ((afterBlank
            ? DANGLING.test(previous) && /^\p{Ll}/u.test(line.text)
            : /^[\p{Ll}(]/u.test(line.text) || DANGLING.test(previous)) ||
            (CUT_AT_WRAP.test(previous) && /^\p{L}/u.test(line.text)))));
    afterBlank = false;
    if (continues) {
      units[last] = units[last]?.endsWith('-') ? `${units[last]}${line.text}` : `${units[last]} ${line.text}`;
    } else {
      units.push(line.text);
    }
    previous = line.text;
  }
  return units;
}

// Words a name can follow inside an item ('with Excel', 'and Word'): a capital after them starts no new item.
const BEFORE_A_NAME = new Set(
  'with using in like and or of for on via as the a an at to from by into our your their its including such use uses used includes called named'.split(
    ' ',
  ),
);

// The tagger is slow next to everything else here, and list items repeat their verbs: one look-up per word.
const tagCache = new Map<string, string[]>();
function wordTags(word: string): string[] {
  let tags = tagCache.get(word);
  if (!tags) {
    tags = (nlp(word).terms().json()[0]?.terms?.[0]?.tags ?? []) as string[];
    tagCache.set(word, tags);
  }
  return tags;
}

/**
 * List items a reader ran together because their list had no bullet glyphs ('...summarize findings Draft, review
 * and revise contracts'): a new item starts where a lower-case word is followed by a capitalised bare verb.
 */
// A requirement or duty that opens with a noun rather than a verb ('… counts Ability to problem solve', '… student
// motivation Skills in collaborative research', '… packing
// slips Coordination with Shipping', '… orders Communication between departments'): a capitalised opener, or a
// capitalised '-tion'/'-ment' noun, followed by the small word it always takes, after a lower-case word.
const NOUN_ITEM_START =
  /\b([a-z]{2,}) ((?:Ability|Knowledge|Proficiency|Familiarity|Skills|Experience|Expertise|[A-Z][a-z]{3,}(?:tion|ment|ance|ence)) (?:to|of|with|between|in|for|on)\b)/g;

function splitRunOnItems(text: string): string[] {
  const starts = [0];
  for (const match of text.matchAll(NOUN_ITEM_START)) {
    if (BEFORE_A_NAME.has(match[1] ?? '')) continue;
    starts.push((match.index ?? 0) + (match[1]?.length ?? 0) + 1);
  }
  // '… ready to fill Monitors all temperatures': a duty told of the holder ('Monitors', 'Completes') starts one too.
  for (const match of text.matchAll(/\b([a-z]{2,}) ([A-Z][a-z]{2,}s) (?:all|the|a|an|any|each|every)\b/g)) {
    const tags = wordTags((match[2] ?? '').toLowerCase());
    if (BEFORE_A_NAME.has(match[1] ?? '') || !tags.includes('PresentTense') || tags.includes('Plural'))
      continue;
    starts.push((match.index ?? 0) + (match[1]?.length ?? 0) + 1);
  }
  for (const match of text.matchAll(/(\b[a-z]{2,}|\)) ([A-Z][a-z]{2,})\b/g)) {
    const tags = wordTags((match[2] ?? '').toLowerCase());
    if (BEFORE_A_NAME.has(match[1] ?? '') || !tags.includes('Infinitive') || tags.includes('Noun')) continue;
    const rest = text.slice((match.index ?? 0) + match[0].length);
    // '… in front - end React.Js, back- end …': a technology named by a verb ('React', 'Express', 'Sketch'), as the
    // lexicon writes it or dotted ('React.Js'), is a name in the item, not the next duty's verb.
    if (isSkillAsWritten(match[2] ?? '') || /^\.\p{L}/u.test(rest)) continue;
    // 'Ensure continued Contact Center Modernization', 'our community Code of Conduct': a capitalised name goes on
    // with another capitalised word, or a small word and one; but after a plural noun ('… as well as internal
    // stakeholders Print Packing Slips …'), a duty line's verb starts the next duty even when it goes on in title case.
    const isAfterPlural = wordTags(match[1] ?? '').includes('Plural');
    if (/^ (?:(?:of|and|for|on|in|&) )?[A-Z]/.test(rest) && !isAfterPlural) continue;
    // 'Bachelor's or expected Master degree': a capitalised verb before 'degree' names the degree, no new duty.
    if (/^ (?:degree|diploma)\b/.test(rest)) continue;
    // '… calls with new leaders over Zoom': a capitalised word that ends the line is the duty's last word (a name),
    // not a duty of its own.
    if (!/\p{L}/u.test(rest)) continue;
    starts.push((match.index ?? 0) + (match[1]?.length ?? 0) + 1);
  }
  // 'Crafting … for teachers Participating in conferences …': in a line that opens on a duty's '-ing', another
  // capitalised '-ing' word after a lower-case word starts the next duty.
  if (GERUND_LINE.test(text)) {
    for (const match of text.matchAll(/\b([a-z]{2,}) ([A-Z][a-z]{2,}ing) (?=[a-z])/g)) {
      if (BEFORE_A_NAME.has(match[1] ?? '')) continue;
      starts.push((match.index ?? 0) + (match[1]?.length ?? 0) + 1);
    }
  }
  // '… good at making connections An experienced manager', '… attention to detail Must be a self-starter', '… degree
  // preferred Highly competent in …': an 'An' (an 'A' after a plural), a modal or an '-ly' adverb set in capitals
  // after a lower-case word, before another lower-case word, opens the next trait or requirement.
  for (const match of text.matchAll(
    /\b([a-z]{2,}) (?:An|(?<=s )A|Must|Should|[A-Z][a-z]{3,}ly) (?!(?:and|or|to|of)\b)[a-z]{2,}/g,
  )) {
    if (BEFORE_A_NAME.has(match[1] ?? '')) continue;
    starts.push((match.index ?? 0) + (match[1]?.length ?? 0) + 1);
  }
  // '… in the non-profit sector is a plus Availability for meetings …', '… is preferred Experience with …': a
  // requirement that ends on how much it counts is whole; a capitalised word after it opens the next item.
  for (const match of text.matchAll(
    /\b(?:is|are|would be|will be) (?:(?:highly |strongly )?(?:preferred|desirable|required)|a (?:plus|must|bonus)|an? (?:advantage|asset)) (?=[A-Z][a-z]{2,} )/g,
  ))
    starts.push((match.index ?? 0) + match[0].length);
  // '… experience an asset Previous …', '… experience preferred Excellent communication …': a requirement that ends on
  // how much it counts, told without its verb, is whole; a capitalised word going on in lower case opens the next.
  for (const match of text.matchAll(
    /\b[a-z]{3,} (?:(?:highly |strongly )?(?:preferred|desirable|required)|an? (?:asset|plus|advantage|bonus|must)) (?=[A-Z][a-z]{2,} [a-z])/g,
  ))
    starts.push((match.index ?? 0) + match[0].length);
  // '… organizational skills Strong interpersonal …': a quality a requirement opens on, set in capitals after a
  // lower-case word and going on in lower case, opens the next item.
  for (const match of text.matchAll(
    /\b([a-z]{2,}) (?:Excellent|Strong|Solid|Proven|Demonstrated|Exceptional|Outstanding|Good|Sound|Previous|Prior) (?=[a-z]{3,})/g,
  )) {
    if (BEFORE_A_NAME.has(match[1] ?? '')) continue;
    starts.push((match.index ?? 0) + (match[1]?.length ?? 0) + 1);
  }
  // '… for the role Current BLS Certificate', '… healthcare providers ACLS certification required': a licence or
  // certificate the holder keeps ('Current', 'Active', 'Valid') or one named by its acronym, after a lower-case word
  // that is no verb taking it ('must hold BLS certification'), opens the next item.
  for (const match of text.matchAll(
    /\b([a-z]{2,}) (?:(?:Current|Active|Valid) |(?=[A-Z]{2,6}(?: \([^)]{2,40}\))? (?:[Cc]ertif|[Ll]icen[cs]e))())/g,
  )) {
    const isAcronym = match[2] !== undefined;
    if (BEFORE_A_NAME.has(match[1] ?? '') || (isAcronym && wordTags(match[1] ?? '').includes('Verb')))
      continue;
    starts.push((match.index ?? 0) + (match[1]?.length ?? 0) + 1);
  }
  // 'Previous accounting experience Previous experience in a startup': the line's opening word again, capitalised after
  // a lower-case word, opens the next item of the same kind; after a run-in label ('Qualifications: Previous …') too.
  const opener = /^(?:\p{Lu}\p{Ll}+:\s+)?(\p{Lu}\p{Ll}{2,}) /u.exec(text)?.[1];
  if (opener) {
    for (const match of text.matchAll(new RegExp(`\\b([a-z]{2,}) ${opener} `, 'g'))) {
      if (BEFORE_A_NAME.has(match[1] ?? '')) continue;
      starts.push((match.index ?? 0) + (match[1]?.length ?? 0) + 1);
    }
  }
  const ordered = [...new Set(starts)].sort((a, b) => a - b);
  return ordered.map((start, index) => text.slice(start, ordered[index + 1]).trim()).filter(Boolean);
}

// An Italian item's opening word: a requirement's head ('Capacità di…', 'Ottima conoscenza…', 'Comprovata esperienza…')
// or a duty's infinitive ('Identificare metriche…'). Italian writes its nouns in lower case, so one of these set in
// capitals after a lower-case word ('… organizzazione Capacità di essere…', '… presentazioni Identificare metriche…')
// is where a list without bullet glyphs ran two items together.
const ITALIAN_ITEM_START =
  /(?<=\s\p{Ll}{2,}) (?=(?:Capacità|Conoscenz[ae]|Esperienz[ae]|Ottim[aoe]|Buon[aoe]|Fort[ei]|Profond[ae]|Approfondit[ae]|Comprovat[ae]|Eccellent[ei]|Elevat[ae]|Padronanza|Autonomia|Attitudine|Laurea|Predisposizione|Disponibilità|[A-Z]\p{Ll}{3,}(?:are|ere|ire))\s+\p{Ll})/gu;

function splitItalianRunOn(text: string): string[] {
  return text
    .split(ITALIAN_ITEM_START)
    .map((part) => part.trim())
    .filter(Boolean);
}

type RunOnLanguage = 'en' | 'it' | 'de' | QuotedLanguage;
const RUN_ON_LANGUAGES: ReadonlySet<Language> = new Set([
  'en',
  'it',
  'de',
  'nl',
  'pt',
  'el',
  'pl',
  'ru',
  'uk',
  'vi',
  'hr',
]);
const isRunOnLanguage = (language: Language): language is RunOnLanguage => RUN_ON_LANGUAGES.has(language);

// List sections keep a line as one item (split at ';' when it packs several); prose sections give sentences.
function itemsOf(unit: string, kind: SectionKind, runOnLanguage: RunOnLanguage | null): string[] {
  const text = unit
    // '[jobs@example.org] (mailto:jobs@example.org?subject=Job)': a link a PDF printed with a space before its target.
    .replace(/\[([^\]]+)\]\s?\([^)]*\)/g, '$1')
    .replace(/\*\*|__/g, '')
    // A footnote's mark ("bilingual ('BBB')*", '*A pool of…') or a stray emphasis mark: never part of the words.
    .replace(/(?<=[\p{L}\p{N}).’'"»])\*{1,3}(?=[\s,.;:]|$)|(?<=^|\s)\*{1,3}(?=[\p{L}\p{N}])/gu, '')
    // 'skills -- in written formats': a typewriter's dash, set as one.
    .replace(/\s-{2,3}\s/g, ' – ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return [];
  // A ';' inside brackets separates the parts of one item's example ('(de kinderen; de speelomgeving)'), not items.
  const parts = withPlaceLabelCarried(withAnaphorsJoined(text.split(/;(?![^()]*\))/), runOnLanguage));
  if (parts.length > 1) return parts.flatMap((part) => itemsOf(part, kind, runOnLanguage));
  // An Italian list may stand under the post's opening prose as well as under a heading ('supporteranno … nel:').
  const runOn =
    runOnLanguage === 'it'
      ? splitItalianRunOn(text)
      : LIST_KINDS.has(kind) && runOnLanguage === 'en'
        ? splitRunOnItems(text)
        : LIST_KINDS.has(kind) && runOnLanguage === 'de'
          ? splitGermanRunOn(text)
          : LIST_KINDS.has(kind) &&
              (runOnLanguage === 'nl' ||
                runOnLanguage === 'pt' ||
                runOnLanguage === 'el' ||
                runOnLanguage === 'hr')
            ? splitQuotedRunOn(text, runOnLanguage)
            : (kind === 'requirements' || kind === 'nice_to_have') && runOnLanguage === 'pl'
              ? polishReaderTraits(text)
              : LIST_KINDS.has(kind) && (runOnLanguage === 'ru' || runOnLanguage === 'uk')
                ? splitRunOnRuUk(text)
                : [text];
  if (runOn.length > 1) return runOn.flatMap((part) => itemsOf(part, kind, runOnLanguage));
  const labelledParts = withoutRunInLabel(text);
  if (labelledParts.length !== 1 || labelledParts[0] !== text)
    return labelledParts.flatMap((part) => itemsOf(part, kind, runOnLanguage));
  // Chinese and Japanese sentences end at a full-width stop, which the sentence splitter does not know.
  const cjk = cjkSentences(text);
  if (cjk.length > 1) return cjk.flatMap((part) => itemsOf(part, kind, runOnLanguage));
  const sentences = sentencesIn(text);
  // Keep a list line whole unless it packs several full sentences.
  if (LIST_KINDS.has(kind) && sentences.every((sentence) => wordCount(sentence) >= 4) === false)
    return [text];
  return sentences;
}

// 'Able to lift and carry weights of up to 70lbs …; places these items on high shelves …' (round 19's dishwasher): a
// part after a ';' that goes on in lower case about what the part before named ('these items', 'them') has that part's
// subject, and is asked with it.
const GOES_ON_ABOUT = /^\s*\p{Ll}[\p{L}-]*(?:\s+\S+){0,3}?\s+(?:these|those|them|it|such)\b/u;

// 'Ability to move throughout all areas of the store; sales floor, receiving, register areas, lawn and garden,
// including the outside perimeter' (round 27's stocker): a part after a ';' that only lists places or things, short
// names parted by commas with no verb after a set the part before ends on ('all areas of the store'), names that set's
// members, as a colon would; never a command ('Maintain all records; file invoices, receipts and contracts' is two
// duties).
const NAMES_TAIL = /,?\s+(?:including|such as|e\.g\.|etc)\b.*$/;
const FINITE_OR_SUBJECT = /\b(?:is|are|was|were|will|must|should|can|may|you|we|they|he|she|it)\b/;
const SET_AT_THE_END =
  /\b(?:all|every|each|various|different|multiple|several|many|the following)(?:\s+[\p{L}-]+){1,5}\s*$/iu;
const MAX_LISTED_NAME_WORDS = 4;
const MIN_LISTED_NAMES = 3;
function isListOfNames(part: string, before: string): boolean {
  const text = part.trim();
  if (!SET_AT_THE_END.test(before) || !/^\p{Ll}/u.test(text) || FINITE_OR_SUBJECT.test(text)) return false;
  const names = text
    .replace(NAMES_TAIL, '')
    .replace(/[.!]$/, '')
    .split(/\s*,\s*/)
    .map((name) => name.replace(/^(?:and|or|&)\s+/, ''));
  if (
    names.length < MIN_LISTED_NAMES ||
    names.some((name) => name === '' || wordCount(name) > MAX_LISTED_NAME_WORDS)
  )
    return false;
  const opening = (nlp(text).terms().json()[0]?.terms?.[0]?.tags ?? []) as string[];
  return !opening.includes('Imperative');
}

// 'Kiểm soát điều chuyển vốn giữa Chi nhánh với Hội sở …; điều chuyển vốn giữa Chi nhánh với các Phòng …': a
// Vietnamese duty's verb governs the part after its ';' that goes on in lower case, another object of it; a part in
// capitals ('…; Lập kế hoạch công tác tuần') is a duty of its own.
const GOES_ON_IN_LOWER_CASE = /^\s*\p{Ll}/u;

// 'We are seeking someone who is well-versed in pitching reporters; and in writing press releases': a part after a ';'
// that opens on 'and' or 'or' in lower case is the same sentence going on, never an item of its own (one opening on
// the conjunction is never asked), and so are the parts before it.
const GOES_ON_WITH_CONJUNCTION = /^\s*(?:and|or|et|ou|y|o)\s+\p{Ll}/u;

function withAnaphorsJoined(parts: string[], language: RunOnLanguage | null): string[] {
  // 'required to stand; walk; and stoop, kneel …': a series its last ';' closes with a conjunction is one sentence.
  if (parts.slice(1).some((part) => GOES_ON_WITH_CONJUNCTION.test(part))) return [parts.join(';')];
  const joined: string[] = [];
  for (const part of parts) {
    const last = joined.length - 1;
    const before = joined[last];
    const goesOn =
      GOES_ON_ABOUT.test(part) ||
      (language === 'vi' && GOES_ON_IN_LOWER_CASE.test(part)) ||
      (before !== undefined && isListOfNames(part, before));
    if (before !== undefined && goesOn) joined[last] = `${before};${part}`;
    else joined.push(part);
  }
  return joined;
}

// A paragraph that runs its labelled parts together ('… in walk-in cooler and freezer. WORKING CONDITIONS; Work is …',
// '… hot plates. HAZARDS: Only those …'; round 20's dishwasher): the label in capitals opens its part, never ends the
// sentence before it.
const RUN_IN_LABEL = /(?<=[.!?])\s+(?=\p{Lu}{4,}(?:[ /&]+\p{Lu}{2,}){0,3}(?:[:;]|$))/u;
const LABEL_ALONE = /^\p{Lu}{4,}(?:[ /&]+\p{Lu}{2,}){0,3}[:;]?$/u;

function withoutRunInLabel(sentence: string): string[] {
  return sentence.split(RUN_IN_LABEL).filter((part) => !LABEL_ALONE.test(part.trim()));
}

/** A posting's text cut into sentences, abbreviations, German dates and site names kept whole. */
// A Chinese or Japanese sentence's end: a full-width stop, exclamation or question mark (a closing bracket may follow).
const CJK_SENTENCE_END = /(?<=[。！？][）」』]?)\s*(?=[^\s。！？）」』])/u;
const CJK_LETTERS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

/**
 * A Chinese or Japanese line's sentences ('…研究経験がある方を歓迎します。' / '…必須要件ではありません。'), each eight letters
 * or more: a line of several full sentences, as a Latin one of sentences of four words or more. One piece otherwise.
 */
function cjkSentences(text: string): string[] {
  // A note ('※…。詳細はお問合せ下さい') is an aside whole, never asked: its sentences stay in it.
  if (!/[。！？]/u.test(text) || /^※/u.test(text)) return [text];
  const parts = text.split(CJK_SENTENCE_END).map((part) => part.trim());
  return parts.length > 1 && parts.every((part) => (part.match(CJK_LETTERS)?.length ?? 0) >= 8)
    ? parts
    : [text];
}

export function sentencesIn(text: string): string[] {
  return joinAbbreviations(splitSentences(text), text);
}

// 'de.NBI', 'e.ON', 'node.JS', 'ASP.Net': a full stop set with no space between a letter and a capital is inside a
// name, never a sentence's end (the splitter cut 'on the de.NBI cloud' into two sentences); so is one that opens a
// name ('HTML5, .Net, Python'). One with a lower-case letter straight after it is inside a version or an address
// ('Windows 8.x', 'www.example.fi'): no sentence opens in lower case.
const NAME_DOT = /(?:\p{L}|(?:^|[\s,(/]))\.$/u;
const isCutInsideName = (previous: string, sentence: string, text: string): boolean =>
  ((NAME_DOT.test(previous) && /^\p{Lu}/u.test(sentence)) ||
    (/\.$/.test(previous) && /^\p{Ll}/u.test(sentence))) &&
  text.includes(`${previous.slice(-20)}${sentence.slice(0, 20)}`);

// The English sentence splitter ends a sentence at another language's abbreviation ('le type de contenu (p. ex.' /
// 'écrit, visuel ou vidéo)'): such a piece runs on into the next.
function joinAbbreviations(sentences: string[], text: string): string[] {
  const joined: string[] = [];
  for (const sentence of sentences) {
    const last = joined.length - 1;
    const previous = joined[last] ?? '';
    // 'Kundenberatung bzw.' / 'im Vertrieb', 'Stock the line with ca.' / '20 pans': an abbreviation's full stop (one
    // closing a list, 'usw.', 'etc.', only where the line goes on in lower case).
    const isAbbreviation =
      endsOnMidSentenceAbbreviation(previous) ||
      (endsOnAbbreviation(previous) && /^[\p{Ll}\d]/u.test(sentence));
    // 'ph.d.-niveau', 'Ph.D.': the degree the splitter cuts after its first letters, joined as written.
    if (last >= 0 && /\bph\.$/i.test(previous) && /^d\./i.test(sentence)) joined[last] += sentence;
    else if (last >= 0 && isCutInsideName(previous, sentence, text)) joined[last] += sentence;
    else if (last >= 0 && isAbbreviation) joined[last] += ` ${sentence}`;
    // '80 Std./Monat', 'ca. 20 Std./Woche': a unit's abbreviation before a slash, never a sentence's end.
    else if (last >= 0 && /^\//.test(sentence)) joined[last] += sentence;
    // 'bis zum 1. April', 'am 15. März': a German date, whose day the splitter takes for a sentence's end.
    else if (
      last >= 0 &&
      /(?:^|\s)\d{1,2}\.$/.test(joined[last] ?? '') &&
      /^(?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\b/.test(
        sentence,
      )
    )
      joined[last] += ` ${sentence}`;
    // 'Budapest V. kerületben', 'a XIII. kerületi irodában': a Roman numeral's dot marks an ordinal (a Hungarian
    // district), never a sentence's end when the line goes on in lower case.
    else if (last >= 0 && /(?:^|\s)[IVX]{1,5}\.$/.test(joined[last] ?? '') && /^\p{Ll}/u.test(sentence))
      joined[last] += ` ${sentence}`;
    // 'Login.gov', 'cloud.gov': a site's name, which the splitter cuts at its dot.
    else if (
      last >= 0 &&
      /\p{L}\.$/u.test(joined[last] ?? '') &&
      /^(?:gov|com|org|net|io|edu)\b/.test(sentence)
    )
      joined[last] += sentence;
    else joined.push(sentence);
  }
  return joined;
}
