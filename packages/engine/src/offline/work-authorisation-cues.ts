/**
 * Work authorisation told as citizenship or a visa ('We are only able to consider applicants who are United States
 * citizens or who already possess a United States Worker Visa', 'must be a U.S. citizen or hold a visa that permits
 * employment', 'EU citizens or permanent residents only'): the right to work, though the words 'work permit' or
 * 'authorised to work' are missing. (Round 23's legal counsel's condition was never asked.)
 */
export const CITIZEN_OR_VISA = String.raw`\bcitizens?(?:hip)?\b[^.;]{0,80}?\b(?:visas?|permanent residen\w+|green cards?)\b|\bvisa (?:that|which) (?:permits|allows) (?:\w+ ){0,3}(?:to )?(?:work|employment)\b`;
