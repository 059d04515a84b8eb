import { readFileSync } from 'node:fs';
import { McqCompetencyGroupSchema, type McqCompetencyGroup } from '@viva/contracts';
import { describe, expect, it } from 'vitest';
import { mcqBank } from './bank/index.ts';
import type { BankCompetency } from './bank/types.ts';
import { selectMcqGroups } from './select.ts';

const jobsFolder = new URL('../../../../fixtures/jobs/', import.meta.url);
const readJob = (name: string) => readFileSync(new URL(name, jobsFolder), 'utf8');
const competencies = (groups: McqCompetencyGroup[]) => groups.map((group) => group.competency);

describe('selectMcqGroups on real job specifications', () => {
  it('asks a machine learning engineer about machine learning and Python', () => {
    const names = competencies(selectMcqGroups({ markdown: readJob('rm_ml_engineer_short.txt') }));
    expect(names[0]).toBe('Machine Learning');
    expect(names).toContain('Python');
  });

  it('asks an account executive about sales and negotiation', () => {
    const names = competencies(selectMcqGroups({ markdown: readJob('sourcegraph_account_executive.md') }));
    expect(names[0]).toBe('B2B Sales');
    expect(names).toContain('Negotiation');
    expect(names).not.toContain('UX and Product Design');
  });

  it('asks a customer support engineer about troubleshooting and customer service', () => {
    const names = competencies(
      selectMcqGroups({ markdown: readJob('sourcegraph_customer_support_engineer.md') }),
    );
    expect(names[0]).toBe('Technical Troubleshooting');
    expect(names).toContain('Customer Service');
  });

  it('asks a product designer about UX and product design', () => {
    const names = competencies(selectMcqGroups({ markdown: readJob('sourcegraph_product_designer.md') }));
    expect(names[0]).toBe('UX and Product Design');
    expect(names).not.toContain('B2B Sales');
  });

  it('gives valid groups with one question per level, in order', () => {
    for (const name of ['sourcegraph_account_executive.md', 'rm_ml_engineer_short.txt']) {
      const groups = selectMcqGroups({ markdown: readJob(name) });
      expect(groups.length).toBeGreaterThanOrEqual(1);
      expect(groups.length).toBeLessThanOrEqual(4);
      for (const group of groups) {
        expect(McqCompetencyGroupSchema.safeParse(group).success).toBe(true);
        expect(group.questions.map((question) => question.skill_level)).toEqual([
          'basic',
          'intermediate',
          'advanced',
        ]);
      }
    }
  });
});

describe('selectMcqGroups behaviour', () => {
  it('is deterministic, option order included', () => {
    const markdown = readJob('sourcegraph_customer_support_engineer.md');
    expect(selectMcqGroups({ markdown })).toEqual(selectMcqGroups({ markdown }));
    expect(JSON.stringify(selectMcqGroups({ markdown }))).toBe(JSON.stringify(selectMcqGroups({ markdown })));
  });

  it('respects maxCompetencies, keeping the strongest first', () => {
    const markdown = readJob('sourcegraph_account_executive.md');
    expect(competencies(selectMcqGroups({ markdown, maxCompetencies: 1 }))).toEqual(['B2B Sales']);
    expect(selectMcqGroups({ markdown, maxCompetencies: 2 })).toHaveLength(2);
    expect(selectMcqGroups({ markdown, maxCompetencies: 0 })).toHaveLength(1);
  });

  it('falls back to general professional competencies when nothing matches', () => {
    expect(competencies(selectMcqGroups({ markdown: 'Lorem ipsum dolor sit amet.' }))).toEqual([
      'Communication',
      'Problem Solving',
      'Teamwork',
    ]);
    expect(competencies(selectMcqGroups({ markdown: '', maxCompetencies: 1 }))).toEqual(['Communication']);
  });

  it('finds Spanish terms whatever their accents and hyphens', () => {
    const names = competencies(
      selectMcqGroups({
        markdown: '## Requisitos\n- Experiencia en negociacion con clientes\n- Atención al cliente',
      }),
    );
    expect(names).toEqual(expect.arrayContaining(['Negotiation', 'Customer Service']));
    const analyst = 'Responsabilidades:\n- Análisis de datos y desarrollo front end con tableros de control';
    expect(competencies(selectMcqGroups({ markdown: analyst }))).toEqual(
      expect.arrayContaining(['Data Analysis', 'Front-end Development', 'Data Visualization and BI']),
    );
  });

  it('matches whole words only, respects capitalised keywords, and ignores link targets', () => {
    // 'ML' inside 'XML' is not machine learning, 'react' and 'excel' as verbs are not React and Excel, and 'sales'
    // in a URL is not a sales requirement.
    const markdown = [
      '## Requirements',
      '- Able to react quickly and excel at writing XML documents',
      '- See [the handbook](https://example.com/sales/negotiation)',
    ].join('\n');
    expect(competencies(selectMcqGroups({ markdown }))).toEqual([
      'Communication',
      'Problem Solving',
      'Teamwork',
    ]);
    expect(competencies(selectMcqGroups({ markdown: '## Requirements\n- React, Excel and ML' }))).toEqual([
      'React',
      'Excel and Spreadsheets',
      'Machine Learning',
    ]);
  });

  it('finds every competency of the bank by each of its keywords', () => {
    // Catches keywords whose punctuation breaks matching: 'C#', '.NET', 'CI/CD', 'FP&A', 'Node.js', 'A/B testing'. A
    // field's tool (a CRM) is asked beside the field's work, named by the first keyword of another of its competencies.
    const fieldWork = (tool: BankCompetency) =>
      mcqBank.find((other) => other.domain === tool.domain && !other.isToolOfDomain)?.keywords[0] ?? '';
    const misses = mcqBank.flatMap((bankCompetency) =>
      bankCompetency.keywords
        .filter((keyword) => {
          const work = bankCompetency.isToolOfDomain ? `\n- ${fieldWork(bankCompetency)}` : '';
          const markdown = `## Requirements\n- ${keyword}${work}`;
          const groups = selectMcqGroups({ markdown, maxCompetencies: 10 });
          return !competencies(groups).includes(bankCompetency.competency);
        })
        .map((keyword) => `${bankCompetency.competency}: ${keyword}`),
    );
    expect(misses).toEqual([]);
  });

  it('weighs the title of a document without Markdown headings like a heading', () => {
    const markdown = 'Java Developer\nYou will write SQL reports.\nYou will tune SQL queries.';
    expect(competencies(selectMcqGroups({ markdown }))[0]).toBe('Java');
  });

  it('reads a sentence wrapped over two lines of extracted text as one', () => {
    const markdown = 'Requirements: three years of applied machine\nlearning in production.';
    expect(competencies(selectMcqGroups({ markdown }))).toEqual(['Machine Learning']);
  });

  it('weighs the position typed in the form above the lines of the posting', () => {
    const markdown = '## Requirements\n- Strong Excel skills\n- Organised and discreet';
    expect(competencies(selectMcqGroups({ markdown, position: 'Paralegal' }))[0]).toBe(
      'Legal Research and Drafting',
    );
  });

  it('does not test a recruiter on the work of the teams they hire for', () => {
    const markdown = [
      '## Responsibilities',
      '- Source and interview candidates for our sales and engineering teams',
      '- Run structured interviews and manage the recruitment pipeline',
      '- Partner with finance and product leaders on headcount plans',
    ].join('\n');
    const names = competencies(selectMcqGroups({ markdown, position: 'Recruiter' }));
    expect(names[0]).toBe('Human Resources and Recruiting');
    expect(names).not.toContain('B2B Sales');
    expect(names).not.toContain('Product Management');
  });

  it('weighs requirements above boilerplate such as the interview process', () => {
    const markdown = [
      '# Analyst',
      '## Requirements',
      '- Negotiation with partners',
      '## Interview process',
      '- A call about customer service, customer service and customer service',
    ].join('\n');
    expect(competencies(selectMcqGroups({ markdown }))).toEqual(['Negotiation']);
  });
});

describe('selectMcqGroups: topics from what the role itself does (issue 13)', () => {
  const lendingPosting = [
    '# Loan Officer',
    '## Responsibilities',
    '- Evaluate loan applications and the credit risk of each borrower',
    '- Prepare credit reviews for the approval committee and monitor the loan book',
    '- Meet with small-business owners, answer their questions and spot sales opportunities',
    '## Requirements',
    '- Experience in commercial lending or underwriting',
    '- Good written and verbal communication',
  ].join('\n');

  it('gives a lending role its own field, not sales from one line about sales opportunities', () => {
    const names = competencies(selectMcqGroups({ markdown: lendingPosting, position: 'Loan Officer' }));
    expect(names[0]).toBe('Credit Analysis and Lending');
    expect(names).not.toContain('B2B Sales');
  });

  it('still tests another field named on two lines, or an adjacent one named once', () => {
    const withSales = `${lendingPosting}\n- Grow sales of business loans to new clients`;
    expect(competencies(selectMcqGroups({ markdown: withSales }))).toContain('B2B Sales');
    const mlPosting = [
      '# Machine Learning Engineer',
      '## Requirements',
      '- Train and evaluate machine learning models for ranking',
      '- Deploy machine learning pipelines to production',
      '- Write production code in Python',
    ].join('\n');
    expect(competencies(selectMcqGroups({ markdown: mlPosting }))).toContain('Python');
  });
});

describe('selectMcqGroups for clinical and health-education roles', () => {
  it('asks a medical assistant about clinical procedures, not only soft skills', () => {
    const markdown = [
      '# Medical Assistant',
      '## Responsibilities',
      '- Room patients, take vital signs and record the patient history',
      '- Perform phlebotomy and specimen collection, and process labs',
      '- Keep exam rooms stocked and clean between visits',
    ].join('\n');
    const names = competencies(selectMcqGroups({ markdown, position: 'Medical Assistant' }));
    expect(names[0]).toBe('Clinical Procedures');
    expect(names).not.toContain('Teamwork');
  });

  it('asks a community health educator about health education', () => {
    const markdown = [
      '# Health Educator',
      '## Duties',
      '- Deliver sexual health education to teens in schools and youth centres',
      '- Plan community outreach events with local partners',
      '- Train site staff on the prevention curricula',
    ].join('\n');
    const names = competencies(selectMcqGroups({ markdown, position: 'Health Educator' }));
    expect(names[0]).toBe('Health Education and Outreach');
    expect(names).not.toContain('Problem Solving');
  });
});

describe('selectMcqGroups for what the role must do, not its surface words (round 6)', () => {
  const select = (lines: string[], position: string) =>
    competencies(selectMcqGroups({ markdown: lines.join('\n'), position }));

  it("tests a restaurant unit manager on restaurant operations, not B2B sales from the unit's sales targets", () => {
    const names = select(
      [
        '# Gerente de Restaurante',
        '## Funciones',
        'Supervisar la operación diaria del restaurante y la atención a los comensales.',
        'Asegurar el cumplimiento de los objetivos de ventas del restaurante.',
        'Controlar el inventario de alimentos y bebidas y reportar mermas.',
        '## Requisitos',
        'Dos años como gerente de restaurante o de una cafetería.',
        'Manejo de ventas diarias, costos y personal.',
      ],
      'Gerente de Restaurante',
    );
    expect(names[0]).toBe('Restaurant and Bar Operations');
    expect(names).not.toContain('B2B Sales');
  });

  it('tests a cashier on cash handling', () => {
    expect(
      select(
        [
          '# Cajera',
          '## Funciones',
          'Cobrar en caja con efectivo y terminal bancaria.',
          'Realizar el arqueo de caja al cierre del turno.',
        ],
        'Cajera',
      )[0],
    ).toBe('Cash Handling and Store Operations');
  });

  it('tests a public-sector policy role on policy and programmes, not on troubleshooting', () => {
    const names = select(
      [
        '# Senior Policy Advisor',
        '## Duties',
        'Draft policy recommendations on benefits eligibility for the minister.',
        'Lead program evaluation of two national employment schemes.',
        'Brief executives on emerging policy issues and their technical issues.',
      ],
      'Senior Policy Advisor',
    );
    expect(names).toEqual(['Public Policy and Programmes']);
  });

  it('tests an account manager on account management first', () => {
    const names = select(
      [
        '# Account Manager',
        '## Responsibilities',
        'Own a portfolio of key accounts and drive renewals and upselling.',
        'Answer client questions and keep customer satisfaction high.',
      ],
      'Account Manager',
    );
    expect(names[0]).toBe('Account Management');
  });

  it("gives a short post its title family's groups instead of the general fallback", () => {
    expect(
      select(
        ['# Vascular Sonographer', 'Join our clinic team, two sites, weekdays.'],
        'Vascular Sonographer',
      ),
    ).toContain('Patient Care');
    expect(
      select(['# Grounds Caretaker', 'A friendly team in a quiet town.'], 'Grounds Caretaker'),
    ).toContain('Industrial and Mechanical Maintenance');
  });

  it('finds the fitting group of a French posting instead of the general fallback', () => {
    expect(
      select(
        [
          '# Conseillère en approvisionnement',
          '## Vos missions',
          'Piloter les appels d’offres et les achats de services numériques.',
          'Conseiller les équipes sur les règles d’approvisionnement.',
        ],
        'Conseillère en approvisionnement',
      ),
    ).toEqual(['Supply Chain Management']);
    expect(
      select(
        ['# Rédactrice technique', '## Vos missions', 'Rédaction technique de guides en langage clair.'],
        'Rédactrice technique',
      ),
    ).toEqual(['Writing, Editing and Translation']);
  });
});
