import { describe, expect, it } from 'vitest';
import { cleanMarkdown } from './clean-markdown.ts';
import { createOfflineEngine } from './index.ts';
import { headingKind, parseSections } from './sections.ts';

const generate = (markdown: string) => createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });

// A made-up Swiss ad: its requirements told as what the employer values, its offer as what awaits the reader, its
// workload as a share of full time in the title (round 28's kind).
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

  it("reads the Swiss 'Führerausweis' as a driving licence and the title's workload as the hours", async () => {
    const generation = await generate(AD);
    const titles = generation.jobSpecWorkRequirements.map((requirement) => requirement.title);
    expect(titles).toContain('Driving licence');
    expect(generation.workArrangementInfo.working_hours).toBe('80–100%');
  });
});

describe("a title's workload as a share of full time", () => {
  const hoursOf = async (title: string) =>
    (await generate(`# ${title}\n\n## Ihre Aufgaben\n\nPflege der Kundendaten im CRM`)).workArrangementInfo
      .working_hours;

  it("reads '80-100 %', 'Pensum 60%' and '(50%)'", async () => {
    expect(await hoursOf('Sachbearbeiter:in Debitoren 80-100 %')).toBe('80-100 %');
    expect(await hoursOf('Pflegefachperson HF, Pensum 60%')).toBe('Pensum 60%');
    expect(await hoursOf('Projektleitung Jugendarbeit (50%)')).toBe('50%');
  });

  it('never reads a share of remote work or travel as the hours', async () => {
    expect(await hoursOf('Software Engineer (100% Remote)')).toBeNull();
    expect(await hoursOf('Field Sales Manager, 50% travel')).toBeNull();
  });
});
