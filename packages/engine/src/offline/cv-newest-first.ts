// The order a profile lists entries in: newest first, whatever order the CV wrote them in.

/**
 * A CV that lists its jobs or works oldest first (a year column, Twenty Seconds) is read newest first, as others. A
 * list led by a job still held is newest first whatever its years ('Since 2021' above a training of 2022).
 */
export function newestFirst<T>(
  entries: T[],
  dateOf: (entry: T) => string | null | undefined,
  isOngoing: (entry: T) => boolean = () => false,
): T[] {
  const years = entries.map((entry) => Number(/\b(?:19|20)\d{2}\b/.exec(dateOf(entry) ?? '')?.[0]) || 0);
  const isOldestFirst =
    entries.length >= 2 &&
    !isOngoing(entries[0] as T) &&
    years.every((year, index) => year > 0 && (index === 0 || year >= (years[index - 1] ?? 0))) &&
    (years[0] ?? 0) < (years.at(-1) ?? 0);
  return isOldestFirst ? [...entries].reverse() : entries;
}
