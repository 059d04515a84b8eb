// A summary section's lines as sentences: a PDF wraps a sentence at the page edge, so the lines are joined into
// paragraphs before they are parted at their full stops.
import { sentencesOf } from './cv-duty-sentences.ts';
import type { CvLine } from './cv-lines.ts';

/**
 * A summary's lines as paragraphs: a PDF wraps a sentence at the page edge ('...Stochastic and Deterministic' /
 * 'Modeling, Computer Programming...'), so a line that does not end a sentence goes on in the next one.
 */
function paragraphsOf(lines: CvLine[]): string[] {
  const paragraphs: string[] = [];
  let isOpen = false;
  for (const line of lines) {
    if (isOpen && !line.isBullet) paragraphs[paragraphs.length - 1] += ` ${line.text}`;
    else paragraphs.push(line.text);
    isOpen = !/[.!?:]$/.test(line.text);
  }
  return paragraphs;
}

/** The summary's sentences ('experience in Node.js, Express.js': a dot inside a name ends no sentence). */
export function summaryOf(lines: CvLine[]): string[] {
  return paragraphsOf(lines).flatMap(sentencesOf);
}
