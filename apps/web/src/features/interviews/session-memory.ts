/**
 * The running interview per posting, kept in the browser so a reload or a closed tab comes back to it (the server
 * holds every turn; this only remembers which session to ask for).
 */
const KEY = 'activeInterviewSessions';

function readAll(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function rememberedSession(jobPostingId: string): string | null {
  return readAll()[jobPostingId] ?? null;
}

export function rememberSession(jobPostingId: string, sessionId: string): void {
  localStorage.setItem(KEY, JSON.stringify({ ...readAll(), [jobPostingId]: sessionId }));
}

export function forgetSession(jobPostingId: string): void {
  const { [jobPostingId]: _forgotten, ...rest } = readAll();
  localStorage.setItem(KEY, JSON.stringify(rest));
}
