// The labels a CV sets around a project's title: a form's 'Project Title:', and the kind and date
// of the project on the lines under its title ('TEAM PROJECT May 2018', 'Web App', 'June 2018').

import { DATE, DATE_RANGE } from './cv-vocabulary.ts';

// 'Project Title: Online Shop', 'Project Name - Online Shop', 'Title: Online Shop'.
const TITLE_LABEL = /^(?:project\s+(?:title|name)|title)\s*[:–-]+\s*(?=\S)/i;
// What kind of project it was: who it was done with or for, or what was built.
const PROJECT_KIND =
  /^(?:(?:team|personal|academic|group|individual|college|university|school|course|mini|major|minor|final[- ]year|capstone|freelance|client|open[- ]source|side|research|hobby)\s+project|(?:web|mobile|android|ios|desktop)\s+app(?:lication)?)$/i;
const DATE_AT_END = new RegExp(`\\s*[,·|–-]?\\s*(${DATE_RANGE.source}|${DATE})$`, 'i');

/** The title a 'Project Title:' line names, else null. */
export function labelledProjectTitle(text: string): string | null {
  const label = TITLE_LABEL.exec(text);
  return label ? text.slice(label[0].length) : null;
}

/**
 * A line giving a project's kind, its date or both ('TEAM PROJECT May 2018', 'June 2018'): the date, or '' when it
 * gives none; null for any other line.
 */
export function projectKindAndDate(text: string): string | null {
  const date = DATE_AT_END.exec(text);
  const rest = date ? text.slice(0, date.index).trim() : text.trim();
  if (rest !== '' && !PROJECT_KIND.test(rest)) return null;
  return date ? (date[1] ?? '') : '';
}
