import { describe, expect, it } from 'vitest';
import { weightedBlocks } from './document-weights.ts';
import { selectedCompetencies as select } from './select-test-support.ts';

// Made-up postings for issue 13's round 27 kinds: a word read in another sense than the role's own work.
describe('selectMcqGroups: security that guards a site, not software', () => {
  const reception = [
    '## The role',
    'You welcome visitors at our front desk, hand out badges and answer the switchboard.',
    'As a security officer on the gate you check deliveries and watch the CCTV screens.',
    '## What you bring',
    '- You have worked as a security guard or in site security before',
    '- You are part of our security setup and keep a calm head',
  ];

  it('does not test a security receptionist or guard on application security', () => {
    expect(select(reception, 'Gate Security Receptionist')).not.toContain('Application Security');
    expect(select(reception, 'Night Security Officer')).not.toContain('Application Security');
  });

  it('keeps it where the words name computers: information security, IT security staff', () => {
    const posting = [
      '## Responsibilities',
      '- Review code for security flaws and track vulnerabilities to their fix',
      '- Work with the information security officer on penetration testing',
    ];
    expect(select(posting, 'Information Security Officer')).toContain('Application Security');
    const short = ['## Duties', '- Act as the information security officer of the group'];
    expect(select(short, 'IT Security Officer')).toContain('Application Security');
  });
});

describe("selectMcqGroups: the employer's field is not the role's work", () => {
  const posting = [
    '# Regional Training Manager',
    '## Your tasks',
    '- Build training modules for the sales teams whenever a product is launched',
    '- Coach area managers on selling and on handling objections',
    '- Identify training needs with the sales directors',
    '## Requirements',
    '- Experience of the healthcare industry or of the hospital market',
    'We are a growing medical device company serving people with chronic healthcare needs.',
  ];

  it('gives a sales trainer at a medical-device maker no patient care', () => {
    expect(select(posting, 'Regional Training Manager')).not.toContain('Patient Care');
  });

  it('keeps patient care for a post whose duties are clinical', () => {
    const ward = ['## Duties', '- Patient care on a surgical ward', '- Take vital signs and report changes'];
    expect(select(ward, 'Staff Nurse')).toContain('Patient Care');
  });
});

describe('weightedBlocks: backgrounds offered as possibilities and site menus', () => {
  it('weighs a hedged background line as the body, not as a requirement', () => {
    const blocks = weightedBlocks(
      [
        '## Skills',
        'Perhaps you have worked with marketing, or maybe you come from retail.',
        'You could also have worked with sales training.',
        'You coach managers on selling.',
      ].join('\n'),
    );
    expect(blocks.map(({ weight }) => weight)).toEqual([3, 1, 1, 2]);
  });

  it("weighs a long heading of capitalised menu items as the site's furniture", () => {
    const blocks = weightedBlocks(
      [
        '## Working with us',
        '## Careers Sales, Marketing & Nursing Finance, HR & Legal Production & Engineering IT Quality & Supply Chain Students',
        '## Find similar jobs Marketing & Sales, Nursing',
        'Nurse, Ward 3',
      ].join('\n'),
    );
    expect(blocks.map(({ weight }) => weight)).toEqual([3, 0.25, 0.25, 0.25]);
  });

  it('keeps a long title that lists several posts as the heading it is', () => {
    const title =
      '# Clinic Aide II (CA II) / Medical Assistant (MA) / Licensed Practical Nurse (LPN) / Registered Nurse (RN) - Dayton, OH';
    const page = [title, '## Duties', '- Patient care and vital signs in a busy clinic'];
    expect(weightedBlocks(page.join('\n'))[0]?.weight).toBe(3);
    expect(weightedBlocks(['Careers', ...page].join('\n'))[1]?.weight).toBe(3);
    expect(select(page)).toContain('Patient Care');
  });

  it('does not test a trainer on digital marketing from a career menu and a hedged background', () => {
    const page = [
      '## Working with us',
      '## Careers Sales, Marketing & Nursing Finance, HR & Legal Production & Engineering IT Quality & Supply Chain Students',
      '# Sales Trainer',
      '## Your tasks',
      '- Coach the sales teams on selling and on handling objections',
      '- Build sales training for each product launch',
      '## Skills',
      'Perhaps you have worked with marketing and know digital marketing from a campaign or two.',
    ];
    expect(select(page, 'Sales Trainer')).not.toContain('Digital Marketing');
  });
});

describe('selectMcqGroups: a store or warehouse receiver and stocker', () => {
  const posting = [
    '## Position Description',
    'Unload and stock incoming freight safely and accurately during the night shift.',
    'Help customers on the sales floor and at the register areas with a smile.',
    '## Requirements',
    'Operate pallet jacks and forklifts once certified; move items up to 50 kg.',
  ];

  it('tests a receiver/stocker on receiving and handling, not on business-to-business selling', () => {
    const names = select(posting, 'Night Receiver/Stocker');
    expect(names[0]).toBe('Warehouse Receiving and Material Handling');
    expect(names).not.toContain('B2B Sales');
  });

  it("still reads 'sales' as selling in a sales post's own duties", () => {
    const sales = ['## Responsibilities', '- Own the sales pipeline and prospecting for new accounts'];
    expect(select(sales, 'Account Executive')).toContain('B2B Sales');
  });
});
