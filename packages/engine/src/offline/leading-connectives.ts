// A line of prose that opens on a connective ('Därtill trivs du med …', 'Zudem bringen Sie …', 'Furthermore, you
// have …'): it joins the line to the one before; quoted alone in a question, the connective points at nothing.
import type { Language } from '../text/stopwords.ts';

// Languages whose finite verb stands second: after an opening adverb the subject follows the verb ('Därtill trivs du'),
// so the adverb goes only with the subject put back before its verb ('Du trivs'). Dutch is left out: its verb changes
// its ending when 'je' moves ('heb je', 'je hebt').
const VERB_SECOND: Partial<Record<Language, { connective: string; subject: string }>> = {
  sv: { connective: 'därtill|dessutom|även|också|vidare|därutöver', subject: 'du|ni|vi|man|det' },
  da: { connective: 'desuden|derudover|endvidere|også', subject: 'du|i|vi|man|det' },
  nb: { connective: 'dessuten|i tillegg|videre|også', subject: 'du|dere|vi|man|det' },
  de: {
    connective:
      'zudem|außerdem|ausserdem|darüber hinaus|des weiteren|desweiteren|weiterhin|ferner|zusätzlich',
    subject: 'sie|du|ihr|wir|man|es',
  },
};

// Languages whose subject keeps its place after an opening connective: the connective is dropped alone.
const DROPPED: Partial<Record<Language, string>> = {
  en: 'furthermore|additionally|moreover|in addition|also',
  es: 'además|asimismo|igualmente|también',
  fr: 'de plus|en outre|par ailleurs|également',
  it: 'inoltre|in aggiunta|altresì',
  pt: 'além disso|ademais|também',
};

const capitalised = (text: string): string => text.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());

/** The line without its opening connective, its subject put back first where the verb came before it. */
export function withoutLeadingConnective(text: string, language: Language): string {
  const verbSecond = VERB_SECOND[language];
  if (verbSecond) {
    const inverted = new RegExp(
      `^(?:${verbSecond.connective}),?\\s+(\\p{L}+)\\s+(${verbSecond.subject})(?!\\p{L})`,
      'iu',
    ).exec(text);
    if (!inverted?.[1] || !inverted[2]) return text;
    const subject = inverted[2] === inverted[2].toLowerCase() ? capitalised(inverted[2]) : inverted[2];
    return `${subject} ${inverted[1].toLowerCase()}${text.slice(inverted[0].length)}`;
  }
  const dropped = DROPPED[language];
  if (!dropped) return text;
  // 'In addition to Python, …', 'Además de inglés, …': a phrase the connective opens, kept whole.
  const opening = new RegExp(`^(?:${dropped}),?\\s+(?!(?:to|of|de|del|di|à|a)\\s)(?=\\p{L})`, 'iu').exec(
    text,
  );
  return opening ? capitalised(text.slice(opening[0].length)) : text;
}
