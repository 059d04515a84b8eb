import { describe, expect, it } from 'vitest';
import { offerAskedAsWork } from './employer-offer-checks.ts';
import { notTheWorkAsked } from './posting-not-work-checks.ts';

// A made-up traineeship: a staff testimonial, its duties, what it offers under offer headings.
const POSTING = [
  'Trainee software developer',
  '"Every sprint teaches me something new, and what I build reaches thousands of people at once." Lotte van Dijk, Python developer.',
  'Als trainee word je – geheel op onze kosten – opgeleid tot developer.',
  'Your tasks',
  'Build and test web services in Python.',
  'Handle incident reports from users.',
  'What you can expect?',
  'You will start your career beside experienced engineers.',
  'Your traineeship lasts up to 9 months with a chance of a permanent job.',
  'You Will Have The Opportunity To',
  'Gain knowledge and develop skills through on-the-job training',
  'Balance your work with your study and enjoy flexible working',
  'Tarjoamme',
  'Joustavat työajat ja hyvä tiimi',
].join('\n');
const duty = (line: string): string =>
  `One of the responsibilities of this role is to ${line}. Describe a time you did this.`;
const quotedDuty = (line: string): string =>
  `The posting lists this responsibility: "${line}". Describe a time you did this.`;

describe('what the employer offers, asked as a duty (issue 13, round 26 kind)', () => {
  it("flags training at the employer's cost and the balance of work and study", () => {
    expect(
      offerAskedAsWork(
        quotedDuty('Als trainee word je – geheel op onze kosten – opgeleid tot developer'),
        POSTING,
      ),
    ).toEqual(["training at the employer's cost asked as work"]);
    expect(
      offerAskedAsWork(quotedDuty('Balance your work with your study and enjoy flexible working'), POSTING),
    ).toEqual(['the balance of work and study asked as work']);
    expect(
      offerAskedAsWork(quotedDuty('Gain knowledge and develop skills through on-the-job training'), POSTING),
    ).toEqual(["training at the employer's cost asked as work"]);
  });

  it("flags a staff testimonial's quote and its 'Name, Job title' attribution", () => {
    expect(
      offerAskedAsWork(
        quotedDuty('Every sprint teaches me something new, and what I build reaches thousands'),
        POSTING,
      ),
    ).toEqual(['a staff testimonial asked as work']);
    expect(offerAskedAsWork(quotedDuty('Lotte van Dijk, Python developer'), POSTING)).toEqual([
      'a staff testimonial asked as work',
    ]);
  });

  it('reads a real duty, a duty to train others and a name in a duty as work', () => {
    for (const line of [
      'Build and test web services in Python',
      'Handle incident reports from users',
      'Provide on-the-job training to new staff',
      'Manage the training budget and course costs',
      'Report to Lotte van Dijk on the sprint',
    ])
      expect(offerAskedAsWork(quotedDuty(line), POSTING)).toEqual([]);
  });

  it("flags a line under a traineeship's offer heading ('What you can expect?', 'You Will Have The Opportunity To', 'Tarjoamme')", () => {
    expect(
      notTheWorkAsked(
        duty('Your traineeship lasts up to 9 months with a chance of a permanent job'),
        POSTING,
      ),
    ).toEqual([
      'an offer line asked (under "What you can expect?"): "Your traineeship lasts up to 9 months with a chance of a permanent job"',
    ]);
    expect(
      notTheWorkAsked(duty('Gain knowledge and develop skills through on-the-job training'), POSTING)[0],
    ).toMatch(/under "You Will Have The Opportunity To"/);
    expect(notTheWorkAsked(duty('Joustavat työajat ja hyvä tiimi'), POSTING)[0]).toMatch(/under "Tarjoamme"/);
    expect(notTheWorkAsked(duty('Build and test web services in Python'), POSTING)).toEqual([]);
  });

  it("reads 'What you can expect to do' as the duties' heading", () => {
    const posting = ['What you can expect to do:', 'Build and test web services in Python.'].join('\n');
    expect(notTheWorkAsked(duty('Build and test web services in Python'), posting)).toEqual([]);
  });
});
