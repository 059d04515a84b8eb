import { describe, expect, it } from 'vitest';
import { selectedCompetencies as select } from './select-test-support.ts';

// A made-up job-board page for issue 13's round 26 kind: the board's sign-in box printed with the ad.
describe("selectMcqGroups: a job board's sign-in box", () => {
  it('never reads its human-check heading as a skill the role asks for', () => {
    const page = [
      '# Junior Web Developer - Graduate Programme',
      'Join or sign in to find your next job',
      '## Security verification',
      'Already on Workly? Sign in',
      '## Sicherheitsüberprüfung',
      '## What you will do',
      'Build internal tools with the delivery team and learn from senior colleagues.',
    ];
    expect(select(page, 'Junior Web Developer')).not.toContain('Application Security');
  });
});
