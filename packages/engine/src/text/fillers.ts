import type { FillerWords } from '@viva/contracts';

// Hesitation sounds are always fillers; the words below only when used as fillers (see the rules beside them).
const HESITATIONS = ['um', 'umm', 'uh', 'uhh', 'uhm', 'er', 'erm', 'ah', 'hmm', 'mm'];

type FillerRule = { filler: string; pattern: RegExp };

const RULES: FillerRule[] = [
  ...HESITATIONS.map((filler) => ({ filler, pattern: new RegExp(`\\b${filler}\\b`, 'gi') })),
  { filler: 'basically', pattern: /\bbasically\b/gi },
  { filler: 'actually', pattern: /\bactually\b/gi },
  { filler: 'literally', pattern: /\bliterally\b/gi },
  // 'I mean' as a hedge, not 'what I mean is' / 'I meant'.
  { filler: 'i mean', pattern: /(?<!\bwhat\s)\bi mean\b(?!\s+(?:that|it|to)\b)/gi },
  // 'you know' not as a question or a verb with an object: 'do you know', 'you know how/what/that'.
  {
    filler: 'you know',
    pattern:
      /(?<!\b(?:do|did|if|don't|as|would|will|let|you'd|now)\s)\byou know\b(?!\s+(?:how|what|where|who|why|when|which|whether|about|him|her|them|it\b|that\s+\w+\s+is))/gi,
  },
  // 'sort of' / 'kind of' as hedges, not 'this kind of work', 'what sort of', 'a kind of'.
  {
    filler: 'sort of',
    pattern: /(?<!\b(?:a|the|this|that|what|which|some|any|every|same|these|those|all|one)\s)\bsort of\b/gi,
  },
  {
    filler: 'kind of',
    pattern: /(?<!\b(?:a|the|this|that|what|which|some|any|every|same|these|those|all|one)\s)\bkind of\b/gi,
  },
  // 'like' as a filler: set off by commas, after a hesitation or 'was/it's/just', before a pause word.
  // 'I like Python', 'would like to', 'tools like Docker' stay out.
  {
    filler: 'like',
    pattern:
      /(?:(?:^|[,.!?;]\s*)like\b(?!\s+(?:to|a|an|the|this|that|it|them|him|her|me|us)\b)|\b(?:was|were|it's|just|um|uh|and|so|is)\s+like\b(?=\s*,|\s+(?:um|uh|really|so|i|we|you|totally|super)\b)|\blike\s*,)/gi,
  },
];

/** Counts filler words in spoken text: total and per filler. */
export function countFillerWords(text: string): FillerWords {
  const breakdown: Record<string, number> = {};
  let total = 0;
  for (const rule of RULES) {
    const count = text.match(rule.pattern)?.length ?? 0;
    if (count > 0) {
      breakdown[rule.filler] = count;
      total += count;
    }
  }
  return { total_count: total, breakdown };
}
