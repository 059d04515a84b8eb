// Helpers for writing messages: every module's emails say dates and escape text the same way.

// Dates in emails are read anywhere: spelled out, in UTC, and said to be UTC.
const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'UTC',
});

export function formatEmailDate(date: Date): string {
  return `${DATE_FORMAT.format(date)} UTC`;
}

/** Text put into an HTML body (names, positions, addresses) cannot add markup. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
