// Cues of work conditions in Finnish postings, read by work-requirements.ts beside its own cues of each condition: a
// job board's field rows, set as headings over their values ('Työaika' over 'kokoaikatyö', 'Työn kesto' over 'yli 12
// kuukautta', 'Työpaikan osoite' over '40100 JYVÄSKYLÄ', 'Työ alkaa' over 'kesä 2014'), and the same words in a
// posting's text. Each cue is a term of employment, never a word of the work itself. '\b' is ASCII only, so a cue
// ending on a Finnish letter ('kokoaikatyö') is bounded by no letter after it.

/**
 * Full or part time ('kokoaikatyö', 'muu osa-aikatyö', a board's 'Työaika: Kokopäiväinen', 'osapäiväinen'), a permanent or fixed-term post ('vakituinen',
 * 'määräaikainen', 'toistaiseksi voimassa oleva'), and the length of the work under its label ('Työn kesto: yli 12
 * kuukautta').
 */
export const FINNISH_CONTRACT = String.raw`(?<!\p{L})(?:kokoaika(?:työ|inen)|osa-aika(?:työ|inen)|(?:koko|osa)päiväi\p{L}*|vakituinen|määräaikai\p{L}*|toistaiseksi voimassa\p{L}*|^työn kesto\s*:|^työsuhteen (?:kesto|tyyppi)\s*:)(?!\p{L})`;
/**
 * The place under its label ('Työpaikan osoite: 40100 JYVÄSKYLÄ', 'Sijainti: Tampere', the town's 'Paikkakunta:
 * Jyväskylä').
 */
export const FINNISH_LOCATION_LABEL = String.raw`^(?:työpaikan (?:osoite|sijainti)|työskentelypaikka|sijainti|paikkakunta)\s*[:·]`;
/**
 * The start under its label ('Työ alkaa: 01.06.2014, sop. mukaan', 'Työ alkaa: kesä 2014') or told in a sentence
 * ('työt alkavat jo kesäkuussa', 'työsuhde alkaa 1.9.'). The cue is read without the Unicode flag: Finnish letters
 * are spelt out at its ends.
 */
export const FINNISH_START = String.raw`^työ alkaa\s*:|(?<![a-zåäö])(?:työt?|työsuhde) (?:alkaa|alkavat)(?![a-zåäö])`;
