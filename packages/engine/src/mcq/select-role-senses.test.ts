import { describe, expect, it } from 'vitest';
import { selectedCompetencies as select } from './select-test-support.ts';

// Made-up postings for issue 13's round 27 kinds: a word read in another sense than the role's own work.
describe('selectMcqGroups: security that guards a site, not software', () => {
  const reception = [
    '## The role',
    'You welcome visitors at our front desk, hand out badges and answer the switchboard.',
    'As a security officer on the gate you check deliveries and watch the CCTV screens.',
    '## What you bring',
    '- You have worked as a security guard or in site security before',
    '- You are part of our security setup and keep a calm head',
  ];

  it('does not test a security receptionist or guard on application security', () => {
    expect(select(reception, 'Gate Security Receptionist')).not.toContain('Application Security');
    expect(select(reception, 'Night Security Officer')).not.toContain('Application Security');
  });

  it('keeps it where the words name computers: information security, IT security staff', () => {
    const posting = [
      '## Responsibilities',
      '- Review code for security flaws and track vulnerabilities to their fix',
      '- Work with the information security officer on penetration testing',
    ];
    expect(select(posting, 'Information Security Officer')).toContain('Application Security');
    const short = ['## Duties', '- Act as the information security officer of the group'];
    expect(select(short, 'IT Security Officer')).toContain('Application Security');
  });
});
