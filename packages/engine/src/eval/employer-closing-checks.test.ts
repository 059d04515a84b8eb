import { describe, expect, it } from 'vitest';
import { closingLinesAsked } from './employer-closing-checks.ts';
import { contactBlockLine } from './page-contact-checks.ts';

// The engine's question forms: a line after its lead (its first letter lowered), and a line in quotation marks.
const led = (line: string): string =>
  `The role asks for ${line}. How does your background cover this? Point me to a role or project where it mattered.`;
const quoted = (line: string): string =>
  `The job description states: "${line}". What in your experience shows you meet this? Give me a concrete example.`;
const COMPANY = 'Brightwater Pharma';

describe("the employer's closing lines asked as a duty or requirement (issue 13, round 27 kind)", () => {
  it.each([
    [
      'at Brightwater Pharma, your talent, drive and care help us change lives every day',
      "the employer's pitch to the applicant asked as work",
    ],
    [
      'At Brightwater Pharma, we believe in people first',
      "the employer's pitch to the applicant asked as work",
    ],
    ['Your ideas help us shape the future of care', "the employer's pitch to the applicant asked as work"],
    [
      'in exchange, we offer you a place among gifted colleagues and room to grow',
      'what the employer gives in exchange asked as work',
    ],
    [
      'In return we can offer a friendly team and a pension',
      'what the employer gives in exchange asked as work',
    ],
    ['Til gengæld tilbyder vi et spændende job', 'what the employer gives in exchange asked as work'],
    ['A cambio, te ofrecemos un contrato estable', 'what the employer gives in exchange asked as work'],
    ['be a trusted and visible part of Brightwater Pharma', 'being part of the employer asked as work'],
  ])('flags "%s" as %s, led or in quotation marks', (line, kind) => {
    expect(closingLinesAsked(led(line), COMPANY)).toEqual([kind]);
    expect(closingLinesAsked(quoted(line), COMPANY)).toEqual([kind]);
  });

  it('reads duties that name the employer, helping, offering or being part of a team as work', () => {
    for (const line of [
      'At the clinic, you will triage patients and book their follow-ups',
      'Help us improve the onboarding of new suppliers',
      'Offer customers a loan that fits their budget',
      'Exchange parts on the packaging line and log each repair',
      'Be part of the on-call rotation for the payment platform',
      'Be the first point of contact for visitors to Brightwater Pharma sites',
    ]) {
      expect(closingLinesAsked(led(line), COMPANY)).toEqual([]);
      expect(closingLinesAsked(quoted(line), COMPANY)).toEqual([]);
    }
  });
});

describe('an invitation to apply or ask, in the Scandinavian and Finnish closings (issue 13, round 27 kind)', () => {
  it.each([
    'Vi ser frem til at modtage din ansøgning',
    'Vi ser fram emot din ansökan',
    'Odotamme hakemustasi 12.6. mennessä',
    'For yderligere information om stillingen kontakt Mette Holm',
    'Lisätietoja tehtävästä antaa Anna Virtanen',
    'If you have any questions, please contact our recruitment team',
    "Don't hesitate to contact us about the role",
  ])('reads "%s" as an invitation', (line) => {
    expect(contactBlockLine(line)).toBe('an invitation to apply or ask');
  });

  it('reads a duty to contact people as no invitation', () => {
    expect(contactBlockLine('Contact customers with questions about their orders')).toBeNull();
    expect(contactBlockLine('Answer any questions visitors have at the front desk')).toBeNull();
  });
});
