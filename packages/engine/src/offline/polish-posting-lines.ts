// Polish posting lines told to the reader: the traits a board lists in one sentence after its lead ('Na początek
// wystarczy, jeśli' / 'lubisz pracę z ludźmi, jesteś otwarty/a na …, interesujesz się …'), and what the reader is told
// they will get ('Dzięki temu uzyskasz informację zwrotną …'), which is the offer, never a duty.

// A second person singular verb in the present ('lubisz', 'angażujesz się', 'masz', 'jesteś'): the reader's trait.
const READER_VERB = /^(?:jesteś|\p{Ll}{2,}sz)(?:\s+się)?(?!\p{L})/u;
const MIN_TRAITS = 2;

/**
 * A sentence of the reader's traits parted by commas, each opening on its verb, as its traits ('lubisz pracę z ludźmi',
 * 'jesteś otwarty/a na doradzanie klientom'); any other text as it is.
 */
export function polishReaderTraits(text: string): string[] {
  const parts = text
    .replace(/[.!]$/, '')
    .split(/,\s+/)
    .map((part) => part.trim());
  return parts.length >= MIN_TRAITS && parts.every((part) => READER_VERB.test(part)) ? parts : [text];
}

// 'uzyskasz', 'otrzymasz', 'zyskasz', 'dostaniesz', 'poznasz', 'zdobędziesz', 'możesz liczyć': what the reader will get
// or learn from the employer.
const READER_GAIN =
  /(?<!\p{L})(?:uzyskasz|otrzymasz|zyskasz|dostaniesz|poznasz|zdobędziesz|możesz liczyć)(?!\p{L})/iu;

/** A Polish line telling the reader what they will get: the offer, never asked. */
export const isPolishReaderGain = (line: string): boolean => READER_GAIN.test(line);
