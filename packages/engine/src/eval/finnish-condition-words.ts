/**
 * How a Finnish posting states the conditions of work, for the work requirement checks: a job board's field rows
 * ('Työaika' / 'kokoaikatyö', 'Työajat' / 'muu osa-aikatyö', 'Työn kesto' / 'yli 12 kuukautta', 'Työpaikan osoite' /
 * '40100 JYVÄSKYLÄ', 'Työ alkaa' / 'kesä 2014') and the same words in its text ('määräaikainen', 'vakituinen').
 * Bounded by no letter: '\b' is ASCII only.
 */
const CONTRACT_OR_HOURS = String.raw`kokoaika\p{L}*|osa-aika\p{L}*|työaika|työajat|työn kesto|työsuhteen (?:kesto|tyyppi)|määräaikai\p{L}*|vakituinen|toistaiseksi voimassa\p{L}*`;
export const FINNISH_CONDITION: Record<string, RegExp> = {
  location: /(?<!\p{L})(?:työpaikan (?:osoite|sijainti)|työskentelypaikka|sijainti)(?!\p{L})/iu,
  start: /(?<!\p{L})työ alkaa(?!\p{L})/iu,
  hours: new RegExp(String.raw`(?<!\p{L})(?:${CONTRACT_OR_HOURS})(?!\p{L})`, 'iu'),
  contract: new RegExp(String.raw`(?<!\p{L})(?:${CONTRACT_OR_HOURS})(?!\p{L})`, 'iu'),
};
