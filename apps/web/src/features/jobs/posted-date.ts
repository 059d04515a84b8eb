const POSTED_DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** '2026-11-22T10:00:00Z' → 'Posted 22 Nov 2026'. */
export function formatPostedDate(posted: string): string {
  return `Posted ${POSTED_DATE_FORMAT.format(new Date(posted))}`;
}
