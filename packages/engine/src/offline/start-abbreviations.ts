// A start told by an abbreviation of 'as soon as possible' in the posting's language, which a candidate reading the
// question in English may not know: Dutch 'z.s.m.' / 'zsm' ('zo spoedig mogelijk'), Finnish 'mahd. pian'
// ('mahdollisimman pian'), German 'baldmögl.' / 'schnellstmögl.' ('baldmöglichst', 'schnellstmöglich').
/** The abbreviations, as a source the start-date cues take in (no Unicode classes: they are read without 'u'). */
export const ASAP_ABBREVIATION = String.raw`\b(?:z\.\s?s\.\s?m\b\.?|zsm\b|mahd\.\s?(?:pian|pikaisesti)\b|(?:bald|schnellst)m[öo]gl\.)`;

const ASAP = new RegExp(ASAP_ABBREVIATION, 'i');
// Trimming a quoted statement takes the stop off an abbreviation that ends it ('Startdatum: z.s.m').
const ENDS_CUT = /\bz\.\s?s\.\s?m$/i;

/**
 * A start statement quoted, and what its abbreviation says after the quote: '"z.s.m." (as soon as possible)', or in a
 * longer statement '"per 1 november of z.s.m." (z.s.m.: as soon as possible)'.
 */
export function quotedWithAsapSaid(
  statement: string,
  quote: [string, string],
  asSoonAsPossible: string,
): string {
  const [open, close] = quote;
  const abbreviation = ASAP.exec(statement)?.[0];
  if (!abbreviation) return `${open}${statement}${close}`;
  const written = ENDS_CUT.test(statement) ? `${statement}.` : statement;
  const said = ENDS_CUT.test(abbreviation) ? `${abbreviation}.` : abbreviation;
  return `${open}${written}${close} (${written === said ? '' : `${said}: `}${asSoonAsPossible})`;
}
