import { describe, expect, it } from 'vitest';
import { boardFurnitureFaults, boardFurnitureKinds, categoryLabelsAsked } from './board-furniture-checks.ts';

// A made-up board page: its sign-in form, the post, then a 'Similar jobs' list and the footer.
const PAGE = [
  'Join now Sign in',
  'Northwind',
  'Junior Data Engineer',
  'Northwind Lisbon, Portugal',
  '2 days ago 31 applicants',
  'By clicking Agree & Join, you agree to the Jobsite User Agreement, Privacy Policy and Cookie Policy.',
  'Forgot password?',
  'Responsibilities',
  'Ensure privacy compliance in every data pipeline.',
  'Sign in visitors at the front desk and issue their badges.',
  'Similar jobs',
  'Backend Developer (Trainee)',
  'Contoso Porto, Portugal',
  '5 days ago',
  'Vacatures per dienstverband',
  'Privacy · Cookies · Contact us',
].join('\n');
const asked = (line: string): string =>
  `The role asks for "${line}". What in your experience shows you meet this? Give me a concrete example.`;
const faults = (line: string): string[] => boardFurnitureFaults(asked(line), PAGE, 'Junior Data Engineer');

describe("a job board's furniture quoted or asked (issue 13, round 26 kind)", () => {
  it.each([
    ['agree & Join Jobsite', 'sign-in or consent text'],
    ['By clicking Continue, you agree to the Jobsite User Agreement', 'sign-in or consent text'],
    ['Forgot password? Sign in', 'sign-in or consent text'],
    ['Wachtwoord vergeten', 'sign-in or consent text'],
    ['Sign in', "a control's label"],
    ['Security verification', "a control's label"],
    [
      'When expanded it provides a list of search options that will switch the search inputs',
      "a control's accessibility hint",
    ],
    ['We use cookies to improve your experience', 'a cookie notice'],
    ['Jobbord gebruikt cookies', 'a cookie notice'],
    ['Käytämme evästeitä', 'a cookie notice'],
    ['People also viewed', "the board's list of other postings"],
    ['Backend Developer Contoso Porto 5 days ago', "the board's list of other postings"],
    ['Vacatures per dienstverband', 'a footer link'],
    ['Privacy · Cookies · Contact us', 'a footer link'],
    ['Tietosuojaseloste', 'a footer link'],
    ['Tijdelijke aanstelling work_agreements -', 'a template key'],
    ['Contract: {{ job.contract_type }}', 'a template key'],
  ])('flags "%s" as %s', (line, kind) => {
    expect(boardFurnitureKinds(line)).toContain(kind);
    expect(faults(line)).toContain(`${kind} asked as the posting`);
  });

  it("flags another posting's title from the board's list, not the role's own title", () => {
    expect(faults('Backend Developer (Trainee)')).toEqual([
      "another posting's title from the board's list asked as the posting",
    ]);
    expect(faults('Junior Data Engineer')).toEqual([]);
  });

  it('reads a duty that names signing, privacy, cookies or contact as work', () => {
    for (const duty of [
      'Ensure privacy compliance in every data pipeline',
      'Sign in visitors at the front desk and issue their badges',
      'Sign contracts with suppliers',
      'Contact customers about late payments',
      'Bake cookies and pastries for the café',
      'Draft the privacy policy for our apps with the legal team',
      'Review the terms of use of third-party data',
      'Write Python with pandas and scikit-learn',
    ])
      expect(faults(duty)).toEqual([]);
  });

  it.each([
    ['Apply to Job(s) Send to friend Save to cart', "an applicant-tracking system's button"],
    ['send to friend', "an applicant-tracking system's button"],
    ['save to cart', "an applicant-tracking system's button"],
    ['Email this job to a friend', "an applicant-tracking system's button"],
    ['Back to search results', "an applicant-tracking system's button"],
    ['Next job', "a control's label"],
    ['Powered by Taleo', "the site software's credit line"],
    ['someone powered by Kenexa', "the site software's credit line"],
    ['Job Posting Title', "an applicant-tracking system's field label"],
    ['Job Requisition ID 10423', "an applicant-tracking system's field label"],
  ])('flags an applicant-tracking system\'s furniture "%s" as %s (round 27 kind)', (line, kind) => {
    expect(boardFurnitureKinds(line)).toContain(kind);
    expect(faults(line)).toContain(`${kind} asked as the posting`);
  });

  it("reads duties that name sending, saving, posting or a requisition as work (round 27 kind's bounds)", () => {
    for (const duty of [
      'Send weekly reports to the regional manager',
      'Save time for the team by automating invoices',
      'Build chatbots powered by large language models',
      'Set up the next job on the press after each run',
      'Check the posting date of every supplier invoice',
      'Enter the requisition number on each purchase order',
      'Refer customers to a colleague in the service team',
    ])
      expect(faults(duty)).toEqual([]);
  });

  it('reads a whole question when it quotes nothing', () => {
    expect(boardFurnitureFaults('Are you able to agree & Join Jobsite for this role?', PAGE, null)).toEqual([
      'sign-in or consent text asked as the posting',
    ]);
    expect(boardFurnitureFaults('How have you ensured privacy compliance in your work?', PAGE, null)).toEqual(
      [],
    );
    expect(
      boardFurnitureFaults('What have you done before, and what would be new to you?', PAGE, null),
    ).toEqual([]);
  });
});

describe("a board's category label asked with its row (round 28 kind)", () => {
  const offer = [
    'Profil recherché',
    'Capacités cognitives : Lire un plan',
    'Tolérance psy : Travail de nuit',
    'Capacités cognitives : Calcul mental',
    'Missions : accueil des patients et tenue du standard',
  ].join('\n');
  it('flags a quoted row that keeps the label the board sets before several rows', () => {
    expect(
      categoryLabelsAsked(
        'Le poste demande : capacités cognitives : Lire un plan. Donnez un exemple.',
        offer,
      ),
    ).toEqual(["a board's category label asked with its row"]);
  });
  it("reads the row's value alone and a label the posting sets once", () => {
    expect(categoryLabelsAsked('Le poste demande : lire un plan. Donnez un exemple.', offer)).toEqual([]);
    expect(
      categoryLabelsAsked('Le poste demande : tolérance psy : Travail de nuit. Pouvez-vous ?', offer),
    ).toEqual([]);
    expect(
      categoryLabelsAsked("L'une des missions du poste : missions : accueil des patients.", offer),
    ).toEqual([]);
  });
});
