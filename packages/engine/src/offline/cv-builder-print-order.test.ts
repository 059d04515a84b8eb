import { describe, expect, it } from 'vitest';
import { withBuilderPrintOrderRestored } from './cv-builder-print-order.ts';
import { readCvProfile } from './cv-profile.ts';

// A made-up two-column builder print as its PDF is read: the sidebar's section names stacked first, the summary, the
// experience heading over the sidebar's items (profiles, skill groups with levels, awards and certifications as title,
// issuer and month), then each post's text before its header (employer, title, dates, place, site), the name last.
const printed = [
  '## PROFILES',
  '## SKILLS',
  '## AWARDS',
  '## CERTIFICATIONS',
  '## SUMMARY',
  'I have run hospital pharmacies for fifteen years and I like turning a stock room into a calm place.',
  '## EXPERIENCE',
  'maria.keel',
  'LinkedIn',
  'Stock Control, Cold Chain,',
  'Controlled Drugs',
  '### Pharmacy Operations',
  'Advanced',
  '### Team Member of the Year',
  'Northfield Health Trust',
  'Mar 2021',
  'Registered Pharmacist Licence',
  'General Pharmaceutical Council',
  'Jun 2012',
  'Rebuilt the cold-chain checks for the wards, cutting spoiled vaccine doses by a third.',
  'Trained six technicians to run the controlled-drugs register.',
  '### Northfield Health Trust',
  'Chief Pharmacist, Surgical Wards',
  'May 2019 - Present',
  'Leeds, UK',
  'https://northfield.example.org/',
  'Moved the dispensary to barcode scanning and cut picking errors to almost none.',
  '### Dale Street Chemists',
  'Pharmacist',
  'Sep 2012 - Apr 2019',
  'Bradford, UK',
  '# Maria Keel',
  'Hospital Pharmacist',
  'Leeds, UK maria@example.org',
].join('\n\n');

describe('builder prints read sidebar names first and each entry’s header after its text', () => {
  it('reads each post with its own text, and the sidebar’s items as skills, awards and certifications', () => {
    const profile = readCvProfile(printed);
    expect(
      profile.roles.map((role) => [role.title, role.organisation, role.start, role.isCurrent, role.details]),
    ).toEqual([
      [
        'Chief Pharmacist, Surgical Wards',
        'Northfield Health Trust',
        'May 2019',
        true,
        [
          'Rebuilt the cold-chain checks for the wards, cutting spoiled vaccine doses by a third.',
          'Trained six technicians to run the controlled-drugs register.',
        ],
      ],
      [
        'Pharmacist',
        'Dale Street Chemists',
        'Sep 2012',
        false,
        ['Moved the dispensary to barcode scanning and cut picking errors to almost none.'],
      ],
    ]);
    expect(profile.certifications).toEqual(['Registered Pharmacist Licence']);
    expect(profile.skills).toEqual(expect.arrayContaining(['Stock Control', 'Cold Chain']));
    expect(profile.skills).not.toContain('maria.keel');
  });

  it('sets the name first and leaves a document without such a stack as it is', () => {
    expect(withBuilderPrintOrderRestored(printed).split('\n\n').slice(0, 2)).toEqual([
      '# Maria Keel',
      'Hospital Pharmacist',
    ]);
    const ordinary = [
      '# Jo Roe',
      '## Experience',
      '### Acme',
      'Clerk',
      '2019 - 2020',
      'Filed the invoices.',
    ].join('\n\n');
    expect(withBuilderPrintOrderRestored(ordinary)).toBe(ordinary);
  });
});
