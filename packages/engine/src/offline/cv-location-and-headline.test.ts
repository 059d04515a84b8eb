import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';

describe('a name line with letters after the name (issue 13, admin checks)', () => {
  it('is the name, not the location; a real place below it still is', () => {
    for (const name of ['Noor Haddad, PharmD', 'Noor Haddad, MD', 'Noor Haddad, PhD, MBA']) {
      const cv = [`# ${name}`, 'Portland, Oregon', '# Experience', 'Clinical Pharmacist'].join('\n\n');
      expect(readCvProfile(cv).location).toBe('Portland, Oregon');
      const bare = [`# ${name}`, 'Clinical Pharmacist', '# Experience'].join('\n\n');
      expect(readCvProfile(bare).location).toBeNull();
    }
  });

  it('keeps a town with its state code as the location', () => {
    const cv = ['# Noor Haddad', 'Baltimore, MD', '# Experience'].join('\n\n');
    expect(readCvProfile(cv).location).toBe('Baltimore, MD');
  });
});
