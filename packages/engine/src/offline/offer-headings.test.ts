import { describe, expect, it } from 'vitest';
import { BOILERPLATE_WEIGHT, weightedBlocks } from '../mcq/document-weights.ts';
import { isOfferLine, isOfferOpening } from './offer-lines.ts';
import { headingKind } from './sections.ts';

// Invented offer headings, one per language: each part of the engine reads them as the employer's offer, since they
// share one word list (text/offer-words.ts).
const OFFER_HEADINGS = [
  'What we can offer',
  'Was wir Ihnen bieten',
  'Nous vous offrons',
  'Lo que te ofrecemos',
  'Che cosa offriamo',
  'Wat bieden wij',
  'O que oferecemos',
];

describe('the employer offer words', () => {
  it.each(OFFER_HEADINGS)('reads %s as the offer wherever the engine looks for it', (heading) => {
    expect(headingKind(heading)).toBe('benefits');
    expect(isOfferOpening(`${heading}:`)).toBe(true);
    expect(isOfferLine(`${heading} een fietsplan en 30 vakantiedagen`)).toBe(true);
    const [offerHeading] = weightedBlocks(
      `## Requirements\n- Forklift licence\n\n## ${heading}\n- A bike plan`,
    ).filter((block) => block.text === heading);
    expect(offerHeading?.weight).toBe(BOILERPLATE_WEIGHT);
  });

  it('keeps a duty heading that merely mentions an offer out of the benefits', () => {
    expect(headingKind('Deine Aufgaben')).toBe('responsibilities');
    expect(isOfferOpening('You will offer our customers advice.')).toBe(false);
  });
});
