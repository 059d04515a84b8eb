import { quotedParts } from './quoted-line-checks.ts';

/**
 * A check of issue 13 on a page of several posts (round 30: a careers page whose department cards print their posts
 * one after another, each a title over the same section labels, 'Deskripsi Pekerjaan', 'Persyaratan Pekerjaan'): a
 * question or work condition quoting lines that stand only under another post's title than the job form's position
 * asks of the wrong post. Read from the page's own shape, apart from the engine.
 */

const plain = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

// A label line of a post's card: short, no sentence's full stop.
const isLabelLine = (line: string): boolean => line.split(/\s+/).length <= 4 && !/[.!?:]$/u.test(line);
// How far below its title a post's first label may stand ('Staff Tax' / 'Jakarta' / 'Deskripsi Pekerjaan').
const MAX_TITLE_TO_LABEL = 3;
// The words of a quote that find its line: enough to tell lines apart, few enough to stay within one line.
const QUOTE_KEY_WORDS = 5;

type Post = { title: string; start: number; end: number };

/**
 * Whether the form's post and another share a second recurring label below the first ('Persyaratan Pekerjaan' below
 * 'Deskripsi Pekerjaan'): cards of posts, not a page whose one title stands over a label printed twice.
 */
function sharesSecondLabel(
  posts: Post[],
  lines: string[],
  own: string,
  first: string,
  counts: Map<string, number>,
): boolean {
  const labelsOf = (post: Post): Set<string> =>
    new Set(
      lines
        .slice(post.start + 1, post.end)
        .filter((line) => isLabelLine(line) && (counts.get(plain(line)) ?? 0) >= 2)
        .map(plain)
        .filter((label) => label !== first),
    );
  const ownLabels = posts.filter((post) => plain(post.title) === own).map(labelsOf);
  return posts.some(
    (post) =>
      plain(post.title) !== own &&
      [...labelsOf(post)].some((label) => ownLabels.some((labels) => labels.has(label))),
  );
}

/**
 * The posts of a page whose form's post has a title line of its own followed by a label that recurs under other
 * titles: each post from its title to the next one's. Empty for a page of one post or whose shape does not show.
 */
function postsOfPage(lines: string[], position: string): Post[] {
  const own = plain(position);
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(plain(line), (counts.get(plain(line)) ?? 0) + 1);
  for (const [index, line] of lines.entries()) {
    if (plain(line) !== own) continue;
    for (let gap = 1; gap <= MAX_TITLE_TO_LABEL; gap += 1) {
      const label = lines[index + gap] ?? '';
      if (!isLabelLine(label) || (counts.get(plain(label)) ?? 0) < 2) continue;
      const starts = lines
        .map((candidate, at) => (plain(candidate) === plain(label) && at >= gap ? at - gap : -1))
        .filter((at) => at >= 0 && isLabelLine(lines[at] ?? ''));
      const posts = starts.map((start, at) => ({
        title: lines[start] ?? '',
        start,
        end: starts[at + 1] ?? lines.length,
      }));
      if (sharesSecondLabel(posts, lines, own, plain(label), counts)) return posts;
    }
  }
  return [];
}

/**
 * Why a text quoting the page (a screening question, a work condition) asks another post than the form's: each
 * quoted part whose line stands only under other posts' titles.
 */
export function otherPostsLines(text: string, documentText: string, position: string | null): string[] {
  if (!position) return [];
  const lines = documentText
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const posts = postsOfPage(lines, position);
  if (posts.length === 0) return [];
  const own = plain(position);
  return [
    ...new Set(
      quotedParts(text).flatMap((quoted) => {
        // The engine may set an article before the line's own words ('the ability to …').
        const key = plain(quoted)
          .replace(/^(?:a|an|the) /u, '')
          .split(' ')
          .slice(0, QUOTE_KEY_WORDS)
          .join(' ');
        if (key.split(' ').length < 2) return [];
        const at = lines.flatMap((line, index) => (plain(line).includes(key) ? [index] : []));
        const under = at.map((index) => posts.find((post) => index >= post.start && index < post.end));
        if (at.length === 0 || under.some((post) => !post || plain(post.title) === own)) return [];
        return [`a line of another post ('${under[0]?.title}') asked of the ${position}`];
      }),
    ),
  ];
}
