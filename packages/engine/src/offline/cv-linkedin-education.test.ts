import { describe, expect, it } from 'vitest';
import { readCvProfile } from './cv-profile.ts';
import { aboutYourself } from './cv-summary-pairs.ts';

// Issue 13, round 29: a LinkedIn 'Save to PDF' export whose summary is a saying, not a description of the person,
// and whose schools each have a 'School' line over a 'Degree, Field · (dates)' line, the degree typed as a programme's
// name or a school-leaving exam with no degree word. The two schools were merged into one entry and the saying was
// told as 'I have the key to …'. Made-up CV.
const cv = [
  '## Contact',
  'ion.popa@example.com',
  '# Ion Popa',
  'Network Engineer',
  '# Summary',
  'The secret of good support is to listen before answering.',
  '# Experience',
  'Carpathia Networks',
  'Network Engineer',
  'March 2019 - Present (6 years 6 months)',
  'Cluj-Napoca, Romania',
  '- Configured the routers of the regional offices.',
  '# Education',
  'Institutul de Cercetări Digitale',
  'PostDoc, Network Security · (2016 - 2017)',
  'Universitatea Tehnică din Cluj-Napoca',
  'Master of Science - MS, Computer Networks, General · (2013 - 2015)',
  'Universitatea de Vest din Timișoara',
  'Communication and Public Relations, Social Sciences · (October 2010 - July 2013)',
  'Colegiul Tehnic "Ana Aslan"',
  'Baccalaureate, Electrical Installations · (September 2006 - June 2010)',
].join('\n\n');

describe("a LinkedIn export's schools and its saying of a summary", () => {
  const profile = readCvProfile(cv);

  it('reads each school with its own degree line and years, a post among them left out', () => {
    expect(profile.education).toEqual([
      {
        degree: 'Master of Science',
        field: 'Computer Networks',
        institution: 'Universitatea Tehnică din Cluj-Napoca',
        year: '2015',
      },
      {
        degree: null,
        field: 'Communication and Public Relations',
        institution: 'Universitatea de Vest din Timișoara',
        year: '2013',
      },
      {
        degree: 'Baccalaureate',
        field: 'Electrical Installations',
        institution: 'Colegiul Tehnic "Ana Aslan"',
        year: '2010',
      },
    ]);
  });

  it('tells the saying as written, never as something the candidate has', () => {
    expect(aboutYourself(profile)?.answer).toMatch(
      /^The secret of good support is to listen before answering\./,
    );
  });
});
