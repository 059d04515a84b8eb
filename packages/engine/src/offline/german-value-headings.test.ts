import { describe, expect, it } from 'vitest';
import { cleanMarkdown } from './clean-markdown.ts';
import { createOfflineEngine } from './index.ts';
import { headingKind, parseSections } from './sections.ts';

const generate = (markdown: string) => createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });

// A made-up Swiss ad: its requirements told as what the employer values, its offer as what awaits the reader (round
// 28's kind).
const AD = [
  '# Gärtner:in Landschaftsbau 80–100%',
  '',
  '## Was Sie auszeichnet',
  '',
  'Sie pflegen Gärten und Parkanlagen unserer Kundschaft und arbeiten eng mit der Bauleitung zusammen.',
  '',
  '## Das ist uns wichtig',
  '',
  'Abgeschlossene Lehre als Gärtner:in oder vergleichbare Ausbildung',
  '',
  'Sorgfältige und zuverlässige Arbeitsweise',
  '',
  'Führerausweis Kategorie B',
  '',
  '## Was Sie erwartet',
  '',
  'Ein herzliches, eingespieltes Team',
  '',
  'Moderne Maschinen und Fahrzeuge',
].join('\n');

describe("German requirement headings told as what the employer values, and 'Was Sie erwartet' as the offer", () => {
  it('reads the headings by their kind', () => {
    expect(headingKind('Das ist uns wichtig')).toBe('requirements');
    expect(headingKind('Was uns wichtig ist:')).toBe('requirements');
    expect(headingKind('Was Sie auszeichnet')).toBe('requirements');
    expect(headingKind('Was dich auszeichnet')).toBe('requirements');
    expect(headingKind('Darauf legen wir Wert')).toBe('requirements');
    expect(headingKind('Was Sie erwartet')).toBe('benefits');
    expect(headingKind('Was dich bei uns erwartet')).toBe('benefits');
    // The duties heading that reads the other way round stays the duties.
    expect(headingKind('Das erwartet dich')).toBe('responsibilities');
  });

  it('asks about the requirement lines, never the offer', async () => {
    const sections = parseSections(cleanMarkdown(AD));
    const required = sections
      .filter((section) => section.kind === 'requirements')
      .flatMap((section) => section.items);
    expect(required).toContain('Sorgfältige und zuverlässige Arbeitsweise');
    const questions = (await generate(AD)).jobSpecsQuestions.join('\n');
    expect(questions).toContain('Abgeschlossene Lehre als Gärtner:in');
    expect(questions).toContain('Sorgfältige und zuverlässige Arbeitsweise');
    expect(questions).not.toContain('eingespieltes Team');
    expect(questions).not.toContain('Moderne Maschinen');
  });
});
