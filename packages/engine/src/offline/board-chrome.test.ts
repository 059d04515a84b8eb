import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { isBoardChrome } from '../text/board-furniture.ts';

// Made-up job-board pages for issue 13's round 26 kinds: the board's sign-in and consent furniture, its list of other
// postings and footer links, a product named 'hybrid', a salary line and a past internship among the preferred.
async function generate(lines: string[], position: string) {
  return createOfflineEngine().generateJob({
    jobSpecMarkdown: lines.join('\n'),
    position,
    company: 'Kestrel Data',
  });
}
const asked = (result: Awaited<ReturnType<typeof generate>>): string =>
  [...result.jobSpecsQuestions, ...result.jobSpecWorkRequirements.map((item) => item.question)].join('\n');

describe("a job board's sign-in and consent furniture, in every language the engine reads", () => {
  it.each([
    ['Agree & Join Workly'],
    ['Continue Agree & Join'],
    [
      'By clicking Continue to join or sign in, you agree to Workly’s User Agreement, Privacy Policy, and Cookie Policy.',
    ],
    ['Join or sign in to find your next job'],
    ['Sign in to save Data Analyst at Kestrel Data.'],
    ['Already on Workly? Sign in'],
    ['New to Workly? Join now'],
    ['Door te klikken op Aanmelden ga je akkoord met de gebruiksvoorwaarden van Werkplek.'],
    ['Wachtwoord vergeten'],
    ['En cliquant sur Continuer, vous acceptez les conditions d’utilisation de Boulot.'],
    ['Al hacer clic en Continuar, aceptas las Condiciones de uso.'],
    ['Mit Klick auf Weiter stimmst du den Nutzungsbedingungen zu.'],
    ['Passwort vergessen?'],
    ['Bewijs dat je geen robot bent.'],
    ['Vacatures per locatie Vacatures per beroepsgroep Vacatures per dienstverband'],
    ['Jobs by location Jobs by industry'],
    // An applicant-tracking site's buttons, credit and script notice (round 27 kind).
    ['Apply to Job(s) Send to friend Save to cart'],
    ['Email to a friend · Save this job · Print'],
    ['Powered by Taleo'],
    ['To view this page you need to enable JavaScript in your browser.'],
  ])('%s', (line) => {
    expect(isBoardChrome(line)).toBe(true);
  });

  it.each([
    ['Sign off monthly reports with the finance lead'],
    ['Agree project scope with clients and join their planning sessions'],
    ['Vacatures voor Java developers plaatsen we wekelijks'],
    ['Save time by automating the warehouse reports'],
    ['Send weekly stock reports to the store manager'],
    ['Maintain dashboards powered by Snowflake and dbt for the finance team'],
  ])('not %s', (line) => {
    expect(isBoardChrome(line)).toBe(false);
  });

  it('never asks them as requirements', async () => {
    const result = await generate(
      [
        '# Data Analyst',
        '## Requirements',
        '- Experience building SQL reports for finance teams',
        '- Agree & Join Workly',
        '- By clicking Continue to join or sign in, you agree to Workly’s User Agreement, Privacy Policy, and Cookie Policy.',
      ],
      'Data Analyst',
    );
    expect(asked(result)).not.toMatch(/agree|sign in/i);
  });
});

describe("a job board's control labels and screen-reader hints (issue 13, round 26 kind)", () => {
  it.each([
    ['This button shows the chosen filter. When expanded it lists the filters that narrow the results.'],
    ['Town · Clear text'],
    ['Senior Data Analy Clear text'],
    ['Show more Show less'],
    ['Toon meer'],
    ['Mehr anzeigen'],
    ['Afficher moins'],
    ['Skip to main content'],
    ['Ga naar de inhoud'],
    ['Opens in a new window'],
    ['Opent in een nieuw venster'],
    ['Press Enter to search'],
  ])('%s', (line) => {
    expect(isBoardChrome(line)).toBe(true);
  });

  it.each([
    ['Show customers how to read their energy bill'],
    ['Open a new window cleaning round in the town centre'],
    ['Clear text and concise reports for the board'],
  ])('not %s', (line) => {
    expect(isBoardChrome(line)).toBe(false);
  });

  it('never asks a hint as a requirement', async () => {
    const result = await generate(
      [
        'This button shows the chosen filter. When expanded it lists the filters that narrow the results.',
        '# Data Analyst',
        '## Requirements',
        '- Experience building SQL reports for finance teams',
        '- Skip to main content',
      ],
      'Data Analyst',
    );
    expect(asked(result)).not.toMatch(/expanded|filters|main content/i);
  });
});

describe("an applicant-tracking site's buttons and credit around the post", () => {
  it('asks neither the buttons nor the credit as requirements', async () => {
    const result = await generate(
      [
        '# Overnight Stocker',
        'Apply to Job(s) Email to friend Save to basket',
        '## Job Requirements',
        'Ability to unload freight and stock shelves during the night shift. Knowledge of product rotation and inventory counts.',
        'Apply to Job(s) Email to friend Save to basket',
        'Powered by Hirewell',
      ],
      'Overnight Stocker',
    );
    expect(asked(result)).toMatch(/unload freight/);
    expect(asked(result)).not.toMatch(/friend|basket|powered by|Hirewell/i);
  });
});

describe("a job board's list of other postings and its footer", () => {
  it('reads neither the other postings nor the footer links and template keys as the terms', async () => {
    const result = await generate(
      [
        '# Junior Data Analyst',
        '## What you will do',
        '- Prepare weekly sales dashboards for the regional managers',
        '- Clean and document the customer data the dashboards use',
        '',
        'Dienstverband Tijdelijke aanstelling met uitzicht op een vaste aanstelling work_agreements -',
        '',
        'Minimum aantal uren per week 24',
        '',
        '## Vacatures',
        'Vacatures per locatie',
        '## Vacatures per dienstverband',
        'Vacatures per opleidingsniveau',
        '## Similar jobs',
        '## Senior Frontend Engineer - React (Lisbon based, Hybrid)',
        'Harbour Apps',
        'Junior Angular developer (Internship)',
      ],
      'Junior Data Analyst',
    );
    const terms = result.jobSpecWorkRequirements.map((item) => item.question).join('\n');
    expect(terms).not.toMatch(/React|Angular|Internship|Vacatures per|work_agreements/);
    expect(terms).toContain('met uitzicht op een vaste aanstelling"');
    expect(result.workArrangementInfo.work_arrangement).toBeNull();
  });
});

describe('lines that name a condition without stating it', () => {
  it("reads no arrangement from a 'hybrid cloud', and a hybrid role still as hybrid", async () => {
    const mission = [
      '# Cloud Support Trainee',
      '## About us',
      'We bring the power of an open hybrid cloud and AI strategy to banks across Europe.',
      '## Your tasks',
      '- Answer customer tickets about storage and networking',
      '- Keep the runbooks of the support desk up to date',
    ];
    expect(
      (await generate(mission, 'Cloud Support Trainee')).workArrangementInfo.work_arrangement,
    ).toBeNull();
    const hybrid = [...mission, '- This is a hybrid role with two office days a week'];
    expect((await generate(hybrid, 'Cloud Support Trainee')).workArrangementInfo.work_arrangement).toBe(
      'Hybrid',
    );
  });

  it('never sets a salary line as the working hours', async () => {
    const result = await generate(
      [
        '# Junior Tester',
        '## What we offer',
        '- Salary starts from 2100 EUR gross (full time) / 1050 EUR (part time), depending on experience',
        '- Meal vouchers',
        '## Your tasks',
        '- Write test cases for the billing system',
        '- Report defects to the development team',
      ],
      'Junior Tester',
    );
    expect(result.workArrangementInfo.working_hours ?? '').not.toMatch(/salary|EUR/i);
  });

  it('never quotes a past internship the post prefers as its contract', async () => {
    const result = await generate(
      [
        '# Marketing Assistant',
        '## Requirements',
        '- Degree in marketing or communication',
        '## Preferred Qualifications',
        '- Previous marketing internship and/or agency experience preferred',
        '- Permanent contract, 38 hours a week',
      ],
      'Marketing Assistant',
    );
    const contract = result.jobSpecWorkRequirements.find((item) => item.title === 'Contract type');
    expect(contract?.question).toContain('Permanent contract');
    expect(contract?.question).not.toMatch(/internship/i);
  });
});

describe("an agency's list of other assignments beside the ad (issue 13, round 26 kind)", () => {
  it.each([['## Gerelateerde opdrachten'], ['Related assignments'], ['## Soortgelijke opdrachten']])(
    'asks nothing from the assignments under %s',
    async (heading) => {
      const result = await generate(
        [
          '# Process Engineer',
          '## Your tasks',
          '- Improve the filling line of the dairy plant',
          heading,
          '## Penetration Tester',
          '- Test web applications for SQL injection and cross-site scripting',
          'Utrecht',
        ],
        'Process Engineer',
      );
      expect(asked(result)).not.toMatch(/injection|Penetration|Utrecht/i);
      expect(result.mcqQuestions.map((group) => group.competency)).not.toContain('Application Security');
    },
  );
});
