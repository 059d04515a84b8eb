import { describe, expect, it } from 'vitest';
import { englishVersion } from './english-version.ts';
import { generateJob } from './generate-job.ts';
import { isWaived } from './waived-lines.ts';

// A made-up bilingual ad of the kind round 22's job board brought (issue 13): the text in Danish, then an
// 'English version' heading over the same text in English, the employer spoken of as 'the company' by the agency.
const BILINGUAL = [
  '# Vi søger lagermedarbejdere / We are looking for warehouse workers',
  '### Engelsk version nedenfor',
  'Vi søger lagermedarbejdere til vores kunde i Vejle. Har du truckcertifikat, så har vi et job til dig.',
  '### Jobbet',
  'Plukning og pakning af ordrer, modtagelse af varer.',
  '### Din profil',
  'Du har truckcertifikat',
  'Du har erfaring fra lager – dog ikke et krav',
  'Der er opstart hurtigst muligt.',
  '### English version',
  'We are looking for warehouse workers for our client in Vejle. If you have a forklift certificate, we have a job for you.',
  '### The job',
  'Picking and packing orders, receiving goods.',
  '### The company',
  'The company is a large furniture wholesaler, and as the season approaches, they need extra hands to keep deliveries on time.',
  '### Your profile',
  'You have a forklift certificate',
  'You speak Danish or English',
  'You have warehouse experience - not a requirement',
  'Start-up is as soon as possible.',
].join('\n\n');

describe('a bilingual job-board ad (issue 13, round 22 kind)', () => {
  it('is read in its English version, not from the Danish text before it', () => {
    const part = englishVersion(BILINGUAL);
    expect(part.startsWith('### English version')).toBe(true);
    expect(part).not.toContain('Plukning');
    // A posting without an English version, or all in English, is read whole.
    expect(englishVersion('# Lagermedarbejder\n\nPlukning af ordrer.')).toBe(
      '# Lagermedarbejder\n\nPlukning af ordrer.',
    );
  });

  it('asks its English lines, never a waived one, its start or the client described, and states the start', () => {
    const result = generateJob({ jobSpecMarkdown: BILINGUAL, position: 'Warehouse worker' });
    const questions = result.jobSpecsQuestions.join('\n');
    expect(questions).toMatch(/picking and packing orders, receiving goods/i);
    expect(questions).toMatch(/You speak Danish or English/);
    for (const text of [
      'Plukning',
      'truckcertifikat',
      'dog ikke et krav',
      'not a requirement',
      'Start-up',
      'wholesaler',
    ])
      expect(questions).not.toContain(text);
    expect(result.jobSpecWorkRequirements.map((requirement) => requirement.title)).toContain('Start date');
  });

  it('tells a waived line from a plus that is not required', () => {
    expect(isWaived('There is peer training, so previous experience is not a requirement.')).toBe(true);
    expect(isWaived('Du har erfaring fra tidligere arbejde – dog ikke et krav')).toBe(true);
    expect(isWaived('A degree in marketing is preferred but not required')).toBe(false);
    expect(
      isWaived('Although prior research experience is not necessary, you must have a PhD in physics'),
    ).toBe(false);
  });
});
