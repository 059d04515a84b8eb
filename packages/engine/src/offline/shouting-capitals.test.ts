import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { withoutShouting } from './shouting-capitals.ts';

describe('shouting capitals inside a quoted line (round 20 kind)', () => {
  it('quotes a duty that shouts in normal case', async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: [
        '# Car Wash Attendant',
        '',
        '## Duties',
        '',
        '- Makes sure that EVERY CUSTOMER leaves with a SPOTLESS VEHICLE and a smile.',
        '- Rinses and dries vehicles by hand at the exit of the tunnel.',
        '- Vacuums seats, mats and trunks between washes.',
      ].join('\n'),
      position: 'Car Wash Attendant',
      company: 'Brightwave Wash',
    });
    expect(jobSpecsQuestions.join('\n')).toContain(
      'every customer leaves with a spotless vehicle and a smile',
    );
  });

  it('keeps acronyms and a line that names one in capitals', () => {
    expect(withoutShouting('Follow HACCP and POS procedures for ALL ORDERS')).toBe(
      'Follow HACCP and POS procedures for all orders',
    );
    expect(withoutShouting('Lead our DEIA efforts in the DEIA space')).toBe(
      'Lead our DEIA efforts in the DEIA space',
    );
  });
});
