// The publications section read into titles: a citation's quoted title, an APA entry's title after its authors and
// date, or an entry's own words, with the year a year column or the APA date gives; a link to the full list and the
// sub-headings over the lists are none.
import { apaEntryOf, opensApaEntry } from './citations.ts';
import { isContactData } from './contact-data.ts';
import type { CvLine } from './cv-lines.ts';
import type { CvProfile } from './cv-profile.ts';
import { isPublicationKindHeading } from './cv-section-furniture.ts';
import { tidy } from './cv-vocabulary.ts';
import { namesTemplate } from './placeholder-text.ts';

/** '1865 · Chapter One, Down the Rabbit Hole.': a publication's title, and its year from a year column. */
function publicationOf(line: CvLine): CvProfile['publications'] {
  // 'Full list: scholar.google.com/citations?user=…': a link to the list, no publication.
  if (isContactData(line.text.replace(/^[^:]{1,40}:\s*/, ''))) return [];
  const apa = apaEntryOf(line.text);
  if (apa) return [{ title: tidy(apa.title), year: apa.year }];
  const column = /^(1[89]\d{2}|20\d{2})\s+(?:·\s+)?/.exec(line.text);
  // 'A. Roe, B. Poe, "Spectral Waves Near Shore," Target: Ocean Modelling': a citation's title is the quoted part.
  const quoted = /["“]([^"“”]{8,200}?)[,.]?["”]/u.exec(line.text)?.[1];
  const title = tidy((quoted ?? line.text.slice(column?.[0].length ?? 0)).replace(/\.$/, ''));
  const words = title.split(/\s+/).length;
  // A citation with its authors and journal is no title a candidate would name in a sentence.
  return words >= 2 && words <= 20 ? [{ title, year: column?.[1] ?? null }] : [];
}

/**
 * APA entries the page broke into lines ('Roe, A. (2018, July 26).' / 'Winter Light | The Review. Retrieved' / 'March
 * 2, 2019, from https://…'): each entry's lines as one, from its authors and date to the next entry's.
 */
function withApaEntriesJoined(lines: CvLine[]): CvLine[] {
  return lines.reduce<CvLine[]>((joined, line) => {
    const entry = joined.at(-1);
    const continues =
      entry !== undefined &&
      opensApaEntry(entry.text) &&
      !opensApaEntry(line.text) &&
      !line.isBullet &&
      !isPublicationKindHeading(line.text);
    if (entry && continues) joined[joined.length - 1] = { ...entry, text: `${entry.text} ${line.text}` };
    else joined.push(line);
    return joined;
  }, []);
}

/** The publications a publications section lists. */
export function publicationsOf(lines: CvLine[]): CvProfile['publications'] {
  // 'In Preparation (First Author)' over its list: a sub-heading of the publications, not one of them.
  return withApaEntriesJoined(lines)
    .filter((line, index, all) => line.isBullet || all[index + 1]?.isBullet !== true)
    .filter((line) => !isPublicationKindHeading(line.text))
    .flatMap(publicationOf)
    .filter((entry) => !namesTemplate(entry.title));
}
