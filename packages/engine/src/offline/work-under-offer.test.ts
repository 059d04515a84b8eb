import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { askedProfile, describesTheWork } from './work-under-offer.ts';

// A made-up bicycle shop's post (round 21 kind): its duties under the offer's heading, its only requirements inside
// 'Ben jij … met …, dan bieden wij je:' over the offer lines.
const BICYCLE_SHOP_POST = [
  '# Medewerker werkplaats en winkel',
  '',
  'Rijwielhandel De Spaak zoekt versterking voor ons team in de binnenstad.',
  '',
  '## Wat wij bieden',
  '',
  'Een afwisselende baan met werkzaamheden zoals het repareren van fietsen, onderhoudsbeurten en advies aan klanten in de winkel. Bestellingen uitpakken en de voorraad bijhouden in het kassasysteem.',
  '',
  'Ben jij de handige collega die wij zoeken met technisch inzicht en ervaring met fietsonderhoud dan bieden wij je:',
  '',
  'Een 32-urige werkweek',
  '',
  'Een jaarcontract met kans op verlenging',
  '',
  'Korting op fietsen en onderdelen',
].join('\n');

describe('the work told under an offer heading (round 21 kind)', () => {
  it('asks the paragraph of duties as duties and the requirement inside a "Ben jij … dan …" lead, not the offer', async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: BICYCLE_SHOP_POST,
      position: 'Medewerker werkplaats en winkel',
      company: 'De Spaak',
    });
    const text = jobSpecsQuestions.join('\n');
    expect(text).toContain(
      'task: "Het repareren van fietsen, onderhoudsbeurten en advies aan klanten in de winkel"',
    );
    expect(text).toContain('task: "Bestellingen uitpakken en de voorraad bijhouden in het kassasysteem"');
    expect(text).toContain('asks for: "Technisch inzicht en ervaring met fietsonderhoud"');
    expect(text).not.toMatch(/32-urige|jaarcontract|Korting/);
  });

  it('tells the work from what an offer lists', () => {
    expect(describesTheWork('A varied role with tasks such as stock counts and customer orders.')).toBe(true);
    expect(describesTheWork('Als teamleider ben jij verantwoordelijk voor de planning.')).toBe(true);
    expect(
      describesTheWork('Leuke activiteiten zoals een jaarlijks teamuitje en vrijdagmiddagborrels.'),
    ).toBe(false);
    expect(describesTheWork('A company car and 28 days of holiday.')).toBe(false);
  });

  it('reads the requirement of an English "Are you … with …? Then …" sentence, and the rest as a lead', () => {
    expect(
      askedProfile('Are you the mechanic we need, with a heavy-vehicle licence? Then we offer you:'),
    ).toEqual({ requirement: 'A heavy-vehicle licence', rest: 'we offer you:' });
    expect(askedProfile('Are you curious and driven? Then get in touch!')).toEqual({
      requirement: null,
      rest: 'get in touch!',
    });
    expect(askedProfile('Are there any questions about the role?')).toBeNull();
  });
});
