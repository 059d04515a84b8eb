// A CV's own list of achievements, apart from any one job ('Key achievements', 'Career highlights'): the stories
// told there in problem, action and result, and the lines that name the employer they were won at.
import type { CvLine } from './cv-lines.ts';

/** One achievement as the CV tells it; `at` only where its own words name the employer. */
export type CvAchievement = {
  name: string | null;
  /** What the CV calls the starting point ('problem', 'situation'), and what it says of it. */
  situation: { word: string; text: string } | null;
  action: string | null;
  result: string;
  at: string | null;
};

// 'Problem:', 'Action:', 'Result:' (and the STAR and CAR layouts' words): the parts of one told achievement.
const PART_LABEL =
  /\b(problem|challenge|situation|task|context|action|actions taken|solution|result|results|outcome|impact)\s*:\s*/gi;
const SITUATION_WORD: Record<string, string> = {
  problem: 'problem',
  challenge: 'challenge',
  situation: 'situation',
  task: 'task',
  context: 'situation',
};
const ACTION_LABELS = new Set(['action', 'actions taken', 'solution']);

type Parts = Pick<CvAchievement, 'situation' | 'action'> & { result: string | null };

function partsOf(text: string): Parts {
  const parts: Parts = { situation: null, action: null, result: null };
  const labels = [...text.matchAll(PART_LABEL)];
  labels.forEach((label, index) => {
    const end = labels[index + 1]?.index ?? text.length;
    const said = text.slice((label.index ?? 0) + label[0].length, end).trim();
    const word = (label[1] ?? '').toLowerCase();
    const part = word in SITUATION_WORD ? 'situation' : ACTION_LABELS.has(word) ? 'action' : 'result';
    if (!said) return;
    if (part === 'situation') parts.situation ??= { word: SITUATION_WORD[word] ?? 'situation', text: said };
    else parts[part] ??= said;
  });
  return parts;
}

/**
 * The achievements a section of them tells with their result labelled ('Result: Saved the company …'), each under
 * its name where a line above names it; the employer only where the entry's words name one of the CV's employers.
 */
export function achievementsOf(lines: CvLine[], employers: string[]): CvAchievement[] {
  const achievements: CvAchievement[] = [];
  let name: string | null = null;
  let told: string[] = [];
  const close = (): void => {
    const text = told.join(' ');
    const parts = partsOf(text);
    if (parts.result) {
      const at = employers.find((employer) => text.includes(employer) || name?.includes(employer)) ?? null;
      achievements.push({ name, ...parts, result: parts.result, at });
    }
    told = [];
  };
  for (const line of lines) {
    const text = line.text.replace(/^[-*•·]\s*/u, '').trim();
    // A line with no label opening it, after a told entry, names the next one.
    if (!new RegExp(`^${PART_LABEL.source}`, 'i').test(text)) {
      if (told.length > 0 && partsOf(told.join(' ')).result) close();
      if (told.length === 0) {
        name = text.replace(/[.:]$/, '') || null;
        continue;
      }
    }
    told.push(text);
  }
  close();
  return achievements;
}
