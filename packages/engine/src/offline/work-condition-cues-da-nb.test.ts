import { describe, expect, it } from 'vitest';
import { generateJob } from './generate-job.ts';

// A made-up English posting from a Danish job board (issue 13, round 22 kind): its terms only in the board's Danish
// fact rows under the text.
const BOARD_RECORD = [
  '# Electrician',
  '### Nordlys El ApS',
  'We are looking for an electrician for installation work in new houses. You need to speak English or Danish.',
  'Arbejdssted · Nordlys El ApS',
  'Arbejdstid · Deltid',
  'Ansættelsesform Tidsbegrænset ansættelse',
  'Kørekort · B – Almindelig bil',
].join('\n\n');

describe("a job board's Danish fact rows (issue 13, round 22 kind)", () => {
  it('reads the hours, the time limit and the driving licence as work requirements', () => {
    const result = generateJob({ jobSpecMarkdown: BOARD_RECORD, position: 'Electrician' });
    const byTitle = Object.fromEntries(result.jobSpecWorkRequirements.map((w) => [w.title, w.question]));
    expect(byTitle['Contract type']).toContain('"Deltid"');
    expect(byTitle['Contract type']).toContain('Tidsbegrænset ansættelse');
    expect(byTitle['Driving licence']).toMatch(/kørekort · B/i);
  });
});
