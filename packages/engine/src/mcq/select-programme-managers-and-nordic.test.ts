import { describe, expect, it } from 'vitest';
import { selectedCompetencies } from './select-test-support.ts';

// Made-up postings for issue 13's pattern 5 (round 25): groups from what the role must do, not from a word in a
// list of partners, a meeting with funders or a passing office task; and postings in inflected languages.
const select = selectedCompetencies;

describe('selectMcqGroups: a community programme manager (round 25 kinds)', () => {
  const posting = [
    '# Manager of Peer Support Services',
    'We will lead the development, implementation, monitoring & evaluation of our peer support programs.',
    '## Responsibilities',
    'Manage implementation and coordination of two peer support programs: o Keep the client database up to date o Develop marketing materials to promote our services o Collect invoice paperwork from volunteers and process invoices to submit to the financial team o Prepare reports for funders and attend funder check-ins',
    'Support volunteers with their paperwork: o Explain how to submit invoice paperwork o Keep the volunteer database tidy',
    'Build relationships with hospitals, clinics and shelters to: o Increase referrals o Educate healthcare providers, hospital staff and neighbours about peer support',
    '## Preferred skills',
    'Data entry in Salesforce or similar database software; confidence with social media',
  ];

  it('asks about coordinating the programme, not billing, SQL, marketing, guest check-in or patient care', () => {
    const groups = select(posting);
    expect(groups).toContain('Programme and Project Coordination');
    for (const misfit of [
      'Billing and Invoicing',
      'SQL and Relational Databases',
      'Digital Marketing',
      'Hospitality and Guest Service',
      'Patient Care',
    ])
      expect(groups).not.toContain(misfit);
  });

  it('reads the hospitals it builds relationships with and the staff it educates as partners, not patient care', () => {
    const posting = [
      '## Responsibilities',
      '- Build relationships with hospitals, clinics and shelters to increase referrals to our peer support programme',
      '- Educate healthcare providers and hospital staff about peer support',
      '- Keep the programme coordination calendar for the volunteers',
    ];
    expect(select(posting)).toEqual(['Programme and Project Coordination']);
  });

  it('keeps the groups where the posting asks for the work itself', () => {
    expect(
      select([
        '## Requirements',
        '- Write SQL queries against our PostgreSQL database',
        '- Design the database schema for new features',
      ]),
    ).toContain('SQL and Relational Databases');
    expect(
      select([
        '## Responsibilities',
        '- Issue invoices to customers and chase overdue accounts receivable',
        '- Reconcile the billing system every month',
      ]),
    ).toContain('Billing and Invoicing');
    expect(
      select(
        ['## Responsibilities', '- Welcome guests at check-in and handle reservations'],
        'Hotel Receptionist',
      ),
    ).toContain('Hospitality and Guest Service');
  });
});

describe('selectMcqGroups: Finnish, Swedish, Norwegian and Dutch postings (round 25 kinds)', () => {
  it('reads the inflected and compounded words of a Finnish testing post', () => {
    const posting = [
      '# Testausasiantuntija',
      'Ryhmä vastaa ohjelmistojen testauksesta ja testausautomaation kehittämisestä.',
      'Suunnittelet testejä ja raportoit testauksen tuloksista.',
      'Sinulla on kokemusta kuormitustestauksesta.',
    ];
    expect(select(posting)).toEqual(['Software Testing']);
  });

  it("gives a Norwegian physiotherapist and a Dutch warehouse hand their own field's group", () => {
    const physio = [
      '# Fysioterapeut i kommunen',
      'Me søkjer ein fysioterapeut til fysioterapitenesta.',
      'Du skal gje fysioterapi til eldre heime.',
    ];
    expect(select(physio)).toContain('Rehabilitation and Physical Therapy');
    const warehouse = [
      '# Medewerker magazijn',
      'Magazijnwerkzaamheden zoals orders klaarmaken en voorraadcontrole.',
      'Je helpt ook bij de logistiek van de leveringen.',
    ];
    expect(select(warehouse)).toContain('Logistics');
  });

  it("gives a Swedish bus company's traffic controller passenger transport, not freight logistics", () => {
    const posting = [
      '# Trafikledare till bussföretag',
      'Du ansvarar för bussarna, chaufförerna och logistik under säsongen.',
      'Vi kör persontrafik mellan flygplatsen och byn.',
    ];
    expect(select(posting)).toEqual(['Passenger Transport Operations']);
    expect(select(['Du planerar scheman tillsammans med teamet.'], 'Trafikledare')).toEqual([
      'Passenger Transport Operations',
    ]);
  });
});

describe("selectMcqGroups: a word in another field's sense (round 25 kinds)", () => {
  it("reads a designer's briefs and a food plant's food safety guidelines in their own sense", () => {
    const designer = [
      '## Responsibilities',
      '- Interpret briefs from clients and turn them into layouts',
      '- Work from creative briefs for print and web',
    ];
    expect(select(designer, 'Visual Designer')).not.toContain('Legal Research and Drafting');
    const foodPlant = [
      '## Responsibilities',
      '- Ensure compliance with food safety guidelines on the line',
      '- Keep records of tastings and trials',
    ];
    expect(select(foodPlant, 'Product Developer')).not.toContain('Chemical and Workplace Safety');
  });

  it("reads 'reporting problems' to a manager and a till's daily report as no data analysis", () => {
    const cashier = [
      '## Responsabilidades',
      '- Cobrar en caja y dar el cambio correcto',
      '## Reportes y administración',
      '- Preparar reportes diarios de caja',
      '- Reporting problems with the till to the shift manager',
    ];
    expect(select(cashier, 'Cajero')).not.toContain('Data Analysis');
  });

  it('reads French grants sought (subsides) as fundraising', () => {
    const posting = [
      'Le service recherche des subsides et des sponsors pour nos expositions.',
      'Missions :',
      '- Prospecter et démarcher des subsides auprès des pouvoirs publics',
      '- Négocier avec les partenaires',
    ];
    expect(select(posting, 'Assistant·e en ressources financières')).toEqual([
      'Fundraising and Donor Relations',
    ]);
  });
});

describe('selectMcqGroups: a facilities steward (round 25 kinds)', () => {
  it("gives the facilities team's steward facilities work, and no freight logistics for events", () => {
    const posting = [
      '# Building Steward',
      'The steward helps the facilities team keep the building safe, clean and accessible.',
      'When events start again, the steward will help with logistics for events and meetings.',
      'Event logistics: chairs, keys and the sound system.',
    ];
    const groups = select(posting);
    expect(groups).toContain('Facilities Management and Office Services');
    expect(groups).not.toContain('Logistics');
  });
});
