import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const REPORT = path.join(ROOT, 'docs/benchmarks.md');

/**
 * Writes one benchmark's figures into docs/benchmarks.md between its own markers, leaving the other benchmarks'
 * sections as they were: each `npm run bench:...` refreshes only what it measured.
 */
export async function writeReportSection(name: string, script: string, lines: string[]): Promise<string> {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const section = [
    start,
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, by \`${script}\`; ` +
      `load average when it ended ${os.loadavg()[0]!.toFixed(1)} (other work on the machine shares the cores).`,
    '',
    ...lines,
    end,
  ].join('\n');
  let current = '# Benchmarks\n';
  try {
    current = await readFile(REPORT, 'utf8');
  } catch {
    // First run: the file is made.
  }
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  const updated = pattern.test(current)
    ? current.replace(pattern, section)
    : `${current.trimEnd()}\n\n${section}\n`;
  await writeFile(REPORT, updated);
  return section;
}
