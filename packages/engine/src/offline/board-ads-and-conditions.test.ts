import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { isBoardPromotion } from './board-lines.ts';
import { isUsableItem } from './job-lines.ts';

// A made-up car wash's post from a job board: the board's app ad amid a duty, and the
// qualifications, working conditions and hazards run together in one paragraph.
const CAR_WASH_POST = [
  '# Car Wash Attendant',
  '',
  '## Duties',
  '',
  'Makes sure that EVERY CUSTOMER leaves with a SPOTLESS VEHICLE and a smile.',
  '',
  'Rinses and dries vehicles by hand at the exit of the tunnel',
  '',
  'Your next gig is just a tap away! Download the Washly app and start swiping.',
  '',
  'according to the site checklist.',
  '',
  'Vacuums seats, mats and trunks between washes.',
  '',
  'Restocks towels, soaps and waxes at each bay.',
  '',
  '## Qualifications',
  '',
  'QUALIFICATIONS: A valid driving licence. Able to stand for a full shift. WORKING CONDITIONS; Work is typically performed in an open wash bay. The noise level in the bay is usually high. The work involves standing, bending and lifting up to 40 lbs. HAZARDS: Wet floors and cleaning chemicals.',
].join('\n');

describe("a job board's ad and working conditions (round 20 kind)", () => {
  it('asks no ad and no condition, and keeps the duty the ad interrupted whole', async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: CAR_WASH_POST,
      position: 'Car Wash Attendant',
      company: 'Brightwave Wash',
    });
    const text = jobSpecsQuestions.join('\n');
    expect(text).not.toMatch(/tap away|Washly|swiping|noise level|open wash bay|WORKING CONDITIONS|HAZARDS/);
    expect(text).toContain(
      '"Rinses and dries vehicles by hand at the exit of the tunnel according to the site checklist"',
    );
    expect(text).toContain(
      'physical requirement: "The work involves standing, bending and lifting up to 40 lbs"',
    );
  });

  it.each([
    ['Your next job is only a swipe away!'],
    ['Download our app to get new jobs first.'],
    ['Lade dir die Jobs-App herunter'],
  ])("reads %j as a board's promotion", (line) => {
    expect(isBoardPromotion(line)).toBe(true);
  });

  it('keeps a duty about an app a duty', () => {
    expect(isBoardPromotion('Test each release of the mobile app before download goes live')).toBe(false);
  });

  it.each([
    ['Work is usually performed in a busy kitchen environment'],
    ['The noise level in the plant is moderate'],
    ['Works outdoors 60% of the time in all weather'],
  ])('does not ask the condition %j', (line) => {
    expect(isUsableItem(line)).toBe(false);
  });

  it('keeps a duty to do work in compliance', () => {
    expect(isUsableItem('Make sure the work is performed in accordance with the safety plan')).toBe(true);
  });
});

// A made-up post from a board that prints its fields as 'Label · value' rows under the title (round 25 kind).
const FIELD_ROW_POST = [
  '# Community Paralegal',
  '',
  '### Riverbend Legal Aid',
  '',
  'Location · Vermont',
  '',
  'Salary · This position is part-time and hourly, at $24 an hour.',
  '',
  'Job type · Part Time',
  '',
  'Education Paralegal certificate required',
  '',
  'Posted · March 3, 2025',
  '',
  'Closing date -',
  '',
  '## Duties',
  '',
  '- Draft letters and court forms for tenants facing eviction',
  '- Keep case files and deadlines up to date in the case system',
].join('\n');

describe("a job board's field rows (round 25 kind)", () => {
  it('asks no field row, quotes the offer without its label and reads the place as the location', async () => {
    const job = await createOfflineEngine().generateJob({ jobSpecMarkdown: FIELD_ROW_POST });
    const questions = job.jobSpecsQuestions.join('\n');
    expect(questions).not.toMatch(/closing date|posted|salary|job type|education/i);
    expect(questions).toMatch(/court forms/);
    const requirements = JSON.stringify(job.jobSpecWorkRequirements);
    expect(requirements).not.toMatch(/Salary ·|Job type ·/);
    expect(job.workArrangementInfo.office_location).toBe('Vermont');
  });
});

describe('a condition of employment (round 25 kind)', () => {
  it.each([
    ['Proof of measles vaccination and a current flu shot before the first shift'],
    ['Must be fully vaccinated against influenza by October'],
    ['Clear a criminal history check and drug screen before hire'],
  ])('does not ask the condition %j', (line) => {
    expect(isUsableItem(line)).toBe(false);
  });

  it('keeps giving vaccinations a duty', () => {
    expect(isUsableItem('Administer childhood vaccinations and record them in the registry')).toBe(true);
  });
});
