/**
 * Work authorisation told as citizenship or a visa ('We are only able to consider applicants who are United States
 * citizens or who already possess a United States Worker Visa', 'must be a U.S. citizen or hold a visa that permits
 * employment', 'EU citizens or permanent residents only'): the right to work, though the words 'work permit' or
 * 'authorised to work' are missing. (Round 23's legal counsel's condition was never asked.)
 */
const CITIZEN_OR_VISA_ALONE = String.raw`\bcitizens?(?:hip)?\b[^.;]{0,80}?\b(?:visas?|permanent residen\w+|green cards?)\b|\bvisa (?:that|which) (?:permits|allows) (?:\w+ ){0,3}(?:to )?(?:work|employment)\b`;

/**
 * Citizenship alone as the condition ('Must be a US citizen', 'Must hold EU nationality', 'Citizenship required',
 * 'Nacionalidad española', 'Être de nationalité française', 'Deutsche Staatsangehörigkeit'): the right to work too,
 * asked as the work authorisation, never as experience (round 33's 'T.C. vatandaşı olmak' kind; the Turkish words
 * are in work-condition-cues-tr.ts). Not a subject of the work ('citizen science', 'serve citizens').
 */
const CITIZENSHIP = String.raw`\b(?:must|should|to) (?:be|hold|have) (?:an? )?(?:[\w.]+ ){0,2}(?:citizen(?:ship)?|nationality)\b(?! (?:science|scientists?|journalism|engagement|services?|advice|panels?|participation)\b)|\bcitizens? only\b|\bcitizenship (?:is )?(?:required|mandatory)\b|\bnacionalidad (?:espa[ñn]ola|mexicana|argentina|chilena|colombiana|peruana|europea)\b|\bnationalit[ée] (?:fran[çc]aise|europ[ée]enne|belge|suisse)\b|\bressortissant\w* (?:de l['’]union|d['’]un [ée]tat membre)\b|\bstaatsangeh[öo]rigkeit\b|\bstaatsb[üu]rgerschaft\b`;

export const CITIZEN_OR_VISA = `${CITIZEN_OR_VISA_ALONE}|${CITIZENSHIP}`;
