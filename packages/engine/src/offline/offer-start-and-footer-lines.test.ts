import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { headingKind } from './sections.ts';
import { isOfferLine, isOfferOpening } from './offer-lines.ts';
import { isContactOrFooterLine } from './page-furniture.ts';

// A made-up garden centre's post: its offer opened by a line that is no heading, a pay supplement apart from the offer
// above it, the start and the number of openings under headings of their own, and a footer's address a line apiece.
const GARDEN_CENTRE_POST = [
  '# Gärtner (m/w/d) Pflanzenverkauf',
  '',
  '### Das bringen Sie mit',
  '',
  '... Sie haben eine abgeschlossene Ausbildung als Gärtner*in.',
  '',
  '... Sie beraten Kundschaft gern und geduldig.',
  '',
  '... Sie pflegen Stauden und Gehölze sorgfältig.',
  '',
  'Wir danken Ihnen für Ihr Interesse, freuen Sie sich auf ...',
  '',
  '... ein herzliches Team in einem grünen Betrieb.',
  '',
  '... eine gründliche Einarbeitung in unser Sortiment.',
  '',
  '... Rabatte auf Pflanzen und Zubehör.',
  '',
  '## Was wir Ihnen bieten',
  '',
  'Flexible Dienstpläne und ein eigenes Beet',
  '',
  'Samstags- und Feiertagszuschläge',
  '',
  '## Beginn der Tätigkeit',
  '',
  'Einstellungstermin per sofort oder später',
  '',
  '## Anzahl offener Stellen',
  '',
  '3',
  '',
  '## Grünwerk Pflanzenhof GmbH',
  '',
  'Am Lindenweg 12',
  '',
  '54321 Musterstadt',
  '',
  'Tel. 0123 - 456 78 90',
].join('\n');

describe("an offer, a pay supplement, the start and a footer's address (round 20 kind)", () => {
  it('asks none of them as a requirement; the start is read as the start date', async () => {
    const generation = await createOfflineEngine().generateJob({
      jobSpecMarkdown: GARDEN_CENTRE_POST,
      position: 'Gärtner Pflanzenverkauf',
      company: 'Grünwerk Pflanzenhof GmbH',
    });
    const text = generation.jobSpecsQuestions.join('\n');
    expect(text).toContain('Sie beraten Kundschaft gern und geduldig');
    expect(text).not.toMatch(
      /herzliches Team|Einarbeitung|Rabatte|Beet|zuschläge|Einstellungstermin|Lindenweg|Musterstadt/,
    );
    expect(generation.jobSpecWorkRequirements.map(({ question }) => question).join('\n')).toContain(
      'Einstellungstermin per sofort oder später',
    );
  });

  it.each([
    ['Wir freuen uns auf Sie, freuen Sie sich auf ...'],
    ['What you can expect from us:'],
    ['Nous vous offrons :'],
    ['Lo que te ofrecemos…'],
    ['Was wir dir bieten'],
  ])('reads %j as the opening of the offer', (line) => {
    expect(isOfferOpening(line)).toBe(true);
  });

  it.each([
    ['We offer a competitive salary and a friendly team.'],
    ['Sie freuen sich auf Kundenkontakt'],
    ['Sie haben Freude an der Arbeit im Team ...'],
  ])('does not read %j as an opening of the offer', (line) => {
    expect(isOfferOpening(line)).toBe(false);
  });

  it('reads an offer heading with its pronoun as the offer', () => {
    expect(headingKind('Was wir Ihnen bieten')).toBe('benefits');
    expect(headingKind('Das bieten wir dir')).toBe('benefits');
  });

  it.each([['Samstags- und Feiertagszuschläge'], ['Night and weekend supplements'], ['Schichtzulagen']])(
    'reads the pay supplement %j as the offer',
    (line) => {
      expect(isOfferLine(line)).toBe(true);
    },
  );

  it('keeps a duty about supplements a duty', () => {
    expect(isOfferLine('Advise customers on vitamins and dietary supplements')).toBe(false);
  });

  it.each([['Am Lindenweg 12'], ['Hauptstraße 3a'], ['Calle de las Flores 7'], ['54321 Musterstadt']])(
    "reads the footer's address line %j as furniture",
    (line) => {
      expect(isContactOrFooterLine(line)).toBe(true);
    },
  );

  it.each([['2024 Abschluss als Gärtner'], ['Pflege von 12 Beeten'], ['3 Jahre Erfahrung im Verkauf']])(
    'keeps %j',
    (line) => {
      expect(isContactOrFooterLine(line)).toBe(false);
    },
  );
});
