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
