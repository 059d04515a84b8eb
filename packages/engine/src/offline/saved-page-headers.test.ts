import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { withoutHttpResponseHeaders } from './saved-page-headers.ts';

// Made-up pages saved with the server's response above them (issue 13, round 27 kind: a careers site's page whose
// 'Content-Type: text/html' was asked as an HTML question).
describe("a page saved with the server's response", () => {
  it('drops headers run onto one line, up to the page text after the last', () => {
    const page =
      'HTTP/1.1 200 OK Cache-Control: private, max-age=0 Content-Type: text/html; charset=utf-8 Server: Microsoft-IIS/7.5 X-Powered-By: PHP/5.3 Set-Cookie: sid=ab12cd; path=/; HttpOnly Date: Mon, 04 Mar 2013 08:15:02 GMT Welcome to the careers pages of Fernhill Stores.\n\n# Night Stocker';
    expect(withoutHttpResponseHeaders(page)).toBe(
      'Welcome to the careers pages of Fernhill Stores.\n\n# Night Stocker',
    );
  });

  it('drops headers set a line each, up to the blank line', () => {
    const page =
      'HTTP/2 404 Not Found\nServer: nginx/1.18.0\nContent-Type: text/html; charset=UTF-8\nVary: Accept-Encoding\n\n# Night Stocker\nStock shelves.';
    expect(withoutHttpResponseHeaders(page).trim()).toBe('# Night Stocker\nStock shelves.');
  });

  it('leaves a page without a response alone', () => {
    const page = '# Web Developer\n- Build HTML templates; Content-Type: text/html responses for the shop';
    expect(withoutHttpResponseHeaders(page)).toBe(page);
  });

  it('asks nothing about the response', async () => {
    const result = await createOfflineEngine().generateJob({
      jobSpecMarkdown: [
        'HTTP/1.1 200 OK Cache-Control: no-cache Pragma: no-cache Content-Length: 40210 Content-Type: text/html; Charset=UTF-8 X-Powered-By: ASP.NET Date: Tue, 15 Jun 2010 22:01:45 GMT',
        '',
        '# Night Stocker',
        '## Job Requirements',
        'Ability to unload trucks and stock shelves accurately during the night shift. Knowledge of inventory counts and product rotation.',
      ].join('\n'),
      position: 'Night Stocker',
      company: 'Fernhill Stores',
    });
    expect(result.jobSpecsMarkdown).not.toMatch(/HTTP\/1\.1|Content-Type/);
    expect(result.jobSpecsQuestions.join('\n')).not.toMatch(/HTTP|text\/html|Cache-Control|\bHTML\b/);
  });
});
