import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

const jobs = (markdown: string): (string | null)[][] =>
  readCvProfile(markdown).roles.map((role) => [role.title, role.organisation, role.start, role.end]);

describe('roles told in sentences', () => {
  it('reads dated sentences that tell a title and employer as roles', () => {
    const cv = [
      '# Dana Moss',
      '## Experience',
      '- March 2016 to date working as Head of Treasury at Harbour Mills Limited (a textile group) wherein I run the cash desk.',
      '- May 2010 to February 2016 worked as the Senior Auditor with Quarry Foods Limited. The firm sells grain to mills.',
      '- June 2007 to April 2010 – Finance Manager - Lantern Logistics Limited – North Region comprising three depots',
    ];
    expect(jobs(cv.join('\n'))).toEqual([
      ['Head of Treasury', 'Harbour Mills Limited', 'March 2016', 'present'],
      ['Senior Auditor', 'Quarry Foods Limited', 'May 2010', 'February 2016'],
      ['Finance Manager', 'Lantern Logistics Limited', 'June 2007', 'April 2010'],
    ]);
  });

  it('keeps a lead-in line out of the employers and the o glyph out of the duties', () => {
    const cv = [
      '# Dana Moss',
      '## Experience',
      '- March 2016 to date working as Head of Treasury at Harbour Mills Limited.',
      'o Ran the cash desk for four plants. o Cut the audit backlog by half.',
      'Prior to joining Harbour Mills',
      'o Pebble Tiles as Accountant (Payables) April 2012 to February 2016 o Fern Dairy as Clerk May 2009 to March 2012',
    ];
    const profile = readCvProfile(cv.join('\n'));
    expect(jobs(cv.join('\n'))).toEqual([
      ['Head of Treasury', 'Harbour Mills Limited', 'March 2016', 'present'],
      ['Accountant (Payables)', 'Pebble Tiles', 'April 2012', 'February 2016'],
      ['Clerk', 'Fern Dairy', 'May 2009', 'March 2012'],
    ]);
    expect(profile.roles[0]?.details).toEqual([
      'Ran the cash desk for four plants.',
      'Cut the audit backlog by half.',
    ]);
  });
});
