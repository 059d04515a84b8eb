import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';

const generate = (markdown: string) => createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
const titles = (requirements: { title: string }[]) => requirements.map((requirement) => requirement.title);
const byTitle = (requirements: { title: string; question: string }[], title: string): string =>
  requirements.find((requirement) => requirement.title === title)?.question ?? '';

describe('work on site, run-on lines and offer lists (round 19 kinds)', () => {
  it("reads 'vor Ort' as work on site, never as remote", async () => {
    const generation = await generate(
      [
        '# Servicetechniker (m/w/d)',
        '## Deine Aufgaben',
        'Wartung und Reparatur von Heizungsanlagen direkt vor Ort bei unseren Kunden',
        'Dokumentation der durchgeführten Arbeiten im Serviceportal',
        'Beratung der Kunden zu neuen Anlagen und Förderprogrammen',
      ].join('\n'),
    );
    expect(generation.workArrangementInfo.work_arrangement).toBe('On-site');
    const shown = generation.jobSpecWorkRequirements.map((requirement) => requirement.question).join('\n');
    expect(shown).not.toMatch(/remote|from home/i);
  });

  it("quotes only the labelled part of a run-on qualifications paragraph, and a board's 'Label: · value' rows", async () => {
    const generation = await generate(
      [
        '# Night Desk Agent',
        'Job Type: · part_time',
        'Hours: · Varies with the season',
        'Start Date: · Immediate',
        '## Duties',
        'Check guests in and out of the hotel',
        'Answer the phone and take messages for guests',
        '## Qualifications',
        'Qualifications: Front desk experience an asset Calm and friendly manner with guests at all times Physical Demands of Role (may include): Standing throughout shift Occasional lifting of luggage up to 25 lbs Work Eligibility: Applicants must be legally authorized to work in Canada.',
      ].join('\n'),
    );
    const requirements = generation.jobSpecWorkRequirements;
    expect(generation.workArrangementInfo.working_hours).toBe('Hours: Varies with the season');
    expect(byTitle(requirements, 'Working hours')).not.toMatch(/Standing|Calm/);
    expect(byTitle(requirements, 'Work authorisation')).toContain(
      '"Work Eligibility: Applicants must be legally authorized to work in Canada"',
    );
    expect(byTitle(requirements, 'Start date')).toContain('"Start Date: Immediate"');
    expect(byTitle(requirements, 'Contract type')).toContain('part time');
    expect(requirements.map((requirement) => requirement.question).join('\n')).not.toMatch(/·|_time/);
  });

  it("quotes one item of an offer list run into a line with ' - ', and reads 'Stunden Woche' as the hours", async () => {
    const generation = await generate(
      [
        '# Fliesenleger (m/w/d)',
        '## Deine Aufgaben',
        'Verlegen von Fliesen in Neubauten und Altbauten',
        'Abdichten von Bädern und Duschen nach Norm',
        '## Wir bieten',
        'Befristeter Arbeitsvertrag - 39 Stunden Woche - Kollegiales',
        'Team - Moderne Werkzeuge',
      ].join('\n'),
    );
    const requirements = generation.jobSpecWorkRequirements;
    expect(byTitle(requirements, 'Contract type')).toContain('"Befristeter Arbeitsvertrag"');
    expect(byTitle(requirements, 'Working hours')).toContain('"39 Stunden Woche"');
  });

  it('does not split a range of days or times set with a dash', async () => {
    const generation = await generate(
      ['# Receptionist', '## Hours', 'Monday - Saturday, 9:00 a.m. - 5:00 p.m. at the front desk'].join('\n'),
    );
    expect(generation.workArrangementInfo.working_hours).toBe(
      'Monday - Saturday, 9:00 a.m. - 5:00 p.m. at the front desk',
    );
  });
});

describe('ways to be paid, and conditions stated without a label (round 19 kinds)', () => {
  it('reads no arrangement or contract from a pay option, but the registered-business rule for paid work', async () => {
    const generation = await generate(
      [
        '# Stonemason for a Farm Restoration',
        '## The Role',
        'You will rebuild the dry stone walls of the old barns.',
        '## How we pay',
        'You can live on the farm as a volunteer, working in exchange for free board.',
        'Your stay will be formalised with a Volunteer Agreement.',
        'To be paid directly, you must invoice as a registered business.',
        'For a partner committed to a long-term, on-site role, we would offer payment in the form of shares in the cooperative.',
      ].join('\n'),
    );
    const requirements = generation.jobSpecWorkRequirements;
    expect(titles(requirements)).not.toContain('Work arrangement');
    expect(generation.workArrangementInfo.work_arrangement).toBeNull();
    const contract = byTitle(requirements, 'Contract type');
    expect(contract).toContain('invoice as a registered business');
    expect(contract).not.toMatch(/Volunteer Agreement|shares/);
  });

  it('asks a driving licence run into a heading, an own car, hours a month and a start date', async () => {
    const generation = await generate(
      [
        '# Außendienstmitarbeiter (m/w/d)',
        'Wir suchen Sie ab 01.03.2024 für unser Team in der Region.',
        '## Ihre Aufgaben',
        'Betreuung unserer Kunden im Handel',
        'Sie besitzen einen eigenen Pkw.',
        '## Führerscheinklasse B Wir bieten',
        'Eine Anstellung in Teilzeit – 60 Std./Monat.',
      ].join('\n'),
    );
    const requirements = generation.jobSpecWorkRequirements;
    expect(byTitle(requirements, 'Driving licence')).toContain('Führerscheinklasse B');
    expect(byTitle(requirements, 'Driving licence')).not.toContain('Wir bieten');
    expect(byTitle(requirements, 'Own equipment')).toContain('eigenen Pkw');
    expect(byTitle(requirements, 'Working hours')).toContain('60 Std./Monat');
    expect(byTitle(requirements, 'Start date')).toContain('ab 01.03.2024');
  });

  it("asks 'start immediately' as the start date", async () => {
    const generation = await generate(
      [
        '# Deckhand',
        '## About the role',
        'This is a seasonal role and you will start immediately.',
        '## Duties',
        'Handle the mooring lines when the boat docks.',
      ].join('\n'),
    );
    expect(byTitle(generation.jobSpecWorkRequirements, 'Start date')).toContain('start immediately');
  });
});

describe('what the employer provides or allows is no duty (round 19 kind)', () => {
  it('asks neither costs the project covers nor a freedom the role gives as a task, in English or Italian', async () => {
    const generation = await generate(
      [
        '# Furniture Restorer',
        '## The Role',
        'You will restore the antique chairs and tables of the guest house.',
        'You will repair and refinish the wooden window frames.',
        'You will have complete freedom to choose your own finishing techniques.',
        '## What We Provide',
        'Tools & Supplies: All costs for tools and varnish will be covered by the project.',
        'Attrezzi: Tutti i costi per attrezzi e vernici saranno coperti dal progetto.',
      ].join('\n'),
    );
    const asked = generation.jobSpecsQuestions.join('\n');
    expect(asked).toMatch(/antique chairs|window frames/);
    expect(asked).not.toMatch(/covered by the project|coperti dal progetto|freedom to choose/);
  });
});
