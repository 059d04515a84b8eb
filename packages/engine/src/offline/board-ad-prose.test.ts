import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';

// An English ad on a Finnish job board (round 26 kind): the board's menu heads the page, the ad's title comes later as
// a heading of its own, its work is told in prose and its requirements follow a 'We expect you to have:' line.
const AD = [
  'Etusivu',
  '',
  'Työpaikat',
  '',
  '# Kiertotie',
  '',
  'Avoimet työpaikat',
  '',
  '## Analyst, Warehouse Robotics Nordwind Oy',
  '',
  'Julkaistu 3.2.2025',
  '',
  '## Analyst, Warehouse Robotics',
  '',
  'Your task will mainly be focused on analysing the picking robots of our distribution centres. The work will include fault logging, weekly reporting and tuning of route plans. You will work in the Automation team of our Logistics unit.',
  '',
  'We expect you to have:',
  '',
  '- At least 2 years of experience with industrial robot cells',
  '- Knowledge of Lean methods',
  '- Fluent written and spoken English and Swedish',
  '',
  'The position is located at our depot in Vantaa, Finland.',
];

async function generated() {
  return createOfflineEngine().generateJob({
    jobSpecMarkdown: AD.join('\n'),
    position: 'Analyst, Warehouse Robotics',
    company: 'Nordwind Oy',
  });
}

describe("an ad's prose and 'We expect you to have:' list under a board's menu (round 26 kind)", () => {
  it('asks the requirements the expectation line introduces', async () => {
    const questions = (await generated()).jobSpecsQuestions.join('\n');
    expect(questions).toMatch(/industrial robot cells/);
    expect(questions).toMatch(/Lean methods/);
  });

  it("asks the work the opening prose tells ('Your task will … be focused on', 'The work will include')", async () => {
    const questions = (await generated()).jobSpecsQuestions.join('\n');
    expect(questions).toMatch(/analysing the picking robots of our distribution centres/i);
    expect(questions).toMatch(/fault logging, weekly reporting and tuning of route plans/i);
  });

  it('never asks where the post is located as a requirement', async () => {
    const questions = (await generated()).jobSpecsQuestions.join('\n');
    expect(questions).not.toMatch(/located at our depot/);
  });
});
