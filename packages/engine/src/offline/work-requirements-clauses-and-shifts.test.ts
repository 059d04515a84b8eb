import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';

const generate = (markdown: string) => createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
const byTitle = (requirements: { title: string; question: string }[], title: string): string =>
  requirements.find((requirement) => requirement.title === title)?.question ?? '';

describe('a condition quoted by the clause that states it (round 20)', () => {
  it("quotes a long sentence's clause set apart by dashes, not the whole sentence", async () => {
    const generation = await generate(
      [
        '# Altenpfleger (m/w/d)',
        '## Über uns',
        'Für unser Haus am See haben wir viele Modelle - ob Teilzeit oder Vollzeit, Minijob oder Nachtdienst – und wir freuen uns auf neue Kolleginnen und Kollegen in unserem Team.',
        '## Aufgaben',
        '- Pflege und Betreuung der Bewohner',
      ].join('\n'),
    );
    expect(generation.workArrangementInfo.working_hours).toBe(
      'ob Teilzeit oder Vollzeit, Minijob oder Nachtdienst',
    );
    expect(byTitle(generation.jobSpecWorkRequirements, 'Contract type')).toContain(
      '"ob Teilzeit oder Vollzeit, Minijob oder Nachtdienst"',
    );
    expect(JSON.stringify(generation)).not.toMatch(
      /"[^"]*freuen uns auf neue Kolleginnen[^"]*"\. (?:Is|Are)/,
    );
  });

  it('keeps a sentence whole where its dash joins a range or a short name', async () => {
    const generation = await generate(
      [
        '# Receptionist',
        '## Terms',
        'The front desk is staffed every week from Monday - Friday by two people who share the opening and closing of the building.',
        '## Duties',
        '- Greet visitors and answer the phone',
      ].join('\n'),
    );
    expect(generation.workArrangementInfo.working_hours).toContain('from Monday - Friday by two people');
  });
});

describe('shift work, night work, start and field work read (round 20)', () => {
  it("quotes a start date alone from the sentence saying whom the employer seeks ('Wir suchen …')", async () => {
    const generation = await generate(
      [
        '# Gärtner (m/w/d)',
        '## Über uns',
        'Wir suchen Dich als Gärtner und neuen Kollegen (m/w/d) im Bereich Landschaftsbau zum 01.04.2027 oder 01.05.2027',
        '## Aufgaben',
        '- Pflege von Grünanlagen',
      ].join('\n'),
    );
    const start = byTitle(generation.jobSpecWorkRequirements, 'Start date');
    expect(start).toContain('"zum 01.04.2027 oder 01.05.2027"');
    expect(start).not.toContain('Wir suchen');
  });

  it('does not read a duty done during the shift as working hours, but does read shift work', async () => {
    const duties = await generate(
      [
        '# Kitchen Porter',
        '## Duties',
        '- Wipes down the prep tables throughout the shift',
        '- Performs shift change and/or closing duties',
        '- Empties the bins at the end of each shift',
      ].join('\n'),
    );
    expect(duties.workArrangementInfo.working_hours).toBeNull();
    const shifts = await generate(
      [
        '# Kitchen Porter',
        '## Requirements',
        '- Must be able to work night shifts and weekends',
        '## Duties',
        '- Wipes down the prep tables',
      ].join('\n'),
    );
    expect(shifts.workArrangementInfo.working_hours).toContain('night shifts');
  });

  it('reads German night work as out-of-hours work, not a night supplement among the benefits', async () => {
    const generation = await generate(
      [
        '# Pflegehelfer (m/w/d)',
        '## Ihr Profil',
        '- Bereitschaft zum Nachtdienst',
        '## Wir bieten',
        '- Nachtarbeitszuschläge und ein nettes Team',
      ].join('\n'),
    );
    const onCall = byTitle(generation.jobSpecWorkRequirements, 'On-call');
    expect(onCall).toContain('Bereitschaft zum Nachtdienst');
    expect(onCall).not.toContain('Nachtarbeitszuschläge');
  });

  it('quotes the own car a post asks for without the mileage pay joined to it', async () => {
    const generation = await generate(
      [
        '# Außendienst Regalpflege (m/w/d)',
        '## Ihr Profil',
        '- Sie haben einen eigenen Pkw und erhalten eine Kilometerpauschale von 25 Cent',
        '## Aufgaben',
        '- Pflege der Regale in unseren Partnermärkten',
      ].join('\n'),
    );
    const equipment = byTitle(generation.jobSpecWorkRequirements, 'Own equipment');
    expect(equipment).toContain('"Sie haben einen eigenen Pkw"');
  });

  it("reads a German 'per sofort' start and field work in a sales territory, not a field worker's title", async () => {
    const generation = await generate(
      [
        '# Gebietsverkäufer (m/w/d)',
        '## Wir suchen',
        '- eine*n Außendienstmitarbeiter*in, der*die unsere Weine im Handel anbietet',
        '- Ihr Einsatz erfolgt im Außendienst für das Gebiet Nordhessen',
        '## Eintritt',
        '- Einstellungstermin per sofort',
      ].join('\n'),
    );
    const requirements = generation.jobSpecWorkRequirements;
    expect(byTitle(requirements, 'Start date')).toContain('per sofort');
    const travel = byTitle(requirements, 'Travel');
    expect(travel).toContain('im Außendienst für das Gebiet Nordhessen');
    expect(travel).not.toContain('Weine');
  });
});
