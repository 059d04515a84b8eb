// The skills of a CV: the ones its skills section lists or names, and the ones its other lines name, with the
// rules that keep levels, group labels, dates, initials and words that only look like tools out; the most
// mentioned first.
import { findSkills, isKnownSkill, skillMention } from '../text/skills.ts';
import { looksLikeCitation, withoutAuthorInitials } from './citations.ts';
import { type CvLine, PROFILE_SITES, YEAR } from './cv-lines.ts';
import { linesBesidesHobbies, withoutBodyNames, withSoftSkillsLast } from './cv-skill-sources.ts';
import { withoutSkillLevel } from './cv-skill-levels.ts';
import { DATE_RANGE, SEASON } from './cv-vocabulary.ts';
import { unique } from './unique-entries.ts';

// How well a skill or a language is known, set after it in a skills column ('C++ Routiniert', 'Deutsch Muttersprache'):
// a level, never a skill of its own.
const SKILL_LEVEL =
  /\s*\b(?:routiniert|ge[üu]bt|grundwissen|grundkenntnisse|fortgeschritten|muttersprache|flie(?:ss|ß)end|beginner|intermediate|advanced|expert|proficient|fluent|native|d[ée]butant|interm[ée]diaire|avanc[ée]|courant|natif)$/iu;

// A designed CV's skill bar printed as its percentage beside the skill ('Liderazgo 80%', 'Teamwork - 60%'; '70% · REACT'
// parts at its mark): how well the person rates it, never part of the skill, nor a level to rank the skills by.
const PERCENT_LEVEL = /^\d{1,3}\s?%\s*[-–—:]?\s*|\s*[-–—:]?\s*\d{1,3}\s?%$/u;

// The label of a skills row set in a column before its items ('Languages English | French', 'Tech Stack Tableau | …'),
// or on a line of its own over them ('Databases' / 'SQL / PostgreSQL'): a group, no skill.
const SKILL_GROUP =
  '(?:(?:spoken )?languages|tech(?:nical)? stack|tools|frameworks|libraries|databases|platforms|technologies|programming(?: languages)?|soft skills|operating systems)';
const SKILL_ROW_LABEL = new RegExp(`^${SKILL_GROUP}\\s+(?=\\p{Lu})`, 'iu');
const SKILL_GROUP_LABEL = new RegExp(`^${SKILL_GROUP}$`, 'iu');

// A competition's result set on a line of its own beside its name ('Participant', 'Demi finaliste'), as designed CVs
// whose columns run into the skills print it: how one did, no skill.
const COMPETITION_RESULT =
  /^(?:participant|participante|(?:semi|demi|quarter|quart de)[- ]?finalist[ea]?|finalist[ea]?|winner|gagnant[e]?|laur[ée]at[e]?|ganador[a]?|vencedor[a]?|runner[- ]up)$/iu;

// 'Word' in running text is the word ('Gender Bias in Word Embeddings', 'Thy Word is Truth'); the program is named
// as Microsoft's or beside the other office tools.
const WORD_AS_OFFICE_TOOL =
  /\b(?:MS|Microsoft)\s+Word\b|\bWord\b[^.\n]{0,40}\b(?:Excel|PowerPoint|Outlook|Access)\b|\b(?:Excel|PowerPoint|Outlook|Office)\b[^.\n]{0,40}\bWord\b/;

/** A skills list of short names ('Public Speaking', 'Event Management'): each line is a skill. */
function listedSkillsOf(skillLines: string[]): string[] {
  return (
    skillLines
      .filter((line) => !line.includes(':'))
      // A row whose label stands in a column of its own ('Tech Stack Tableau | Python'): the label goes; a row of
      // interests ('Personal Interests Swimming | Cooking') lists no skills.
      .filter((line) => !/^(?:personal )?(?:interests|hobbies)\s/i.test(line))
      // An entry's dates row set among the skills ('08/2014 – 06/2018 · Pune, India') names a place, no skill.
      .filter((line) => !DATE_RANGE.test(line))
      .map((line) => (/\s\|\s/.test(line) ? line.replace(SKILL_ROW_LABEL, '') : line))
      .flatMap((line) => line.split(/\s*[,;|•·]\s*/))
      .map((item) => withoutSkillLevel(item.replace(PERCENT_LEVEL, '').replace(SKILL_LEVEL, '').trim()))
      // A lone letter is a licence or language level ('B', 'C1'), not a skill.
      // 'Alzheimer's Disease' keeps its apostrophe.
      .filter((item) => /^\p{Lu}[\p{L}&/+#.'’ -]+$/u.test(item) && item.split(/\s+/).length <= 3)
      // A long word in capitals the lexicon does not know heads a group of the list ('PROGRAMMING'); acronyms are short.
      .filter((item) => !(item.length > 5 && !/\p{Ll}/u.test(item) && !isKnownSkill(item)))
      // The Europass language grid's rows ('Listening C1', 'Spoken interaction B2') rate a language, no skill.
      .filter((item) => !/^(?:listening|reading|writing|spoken (?:production|interaction))$/i.test(item))
      .filter((item) => !SKILL_GROUP_LABEL.test(item))
      .filter((item) => !COMPETITION_RESULT.test(item))
  );
}

const TERM = new RegExp(`\\b${SEASON}\\s+${YEAR}\\b`, 'gi');

/** The text without its terms: 'Spring 2014' is a date, not the Spring framework. */
function undated(text: string): string {
  return text.replace(TERM, ' ');
}

/** 'Word' beside 'Microsoft Word' is the same skill: the fuller name stays. */
function withoutPartNames(skills: string[]): string[] {
  const padded = skills.map((skill) => ` ${skill.toLowerCase()} `);
  return skills.filter(
    (_, index) => !padded.some((other, at) => at !== index && other.includes(padded[index] ?? '')),
  );
}

/** Skills most mentioned first (a CV's main tools come up in several jobs); ties keep CV order. */
function rankByMentions(skills: string[], text: string): string[] {
  const mentions = (skill: string): number => {
    const mention = skillMention(skill);
    return text.match(new RegExp(mention.source, `${mention.flags}g`))?.length ?? 0;
  };
  return skills
    .map((skill, index) => ({ skill, index, count: mentions(skill) }))
    .sort((first, second) => second.count - first.count || first.index - second.index)
    .map((entry) => entry.skill);
}

/** The CV's skills, from its lines and its skills section's lines. */
export function skillsOf(
  lines: CvLine[],
  skillLines: string[],
  paperLines: ReadonlySet<CvLine> = new Set(),
): string[] {
  const text = lines.map((line) => line.text).join('\n');
  // A skills list's level phrase ('Pokročilý v Pythonu') mentions its skill once, though declined: counted so.
  const listed = new Set(skillLines);
  const rankedText = lines
    .map((line) =>
      listed.has(line.text)
        ? line.text
            .split(/(\s*[,;|•·]\s*)/)
            .map((part) => withoutSkillLevel(part))
            .join('')
        : line.text,
    )
    .join('\n');
  // A profile site is a skill only where the CV lists it as one ('8,500+ GitHub stars' is a result, not a tool).
  const isSkillInText = (skill: string): boolean =>
    (!PROFILE_SITES.has(skill) || findSkills(skillLines.join('\n')).includes(skill)) &&
    (skill !== 'Word' || WORD_AS_OFFICE_TOOL.test(text));
  // A citation names its authors by initials ('R. Roe', 'Roe, R.'): an initial is no tool the candidate used ('R').
  // A citation names editors and titles ('Destin Jenkins and Ann Roe, eds. … Press'), not the tools the person used.
  // Pastimes under a hobbies heading and the words of a body's name are no tools the person used either.
  // A paper's topic and journal ('… angular spectrum method, Optics Express (2024)') name no tools either: a tool a
  // paper names is found where the CV lists or uses it, and its mentions there still count.
  const textBesidesInitials = linesBesidesHobbies(lines)
    .filter((line) => !looksLikeCitation(line.text) && !paperLines.has(line))
    .map((line) => withoutBodyNames(withoutAuthorInitials(line.text)))
    .join('\n');
  return withSoftSkillsLast(
    rankByMentions(
      withoutPartNames(
        unique(
          [
            ...findSkills(skillLines.join('\n')),
            ...listedSkillsOf(skillLines),
            ...findSkills(undated(textBesidesInitials)).filter(isSkillInText),
          ],
          (skill) => skill.toLowerCase(),
        ),
      ),
      rankedText,
    ),
    lines,
  );
}
