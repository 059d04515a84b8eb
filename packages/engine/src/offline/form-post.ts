import { withoutAccents } from '../text/accents.ts';
import { headingKind } from './sections.ts';

/**
 * A careers page printing several posts one after another, each under its own heading with its own duties or
 * requirements ('### Staff Tax' over 'Deskripsi Pekerjaan' …, '### Staff Technical Support' over 'Persyaratan
 * Pekerjaan' …, department cards opened one below the other). When the job form names one of them, only that post is
 * the job's: the others are other postings listed beside it, whose work, terms and language are not this job's.
 * (Round 30's courier page showed the kind.)
 */

type Heading = { index: number; level: number; text: string };

const HEADING = /^(#{1,6})\s+(.+?)\s*#*$/;
const POST_PARTS = new Set(['responsibilities', 'requirements']);
const MIN_POSTS = 2;

// 'Staff IT Product Specialist (Mandarin Speaker)', 'Position: Account Manager': the post's name without its aside or
// the word before it.
const POSITION_PREFIX =
  /^(?:position|posisi|posizione|puesto|poste|stelle|vacature|vaga|role|lowongan)\s*[:–—-]?\s+/;
// '2. Warehouse Officer': the number of a post on a page that numbers them.
const POST_NUMBER = /^\d{1,2}[.)]\s+/;
const postName = (text: string): string =>
  withoutAccents(text)
    .toLowerCase()
    .replace(/[*_]/g, '')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(POST_NUMBER, '')
    .replace(POSITION_PREFIX, '');

/** The lines under a heading, up to the next heading of the same or a higher level. */
function bodyOf(lines: string[], headings: Heading[], heading: Heading): string[] {
  const end =
    headings.find((next) => next.index > heading.index && next.level <= heading.level)?.index ?? lines.length;
  return lines.slice(heading.index, end);
}

// A post's own duties or requirements: a line under its heading that heads them ('Deskripsi Pekerjaan',
// '## Requirements').
const holdsPost = (body: string[]): boolean =>
  body.slice(1).some((line) => {
    const text = line.replace(/^#{1,6}\s+/, '').trim();
    return text.split(/\s+/).length <= 5 && POST_PARTS.has(headingKind(text) ?? '');
  });

/** The page cut to the post the form names, when it prints several; the page as it is otherwise. */
export function formPostMarkdown(markdown: string, position: string | null | undefined): string {
  const named = postName(position ?? '');
  if (!named) return markdown;
  const lines = markdown.split('\n');
  const headings = lines.flatMap((line, index) => {
    const match = HEADING.exec(line.trim());
    return match?.[1] && match[2] ? [{ index, level: match[1].length, text: match[2] }] : [];
  });
  const posts = headings.flatMap((heading) => {
    const body = bodyOf(lines, headings, heading);
    return holdsPost(body) ? [{ ...heading, body }] : [];
  });
  // A heading over other posts (the page's title, a job board's heading over the ad) is no post of its own: the page
  // prints several posts only when two stand apart.
  const ownPosts = posts.filter(
    (post) => !posts.some((other) => other.index > post.index && other.index < post.index + post.body.length),
  );
  if (ownPosts.length < MIN_POSTS) return markdown;
  const own = ownPosts.find((post) => postName(post.text) === named);
  return own ? own.body.join('\n') : markdown;
}
