import { TECHNOLOGY } from './technology-words.ts';

/**
 * Checks of issue 13 on a CV's skills read as its entries (round 28's designer CV, whose skills are set as headings): a
 * technology or tool named where the employer or the degree stands ("J'ai travaillé chez C# et chez HTML", 'Ma
 * formation : MS Visual Studio (2022)', 'Votre CV indique C# sans dates'). Plain patterns over the output, with the
 * eval's own list of technologies, written apart from the CV reader.
 */

// The name in a slot: up to the words or marks that end it (its dates, the next clause, the question's end); a name
// may hold a full stop ('ASP.NET', 'Node.js'); a list of names joined by 'and' stays whole, up to the next slot ('chez
// C# et chez HTML').
const NAME = String.raw`([^\s,;?()][^,;?()]{0,40}?)`;
const NAME_END = String.raw`(?=\s+(?:from|since|until|to|as|in|where|when|while|de|depuis|desde|seit|von|vanaf|dal|sans|without|sin|ohne|zonder|senza|sem|en|em)\s|\s+(?:and|et|y|und|e|en)\s+(?:at|chez|bei|bij|presso|en|em)\s|\s*[(,;:?!]|\.(?:\s|$)|$)`;

// Where a text names the employer: 'at', 'chez', 'bei', 'bij', 'presso' (not 'good at Python'); the Spanish and
// Portuguese 'Trabajé en X de 2019', '¿… responsabilidades en X?' ('Trabajé en Python' may tell a language used, so
// only before dates or the question's end); an admin question's entry without dates.
const EMPLOYER_SLOTS = [
  String.raw`(?<!\b(?:good|better|best|skilled|proficient|expert|adept|strong|experienced|great|fluent)\s)\bat\s+${NAME}${NAME_END}`,
  String.raw`(?<![\p{L}])(?:chez|bei|bij|presso)\s+${NAME}${NAME_END}`,
  String.raw`(?<![\p{L}])(?:trabaj\p{L}*|trabalh\p{L}*|responsabilidades|hizo|fez)\s+(?:en|em)\s+${NAME}(?=\s+(?:de|desde)\s+\d|\s*\?)`,
  String.raw`\b(?:lists|indica|indique|nennt|noemt)\s+${NAME}\s+(?:without dates|sin fechas|sans dates|senza date|sem datas|ohne Daten|zonder data)\b`,
].map((source) => new RegExp(source, 'giu'));

// Where a text names the degree: the engine's 'my studies' lead in each language, 'I hold a', 'Estudié el', and an
// admin question that asks to confirm it ('Votre CV indique X (2022). Pouvez-vous confirmer le diplôme …').
const DEGREE_SLOTS = [
  String.raw`(?:ma formation\s?:|meine ausbildung:|la mia formazione:|mijn opleiding:|moje wykształcenie:|minha formação:|estudié(?: el| la)?|I hold(?: an?)?|I studied)\s+${NAME}${NAME_END}`,
  String.raw`\b(?:lists|indica|indique|nennt|noemt|podano:)\s+(?:an?\s+)?${NAME}(?:\s*\((?:19|20)\d{2}\))?\.\s+[^.?]*\b(?:degree|diplôme|título|abschluss|diploma|titolo|curso|kierunek)\b`,
].map((source) => new RegExp(source, 'giu'));

/** Whether every name of a list ('C#', 'Java et HTML') is a technology or tool. */
function isToolList(name: string): boolean {
  const names = name.trim().split(/\s*,\s*|\s+(?:and|et|y|und|e|en)\s+/u);
  return names.every((part) => TECHNOLOGY.test(part.trim()));
}

/** Skills and tools named as an employer or as a degree ('chez C#', 'Ma formation : MS Visual Studio'). */
export function toolsAsEmployersOrDegrees(text: string): string[] {
  const named = (slots: RegExp[], as: string) =>
    slots.flatMap((slot) =>
      [...text.matchAll(slot)]
        .map((match) => (match[1] ?? '').trim())
        .filter(isToolList)
        .map((name) => `a skill or tool '${name}' as ${as}`),
    );
  return [...new Set([...named(EMPLOYER_SLOTS, 'an employer'), ...named(DEGREE_SLOTS, 'a degree')])];
}
