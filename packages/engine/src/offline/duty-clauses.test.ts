import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { dutyClause } from './duty-clauses.ts';

describe('a duty told in a long sentence (round 21 kind)', () => {
  it('is quoted by its own clause, without the concession before it and the modal frame after it', () => {
    expect(
      dutyClause(
        'Although the role is mostly office-based, occasional visits to client warehouses may be required (e.g., stock audits).',
      ),
    ).toBe('Occasional visits to client warehouses (e.g., stock audits).');
    expect(dutyClause('While on shift, greet visitors at the front desk')).toBe(
      'Greet visitors at the front desk',
    );
    expect(dutyClause('Prepare monthly stock reports for the buyers')).toBe(
      'Prepare monthly stock reports for the buyers',
    );
  });

  it('is asked by that clause', async () => {
    const { jobSpecsQuestions } = await createOfflineEngine().generateJob({
      jobSpecMarkdown: [
        '# Inventory Analyst',
        '',
        '## Duties',
        '',
        '- Reconcile stock counts against the ledger every week.',
        '- Although the role is mostly office-based, occasional visits to client warehouses may be required (e.g., stock audits).',
      ].join('\n'),
      position: 'Inventory Analyst',
      company: 'Ledgerline',
    });
    const text = jobSpecsQuestions.join('\n');
    expect(text).toContain('"Occasional visits to client warehouses');
    expect(text).not.toContain('Although the role');
  });
});
