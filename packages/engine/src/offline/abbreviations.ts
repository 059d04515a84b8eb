/**
 * Abbreviations whose full stop ends no sentence: 'bzw.', 'z. B.', 'u. a.', 'ca.', 'e.g.', 'i.e.' in the middle of a
 * line ('Berufserfahrung in der Kundenberatung bzw. im Vertrieb', round 20's sales representative, was quoted cut at
 * 'bzw'; the Danish 'evt.', 'f.eks.' likewise); 'usw.', 'etc.', 'mv.' may close a sentence too, and end one only where the next opens in capitals.
 */
const MID_SENTENCE =
  /(?:^|[\s(,])(?:bzw|z\. ?B|u\. ?a|d\. ?h|ca|inkl|zzgl|ggf|evtl|bspw|vgl|e\.g|i\.e|approx|incl|vs|evt|tlf|f\. ?eks|bl\. ?a)\.$/iu;
const CLOSING_LIST = /(?:^|[\s(,])(?:usw|etc|u\. ?v\. ?m|o\. ?ä|mv)\.$/iu;

/** Whether a text's last full stop is an abbreviation's that cannot end a sentence ('… bzw.', '… z. B.'). */
export function endsOnMidSentenceAbbreviation(text: string): boolean {
  return MID_SENTENCE.test(text.trimEnd());
}

/** Whether a text ends on an abbreviation ('… usw.', '… etc.', '… bzw.'): its full stop may or may not end it. */
export function endsOnAbbreviation(text: string): boolean {
  return CLOSING_LIST.test(text.trimEnd()) || endsOnMidSentenceAbbreviation(text);
}
