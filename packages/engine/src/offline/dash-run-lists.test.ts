import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { parseSections } from './sections.ts';

// A made-up solar installer's ad from a home page's info box: duties, profile and offer run into one paragraph with
// ' - ' bullets and inline labels, the paragraph cut by the PDF one word into an item and after a dangling dash.
const SOLAR_AD = [
  '## Verstärkung gesucht!',
  '',
  'Wir suchen Dich als Monteur (m/w/d) für Solartechnik ab sofort! Deine Aufgaben: - Montage von Solaranlagen auf Dächern - Verkabelung der Wechselrichter und Speicher - Kleine',
  '',
  'Reparaturen beim Kunden - Dokumentation der erledigten Arbeiten Dein Profil: - Abgeschlossene Ausbildung als Elektriker - Erfahrung mit Photovoltaik und Speichertechnik -',
  '',
  'Gute Deutschkenntnisse in Wort und Schrift Wir bieten: - Unbefristeter Vertrag - 40 Stunden Woche - Gutes',
  '',
  'Arbeitsklima - Firmenwagen auch privat',
].join('\n');

describe('a posting run into one paragraph with dash bullets and inline labels', () => {
  it('parts it at the labels and dashes, each part under its label, the cut items joined', () => {
    const sections = parseSections(SOLAR_AD);
    const items = (kind: string) =>
      sections.filter((section) => section.kind === kind).flatMap((s) => s.items);
    expect(items('responsibilities')).toEqual([
      'Montage von Solaranlagen auf Dächern',
      'Verkabelung der Wechselrichter und Speicher',
      'Kleine Reparaturen beim Kunden',
      'Dokumentation der erledigten Arbeiten',
    ]);
    expect(items('requirements')).toEqual([
      'Abgeschlossene Ausbildung als Elektriker',
      'Erfahrung mit Photovoltaik und Speichertechnik',
      'Gute Deutschkenntnisse in Wort und Schrift',
    ]);
    expect(items('benefits')).toEqual([
      'Unbefristeter Vertrag',
      '40 Stunden Woche',
      'Gutes Arbeitsklima',
      'Firmenwagen auch privat',
    ]);
  });

  it("asks the duties and the profile's items, not generic questions", async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: SOLAR_AD,
      position: 'Monteur Solartechnik',
      company: 'Sonnendach',
    });
    const text = jobSpecsQuestions.join('\n');
    expect(text).toContain('"Montage von Solaranlagen auf Dächern"');
    expect(text).toContain('"Abgeschlossene Ausbildung als Elektriker"');
    expect(text).not.toMatch(/Wir bieten|Dein Profil|Unbefristeter Vertrag/);
  });

  it('reads an English one the same way', () => {
    const sections = parseSections(
      "We're hiring a deck builder! Responsibilities: - Build decks and pergolas - Repair garden fences - Talk clients through their plans Requirements: - Carpentry training - A driving licence",
    );
    expect(sections.find((section) => section.kind === 'responsibilities')?.items).toEqual([
      'Build decks and pergolas',
      'Repair garden fences',
      'Talk clients through their plans',
    ]);
    expect(sections.find((section) => section.kind === 'requirements')?.items).toEqual([
      'Carpentry training',
      'A driving licence',
    ]);
  });
});
