import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';

const generate = (markdown: string) => createOfflineEngine().generateJob({ jobSpecMarkdown: markdown });
const titles = (requirements: { title: string }[]): string[] =>
  requirements.map((requirement) => requirement.title);

describe('weekend work is the hours, not on-call (round 24 kind)', () => {
  it('asks weekend days with the stated hours, after them', async () => {
    const generation = await generate(
      [
        '# Kennel Assistant',
        '## Duties',
        '- Walk and feed the dogs in our care',
        '## You are',
        '- Available 20-25 hours a week',
        '- Happy to work on Saturdays and weekends too',
      ].join('\n'),
    );
    expect(titles(generation.jobSpecWorkRequirements)).not.toContain('On-call');
    expect(generation.workArrangementInfo.on_call_requirement).toBeNull();
    expect(generation.workArrangementInfo.working_hours).toContain('20-25 hours');
    const hours = generation.jobSpecWorkRequirements.find(
      (requirement) => requirement.title === 'Working hours',
    );
    expect(hours?.question).toMatch(/20-25 hours a week" and "Happy to work on Saturdays and weekends too"/);
  });

  it.each([
    ['- Take part in the on-call rota one weekend a month'],
    ['- Work extended hours and weekends when required'],
  ])('still asks weekend on-call or on-demand work as on-call: %s', async (line) => {
    const generation = await generate(
      ['# Network Engineer', '## Duties', '- Maintain the campus network', '## Conditions', line].join('\n'),
    );
    expect(titles(generation.jobSpecWorkRequirements)).toContain('On-call');
  });
});
