import type { Section } from './sections.ts';

// 'previous experience is not a requirement', '– dog ikke et krav', 'no experience needed', 'kein Muss', 'no es
// imprescindible', 'pas obligatoire': what the line names is waived. Only where the waiver closes the line: 'Although
// prior experience is not necessary, you must have …' still asks for what follows.
const WAIVER = new RegExp(
  String.raw`(?:\bnot (?:a )?(?:requirement|required|necessary|essential|mandatory|a must)|\bno (?:previous |prior )?experience (?:is )?(?:needed|required|necessary)|\bikke (?:et )?(?:krav|nødvendig|påkrævet)|\bikke (?:et )?(?:krav|nødvendig|påkrevd)|\bkein muss|\bnicht (?:erforderlich|notwendig|zwingend)|\bkeine voraussetzung|\bno (?:es )?(?:imprescindible|necesari[oa]|obligatori[oa]|un requisito)|\bpas (?:obligatoire|n[ée]cessaire|indispensable|exig[ée]e?)|\bnon (?:[èe] )?(?:obbligatori[oa]|necessari[oa]|richiest[oa]|indispensabile)|\bgeen (?:vereiste|must|voorwaarde)|\bn[ãa]o (?:[ée] )?(?:obrigat[óo]ri[oa]|necess[áa]ri[oa]|um requisito|requisito))[\s.,;:!)]*(?:\p{L}+[\s.,;:!)]*){0,2}$`,
  'iu',
);

// 'Preferred but not required', 'sehr von Vorteil, aber nicht zwingend': what would help, asked as a plus.
const PLUS =
  /\b(?:preferred|desirable|a plus|an advantage|advantageous|nice to have|bonus|von vorteil|w[üu]nschenswert|un atout|un plus|deseable|valorar|gewenst|pr[ée]|desej[áa]vel|diferencial)\b/iu;

// '…の経験を歓迎しますが、必須要件ではありません。', '経験不問', '不是必须的', '필수는 아닙니다': Japanese, Chinese and Korean
// lines that close by waiving what they name. A welcome before it ('歓迎しますが') makes no plus of it: the line says
// that what it names is not required, and asked as a requirement it would be.
const CJK_WAIVER =
  /(?:必須(?:要件|条件|事項)?(?:では|で\s*は)(?:ありません|ございません|ない)|必要(?:では|は)?ありません|不問|(?:并)?(?:不是|非)必(?:须|要|需)(?:的)?|不作要求|필수(?:는|가)?\s*아닙니다|필수\s*아님|필수\s*사항이\s*아닙니다)[。．.!！)）\s]*$/u;

/** A line that waives what it names ('You have experience from previous work – not a requirement'), not a plus. */
export function isWaived(line: string): boolean {
  return (WAIVER.test(line.trim()) && !PLUS.test(line)) || CJK_WAIVER.test(line.trim());
}

/** The sections without the lines that waive what they name: neither a requirement nor an example of the work. */
export function withoutWaivedLines(sections: Section[]): Section[] {
  return sections.map((section) => ({ ...section, items: section.items.filter((item) => !isWaived(item)) }));
}
