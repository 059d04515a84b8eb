import type { McqCompetencyGroup } from '@viva/contracts';
import { mcqBank } from './bank/index.ts';
import type { BankCompetency, BankDomain } from './bank/types.ts';
import { buildMcqGroup } from './build-group.ts';
import {
  BOILERPLATE_WEIGHT,
  foldCharacters,
  HEADING_WEIGHT,
  normaliseForMatching,
  REQUIREMENT_WEIGHT,
  weightedBlocks,
  type WeightedBlock,
} from './document-weights.ts';
import { postingPositions } from '../text/posting-positions.ts';
import { titleFamilyWork } from './title-families.ts';
import { isTechnicalCompetency, isUsedOrKnownOnly } from './used-or-known-mentions.ts';
import { isInNamedDocument } from './named-documents.ts';
import { withoutOtherSenseAcronyms } from '../text/acronym-senses.ts';

const DEFAULT_MAX_COMPETENCIES = 4;
// A competency must be asked for (a line of the requirements, or two lines of the body) and not be a passing
// remark next to what the job is mostly about: fewer fitting groups are better than more unfitting ones.
const MINIMUM_SCORE = 2;
// Another competency of the role's own field (Negotiation for a sales role) needs less than one from elsewhere.
const SAME_DOMAIN_SHARE_OF_TOP = 0.1;
const OTHER_DOMAIN_SHARE_OF_TOP = 0.25;
// A competency of another field than the role's own must come up on this many lines (the position counts for all):
// one line such as 'identify sales opportunities' in a credit officer's duties does not make it a sales job.
const OTHER_DOMAIN_MINIMUM_LINES = 2;
// Fields whose work overlaps (an ML engineer writes Python; a product manager reads data): no second line needed.
const ADJACENT_DOMAINS: Partial<Record<BankDomain, BankDomain[]>> = {
  software: ['data', 'product'],
  data: ['software', 'product'],
  product: ['software', 'data'],
  sales: ['marketing', 'support'],
  marketing: ['sales'],
  support: ['software', 'sales'],
};
// Fields whose words another field uses in another sense: a restaurant or a shop's 'ventas' and 'sales targets' are
// its takings, not business-to-business selling.
const UNRELATED_DOMAINS: Partial<Record<BankDomain, BankDomain[]>> = {
  hospitality: ['sales'],
  retail: ['sales'],
  // A machine technician's 'troubleshooting' is of machines, not of software and customers' accounts.
  maintenance: ['support'],
};
// Independent cues a competency needs when another has them: two different keywords, or one and the title. A
// group found through one word ('pedagogical' projects, a 'School of Nursing') gives way to better-supported ones.
const MINIMUM_CUES = 2;
// A word on this many lines is a theme of the posting, a cue of its own beside the word.
const RECURRING_LINES = 3;
// General competencies (communication, teamwork...) every posting mentions in passing: only when the role stresses
// them about as much as its own work.
const GENERAL_SHARE_OF_TOP = 0.5;
// The position the recruiter typed names the work more surely than any line of the posting.
const POSITION_WEIGHT = 4;
// Asked when the document names no competency of the bank (spec part 2 §2.14 always has questions to show).
const FALLBACK_COMPETENCIES = ['Communication', 'Problem Solving', 'Teamwork'];
// Groups every role could be given: filler beside the role's own work, so only when nothing role-specific fits, and
// then one of them.
const GENERIC_COMPETENCIES: ReadonlySet<string> = new Set(['Teamwork', 'Time Management']);
// Office work (e-mails to executives, Pareto charts, data analysis): a cleaner or a kitchen hand is asked about it
// only when a requirement line names it.
const OFFICE_COMPETENCIES: ReadonlySet<string> = new Set([
  'Communication',
  'Problem Solving',
  'Data Analysis',
]);

export type McqSelectionInput = {
  /** The job specification as Markdown (or plain text). */
  markdown: string;
  /** How many competency groups at most; default 4, at least 1. */
  maxCompetencies?: number;
  /** The position as typed in the job form ('Paralegal'), weighed above any line of the document. */
  position?: string | null;
};

/**
 * The competencies a job description asks for, as MCQ groups with one question per skill level, from the curated
 * bank. Deterministic: the same document always gives the same groups, questions and option order.
 */
export function selectMcqGroups(input: McqSelectionInput): McqCompetencyGroup[] {
  const limit = Math.max(1, Math.floor(input.maxCompetencies ?? DEFAULT_MAX_COMPETENCIES));
  // A clinical posting's 'GCP' (Good Clinical Practice) is no cue of Cloud Computing.
  const markdown = withoutOtherSenseAcronyms(input.markdown);
  const positions = postingPositions(markdown);
  const perPosition =
    positions.length > 1
      ? positions.map((position) => selectForOnePosition(position, DEFAULT_MAX_COMPETENCIES))
      : [selectForOnePosition({ markdown, name: input.position ?? null }, limit)];
  return takeInTurn(perPosition, limit).map(buildMcqGroup);
}

/**
 * A posting for several positions: each position's own groups, read from its section under its name, taken in turn
 * (the first of each, then the second of each) so that no position gets them all.
 */
function takeInTurn(perPosition: readonly BankCompetency[][], limit: number): BankCompetency[] {
  const chosen: BankCompetency[] = [];
  const depth = Math.max(0, ...perPosition.map((groups) => groups.length));
  for (let rank = 0; rank < depth; rank += 1)
    for (const groups of perPosition) {
      const next = groups[rank];
      if (next && chosen.length < limit && !chosen.includes(next)) chosen.push(next);
    }
  return chosen;
}

/** The groups of one position: what its lines ask for, weighed with the position's name. */
function selectForOnePosition(
  position: { markdown: string; name: string | null },
  limit: number,
): BankCompetency[] {
  const input = { markdown: position.markdown, position: position.name };
  const familyWork = titleFamilyWork(input.position ?? null);
  const isOffTrade = ({ bankCompetency, isRequired }: RankedCompetency) =>
    familyWork.isManual && OFFICE_COMPETENCIES.has(bankCompetency.competency) && !isRequired;
  // Work beside the family's own (an assistant's facilities) needs two lines or more cues than the minimum.
  const isPassing = ({ bankCompetency, lines, cues }: RankedCompetency) =>
    familyWork.onlyWhenStressed.has(bankCompetency.competency) &&
    lines < OTHER_DOMAIN_MINIMUM_LINES &&
    cues <= MINIMUM_CUES;
  const allRanked = rankCompetencies(input.markdown, input.position ?? null);
  // A tool of a field (a CRM) whose field's work no other competency names: a program the role enters data into.
  const domainsWorkedIn = new Set(
    allRanked
      .filter(({ bankCompetency, score }) => !bankCompetency.isToolOfDomain && score >= MINIMUM_SCORE)
      .map(({ bankCompetency }) => bankCompetency.domain),
  );
  const isToolWithoutItsWork = ({ bankCompetency, isInTitle }: RankedCompetency) =>
    bankCompetency.isToolOfDomain === true && !isInTitle && !domainsWorkedIn.has(bankCompetency.domain);
  const wellSupported = onlyWhenAnyCountingPasses(
    allRanked.filter((ranked) => !isOffTrade(ranked) && !isPassing(ranked) && !isToolWithoutItsWork(ranked)),
    ({ cues }) => cues >= MINIMUM_CUES,
  );
  const ranked = onlyWhenAnyCountingPasses(wellSupported, ({ isAskedFor }) => isAskedFor);
  const topScore = ranked[0]?.score ?? 0;
  // The role's own field: its best-scored competency that is not a general one (communication is no field).
  const mainDomain = ranked.find(({ bankCompetency }) => bankCompetency.domain !== 'professional')
    ?.bankCompetency.domain;
  const chosen = ranked
    .filter(
      ({ score, bankCompetency }) =>
        score >= MINIMUM_SCORE &&
        score >=
          topScore *
            (bankCompetency.domain === mainDomain ? SAME_DOMAIN_SHARE_OF_TOP : OTHER_DOMAIN_SHARE_OF_TOP),
    )
    .filter(
      ({ score, bankCompetency }) =>
        bankCompetency.domain !== 'professional' || score >= topScore * GENERAL_SHARE_OF_TOP,
    )
    .filter(
      ({ bankCompetency }) =>
        mainDomain === undefined || !UNRELATED_DOMAINS[mainDomain]?.includes(bankCompetency.domain),
    )
    .filter(
      ({ lines, bankCompetency }) =>
        bankCompetency.domain === mainDomain ||
        bankCompetency.domain === 'professional' ||
        (mainDomain !== undefined && ADJACENT_DOMAINS[mainDomain]?.includes(bankCompetency.domain)) ||
        lines >= OTHER_DOMAIN_MINIMUM_LINES,
    )
    .slice(0, limit)
    .map(({ bankCompetency }) => bankCompetency);
  // A short post may name too little to choose from: the title's family says what the role does before the
  // general groups every role needs.
  const titleOwn = mcqBank.filter(({ competency }) => familyWork.doesFromTitle.has(competency));
  const fallback = familyWork.isManual
    ? fallbackCompetencies().filter(({ competency }) => !OFFICE_COMPETENCIES.has(competency))
    : fallbackCompetencies();
  const selected =
    chosen.length > 0
      ? withoutFiller(chosen, titleOwn, limit)
      : (titleOwn.length > 0 ? titleOwn : fallback).slice(0, limit);
  return selected;
}

/**
 * Generic groups (teamwork, time management) only when no group of the role's own fits, and then only one, after
 * the title family's own work: a developer traineeship that names only traits is still tested on code first.
 */
function withoutFiller(
  competencies: readonly BankCompetency[],
  titleOwn: readonly BankCompetency[],
  limit: number,
): BankCompetency[] {
  const isGeneric = ({ competency }: BankCompetency) => GENERIC_COMPETENCIES.has(competency);
  const own = competencies.filter((competency) => !isGeneric(competency));
  if (own.length > 0) return own;
  const filler = competencies.slice(0, 1).filter((competency) => !titleOwn.includes(competency));
  return [...titleOwn, ...filler].slice(0, limit);
}

/**
 * `lines`: how many lines name the competency, the position counting as enough on its own. `cues`: how many
 * independent cues name it (different keywords, and the title). `isAskedFor`: a requirement or duty line, the
 * title, or the title's family names it, rather than only the blurb about the organisation or a nice-to-have list.
 */
type CompetencyScore = {
  score: number;
  mentions: number;
  lines: number;
  cues: number;
  isAskedFor: boolean;
  /** A requirement or duty line of the document names it. */
  isRequired: boolean;
  /** The typed position names it. */
  isInTitle: boolean;
};
type RankedCompetency = CompetencyScore & { bankCompetency: BankCompetency };

/**
 * Only the competencies that pass `test`, when any competency that counts does. Two tests: enough independent cues,
 * and being asked of the role itself (a requirement or duty line, the title or its family), since a programming
 * language the organisation's blurb keeps naming, or a nice-to-have list names, is not the role's work.
 */
function onlyWhenAnyCountingPasses(
  ranked: RankedCompetency[],
  test: (competency: RankedCompetency) => boolean,
): RankedCompetency[] {
  const counting = ranked.filter(({ score }) => score >= MINIMUM_SCORE);
  return counting.some(test) ? ranked.filter(test) : ranked;
}

function rankCompetencies(markdown: string, position: string | null): RankedCompetency[] {
  const documentBlocks = weightedBlocks(markdown);
  const title = position?.trim() || documentTitle(documentBlocks);
  const titleBlocks = position?.trim()
    ? [{ text: position.trim(), weight: POSITION_WEIGHT, lines: OTHER_DOMAIN_MINIMUM_LINES, isTitle: true }]
    : [];
  const blocks = [...titleBlocks, ...documentBlocks].map((block) => ({
    ...block,
    folded: foldCharacters(block.text),
    normalised: normaliseForMatching(block.text),
  }));
  const familyWork = titleFamilyWork(title);
  const scored = mcqBank
    .filter((bankCompetency) => !familyWork.worksBeside.has(bankCompetency.competency))
    .map((bankCompetency) => ({
      bankCompetency,
      ...scoreCompetency(bankCompetency, blocks, familyWork.does.has(bankCompetency.competency)),
    }))
    .filter(({ score }) => score > 0);
  const byScore = (left: RankedCompetency, right: RankedCompetency) =>
    right.score - left.score || right.mentions - left.mentions;
  // Then, a competency of the job's main domain fits better (a sales role: Negotiation before Product
  // Management); remaining ties keep the bank's order (the sort is stable).
  const mainDomain = [...scored].sort(byScore)[0]?.bankCompetency.domain;
  const domainRank = (ranked: RankedCompetency) => (ranked.bankCompetency.domain === mainDomain ? 0 : 1);
  return scored.sort((left, right) => byScore(left, right) || domainRank(left) - domainRank(right));
}

type MatchableBlock = WeightedBlock & {
  folded: string;
  normalised: string;
  lines?: number;
  isTitle?: boolean;
};

/** The document's own title when the recruiter typed none: its first line, when that reads as a heading. */
function documentTitle(blocks: readonly WeightedBlock[]): string | null {
  const first = blocks[0];
  return first?.weight === HEADING_WEIGHT ? first.text : null;
}

// A competency named just before these words names other people's work ('sales and engineering teams', 'sales and
// partner enablement teams', 'finance roles', 'product hires', 'educate healthcare providers, hospital staff').
const OTHERS_AFTER =
  /^(?:\s*(?:,|and|or|&)\s*[a-z]+(?:\s+(?!(?:with|to|for|in|of|on|at|by|from|across)\b)[a-z]+){0,2}){0,4}\s+(?:teams?|departments?|roles|positions|hires|hiring managers|leaders|candidates|organi[sz]ations?|equipos?|areas?|staff|providers)\b/i;

// A competency named just after these words names the people the role answers to ('liaise with OLS leadership',
// 'report to the finance director') or its partners ('build relationships with hospitals, clinics'), not work it does.
const OTHERS_BEFORE =
  /\b(?:liais(?:e|es|ing)|report(?:s|ing)?|present(?:s|ing)?|accountable)\s+(?:directly\s+)?(?:with|to)\s+(?:the\s+|our\s+)?(?:[\w'’&]+\s+){0,2}$|\b(?:relationships?|partnerships?)\s+with\s+(?:[\w'’&]+,?\s+){0,4}$/i;

/**
 * How much the document asks for a competency: first the weighted number of lines (headings, bullets, paragraphs)
 * that mention it, then, to separate equal counts, the weighted number of mentions. Counting lines first keeps one
 * line listing synonyms ('Oracle, MySQL or SQL Server') from outweighing a skill the document keeps returning to.
 * When the title's family does this work (`isFamilyWork`) and the document names it, the title counts as a line.
 */
function scoreCompetency(
  bankCompetency: BankCompetency,
  blocks: readonly MatchableBlock[],
  isFamilyWork: boolean,
): CompetencyScore {
  const { workPatterns, settingPatterns, mayMatch } = competencyPatterns(bankCompetency);
  const { otherSense } = bankCompetency;
  const evidence: Evidence = {
    stems: new Set(),
    workLines: 0,
    isRequired: false,
    isInTitle: false,
    isInSetting: false,
  };
  let score = 0;
  let mentions = 0;
  let lines = 0;
  // A technical competency named among office software or issues to know about is used or known, not done: like a
  // setting word, it counts only beside another cue.
  const isUsedOnly = isTechnicalCompetency(bankCompetency) ? isUsedOrKnownOnly : () => false;
  for (const block of blocks) {
    if (!mayMatch(block)) continue;
    const work = matchesIn(block, workPatterns, otherSense, (text, start) => !isUsedOnly(text, start));
    const setting = [
      ...matchesIn(block, settingPatterns, otherSense),
      ...matchesIn(block, workPatterns, otherSense, isUsedOnly),
    ];
    if (work.length + setting.length === 0) continue;
    score += block.weight;
    lines += block.lines ?? 1;
    mentions += (work.length + setting.length) * block.weight;
    if (block.isTitle) evidence.isInTitle ||= work.length > 0;
    else if (block.weight > BOILERPLATE_WEIGHT) noteEvidence(evidence, work, setting, block.weight);
  }
  const isSteered = isFamilyWork && !evidence.isInTitle && (evidence.workLines > 0 || evidence.isInSetting);
  const cues = independentCues(evidence, isSteered);
  if (cues === 0)
    return {
      score: 0,
      mentions: 0,
      lines: 0,
      cues: 0,
      isAskedFor: false,
      isRequired: false,
      isInTitle: false,
    };
  const { isRequired, isInTitle } = evidence;
  const isAskedFor = isRequired || evidence.isInTitle || isSteered;
  return isSteered
    ? {
        score: score + POSITION_WEIGHT,
        mentions,
        lines: lines + OTHER_DOMAIN_MINIMUM_LINES,
        cues,
        isAskedFor,
        isRequired,
        isInTitle,
      }
    : { score, mentions, lines, cues, isAskedFor, isRequired, isInTitle };
}

/** What names a competency outside the boilerplate: which words, on how many lines, where. */
type Evidence = {
  stems: Set<string>;
  workLines: number;
  isRequired: boolean;
  isInTitle: boolean;
  isInSetting: boolean;
};

function noteEvidence(evidence: Evidence, work: string[], setting: string[], weight: number): void {
  if (setting.length > 0) evidence.isInSetting = true;
  if (work.length === 0) return;
  evidence.workLines += 1;
  if (weight >= REQUIREMENT_WEIGHT) evidence.isRequired = true;
  for (const keyword of work) evidence.stems.add(cueStem(keyword));
}

/**
 * Independent cues for a competency: each different word naming it, a requirement or duty line naming it, a word
 * it keeps returning to, and a title whose family does the work. The title naming it is enough on its own. Words
 * for the setting count only beside another cue: every role in a restaurant says 'restaurant'.
 */
function independentCues(evidence: Evidence, isSteered: boolean): number {
  if (evidence.isInTitle) return MINIMUM_CUES;
  const cues =
    evidence.stems.size +
    (evidence.isRequired ? 1 : 0) +
    (evidence.workLines >= RECURRING_LINES ? 1 : 0) +
    (isSteered ? 1 : 0);
  return cues > 0 && evidence.isInSetting ? cues + 1 : cues;
}

type KeywordPattern = { keyword: string; pattern: RegExp; isCaseSensitive: boolean };

/**
 * The keywords found in a block, once per mention, leaving out those that name other people's work and those the
 * words around give another field's sense (`otherSense`); only the mentions `isKept` keeps (given the lowercased
 * block and where the keyword starts).
 */
function matchesIn(
  block: MatchableBlock,
  patterns: readonly KeywordPattern[],
  otherSense: BankCompetency['otherSense'],
  isKept: (text: string, start: number) => boolean = () => true,
): string[] {
  return patterns.flatMap(({ keyword, pattern, isCaseSensitive }) => {
    const text = isCaseSensitive ? block.folded : block.normalised;
    // 'Hire for our sales and engineering teams', 'liaise with leadership': others, not the work the role does; 'our
    // Human Resources for Renovation policy': a document's name, not work.
    return [...text.matchAll(pattern)]
      .filter((match) => {
        const start = match.index ?? 0;
        const end = start + match[0].length;
        const after = text.slice(end, end + 40);
        const before = text.slice(Math.max(0, start - 50), start);
        return (
          isKept(block.normalised, start) &&
          !isInNamedDocument(block.folded, start, end) &&
          !OTHERS_AFTER.test(after) &&
          !OTHERS_BEFORE.test(before) &&
          !hasOtherSense(otherSense, before.toLowerCase(), after.toLowerCase())
        );
      })
      .map(() => keyword);
  });
}

/** The words around a keyword give it another field's sense, unless the words right before keep its own. */
function hasOtherSense(otherSense: BankCompetency['otherSense'], before: string, after: string): boolean {
  if (!otherSense || (otherSense.ownSenseBefore?.test(before) ?? false)) return false;
  return (otherSense.after?.test(after) ?? false) || (otherSense.before?.test(before) ?? false);
}

/**
 * Keywords that share the start of their first word are one cue ('nurse' and 'nursing', 'pedagogy' and
 * 'pedagogical'): a posting that repeats one word gives one piece of evidence, however it inflects it.
 */
function cueStem(keyword: string): string {
  const firstWord = normaliseForMatching(keyword).split(' ')[0] ?? '';
  return firstWord.slice(0, 4);
}

type CompetencyPatterns = {
  workPatterns: KeywordPattern[];
  settingPatterns: KeywordPattern[];
  /** One pass over a block for all the competency's words: most blocks name none of them. */
  mayMatch: (block: MatchableBlock) => boolean;
};

const competencyPatternCache = new Map<BankCompetency, CompetencyPatterns>();

function competencyPatterns(bankCompetency: BankCompetency): CompetencyPatterns {
  const cached = competencyPatternCache.get(bankCompetency);
  if (cached) return cached;
  const workPatterns = bankCompetency.keywords.map(keywordPattern);
  const settingPatterns = (bankCompetency.settingKeywords ?? []).map(keywordPattern);
  const anyOf = (patterns: KeywordPattern[]) =>
    patterns.length === 0 ? null : new RegExp(patterns.map(({ pattern }) => pattern.source).join('|'));
  const all = [...workPatterns, ...settingPatterns];
  const anyFolded = anyOf(all.filter(({ isCaseSensitive }) => isCaseSensitive));
  const anyNormalised = anyOf(all.filter(({ isCaseSensitive }) => !isCaseSensitive));
  const entry = {
    workPatterns,
    settingPatterns,
    mayMatch: (block: MatchableBlock) =>
      (anyNormalised?.test(block.normalised) ?? false) || (anyFolded?.test(block.folded) ?? false),
  };
  competencyPatternCache.set(bankCompetency, entry);
  return entry;
}

const patternCache = new Map<string, KeywordPattern>();

/**
 * Whole-word pattern for a keyword, allowing a plural ending. Keywords written with a capital letter match
 * case-sensitively, so 'React' is not found in 'react quickly' nor 'Excel' in 'excel at'. A '*' at either end stands
 * for any letters: Finnish, Swedish and Dutch inflect and compound their words, so '*testau*' finds
 * 'suorituskykytestauksen' and 'testausta', which no list of whole words would.
 */
const UNFOLDED_LETTERS = 'ıİłŁđĐøØßæÆœŒ';
function keywordPattern(keyword: string): KeywordPattern {
  const cached = patternCache.get(keyword);
  if (cached) return cached;
  const isCaseSensitive = /\p{Lu}/u.test(keyword);
  const folded = isCaseSensitive ? foldCharacters(keyword) : normaliseForMatching(keyword);
  const anyLetters = (isWildcard: boolean) => (isWildcard ? '[a-zA-Z]*' : '');
  const word = folded.replace(/^\*|\*$/g, '');
  const escaped =
    anyLetters(folded.startsWith('*')) +
    word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&') +
    anyLetters(folded.endsWith('*'));
  const pluralEnding = /[a-z]$/i.test(folded) ? '(?:s|es)?' : '';
  // Accents are already folded away, so ASCII word characters mark word boundaries (and compile far faster than
  // Unicode property classes, which matters with hundreds of keywords), with the Latin letters no folding takes to
  // ASCII: Turkish dotless 'ı' ('arasında' holds no 'nda', a non-disclosure agreement), 'ł', 'đ', 'ø', 'ß', 'æ', 'œ'.
  const pattern = new RegExp(
    `(?<![a-zA-Z0-9${UNFOLDED_LETTERS}])${escaped}${pluralEnding}(?![a-zA-Z0-9${UNFOLDED_LETTERS}])`,
    'g',
  );
  const entry = { keyword, pattern, isCaseSensitive };
  patternCache.set(keyword, entry);
  return entry;
}

function fallbackCompetencies(): BankCompetency[] {
  return FALLBACK_COMPETENCIES.map((name) => {
    const found = mcqBank.find((bankCompetency) => bankCompetency.competency === name);
    if (!found) throw new Error(`MCQ bank is missing the fallback competency ${name}`);
    return found;
  });
}
