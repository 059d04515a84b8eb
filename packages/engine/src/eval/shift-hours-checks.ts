import type { WorkRequirement } from '@viva/contracts';
import { requirementTopic } from './work-requirement-checks.ts';

/**
 * A check of issue 13 on working hours (round 29's kind): the hours asked as one shift's times ('5:45 - 13:45') where
 * the posting lists several shifts ('first 5:45 - 13:45, second 13:55 - 21:45, third 21:45 - 5:45'): the candidate is
 * asked to agree to one shift when the post rotates through all of them. Plain patterns over the requirement and the
 * posting, apart from the engine.
 */

// A span of clock times ('5:45 - 13:45', '6.00–14.00', '22:00 to 06:00'); figures not bounded by '\b', since a
// posting's glued text puts letters of any script right after them ('13:45Друга').
const TIME_RANGE = /(?<![\d:.])\d{1,2}[:.]\d{2}\s*(?:[-–—]|to|bis|do|до)\s*\d{1,2}[:.]\d{2}(?![\d:])/giu;
// A shift, in the languages postings come in.
const SHIFT_WORD =
  /(?<![\p{L}])(?:shifts?|schicht\p{L}*|turn[oi]s?|turnos?|zmian\p{L}*|змін\p{L}*|смен\p{L}*|vuoro\p{L}*|skift\p{L}*|ploeg\p{L}*|diensten|postes?|équipes?|シフト)(?![\p{L}])/iu;
// The lines around the quoted one that may list the other shifts (a list of shifts, one a line).
const NEAR_LINES = 3;

const rangeKey = (range: string): string =>
  range.replace(/\s+/g, '').replace(/[–—]/g, '-').replace(/\./g, ':');

/** Why an hours requirement quotes one shift of several the posting lists (null when it does not). */
export function oneShiftOfSeveral(requirement: WorkRequirement, documentText: string): string | null {
  if (requirementTopic(requirement.title) !== 'hours') return null;
  const quoted = [...requirement.question.matchAll(TIME_RANGE)].map((match) => rangeKey(match[0]));
  if (new Set(quoted).size !== 1) return null;
  const lines = documentText.split('\n');
  const at = lines.findIndex((line) =>
    [...line.matchAll(TIME_RANGE)].some((m) => rangeKey(m[0]) === quoted[0]),
  );
  if (at < 0) return null;
  const near = lines.slice(Math.max(0, at - NEAR_LINES), at + NEAR_LINES + 1).join('\n');
  const ranges = new Set([...near.matchAll(TIME_RANGE)].map((match) => rangeKey(match[0])));
  return ranges.size >= 2 && SHIFT_WORD.test(near)
    ? `asks one shift's hours of ${ranges.size} the posting lists`
    : null;
}
