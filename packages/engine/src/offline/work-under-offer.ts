import { withoutAccents } from '../text/accents.ts';

/**
 * What a posting tells under its offer heading that is not the offer. (Round 21's counter-sales post set its paragraph
 * of duties under 'Wat kunnen wij bieden', and its only requirements in 'Ben jij die energieke persoon … met … dan
 * bieden wij jouw een:' over the offer lines; both were lost with the offer.)
 */

// A paragraph that names the work's tasks and lists them ('a varied job with tasks such as …', 'werkzaamheden zoals
// …', 'Aufgaben wie …', 'tarefas como …', 'des missions telles que …') or tells the person what they answer for ('you
// will be responsible for', 'je bent verantwoordelijk voor'): the duties, though the offer's heading is over it. Not
// 'activities such as team outings': activities may be the offer's. Tested without accents.
const TASKS_LISTED =
  /\b(?:tasks|duties|werkzaamheden|taken|aufgaben|tatigkeiten|tarefas|tareas|funciones|taches|missions|mansioni)\s+(?:such as|like|including|zoals|wie|como|tel(?:le)?s que|comme|quali|come)\s/i;
const RESPONSIBLE_FOR =
  /\b(?:you(?: will|['’]ll)? (?:be |are )?responsible for|(?:(?:je|jij) (?:bent|wordt)|(?:ben|word) (?:je|jij)) verantwoordelijk voor|(?:sie sind|du bist|sind sie|bist du) (?:verantwortlich|zustandig) fur|(?:vous serez|tu seras) (?:charge|responsable)s? de|(?:voce )?sera responsavel (?:por|pela|pelo)|seras responsable de)\b/i;

/** Whether a paragraph under an offer heading describes the work rather than what the employer offers. */
export function describesTheWork(paragraph: string): boolean {
  const text = withoutAccents(paragraph);
  return TASKS_LISTED.test(text) || RESPONSIBLE_FOR.test(text);
}

// 'Een veelzijdige functie met allerhande werkzaamheden zoals …', 'A varied role with tasks such as …': the frame
// before the tasks names the job, not a task; the tasks after it are the duty quoted.
const JOB_FRAME =
  /^(?:a|an|een|ein|eine|um|uma|un|une|una)\s+(?:\p{L}+\s+){0,2}(?:job|role|position|functie|baan|stelle|t[äa]tigkeit|fun[çc][ãa]o|vaga|poste|puesto|emploi)\s+(?:with|met|mit|com|avec|con)\s+(?:\p{L}+\s+){0,2}(?:tasks|duties|werkzaamheden|taken|aufgaben|t[äa]tigkeiten|tarefas|t[âa]ches|tareas|missions|funciones)\s+(?:such as|like|including|zoals|wie|como|telles que|comme)\s+(?=\p{L})/iu;

/** A paragraph of duties without the frame that names the job before its tasks. */
export function withoutJobFrame(paragraph: string): string {
  const text = paragraph.trim();
  const framed = JOB_FRAME.exec(text);
  return framed ? text.slice(framed[0].length).replace(/^\p{Ll}/u, (letter) => letter.toUpperCase()) : text;
}

// 'Ben jij die energieke persoon die wij zoeken met … dan bieden wij jouw een:', 'Are you the person we need, with …?
// Then we offer you:', 'Bist du die Person, die wir suchen, mit …? Dann …': who the person must be, then what follows.
const ASKED_PROFILE =
  /^(?:ben (?:jij|je)|bent u|are you|bist du|sind sie|[eê]tes-vous|es-tu|voc[eê] [eé]|[eé]s tu|eres t[uú]|sei tu)\s+(.{10,300}?)[\s?!,]+(?:dan|then|dann|alors|ent[ãa]o|entonces|allora)\s+(.*)$/iu;
// Who the person is, up to the first 'with': 'die energieke persoon die wij zoeken met …', 'the candidate we need with
// …', 'die Person, die wir suchen, mit …'. What follows is what they must have.
const PERSON_WITH = /^(?:[\p{L}'’-]+,?\s+){1,8}?(?:met|with|mit|avec|com|con)\s+(\p{L}.{5,})$/u;

/**
 * A sentence that asks whether the reader is the person sought and goes on with 'then …': the requirement it holds
 * (what the person must have, after 'with'; null when it names only a trait) and the rest, which may lead a list
 * ('dan bieden wij jouw een:' over the offer). Null for any other line.
 */
export function askedProfile(line: string): { requirement: string | null; rest: string } | null {
  const asked = ASKED_PROFILE.exec(line.replace(/[*_]+/g, '').trim());
  if (!asked?.[1] || asked[2] === undefined) return null;
  const had = PERSON_WITH.exec(asked[1].replace(/[?,]$/, ''))?.[1];
  const requirement = had ? had.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase()) : null;
  return { requirement, rest: asked[2].trim() };
}
