import { describe, expect, it } from 'vitest';
import { documentLanguage } from './document-language.ts';

describe("the eval's own reading of a posting's language (issue 13, round 17 kind)", () => {
  it('reads Dutch, which the engine does not know, and the other languages postings come in', () => {
    expect(
      documentLanguage('Wij zoeken een collega voor onze bakkerij. Je werkt met het team aan de ovens.'),
    ).toBe('nl');
    expect(documentLanguage('Wir suchen eine Fachkraft für die Bäckerei und das Team im Laden.')).toBe('de');
    expect(documentLanguage('Buscamos una persona para la panadería con experiencia en los hornos.')).toBe(
      'es',
    );
    expect(
      documentLanguage('Cerchiamo una persona per il forno, con esperienza nella gestione degli ordini.'),
    ).toBe('it');
    expect(
      documentLanguage('Procuramos uma pessoa para a padaria, com experiência em fornos e no balcão.'),
    ).toBe('pt');
    expect(documentLanguage('Nous recherchons une personne pour la boulangerie avec votre équipe.')).toBe(
      'fr',
    );
    expect(documentLanguage('We are looking for a baker to join our team at the shop.')).toBe('en');
  });
});
