import { isKeyedTitleLine } from './cv-keyed-fields.ts';

// Word templates in Portuguese, Spanish and German set each post as a bullet naming the employer over labelled rows
// ('- ACME' / 'Cargo: Engenheiro' / 'Período: 06/2019 a 07/2020' / 'Principais atividades: …'). The bullet is the
// post's employer, not a duty of the post above: it loses its bullet, so the rows below it read as one post.
const SHORT_BULLET = /^[-*]\s+(\S(?:.{0,80}\S)?)$/u;

/** The lines with an employer bullet over a 'Title:' row read as the employer line of its post. */
export function withEmployerBulletsOverLabels(lines: string[]): string[] {
  return lines.map((line, index) => {
    const employer = SHORT_BULLET.exec(line.trim())?.[1];
    if (!employer || /[.!?;:]$/.test(employer)) return line;
    const next = lines.slice(index + 1).find((below) => below.trim() !== '');
    return next !== undefined && isKeyedTitleLine(next) ? employer : line;
  });
}
