/**
 * A web page saved with the server's response ('HTTP/1.1 200 OK', 'Cache-Control: no-cache', 'Content-Type:
 * text/html; charset=UTF-8', 'Date: Wed, 09 Jun 2010 12:32:33 GMT') above its text, each header on a line of its own or
 * all run onto one line by a PDF: the response is no part of the page, and its words ('text/html', 'ASP.NET') are no
 * skill the post asks for.
 */

// 'HTTP/1.1 200 OK', 'HTTP/2 301 Moved Permanently', 'HTTP/1.0 404 Not Found'.
// The reason's words end before a header's name ('HTTP/1.1 200 OK Cache-Control: …').
const REASON_WORD = '[A-Z][A-Za-z-]*(?![A-Za-z-])(?!:)';
const STATUS_LINE = new RegExp(String.raw`^\s*HTTP\/\d(?:\.\d)? \d{3}(?: ${REASON_WORD})*`);
// A header's name: hyphenated words in capitals ('Cache-Control', 'X-Powered-By') or a one-word header.
const NAME = String.raw`(?:[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+|P3P|Date|Server|Expires|Pragma|Connection|Vary|Location|Age|Via|ETag|Allow|Link|Refresh)`;
const HEADER_START = new RegExp(String.raw`^[ \t]*\n?[ \t]*${NAME}:[ \t]*`);
// A value that runs up to the next header on the same line.
const VALUE_BEFORE_NEXT = new RegExp(String.raw`^[^\n]*?(?=[ \t]+${NAME}:)`);
// 'Wed, 09 Jun 2010 12:32:33 GMT': a date's value, whatever follows it.
const DATE_VALUE = /^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT/;
// 'text/html; Charset=UTF-8', 'no-store, no-cache': tokens joined by commas or semicolons, quoted parts whole.
const TOKEN_RUN = /^(?:"[^"\n]*"|[^\s"])+(?:[,;] ?(?:"[^"\n]*"|[^\s"])+)*/;

/** The text without a saved server response at its top; the text itself when it has none. */
export function withoutHttpResponseHeaders(text: string): string {
  const status = STATUS_LINE.exec(text);
  if (!status) return text;
  let rest = text.slice(status[0].length);
  // Headers a line each: a value is the rest of its line. Run onto one line, the page's text may follow the last.
  const isLinePerHeader = /^[ \t]*\n/.test(rest);
  for (let start = HEADER_START.exec(rest); start; start = HEADER_START.exec(rest)) {
    const afterName = rest.slice(start[0].length);
    const value = isLinePerHeader
      ? (/^[^\n]*/.exec(afterName)?.[0] ?? '')
      : (VALUE_BEFORE_NEXT.exec(afterName)?.[0] ??
        DATE_VALUE.exec(afterName)?.[0] ??
        TOKEN_RUN.exec(afterName)?.[0] ??
        '');
    rest = afterName.slice(value.length);
  }
  return rest.replace(/^[ \t]+/, '');
}
