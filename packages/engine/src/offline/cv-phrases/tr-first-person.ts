// Turkish CVs often tell their posts in the third person ('dersleri verdi', 'koçluğunu yaptı', 'ders veriyor'): the
// person is the verb's ending, so the candidate's own account adds the first person's ('verdim', 'yaptım', 'veriyorum').

// A stem ending in a vowel and 'n', or in 'ıl', 'il', 'ul', 'ül', is passive ('hazırlandı', 'yürütüldü', 'kazanıldı':
// 'it was prepared'), which no one tells of themselves, except in these verbs, active though so written.
const ACTIVE_PASSIVE_LOOKING = new Set([
  'üstlen',
  'bulun',
  'öğren',
  'katıl',
  'kazan',
  'ilgilen',
  'yararlan',
  'görevlen',
  'uzmanlaş',
]);
const PASSIVE_STEM = /(?:[aeıioöuü]n|[ıiuü]l)$/u;
// Words that end like a past verb but are none ('şimdi' now, 'kendi' own, 'kredi' credit, 'yedi' seven).
const NOT_VERBS = new Set(['şimdi', 'kendi', 'kredi', 'vadi', 'hindi', 'yedi', 'ordu']);

const isActive = (stem: string): boolean =>
  !PASSIVE_STEM.test(stem) || [...ACTIVE_PASSIVE_LOOKING].some((verb) => stem.endsWith(verb));

/**
 * A verb in the third person as the first person says it, or null for any other word; the present of a post held
 * before told as what the candidate was doing then ('veriyor' → 'veriyordum').
 */
function firstPersonVerb(word: string, isCurrent: boolean): string | null {
  if (NOT_VERBS.has(word)) return null;
  // The past: '-dı' after a vowel or a voiced consonant, '-tı' after a voiceless one ('verdi', 'hazırladı', 'yaptı').
  const past = /^(\p{Ll}{2,})(?:(?<=[aeıioöuübcdgğjlmnrvyz])d|(?<=[çfhkpsşt])t)[ıiuü]$/u.exec(word);
  if (past) return isActive(past[1] ?? '') ? `${word}m` : null;
  // The present: '-iyor' ('veriyor' → 'veriyorum'), and the written '-mektedir' ('yürütmektedir' → 'yürütmekteyim').
  const present = /^(\p{Ll}{2,}?)[ıiuü]?yor$/u.exec(word);
  if (present) return isActive(present[1] ?? '') ? `${word}${isCurrent ? 'um' : 'dum'}` : null;
  const written = /^(\p{Ll}{2,})(m[ae]kt[ae])d[ıi]r$/u.exec(word);
  if (written)
    return isActive(written[1] ?? '')
      ? `${written[1]}${written[2]}${written[2]?.endsWith('a') ? 'yım' : 'yim'}`
      : null;
  return null;
}

/**
 * A CV's line told in the third person as the candidate says it: each verb ending a clause (before a comma, 've', a
 * full stop or the line's end) in the first person; a passive or any other line stays as it is.
 */
export function turkishFirstPerson(line: string, isCurrent: boolean): string {
  return line.replace(
    /(?<!\p{L})(\p{Ll}+)(?=\s*(?:[,;.!]|\sve\s|$))/gu,
    (word) => firstPersonVerb(word, isCurrent) ?? word,
  );
}
