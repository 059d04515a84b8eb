import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';

describe('a plus worded as optional (round 20 kind)', () => {
  it('asks it as a plus, not as required', async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: [
        '# Fahrer (m/w/d) Getränkelieferung',
        '',
        '## Das bringen Sie mit',
        '',
        '- Sie besitzen einen Führerschein der Klasse C1.',
        '- Sie sind zuverlässig und pünktlich.',
        '- Gern, aber nicht zwingend haben Sie Erfahrung mit Hubwagen.',
        '- Ortskenntnisse im Kreis von Vorteil',
      ].join('\n'),
      position: 'Fahrer Getränkelieferung',
      company: 'Quellfrisch GmbH',
    });
    const text = jobSpecsQuestions.join('\n');
    expect(text).toContain('plus: "Gern, aber nicht zwingend haben Sie Erfahrung mit Hubwagen"');
    expect(text).toContain('plus: "Ortskenntnisse im Kreis von Vorteil"');
  });

  it("asks an English 'nice to have' at a line's end as a plus", async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: [
        '# Warehouse Associate',
        '',
        '## Requirements',
        '',
        '- Two years of warehouse experience',
        '- Reach truck certification is nice to have',
      ].join('\n'),
      position: 'Warehouse Associate',
      company: 'Northbay Supply',
    });
    expect(jobSpecsQuestions.join('\n')).toContain('nice-to-have for this role is reach truck certification');
  });

  it("asks a requirement marked '(preferred)' or '(a plus)' as a plus, the bracket dropped (round 21 kind)", async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: [
        '# Field Technician',
        '',
        '## Required skills',
        '',
        '- Two years of experience servicing irrigation pumps',
        '- (preferred) familiarity with GIS mapping of water networks',
        '- Experience with pump telemetry systems (a plus)',
      ].join('\n'),
      position: 'Field Technician',
      company: 'Aquaduct Services',
    });
    const text = jobSpecsQuestions.join('\n');
    expect(text).toContain('nice-to-have for this role is familiarity with GIS mapping of water networks');
    expect(text).toContain('nice-to-have for this role is experience with pump telemetry systems');
    expect(text).not.toMatch(/\((?:preferred|a plus)\)/);
  });
});
