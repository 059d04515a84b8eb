/**
 * The employer saying that it offers, the words that open a posting's offer: 'What we offer', 'In return, we offer',
 * 'Wir bieten', 'Was wir Ihnen bieten', 'Das bieten wir', 'Nous vous offrons', 'Lo que te ofrecemos', 'Cosa
 * offriamo', 'Wat wij je bieden', 'Wat bieden wij', 'O que oferecemos'. A pattern's source (lower case, accents
 * removed) that the offer lines, the benefits headings and the MCQ's boilerplate weights build on, so a language is
 * added here once. The lead words ('what', 'was', 'ce que', 'lo que', 'cosa', 'wat', 'o que') are optional, so a
 * pattern anchored at a line's start finds the lead too.
 */
export const WE_OFFER = [
  String.raw`(?:what |in (?:exchange|return),? )?we (?:can )?offer`,
  String.raw`(?:(?:was|das) (?:wir )?|wir )(?:dir |ihnen |euch )?bieten|bieten wir`,
  String.raw`(?:ce que )?nous (?:vous )?offrons`,
  String.raw`(?:lo que (?:te )?|te |le |les )?ofrecemos`,
  String.raw`(?:(?:che )?cosa )?(?:ti )?offriamo`,
  String.raw`(?:wat )?(?:(?:wij|we) (?:je |u )?bieden|bieden (?:wij|we))`,
  String.raw`(?:o que )?oferecemos`,
].join('|');

/** The offer named by a heading's noun: 'Benefits', 'Perks', 'Beneficios', 'Avantages', 'Unser Angebot'. */
export const BENEFITS_NOUN = String.raw`benefits?|perks|beneficios|avantages|unser angebot`;
