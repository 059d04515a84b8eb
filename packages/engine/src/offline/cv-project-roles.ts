// Resume builders print a project's name, then the candidate's role in it on a line of its own ('DevFlow' / 'Creator &
// Maintainer' / bullets). The role line is what the candidate did in that project, never a project's name.

const ROLE_WORD =
  /^(?:co-?)?(?:creator|maintainer|author|founder|owner|lead|developer|contributor|designer|engineer|architect|member|mentor|organi[sz]er|researcher|core|sole|solo|main|principal|project|team|tech|technical|full-stack|frontend|backend|product|manager|coordinator)$/i;
// A role a project has one of ('its creator', 'its lead developer'); others are one among several ('a contributor').
const SOLE_ROLE =
  /^(?:co-?)?(?:creator|maintainer|author|founder|owner|lead|sole|solo|main|principal|project|tech)\b/i;

/** 'Creator & Maintainer', 'Lead', 'Core Contributor': a line of a project role's words alone, else false. */
export function isProjectRoleLine(text: string): boolean {
  const words = text.split(/\s*(?:&|\/|,|\band\b|\s)\s*/).filter(Boolean);
  return (
    words.length >= 1 &&
    words.length <= 4 &&
    !/[.!?:;]$/.test(text) &&
    words.every((word) => ROLE_WORD.test(word))
  );
}

/** 'Creator & Maintainer' → 'as its creator and maintainer'; 'Contributor' → 'as a contributor'. */
export function asProjectRole(role: string): string {
  const words = role.toLowerCase().replace(/\s*&\s*/g, ' and ');
  if (SOLE_ROLE.test(role)) return `as its ${words}`;
  return `as ${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;
}
