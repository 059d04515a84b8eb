import { findSkills } from '../text/index.ts';
import { isPlaceRow } from './title-value-rows.ts';

// A posting's title that ends on its town: 'Ohjelmistosuunnittelija/ -testaaja - Jyväskylä', 'Software Engineer –
// Berlin', 'Koch (m/w/d) in München'. ' in ' is read only after a gender mark, where it cannot join a post's own
// words ('Engineer in Test', 'Ausbildung in Teilzeit').
const DASH_TAIL = /\s[-–—]\s+([^-–—]+?)\s*$/u;
const GENDER_MARK_IN_TAIL = /\((?:[mwfdx]\s*\/\s*){1,3}[mwfdx]\)\s+in\s+(.+?)\s*$/iu;
// A town of several words opens on one of these ('New York', 'San Sebastián', 'Den Haag') or joins its words by a
// small one ('Frankfurt am Main'); other capitalised words after a dash name a field or the employer ('Schwerpunkt
// Intensivpflege', 'Grupo Maestro Taquero').
const TOWN_OF_WORDS =
  /^(?:(?:New|San|Santa|Santo|São|Saint|St\.?|Sankt|Los|Las|Le|La|El|Den|Bad|Rio|Port|Fort|Mount)\s\S+(?:\s\S+)?|\S+(?:\s(?:am|an|der|aan|den|de|upon|on|sur|del|da|do)\s\S+)+)$/u;
const isTownShaped = (tail: string): boolean => !/\s/.test(tail) || TOWN_OF_WORDS.test(tail);
// An ending that names an abstract noun or a field ('Marketing', 'Beratung', 'Elternzeit'), never a town's name.
const FIELD_ENDING = /(?:ing|ung|zeit|heit|keit|schaft|ment|tion|ics)$/iu;

/** The town a posting's top-level title ends on, or null where no title (or more than one town) says one. */
export function titlePlace(markdown: string): string | null {
  const places = new Set(
    markdown
      .split('\n')
      .flatMap((line) => /^#\s+(.+?)\s*#*$/.exec(line.trim())?.[1] ?? [])
      .flatMap((title) => (DASH_TAIL.exec(title) ?? GENDER_MARK_IN_TAIL.exec(title))?.[1] ?? [])
      .filter(
        (tail) =>
          isPlaceRow(tail) && isTownShaped(tail) && !FIELD_ENDING.test(tail) && findSkills(tail).length === 0,
      ),
  );
  return places.size === 1 ? ([...places][0] ?? null) : null;
}
