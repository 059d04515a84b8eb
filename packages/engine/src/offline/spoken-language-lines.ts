/**
 * A line of a quoted-language posting naming a language the person speaks ('Dominar el català i el castellà',
 * 'Nivell suficient d'anglès', 'Gode danskkundskaber', 'Cunoașterea limbii engleze'): the language the work is done
 * in, so a requirement even when listed under what the employer would value; a line saying so outright
 * ('Es valorarà l'anglès') stays a plus.
 */
const SPOKEN_LANGUAGE =
  /(?<!\p{L})(?:catal[àa]|castell[àa]|angl[èe]s|franc[èe]s|alemany|dansk(?:kundskaber)?|norsk(?:kunnskaper)?|svensk|engelsk|limb(?:a|ii) (?:român[aăe]|engleză|engleze|rus[aăe]|franceză|germană))(?!\p{L})/iu;

export const namesSpokenLanguage = (line: string): boolean => SPOKEN_LANGUAGE.test(line);
