import { describe, expect, it } from 'vitest';
import { cleanMarkdown } from './clean-markdown.ts';
import { headingKind, parseSections } from './sections.ts';

// A made-up German post whose duties are headed by what the person does ('Was du tun wirst'), in short lines.
const POST = [
  '# Fachkraft für Gartenpflege (m/w/d)',
  '',
  '## Was du tun wirst',
  '',
  'Pflege der Beete und Rasenflächen',
  '',
  'Rückschnitt von Hecken',
  '',
  '## Was du mitbringst',
  '',
  'abgeschlossene Ausbildung zum Gärtner',
].join('\n');

describe('German duty headings told as what the person does', () => {
  it('reads "Was du tun wirst" and "Was Sie bei uns tun" as duties, never "Was wir tun"', () => {
    expect(headingKind('Was du tun wirst:')).toBe('responsibilities');
    expect(headingKind('Was Sie bei uns tun')).toBe('responsibilities');
    expect(headingKind('Was wir tun')).not.toBe('responsibilities');
  });

  it('reads its short duty lines as duties', () => {
    const duties = parseSections(cleanMarkdown(POST))
      .filter((section) => section.kind === 'responsibilities')
      .flatMap((section) => section.items);
    expect(duties).toEqual(['Pflege der Beete und Rasenflächen', 'Rückschnitt von Hecken']);
  });
});
