import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { splitGermanRunOn } from './german-run-on.ts';

describe('a German list run together, and its one-word duty (round 20 kinds)', () => {
  it('parts items after a verdict and between two action nouns', () => {
    expect(
      splitGermanRunOn('Erfahrung im Gartenbau ist wünschenswert Freude an der Arbeit im Freien'),
    ).toEqual(['Erfahrung im Gartenbau ist wünschenswert', 'Freude an der Arbeit im Freien']);
    expect(
      splitGermanRunOn('Pflege der Grünanlagen und saisonale Bepflanzung Wartung der Geräte im Betriebshof'),
    ).toEqual(['Pflege der Grünanlagen und saisonale Bepflanzung', 'Wartung der Geräte im Betriebshof']);
    expect(splitGermanRunOn('Erfahrung in der Abteilung Marketing mit Schwerpunkt Messen')).toEqual([
      'Erfahrung in der Abteilung Marketing mit Schwerpunkt Messen',
    ]);
  });

  it('asks each item, a one-word compound duty among them', async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: [
        '# Gärtner (m/w/d) Grünflächen',
        '',
        '## Was du tun wirst',
        '',
        '- Pflege der Grünanlagen und saisonale Bepflanzung Wartung der Geräte im Betriebshof',
        '- Baumkontrolle',
        '- Dokumentation',
        '',
        '## Was du mitbringst',
        '',
        '- abgeschlossene Ausbildung als Gärtner*in',
        '- Erfahrung im Gartenbau ist wünschenswert Freude an der Arbeit im Freien',
      ].join('\n'),
      position: 'Gärtner Grünflächen',
      company: 'Stadtgrün Lindenau',
    });
    const text = jobSpecsQuestions.join('\n');
    expect(text).toContain('task: "Wartung der Geräte im Betriebshof"');
    expect(text).toContain('task: "Baumkontrolle"');
    expect(text).not.toContain('"Dokumentation"');
    expect(text).toContain('asks for: "Freude an der Arbeit im Freien"');
  });

  it('keeps a duty and a trait that share only small words', async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: [
        '# Gebietsverkäufer (m/w/d)',
        '',
        '## Wir',
        '',
        '- Wir geben Ihnen Rückenwind: Sie betreuen einen festen Händlerkreis und gewinnen auch gern Neukunden dazu.',
        '',
        '## Sie',
        '',
        '- Sie überzeugen auch Neukunden und bauen einen festen Kontakt auf.',
      ].join('\n'),
      position: 'Gebietsverkäufer',
      company: 'Papierhaus Brenner',
    });
    const text = jobSpecsQuestions.join('\n');
    expect(text).toContain('"betreuen einen festen Händlerkreis');
    expect(text).toContain('asks for: "Sie überzeugen auch Neukunden');
  });
});
