// A certificate's entry names it; some templates describe it under the name in sentences, wrapped at the column's
// edge ('Certificate issued by the Open' / 'Source Guild to prove basic skills'). The description is the
// certificate's, never a certificate of its own.

// A sentence's marks: who issued or awarded it ('issued by'), what it proves ('to prove'), a clause ('which
// covers'), four lowercase words or more (names have few: 'Certificate of Proficiency in English'), or a full stop
// after a word ('…the use of' / 'DataStage.').
const DESCRIPTION =
  /\b\p{L}+ed\s+by\b|\bto\s+(?:prove|demonstrate|show|certify|confirm|validate|attest|assess)\b|\b(?:which|that|who)\s+\p{Ll}+s\b|\p{Ll}{3}[.!]$/u;
const isSentence = (text: string): boolean =>
  /^\p{Ll}[\p{Ll}\s]/u.test(text) ||
  DESCRIPTION.test(text) ||
  (text.match(/(?<![\p{L}-])\p{Ll}+(?![\p{L}-])/gu)?.length ?? 0) >= 4;
// A description cut at the column's edge goes on in the next line: it ends on a word that needs more, a comma or a
// slash, or leaves a bracket open.
const isUnfinished = (text: string): boolean =>
  /(?:\b(?:the|a|an|of|by|and|or|to|for|in|on|with|from)|[,/(])$/i.test(text) ||
  (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0);

/** The lines of a certifications section that name certificates: description lines, and their wraps, left out. */
export function withoutCertificateDescriptions<T extends { text: string }>(lines: T[]): T[] {
  const names: T[] = [];
  let isDescriptionOpen = false;
  for (const line of lines) {
    const isDescription: boolean = isDescriptionOpen || isSentence(line.text);
    isDescriptionOpen = isDescription && isUnfinished(line.text);
    if (!isDescription) names.push(line);
  }
  return names;
}
