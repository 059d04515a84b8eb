import { describe, expect, it } from 'vitest';
import {
  contactBlockLine,
  cutAtWrap,
  isOfferLine,
  isReservationClause,
  pageFurnitureFaults,
  quotedLayoutText,
} from './page-contact-checks.ts';

const task = (line: string) =>
  `The posting lists this task: "${line}". Describe a time you did this in a previous role.`;
// A made-up German club page: the post, an offer paragraph the page wrapped, then its contact block and footer.
const PAGE = [
  'Beratung von Familien in der Ambulanz',
  'Vertrag: zunächst für 2 Jahre mit Option auf',
  'Verlängerung',
  'Wir bieten: einen ruhigen Arbeitsplatz in einem kleinen Team, Supervision und',
  'Zuschüsse zum Jobticket, flexible Arbeitszeiten und ein Fahrrad-Leasing.',
  'Neugierig? Dann freuen wir uns auf Sie!',
  'Bei Fragen steht Ihnen Frau Brandauer zur Verfügung.',
  '0711 - 445566',
  'Gartenweg 3b, 70173 Stuttgart',
  '© 2019-2025 - Elternhilfe Neckar e.V.',
].join('\n');

describe("a posting page's contact block, footer and offers asked as the post (issue 13, round 17 kinds)", () => {
  it('reads a phone number, a street address, a copyright line, a contact person and an invitation', () => {
    expect(contactBlockLine('0711 - 445566')).toBe('a phone number');
    expect(contactBlockLine('Gartenweg 3b, 70173 Stuttgart')).toBe('a street address');
    expect(contactBlockLine('© 2019-2025 - Elternhilfe Neckar e.V')).toBe('a copyright line');
    expect(contactBlockLine('Bei Fragen steht Ihnen Frau Brandauer')).toBe('a contact person');
    expect(contactBlockLine('Interested? We look forward to hearing from you')).toBe(
      'an invitation to apply or ask',
    );
    expect(contactBlockLine('Beratung von Familien in der Ambulanz')).toBeNull();
    expect(contactBlockLine('Manage a budget of 250000 euros across 12 sites')).toBeNull();
  });

  it("reads the employer reserving a right as no requirement, in the posting's language", () => {
    expect(isReservationClause("L'azienda si riserva di considerare laureati in altre discipline")).toBe(
      true,
    );
    expect(isReservationClause('We reserve the right to close the advert early')).toBe(true);
    expect(isReservationClause('Diploma tecnico o titolo equivalente')).toBe(false);
  });

  it('reads the lines of an offer paragraph the page wrapped, and not the duty above it', () => {
    expect(isOfferLine('Zuschüsse zum Jobticket, flexible Arbeitszeiten und ein Fahrrad-Leasing', PAGE)).toBe(
      true,
    );
    expect(isOfferLine('einen ruhigen Arbeitsplatz in einem kleinen Team, Supervision und', PAGE)).toBe(true);
    expect(isOfferLine('Beratung von Familien in der Ambulanz', PAGE)).toBe(false);
  });

  it('reads a quote cut where the page wrapped its line on a preposition, and not a whole line', () => {
    expect(cutAtWrap('Vertrag: zunächst für 2 Jahre mit Option auf', PAGE)).toContain(
      'cut where the page wrapped',
    );
    expect(cutAtWrap('Beratung von Familien in der Ambulanz', PAGE)).toBeNull();
    expect(cutAtWrap("Contrat d'un an", "Contrat d'un an\nDébut en mai")).toBeNull();
  });

  it('flags each such question, and passes the duty', () => {
    expect(pageFurnitureFaults(task('0711 - 445566'), PAGE)).toEqual(['a phone number asked as the job']);
    expect(pageFurnitureFaults(task('Zuschüsse zum Jobticket, flexible Arbeitszeiten'), PAGE)).toEqual([
      'a line of what the employer offers asked as the job',
    ]);
    expect(pageFurnitureFaults(task('Beratung von Familien in der Ambulanz'), PAGE)).toEqual([]);
    expect(
      quotedLayoutText(
        'The posting describes the engagement as "Vertrag: zunächst für 2 Jahre mit Option auf". Is that fine?',
        PAGE,
      ),
    ).toHaveLength(1);
  });
});
