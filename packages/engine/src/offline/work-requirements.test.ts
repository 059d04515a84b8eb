import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';

const generate = (markdown: string) => createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
const titles = (requirements: { title: string }[]) => requirements.map((requirement) => requirement.title);

describe('each work requirement is read only from a sentence that states it', () => {
  it('a location is a place: not the pay sentence after a one-line label', async () => {
    const generation = await generate(
      [
        '# Grants Officer',
        '## Basic information',
        'Location: Anywhere in the country (remote)',
        'Your pay, including base and locality, will be set when you are selected, based on your duty station.',
        'Work schedule: Full time.',
        '## Duties',
        'Review grant applications against the programme rules.',
        'Answer urgent requests from applicants within two days.',
        'Book travel and meetings for the programme director.',
      ].join('\n'),
    );
    const shown = generation.jobSpecWorkRequirements.map((requirement) => requirement.question).join('\n');
    expect(shown).not.toMatch(/pay|urgent requests|book travel/i);
    expect(titles(generation.jobSpecWorkRequirements)).not.toContain('Start date');
    expect(titles(generation.jobSpecWorkRequirements)).not.toContain('Travel');
    expect(generation.workArrangementInfo.office_location ?? '').not.toMatch(/pay/);
    expect(generation.workArrangementInfo.work_arrangement).toBe('Remote');
  });

  it('reads the places of "based in one of our offices (A, B, or C)" and a board\'s "Permanently Remote"', async () => {
    const offices = await generate(
      [
        '# Litigation Clerk',
        '## About the role',
        'This position reports to the Supervising Clerk and will be based in one of the Harbor Legal offices (Portland, Salem, or Eugene).',
        '## Duties',
        'Prepare filings for state and federal court.',
      ].join('\n'),
    );
    expect(offices.workArrangementInfo.office_location).toBe('Portland, Salem, or Eugene');
    const board = await generate(
      [
        '# Operations Director',
        'Riverbend Health | Oregon',
        '$80,000 - $95,000 Full Time General Benefits Health Insurance Paid Vacation Permanently Remote',
        '## Duties',
        'Lead the finance and operations team.',
      ].join('\n'),
    );
    expect(board.workArrangementInfo.work_arrangement).toBe('Remote');
    // A place the posting does not name is not read from a sentence about offices in general.
    const general = await generate(
      ['# Analyst', '## Duties', 'Visit one of the regional offices to audit their records.'].join('\n'),
    );
    expect(general.workArrangementInfo.office_location).toBeNull();
  });

  it("reads a board place that opens with 'Remote' and a post that can be located anywhere as remote", async () => {
    const board = await generate(
      [
        '# Policy Counsel',
        'Fairwork Alliance | Remote, Ohio',
        '## Duties',
        'Draft comments on proposed labour regulations.',
      ].join('\n'),
    );
    expect(board.workArrangementInfo.work_arrangement).toBe('Remote');
    const prose = await generate(
      [
        '# Community Coordinator',
        '## Duties',
        'Run the monthly volunteer calls and keep the event calendar up to date.',
        'The coordinator can be located anywhere with a reliable Internet connection.',
      ].join('\n'),
    );
    expect(prose.workArrangementInfo.work_arrangement).toBe('Remote');
  });

  it('software used in an office is not an on-site arrangement', async () => {
    const generation = await generate(
      [
        '# Sales Coordinator',
        '## Requirements',
        'Proficient in office and industry standard software.',
        'Two years of experience coordinating a sales team.',
      ].join('\n'),
    );
    expect(generation.workArrangementInfo.work_arrangement).toBeNull();
    expect(titles(generation.jobSpecWorkRequirements)).toEqual([]);
  });

  it("the person's availability, start and travel, not a stock's availability", async () => {
    const spanish = await generate(
      [
        '# Supervisor de Tienda',
        '## Funciones',
        'Supervisar el inventario, garantizando la disponibilidad de productos en piso de venta.',
        '## Requisitos',
        'Disponibilidad para viajar a otras sucursales.',
        'Incorporación inmediata.',
      ].join('\n'),
    );
    const questions = spanish.jobSpecWorkRequirements.map((requirement) => requirement.question).join('\n');
    expect(questions).not.toMatch(/disponibilidad de productos/);
    expect(questions).toMatch(/viajar/);
    expect(questions).toMatch(/inmediata/i);
    const english = await generate(
      [
        '# Field Engineer',
        '## Requirements',
        'Urgent hiring: the role starts in March.',
        'Occasional travel up to 20% to customer sites.',
      ].join('\n'),
    );
    expect(titles(english.jobSpecWorkRequirements)).toEqual(expect.arrayContaining(['Start date', 'Travel']));
  });

  it("reads a French start given as 'dès <month>'", async () => {
    const generation = await generate(
      [
        '# Assistant·e de coordination',
        '## Missions',
        '- préparer les réunions du réseau ;',
        '## Conditions',
        'Poste à pourvoir dès septembre 2031, à Lille.',
      ].join('\n'),
    );
    expect(titles(generation.jobSpecWorkRequirements)).toContain('Date de début');
    const seeking = await generate(
      [
        '# Chargé·e de projet',
        '## Le poste',
        'Nous recherchons dès octobre 2031 une personne pour animer le réseau des bénévoles.',
      ].join('\n'),
    );
    const start = seeking.jobSpecWorkRequirements.find(
      (requirement) => requirement.title === 'Date de début',
    );
    expect(start?.question).toMatch(/« dès octobre 2031 »/);
  });
});

describe('conditions asked once and named for what they are', () => {
  it('asks a line of evening, weekend and travel availability once, and a driving licence as a licence', async () => {
    const generation = await generate(
      [
        '# Animateur·rice jeunesse',
        '## Missions',
        '- animer les ateliers du mercredi pour les enfants ;',
        '- préparer le programme des vacances.',
        '## Conditions',
        '- être disponible en soirée et parfois le week-end ;',
        '- posséder le permis de conduire (catégorie B).',
      ].join('\n'),
    );
    const questions = generation.jobSpecWorkRequirements.map((requirement) => requirement.question);
    expect(questions.filter((question) => /en soirée/.test(question))).toHaveLength(1);
    expect(titles(generation.jobSpecWorkRequirements)).toContain('Permis de conduire');
    expect(titles(generation.jobSpecWorkRequirements)).not.toContain('Équipement personnel');
  });

  it('does not read experience in office administration as on-site work', async () => {
    const generation = await generate(
      ['# Office Assistant', '## Requirements', '- Two years of experience in office administration'].join(
        '\n',
      ),
    );
    expect(generation.workArrangementInfo.work_arrangement).toBeNull();
    expect(titles(generation.jobSpecWorkRequirements)).not.toContain('Work arrangement');
  });

  it('reads "we are working remotely" in the opening paragraph as the arrangement', async () => {
    const generation = await generate(
      [
        '# Support Agent',
        'Brightdesk is a help-desk company based in Porto. For now, we are working remotely.',
        '## Duties',
        '- Answer customer tickets by email',
      ].join('\n'),
    );
    expect(generation.workArrangementInfo.work_arrangement).toBe('Remote');
    expect(
      generation.jobSpecWorkRequirements.map((requirement) => requirement.question).join('\n'),
    ).not.toMatch(/relocate/);
  });
});

describe('a trait that shifts priorities is no working hours (round 9 kind)', () => {
  it("reads 'shift' as hours only as the work's shifts, not the verb", async () => {
    const trait = await generate(
      [
        '# Office Coordinator',
        '## You will',
        '- Order supplies and keep the meeting rooms ready.',
        '## An excellent candidate will be',
        '- Flexible and able to shift tasks and priorities when plans change.',
        '- Quick to shift focus between several requests.',
      ].join('\n'),
    );
    expect(titles(trait.jobSpecWorkRequirements)).not.toContain('Working hours');
    expect(trait.workArrangementInfo.working_hours).toBeNull();
    const shifts = await generate(
      [
        '# Warehouse Associate',
        '## Schedule',
        '- Rotating night shifts, including some weekends.',
        '## Duties',
        '- Pick and pack customer orders.',
      ].join('\n'),
    );
    expect(shifts.workArrangementInfo.working_hours).toMatch(/night shifts/);
  });
});

describe('hours stated beside other things (round 11 kind)', () => {
  it('reads neither a physical demand as the hours nor pay run on after them, nor full time twice', async () => {
    const generation = await generate(
      [
        '# Packing Associate',
        '## Duties',
        '- Pack customer orders and check each against its slip',
        '- Keep the packing area tidy and stocked with boxes',
        '## Working conditions',
        '- Standing and/or walking during a shift up to 8 hours',
        '- This is a full-time position, with hours of 8:00 AM – 4:30 PM',
        '- Schedule is Monday-Friday 7AM-330PM: Wage dependent upon experience',
      ].join('\n'),
    );
    const questions = generation.jobSpecWorkRequirements
      .map((requirement) => requirement.question)
      .join('\n');
    expect(questions).not.toMatch(/Standing|Wage/);
    expect(titles(generation.jobSpecWorkRequirements)).toEqual(['Working hours']);
    expect(generation.workArrangementInfo.working_hours).not.toMatch(/Wage/);
  });
});

describe('a contract line that goes on to pay, and a start date as a deadline (round 12 kinds)', () => {
  it('quotes the engagement without the salary and asks no start date from a degree due by it', async () => {
    const { jobSpecWorkRequirements } = await generate(
      [
        '# Data Steward',
        '## Terms',
        'This is a two-year, full-time contract position with a salary range of $50,000-$60,000, depending on experience.',
        '## Requirements',
        '- Applicants must hold a master’s degree by their start date',
        '- Experience curating research data sets',
      ].join('\n'),
    );
    expect(titles(jobSpecWorkRequirements)).toEqual(['Contract type']);
    expect(jobSpecWorkRequirements[0]?.question).toContain(
      '"This is a two-year, full-time contract position"',
    );
    expect(jobSpecWorkRequirements[0]?.question).not.toMatch(/salary|\$/);
  });
});

describe('an Italian posting’s conditions (round 12 kind)', () => {
  it('asks the place, smart working, hours and contract in English quoting the Italian line, never the pay', async () => {
    const generation = await generate(
      [
        '# Impiegata amministrativa',
        '## Requisiti',
        '- Diploma di ragioneria',
        '- Esperienza nella gestione della prima nota',
        '## Condizioni',
        '- Sede di lavoro: Torino',
        '- Contratto a tempo indeterminato, RAL 32.000 €',
        '- Orario di lavoro dal lunedì al venerdì, 9-18',
        '- Smart working due giorni a settimana',
      ].join('\n'),
    );
    expect(generation.languages?.document).toBe('it');
    expect(titles(generation.jobSpecWorkRequirements)).toEqual([
      'Location',
      'Work arrangement',
      'Working hours',
      'Contract type',
    ]);
    expect(generation.workArrangementInfo.office_location).toBe('Torino');
    // Smart working some days a week is a hybrid arrangement.
    expect(generation.workArrangementInfo.work_arrangement).toBe('Hybrid');
    const text = generation.jobSpecWorkRequirements.map((requirement) => requirement.question).join('\n');
    expect(text).toContain('"Contratto a tempo indeterminato"');
    expect(text).not.toMatch(/RAL|32\.000/);
  });
});

describe('a remote post that pays for the home office (round 12 kind)', () => {
  it('quotes the arrangement, not the costs the employer covers', async () => {
    const generation = await generate(
      [
        '# Support Engineer',
        '## Responsibilities',
        '- Answer customer tickets about the API',
        '## Logistics',
        'The position is 100% remote.',
        'We cover costs related to a home office or co-working space.',
      ].join('\n'),
    );
    const remote = generation.jobSpecWorkRequirements.find(
      (requirement) => requirement.title === 'Work arrangement',
    );
    expect(remote?.question).toContain('"The position is 100% remote"');
    expect(remote?.question).not.toMatch(/costs/);
  });
});
