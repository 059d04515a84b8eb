import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';

const generate = (markdown: string) => createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
const titles = (requirements: { title: string }[]) => requirements.map((requirement) => requirement.title);
const byTitle = (requirements: { title: string; question: string }[], title: string): string =>
  requirements.find((requirement) => requirement.title === title)?.question ?? '';

describe("an applicant-tracking system's 'Label · value' rows and a title's terms (round 27)", () => {
  const ROWS = [
    'Job Posting Title · Seasonal Night Shift Cashier',
    'Job ID · 4471QX',
    'Location Name · Millville, NJ',
    'Job Description · Position Description',
    'Scan and bag customer purchases accurately.',
    '## Job Requirements',
    'Ability to count change quickly.',
  ].join('\n\n');

  it('reads the location row as the place and the title as seasonal night work', async () => {
    const generation = await generate(ROWS);
    const requirements = generation.jobSpecWorkRequirements;
    expect(generation.workArrangementInfo.office_location).toBe('Millville, NJ');
    expect(byTitle(requirements, 'Contract type')).toContain('"Seasonal"');
    expect(byTitle(requirements, 'On-call')).toContain('"Night Shift"');
    expect(byTitle(requirements, 'Contract type')).not.toContain('Cashier');
    expect(byTitle(requirements, 'On-call')).not.toContain('Cashier');
  });

  it("reads 'seasonal' or 'overnight' in a duty as the work, not the terms", async () => {
    const generation = await generate(
      [
        'Job Posting Title · Store Associate',
        'Set up seasonal displays in the garden centre.',
        'Unload overnight deliveries before opening.',
      ].join('\n\n'),
    );
    expect(titles(generation.jobSpecWorkRequirements)).not.toContain('Contract type');
    expect(titles(generation.jobSpecWorkRequirements)).not.toContain('On-call');
  });
});

describe('a Hungarian posting that names full-time and part-time work (round 27)', () => {
  it('reads the line as the engagement', async () => {
    const generation = await generate(
      [
        '# Recepciós',
        'Recepciós munkakörbe keresünk munkatársat egy debreceni fogorvosi rendelőbe. Teljes munkaidős és 6 órás részmunkaidős jelentkezőket is várunk. Elvárás a pontos és megbízható munkavégzés.',
      ].join('\n\n'),
    );
    expect(byTitle(generation.jobSpecWorkRequirements, 'Contract type')).toContain(
      'Teljes munkaidős és 6 órás részmunkaidős jelentkezőket is várunk',
    );
  });
});

describe('a Hungarian posting whose start line names the district and part-time home office (round 27)', () => {
  const LINES = [
    '# Könyvelő',
    'Mérlegképes könyvelő munkakörbe keresünk munkatársat. Elvárás a pontos munkavégzés. Teljes munkaidős és 6 órás részmunkaidős jelentkezőket is várunk. Munkavégzés helye Budapest XI. kerületben, részmunkaidős kollégának home office-ban is.',
  ];

  it('reads the town and district as the office', async () => {
    const generation = await generate(LINES.join('\n\n'));
    expect(generation.workArrangementInfo.office_location).toBe('Budapest XI. kerület');
  });

  it('quotes only the line stating the engagement as the contract', async () => {
    const generation = await generate(LINES.join('\n\n'));
    const contract = byTitle(generation.jobSpecWorkRequirements, 'Contract type');
    expect(contract).toContain('Teljes munkaidős és 6 órás részmunkaidős jelentkezőket is várunk');
    expect(contract).not.toContain('Munkavégzés helye');
  });
});

describe("a job board's 'Label · Value' fact rows (round 29)", () => {
  it('quotes the value of an hours or contract row, not its label', async () => {
    const generation = await generate(
      [
        '# Sprzedawca',
        'Rodzaj zatrudnienia · Umowa zlecenie',
        'Godziny pracy · Praca zmianowa',
        '## Twój zakres obowiązków',
        'Obsługa klientów przy kasie',
      ].join('\n\n'),
    );
    const shown = generation.jobSpecWorkRequirements.map((requirement) => requirement.question).join('\n');
    expect(shown).toContain('"Umowa zlecenie"');
    expect(shown).toContain('"Praca zmianowa"');
    expect(shown).not.toMatch(/·|Rodzaj zatrudnienia|Godziny pracy/);
  });
});

describe("a job board's 'Label Value' rows printed without the dot (round 29's leftovers)", () => {
  it('quotes a known label of the terms by its value', async () => {
    const generation = await generate(
      [
        '# Rengøringsassistent',
        'Vi søger en rengøringsassistent til vores kontor i Odense.',
        'Arbejdstid · Deltid',
        'Ansættelsesform Tidsbegrænset ansættelse',
        'Antal stillinger 2',
      ].join('\n\n'),
    );
    const contract = byTitle(generation.jobSpecWorkRequirements, 'Contract type');
    expect(contract).toContain('"Tidsbegrænset ansættelse"');
    expect(contract).not.toContain('Ansættelsesform');
  });

  it("keeps a line outside the board's rows whose first word is a label's ('Schedule is …')", async () => {
    const generation = await generate(
      [
        '# Cleaning Technician',
        'Clean and sanitize the plant floor.',
        '## Requirements',
        '- Ability to lift 50 lbs',
        '- Schedule is Monday-Friday 7AM-330PM',
      ].join('\n\n'),
    );
    expect(byTitle(generation.jobSpecWorkRequirements, 'Working hours')).toContain(
      '"Schedule is Monday-Friday 7AM-330PM"',
    );
  });
});
