import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { headingKind, parseSections } from './sections.ts';
import { isOfferLine } from './offer-lines.ts';
import { isContactOrFooterLine } from './page-furniture.ts';

// Made-up postings for issue 13's round 27 kinds: the employer's description of itself and its boilerplate under the
// requirements, a closing date under its heading, and a list after a ';' that names what the part before spoke of.
async function questions(lines: string[], position: string, company: string): Promise<string> {
  const result = await createOfflineEngine().generateJob({
    jobSpecMarkdown: lines.join('\n'),
    position,
    company,
  });
  return result.jobSpecsQuestions.join('\n');
}

describe("the employer's description of itself", () => {
  it.each([
    ['Working at Harwell Pharma', 'about'],
    ['Careers at Brightline', 'about'],
    ['Company overview', 'about'],
    ['Stručná charakteristika spoločnosti', 'about'],
    ['Inzerujúca spoločnosť', 'about'],
    ['Charakteristika společnosti', 'about'],
    ['Closing date', 'process'],
    ['Application deadline', 'process'],
    ['Contact', 'process'],
    ['Ansøgningsfrist', 'process'],
  ])('%s heads a section of kind %s', (heading, kind) => {
    expect(headingKind(heading)).toBe(kind);
  });

  it("is never asked from under the requirements' sub-headings", async () => {
    const asked = await questions(
      [
        '# Front Desk Coordinator',
        '## Qualifications',
        'You speak and write English and Swedish at a high level.',
        'You have experience with visitor management systems and switchboards.',
        '### Working at Harwell Pharma',
        'At Harwell Pharma, your talent and drive help us bring better medicines to patients. In return, we offer you a chance to grow with a global team.',
        '## Contact',
        'For further information, please contact Lena Holm.',
        '### Closing date',
        '14 March 2024',
      ],
      'Front Desk Coordinator',
      'Harwell Pharma',
    );
    expect(asked).toMatch(/visitor management/);
    expect(asked).not.toMatch(/Harwell Pharma, your talent|we offer you|14 March 2024/);
  });

  it("never asks a Slovak board's 'Stručná charakteristika spoločnosti' as a requirement", async () => {
    const asked = await questions(
      [
        '# Asistentka riaditeľa',
        '## Požiadavky na zamestnanca',
        '### Jazykové znalosti',
        'Nemecký jazyk - Pokročilý (C1)',
        '## Inzerujúca spoločnosť',
        '### Stručná charakteristika spoločnosti',
        'Sme stavebná firma, ktorá sa venuje výstavbe rodinných domov na strednom Slovensku. Našou hlavnou činnosťou je projektovanie a realizácia drevostavieb.',
      ],
      'Asistentka riaditeľa',
      'Stavmont',
    );
    expect(asked).toMatch(/Nemecký jazyk/);
    expect(asked).not.toMatch(/stavebná firma|Našou hlavnou činnosťou/);
  });

  it('never asks being part of the employer, nor the employer speaking of itself by name, as a duty', async () => {
    const asked = await questions(
      [
        '# Receptionist',
        '## Your role',
        'You will be a valued and highly visible part of Brightline Logistics.',
        'You will welcome visitors and issue their access badges.',
        'You will answer the switchboard and route calls to the right department.',
        'At Brightline Logistics, we move goods for over 2,000 retailers.',
        'At Brightline Logistics, your energy and care help us keep shelves full across the country.',
        'You will represent Brightline Logistics at regional trade fairs.',
      ],
      'Receptionist',
      'Brightline Logistics',
    );
    expect(asked).toMatch(/access badges/);
    expect(asked).toMatch(/represent Brightline Logistics at regional trade fairs/);
    expect(asked).not.toMatch(/visible part of|2,000 retailers|help us keep shelves/);
  });

  it("reads 'In exchange, we offer you …' as the offer", () => {
    expect(isOfferLine('In exchange, we offer you a place in a friendly team.')).toBe(true);
    expect(isOfferLine('In return we offer flexible hours and a pension.')).toBe(true);
    expect(isOfferLine('Exchange data with our suppliers in return for weekly reports.')).toBe(false);
  });

  it("reads 'Closing date: …' as the closing date", () => {
    expect(isContactOrFooterLine('Closing date: 30 April 2025')).toBe(true);
    expect(isContactOrFooterLine('Application deadline: 12.05.2025')).toBe(true);
    expect(isContactOrFooterLine('Track closing dates of supplier contracts')).toBe(false);
  });
});

describe("a list after a ';' that names what the part before spoke of", () => {
  const itemsOf = (line: string): string[] =>
    parseSections(['# Stocker', '## Requirements', line].join('\n')).flatMap((section) => section.items);

  it('stays with the part before it', () => {
    expect(
      itemsOf(
        'Ability to work in every part of the warehouse; shop floor, loading dock, cold room and offices, including the yard.',
      ),
    ).toEqual([
      'Ability to work in every part of the warehouse; shop floor, loading dock, cold room and offices, including the yard.',
    ]);
  });

  it('leaves duties parted by semicolons apart', () => {
    expect(itemsOf('Maintain all customer records; file invoices, receipts and contracts')).toEqual([
      'Maintain all customer records',
      'file invoices, receipts and contracts',
    ]);
    expect(
      itemsOf('Prepare the weekly reports; review invoices, receipts, and statements; file them'),
    ).toEqual(['Prepare the weekly reports', 'review invoices, receipts, and statements; file them']);
  });
});
