import { describe, expect, it } from 'vitest';
import { cleanMarkdown } from './clean-markdown.ts';

describe('job-board adverts', () => {
  it('drops the lines between two ad labels, but not prose that says "sponsored" in another sense', () => {
    const board = cleanMarkdown(
      ['Analyst intern', '## PUBLICIDAD', 'Buy shares today', 'Trading App · Sponsored', 'Duties'].join('\n'),
    );
    expect(board).not.toMatch(/Buy shares|PUBLICIDAD|Sponsored/);
    const prose = cleanMarkdown(
      [
        '# We are hiring a Sponsored Projects Officer',
        'Contract type: part-time, fixed-term',
        '## Job title: Sponsored Projects Officer',
      ].join('\n'),
    );
    expect(prose).toContain('Contract type: part-time, fixed-term');
  });
});

describe('names glued to the next word (issue 13, round 24 kind)', () => {
  it('keeps a known mixed-case name whole under a Slavic case ending, and still parts two glued words', () => {
    expect(cleanMarkdown('Výborně si rozumíš s JavaScriptem a znalost PowerPointu')).toBe(
      'Výborně si rozumíš s JavaScriptem a znalost PowerPointu',
    );
    expect(cleanMarkdown('Praca z TypeScriptem')).toBe('Praca z TypeScriptem');
    expect(cleanMarkdown('Monthly reportingInvoice checks')).toBe('Monthly reporting\nInvoice checks');
  });
});

describe('HTML entities left in the text (issue 13, round 26 kind)', () => {
  it('reads them as their characters, so no sentence breaks at their ";"', () => {
    expect(cleanMarkdown('Our R&amp;D lab builds sensors&nbsp;&#38; drones &lt;fast&gt;')).toBe(
      'Our R&D lab builds sensors & drones <fast>',
    );
  });
});
