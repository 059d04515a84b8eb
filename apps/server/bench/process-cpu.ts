// CPU time spent by processes, read from /proc (Linux): what a request costs each process, a figure that holds on a
// shared machine, where requests per second depend on what else runs.
import { readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** User plus system CPU of one process (all its threads) so far, in milliseconds; 0 once it is gone. */
export function processCpuMs(pid: number): number {
  try {
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU so far of every process named `name` (e.g. the PostgreSQL server's backends), in ms by process id. */
export function processesCpuMs(name: string): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name)
        byPid.set(Number(entry), processCpuMs(Number(entry)));
    } catch {
      // Gone between the listing and the read.
    }
  }
  return byPid;
}

/**
 * The CPU those processes spent since `before`: a process that ended in between counts nothing (its time cannot be
 * read any more), one that started counts all of its time.
 */
export function cpuSpentSince(before: Map<number, number>, name: string): number {
  let spent = 0;
  for (const [pid, now] of processesCpuMs(name)) spent += now - (before.get(pid) ?? 0);
  return spent;
}
