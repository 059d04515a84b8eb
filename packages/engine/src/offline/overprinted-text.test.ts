import { describe, expect, it } from 'vitest';
import { withOverprintedRunsCollapsed } from './overprinted-text.ts';

describe('withOverprintedRunsCollapsed', () => {
  it('keeps one copy of a word or a run of words printed over itself for bold', () => {
    expect(withOverprintedRunsCollapsed('## Quarkly Quarkly Quarkly Quarkly Quarkly, Oslo')).toBe(
      '## Quarkly, Oslo',
    );
    expect(
      withOverprintedRunsCollapsed('Northwind Labs Northwind Labs Northwind Labs Northwind Labs · 2021'),
    ).toBe('Northwind Labs · 2021');
  });

  it('parts a bold run from the plain title before it on the same line', () => {
    expect(withOverprintedRunsCollapsed('## Intern Quarkly Quarkly Quarkly Quarkly Quarkly, Oslo')).toBe(
      '## Intern · Quarkly, Oslo',
    );
    expect(
      withOverprintedRunsCollapsed(
        'Team Lead Lead Rovers Club Lead Rovers Club Lead Rovers Club, Zeta Uni Zeta Uni Zeta Uni',
      ),
    ).toBe('Team Lead · Lead Rovers Club · Zeta Uni');
    expect(withOverprintedRunsCollapsed('Paid intern, Quarkly Quarkly Quarkly')).toBe('Paid intern, Quarkly');
  });

  it('leaves a word said twice and ordinary text alone', () => {
    expect(withOverprintedRunsCollapsed('a very very long day')).toBe('a very very long day');
    expect(withOverprintedRunsCollapsed('Built tools in Python and Go')).toBe('Built tools in Python and Go');
  });
});
