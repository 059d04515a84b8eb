import { describe, expect, it } from 'vitest';
import { cleanMarkdown } from './clean-markdown.ts';
import { createOfflineEngine } from './index.ts';
import { headingKind, parseSections } from './sections.ts';
import { withRoleDutiesInTurn } from './shared-duty-sections.ts';

// A made-up committee's role descriptions: the duties every officer shares under 'All', then each officer's own,
// numbered; one officer's title ('Training') reads like a requirements heading (round 28's kind).
const ROLES = [
  '## All',
  '',
  '1) Attend the monthly committee meetings.',
  '2) An officer who misses three meetings in a row may be removed from the committee.',
  '3) Report on your work at the annual general meeting.',
  '',
  '## Chair',
  '',
  '1) Chair committee meetings and keep them to time.',
  '2) Sign off the minutes before they are circulated.',
  '',
  '## Treasurer',
  '',
  '1) Keep the club accounts and bank the match fees.',
  '2) Prepare the annual budget with the chair.',
  '',
  '## Training (formerly Coaching)',
  '',
  '1) Represent RIVERSIDE RFC at county coaching days.',
  '2) Plan the junior training sessions for each term.',
].join('\n');

describe("a document of several roles' duties after an 'All' section", () => {
  it("reads 'All' and 'All officers' as the shared duties", () => {
    expect(headingKind('All')).toBe('responsibilities');
    expect(headingKind('All officers:')).toBe('responsibilities');
    expect(headingKind('Allgemeines')).not.toBe('responsibilities');
  });

  it("asks each role's duties in turn, the 'Training' role's too, after the shared ones", () => {
    const sections = withRoleDutiesInTurn(parseSections(cleanMarkdown(ROLES)));
    const duties = sections
      .filter((section) => section.kind === 'responsibilities')
      .flatMap((section) => section.items);
    expect(duties.slice(3, 6)).toEqual([
      'Chair committee meetings and keep them to time.',
      'Keep the club accounts and bank the match fees.',
      'Represent RIVERSIDE RFC at county coaching days.',
    ]);
    expect(sections.some((section) => section.kind === 'requirements')).toBe(false);
  });

  it('asks about every role, never the rule on an officer who falls short', async () => {
    const questions = (
      await createOfflineEngine().generateJob({ jobSpecMarkdown: ROLES, position: 'Committee Officer' })
    ).jobSpecsQuestions
      .join('\n')
      .toLowerCase();
    expect(questions).toContain('attend the monthly committee meetings');
    expect(questions).toContain('chair committee meetings');
    expect(questions).toContain('keep the club accounts');
    expect(questions).toContain('plan the junior training sessions');
    expect(questions).not.toContain('may be removed');
  });

  it('leaves a posting with no shared duties as it is', () => {
    const sections = parseSections(
      cleanMarkdown('## Duties\n\n- Keep the accounts\n\n## Training\n\n- First aid'),
    );
    expect(withRoleDutiesInTurn(sections)).toEqual(sections);
  });
});
