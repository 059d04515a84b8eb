import type { McqCompetencyGroup } from '@viva/contracts';
import { mcqBank } from './bank/index.ts';
import type { BankCompetency, BankDomain } from './bank/types.ts';
import { buildMcqGroup } from './build-group.ts';
import {
  foldCharacters,
  normaliseForMatching,
  weightedBlocks,
  type WeightedBlock,
} from './document-weights.ts';

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
};
// General competencies (communication, teamwork...) every posting mentions in passing: only when the role stresses
// them about as much as its own work.
const GENERAL_SHARE_OF_TOP = 0.5;
// The position the recruiter typed names the work more surely than any line of the posting.
const POSITION_WEIGHT = 4;
// Asked when the document names no competency of the bank (spec part 2 §2.14 always has questions to show).
const FALLBACK_COMPETENCIES = ['Communication', 'Problem Solving', 'Teamwork'];

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
  const ranked = rankCompetencies(input.markdown, input.position ?? null);
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
  const selected = chosen.length > 0 ? chosen : fallbackCompetencies().slice(0, limit);
  return selected.map(buildMcqGroup);
}

/** `lines`: how many lines name the competency, the position counting as enough on its own. */
type CompetencyScore = { score: number; mentions: number; lines: number };
type RankedCompetency = CompetencyScore & { bankCompetency: BankCompetency };

function rankCompetencies(markdown: string, position: string | null): RankedCompetency[] {
  const positionBlocks = position?.trim()
    ? [{ text: position.trim(), weight: POSITION_WEIGHT, lines: OTHER_DOMAIN_MINIMUM_LINES }]
    : [];
  const blocks = [...positionBlocks, ...weightedBlocks(markdown)].map((block) => ({
    ...block,
    folded: foldCharacters(block.text),
    normalised: normaliseForMatching(block.text),
  }));
  const scored = mcqBank
    .map((bankCompetency) => ({ bankCompetency, ...scoreCompetency(bankCompetency, blocks) }))
    .filter(({ score }) => score > 0);
  const byScore = (left: RankedCompetency, right: RankedCompetency) =>
    right.score - left.score || right.mentions - left.mentions;
  // Then, a competency of the job's main domain fits better (a sales role: Negotiation before Product
  // Management); remaining ties keep the bank's order (the sort is stable).
  const mainDomain = [...scored].sort(byScore)[0]?.bankCompetency.domain;
  const domainRank = (ranked: RankedCompetency) => (ranked.bankCompetency.domain === mainDomain ? 0 : 1);
  return scored.sort((left, right) => byScore(left, right) || domainRank(left) - domainRank(right));
}

type MatchableBlock = WeightedBlock & { folded: string; normalised: string; lines?: number };

// A competency named just before these words names other people's work ('sales and engineering teams', 'finance
// roles', 'product hires').
const OTHERS_AFTER =
  /^(?:(?:\s*(?:,|and|or|&)\s*[a-z]+){0,4})\s+(?:teams?|departments?|roles|positions|hires|hiring managers|leaders|candidates|organi[sz]ations?|equipos?|areas?)\b/i;

/**
 * How much the document asks for a competency: first the weighted number of lines (headings, bullets, paragraphs)
 * that mention it, then, to separate equal counts, the weighted number of mentions. Counting lines first keeps one
 * line listing synonyms ('Oracle, MySQL or SQL Server') from outweighing a skill the document keeps returning to.
 */
function scoreCompetency(bankCompetency: BankCompetency, blocks: readonly MatchableBlock[]): CompetencyScore {
  const patterns = bankCompetency.keywords.map(keywordPattern);
  let score = 0;
  let mentions = 0;
  let lines = 0;
  for (const block of blocks) {
    let blockMentions = 0;
    for (const { pattern, isCaseSensitive } of patterns) {
      const text = isCaseSensitive ? block.folded : block.normalised;
      // 'Hire for our sales and engineering teams': the teams the role serves, not the work it does.
      blockMentions += [...text.matchAll(pattern)].filter(
        (match) =>
          !OTHERS_AFTER.test(
            text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 40),
          ),
      ).length;
    }
    if (blockMentions > 0) {
      score += block.weight;
      lines += block.lines ?? 1;
    }
    mentions += blockMentions * block.weight;
  }
  return { score, mentions, lines };
}

const patternCache = new Map<string, { pattern: RegExp; isCaseSensitive: boolean }>();

/**
 * Whole-word pattern for a keyword, allowing a plural ending. Keywords written with a capital letter match
 * case-sensitively, so 'React' is not found in 'react quickly' nor 'Excel' in 'excel at'.
 */
function keywordPattern(keyword: string): { pattern: RegExp; isCaseSensitive: boolean } {
  const cached = patternCache.get(keyword);
  if (cached) return cached;
  const isCaseSensitive = /\p{Lu}/u.test(keyword);
  const folded = isCaseSensitive ? foldCharacters(keyword) : normaliseForMatching(keyword);
  const escaped = folded.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pluralEnding = /[a-z]$/i.test(folded) ? '(?:s|es)?' : '';
  // Accents are already folded away, so ASCII word characters mark word boundaries (and compile far faster than
  // Unicode property classes, which matters with hundreds of keywords).
  const pattern = new RegExp(`(?<![a-zA-Z0-9])${escaped}${pluralEnding}(?![a-zA-Z0-9])`, 'g');
  const entry = { pattern, isCaseSensitive };
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
