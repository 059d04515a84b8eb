import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';

async function questionsOf(lines: string[], position = 'Outreach Coordinator'): Promise<string[]> {
  const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
    jobSpecMarkdown: lines.join('\n'),
    position,
    company: 'Riverside Tenants Union',
  });
  return jobSpecsQuestions;
}

// A job board's post whose whole body is one paragraph, after the board's pay line and chip rows (round 32 kind).
const paragraphPost = [
  '# Outreach Coordinator',
  '',
  'Riverside Tenants Union · Ohio',
  '',
  'Posted May 2, 2025 · Closes June 1, 2025',
  '',
  '$3,900 per month',
  '',
  'Temporary Unlimited vacation dental insurance paid time off General Benefits',
  '',
  'The Riverside Tenants Union (RTU) is seeking an Outreach Coordinator to work closely with the organizing director and the board to build a lasting membership base across the county. We are seeking a seasoned organizer who is well-versed in door knocking, phone banking and house meetings; and in training volunteer leaders to run their own buildings. The Outreach Coordinator will also be expected to contribute on several union-wide campaigns including rent strikes, tenant assemblies, and city council hearings. Additionally, the Outreach Coordinator will work closely with the data team to keep all member records accurate and current. This position is union-eligible. This position is a part-time position expected to run through June 2026 and is either hybrid in Dayton, Ohio or fully remote anywhere in Ohio.',
];

describe('a post told in one paragraph (round 32 kind)', () => {
  it('asks the duties and the requirement its sentences state, not generic questions on the role', async () => {
    const questions = await questionsOf(paragraphPost);
    const text = questions.join('\n');
    expect(questions).toHaveLength(8);
    expect(text).toMatch(
      /work closely with the organizing director and the board to build a lasting membership/i,
    );
    expect(text).toMatch(
      /well-versed in door knocking, phone banking and house meetings; and in training volunteer/i,
    );
    expect(text).toMatch(/contribute on several union-wide campaigns including rent strikes/i);
    expect(text).toMatch(/work closely with the data team to keep all member records accurate/i);
    expect(text).not.toMatch(/union-eligible|run through June|General Benefits|be expected to/i);
    // The frame of the sentence is no part of the duty.
    expect(text).not.toMatch(/is seeking an Outreach Coordinator|Outreach Coordinator will/);
  });

  it('reads the holder named by the typed position, not the employer named by its title', async () => {
    const questions = await questionsOf([
      '# Outreach Coordinator',
      '',
      'The Riverside Tenants Union is seeking an Outreach Coordinator to build a lasting membership base across the county. The Riverside Tenants Union will provide a laptop and a phone to the person hired. The Outreach Coordinator will plan the monthly tenant assemblies in each of the four districts.',
    ]);
    const text = questions.join('\n');
    expect(text).toMatch(/plan the monthly tenant assemblies/i);
    expect(text).not.toMatch(/provide a laptop/i);
  });

  it('leaves a recruiting sentence that names no work to the rest of the post', async () => {
    const questions = await questionsOf([
      '# Outreach Coordinator',
      '',
      'We are looking for an Outreach Coordinator to join our friendly team in the county office.',
      '',
      '## Responsibilities',
      '- Knock on doors in the assigned districts',
      '- Run phone banks twice a week',
      '- Keep member records up to date',
      '- Train volunteer leaders',
    ]);
    expect(questions.join('\n')).not.toMatch(/join our friendly team/i);
  });
});

describe('a heading run into its first sentence (round 32 kind)', () => {
  it("cuts 'Selection criteria' off the sentence and reads 'This position requires …' as a requirement", async () => {
    const questions = await questionsOf([
      '# Volunteer Programme Lead',
      '',
      '## Responsibilities of the position include',
      '',
      'Recruit, train and schedule the volunteers of the evening food bank.',
      '',
      'Keep the stock records of the two warehouses up to date.',
      '',
      'Report monthly to the board on volunteer hours and food distributed.',
      '',
      'Selection criteria This position requires strong volunteer management skills, stock keeping, knowledge of food safety rules, and an ability to work with people from many backgrounds. A candidate must have a diploma in social work.',
    ]);
    const text = questions.join('\n');
    expect(text).not.toMatch(/Selection criteria/i);
    expect(text).toMatch(/strong volunteer management skills, stock keeping/i);
    expect(text).not.toMatch(/responsibilit[^\n]*strong volunteer management/i);
  });

  it('asks for full-time experience as experience, not as the contract the post offers', async () => {
    const { jobSpecsQuestions, jobSpecWorkRequirements } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: [
        '# Volunteer Programme Lead',
        '',
        '## Responsibilities',
        '',
        '- Recruit, train and schedule the volunteers of the evening food bank',
        '',
        '## Selection criteria',
        '',
        'A candidate must have a diploma in social work and a minimum of three years of full-time professional experience.',
      ].join('\n'),
      position: 'Volunteer Programme Lead',
    });
    expect(jobSpecsQuestions.join('\n')).toMatch(/three years of full-time professional experience/);
    expect(JSON.stringify(jobSpecWorkRequirements)).not.toMatch(/three years/);
  });
});

describe('who the post reports to (round 32 kind)', () => {
  it.each(['Reporting requirements', 'Reports to', 'Reporting line'])(
    "asks nothing of the name and title under '%s'",
    async (heading) => {
      const questions = await questionsOf([
        '# Volunteer Programme Lead',
        '',
        '## Responsibilities',
        '',
        '- Recruit, train and schedule the volunteers of the evening food bank',
        '- Keep the stock records of the two warehouses up to date',
        '',
        `## ${heading}`,
        '',
        'Maya Okonkwo, Finance and Operations Director, Riverside Food Bank',
        '',
        '## How to apply',
        '',
        'Send your CV to the office.',
      ]);
      expect(questions.join('\n')).not.toMatch(/Okonkwo/);
    },
  );

  it("reads a 'Reports to:' row as a row, the lines after it still the post's", async () => {
    const questions = await questionsOf([
      '# Volunteer Programme Lead',
      '',
      'Reports to: Maya Okonkwo, Finance Director',
      '',
      'The Volunteer Programme Lead will recruit, train and schedule the volunteers of the evening food bank. The Volunteer Programme Lead will also keep the stock records of the two warehouses up to date.',
    ]);
    expect(questions.join('\n')).not.toMatch(/Okonkwo/);
    expect(questions.join('\n')).toMatch(/stock records of the two warehouses/);
  });
});

describe('an on-call rotation among the duties (round 32 kind)', () => {
  it('is not asked as a duty to give an example of', async () => {
    const questions = await questionsOf(
      [
        '# Staff Veterinarian',
        '',
        '## Responsibilities',
        '',
        '- Examines and treats small animals in the clinic',
        '- Rotates back up call with the Chief Veterinary Officer and Staff Veterinarian(s)',
        '- Participates in the after-hours call rotation with the other clinicians',
        '- Supervises the veterinary nurses and trainees',
        '- Reviews the clinical guidelines each year',
      ],
      'Staff Veterinarian',
    );
    expect(questions.join('\n')).not.toMatch(/back up call|call rotation/i);
  });
});
