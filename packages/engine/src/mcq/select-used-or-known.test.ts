import { describe, expect, it } from 'vitest';
import { selectedCompetencies } from './select-test-support.ts';

// Made-up postings for issue 13's round 16: groups from what the role must do, not from the tools it uses, the
// issues its employer works on or a grant's reporting duties; and a fundraiser gets fundraising.
const select = selectedCompetencies;

describe('selectMcqGroups: what the role does, not what it uses or knows about (round 16)', () => {
  it('gives no SQL group for databases listed among office software', () => {
    const names = select(
      [
        '## Responsibilities',
        '- Answer members by chat, email and phone',
        '- Onboard new members in weekly video calls',
        '## Requirements',
        '- Tech savvy: 2+ years with Google Docs or Microsoft Office applications, at ease with spreadsheets, databases, ticketing tools',
        '- Clear written communication skills',
      ],
      'Member Services Lead',
    );
    expect(names).not.toContain('SQL and Relational Databases');
    expect(names).not.toContain('Excel and Spreadsheets');
  });

  it('still gives SQL to a role that designs databases', () => {
    const names = select(
      [
        '## Responsibilities',
        '- Design relational databases and write SQL queries for reporting',
        '- Tune PostgreSQL indexes for the booking service',
      ],
      'Backend Developer',
    );
    expect(names).toContain('SQL and Relational Databases');
  });

  it('gives no security group for issues the employer works on', () => {
    const names = select(
      [
        '## Responsibilities',
        '- Organise the local volunteer groups',
        '- Answer questions from our supporters',
        '## Qualifications',
        '- Understanding of how the internet works, and of issues related to privacy, security, censorship, and surveillance',
      ],
      'Campaigns Assistant',
    );
    expect(names).not.toContain('Application Security');
  });

  it("gives no data analysis group for a grant's reporting requirements", () => {
    const names = select(
      [
        '## Responsibilities',
        "- Keep track of each grant's reporting requirements",
        '- Meet the reporting deadlines of our funders',
        '- Book the venues for the partner meetings',
      ],
      'Programme Assistant',
    );
    expect(names).not.toContain('Data Analysis');
  });
});

describe('selectMcqGroups: fundraising (round 16)', () => {
  it('gives a fundraising director the fundraising group and no groups from surface words', () => {
    const names = select(
      [
        'Riverbank Trust, a charity protecting river wildlife with open data and secure monitoring tools, seeks a Head of Fundraising.',
        '## Responsibilities',
        '- Grow a major gifts programme: identify, cultivate and solicit major donors',
        '- Oversee grant seeking, including research, proposal writing and reporting requirements',
        '- Plan the annual fund appeal and the donor thank-you calls',
        '## Qualifications',
        '- A track record of raising major gifts from individuals and foundations',
        '- Understanding of issues related to privacy, security and data protection',
      ],
      'Head of Fundraising',
    );
    expect(names[0]).toBe('Fundraising and Donor Relations');
    expect(names).not.toContain('Application Security');
    expect(names).not.toContain('Data Analysis');
  });

  it('reads fundraising in Spanish and French postings', () => {
    expect(
      select([
        '## Funciones',
        '- Captación de fondos y relación con donantes',
        '- Diseñar campañas de recaudación de fondos',
      ]),
    ).toContain('Fundraising and Donor Relations');
    expect(
      select([
        '## Missions',
        '- Piloter la collecte de fonds auprès des donateurs',
        '- Développer le mécénat d’entreprise',
      ]),
    ).toContain('Fundraising and Donor Relations');
  });

  it("does not read a blood donor clinic's donors as fundraising", () => {
    const names = select(
      [
        '## Duties',
        '- Welcome blood donors and check their details',
        '- Take blood samples and look after plasma donors during the donation',
        '- Keep the donor screening records',
      ],
      'Blood Service Assistant',
    );
    expect(names).not.toContain('Fundraising and Donor Relations');
  });
});
