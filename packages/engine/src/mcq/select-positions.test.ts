import { describe, expect, it } from 'vitest';
import { jobSpecQuestions } from '../offline/job-questions.ts';
import { parseSections } from '../offline/sections.ts';
import { postingPositions } from '../text/posting-positions.ts';
import { dropNearDuplicates } from '../text/similarity.ts';
import { selectedCompetencies } from './select-test-support.ts';

// Made-up postings for issue 13's round 17: care jobs, hiring words in a page's navigation, several positions.
const select = selectedCompetencies;

describe('selectMcqGroups: professions the bank has groups for', () => {
  it('gives a day-care post the early-years group, not office problem solving', () => {
    const names = select(
      ['# Medewerker', 'Wij vragen:', '- Ervaring in de kinderopvang met peuters', '- Een diploma'],
      'Pedagogisch medewerker',
    );
    expect(names).toContain('Early Childhood Education and Care');
    expect(names).not.toContain('Problem Solving');
  });

  it('gives a social worker the social-work group', () => {
    const names = select(
      ['# Stelle', 'Voraussetzung: abgeschlossenes Studium der Sozialarbeit', 'Beratung von Familien'],
      'Sozialarbeiterin',
    );
    expect(names).toEqual(['Social Work and Counselling']);
  });

  it('gives a facilities post the facilities group', () => {
    const names = select(
      [
        '# Facility Coordinator',
        '## Requirements',
        '- Experience in facilities management and general services',
      ],
      'Facility Coordinator',
    );
    expect(names[0]).toBe('Facilities Management and Office Services');
  });

  it('does not give an executive assistant the facilities group for one passing mention', () => {
    const names = select(
      [
        '# Executive Assistant to the Director',
        '## What you will do',
        '- Keep the director’s calendar, travel and meeting notes',
        '- Organise team offsites and board meetings',
        '- Support planning for new hires, including onboarding, space planning and budgets',
      ],
      'Executive Assistant',
    );
    expect(names).toContain('Office Administration');
    expect(names).not.toContain('Facilities Management and Office Services');
  });

  it('gives an assistant the facilities group when the posting asks for facilities work', () => {
    const names = select(
      [
        '# Office Assistant',
        '## Responsibilities',
        '- Run the office services: post, supplies and visitor badges',
        '- Coordinate facilities management with the building’s suppliers',
        '- Answer the phone and keep the calendar',
      ],
      'Office Assistant',
    );
    expect(names).toContain('Facilities Management and Office Services');
  });

  it("reads Portuguese 'contabilidade' as accounting", () => {
    const names = select(
      ['## Requisitos', '- Domínio de contabilidade e de planilhas'],
      'Assistente de finanças',
    );
    expect(names).toContain('Accounting');
  });
});

describe("selectMcqGroups: a page's breadcrumb trail", () => {
  it('does not read hiring words in the navigation as the role', () => {
    const names = select(
      [
        'Home > Company > Recruitment > Human resources >',
        'Careers > Open jobs > Office Facility Specialist',
        '# Office Facility Specialist',
        '## Responsibilities',
        '- Run the facilities management contracts with suppliers',
      ],
      'Office Facility Specialist',
    );
    expect(names).not.toContain('Human Resources and Recruiting');
  });
});

const severalPositions = [
  '# Join our office',
  'We are hiring for the teams below.',
  '# Position Payroll Clerk',
  'Requirements:',
  '- Two years of payroll and accounts payable work',
  '# Position Help Desk Technician',
  'Requirements:',
  '- Experience with technical troubleshooting of laptops and printers',
  '# Position Backend Developer',
  'Requirements:',
  '- Python and SQL in production',
  '# Where we are',
  'Lisbon',
];

describe('postingPositions: a posting for several positions', () => {
  it('finds headings that name a job and have their own requirement lists', () => {
    expect(postingPositions(severalPositions.join('\n')).map(({ name }) => name)).toEqual([
      'Payroll Clerk',
      'Help Desk Technician',
      'Backend Developer',
    ]);
  });

  it('finds none in a posting for one job with its own sections', () => {
    const one = ['# Backend Developer', '## Requirements', '- Python', '## Benefits', '- Lunch'];
    expect(postingPositions(one.join('\n'))).toEqual([]);
  });

  it('gives each position a group before any gets a second', () => {
    const names = select(severalPositions, 'Office Staff');
    expect(names).toContain('Payroll and Accounts Payable');
    expect(names.some((name) => ['Technical Troubleshooting', 'Computer Networking'].includes(name))).toBe(
      true,
    );
    expect(names.some((name) => ['Python', 'SQL and Relational Databases'].includes(name))).toBe(true);
  });

  it('asks first which position the candidate applies for, and quotes no one title', () => {
    const markdown = severalPositions.join('\n');
    const questions = jobSpecQuestions(parseSections(markdown), 'en', {
      position: 'Office Staff (Law 12)',
      positions: postingPositions(markdown).map(({ name }) => name),
    });
    expect(questions[0]).toContain('Payroll Clerk, Help Desk Technician or Backend Developer');
    expect(questions.join(' ')).not.toContain('Law 12');
    expect(questions).toContain(
      'If you are applying for the Payroll Clerk position: which of its requirements have you met in your work, and where?',
    );
    expect(questions.length).toBeGreaterThanOrEqual(8);
    // Each position's question is worded differently, not the same sentence with another name.
    const perPosition = questions
      .filter((question) => /Payroll Clerk|Help Desk Technician|Backend Developer/.test(question))
      .slice(1);
    expect(perPosition.length).toBe(3);
    expect(dropNearDuplicates(perPosition, (question) => question)).toEqual(perPosition);
  });
});
