import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';

// A made-up post whose duties follow a sentence in its opening prose, not a heading.
const POST = [
  '# Yard Supervisor at Oakfield Timber',
  '',
  'In this role, you will keep our timber yard running safely and on time for our builders.',
  '',
  'Reporting to the Operations Manager, the Yard Supervisor will be responsible for:',
  '',
  '- Planning the daily loading schedule for the delivery drivers.',
  '- Checking incoming timber against the purchase orders.',
  '- Training new yard staff in forklift safety.',
  '',
  '## What you bring',
  '',
  '- Two years of experience supervising a warehouse or yard team.',
  '- A valid forklift licence.',
].join('\n');

describe("duties listed after a lead-in sentence ('… will be responsible for:')", () => {
  it('asks them as the duties of the role', async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: POST,
      position: 'Yard Supervisor',
      company: 'Oakfield Timber',
    });
    const text = jobSpecsQuestions.join('\n');
    expect(text).toMatch(/planning the daily loading schedule/i);
    expect(text).toMatch(/checking incoming timber/i);
    expect(text).toMatch(/training new yard staff/i);
  });
});
