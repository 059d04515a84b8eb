import { describe, expect, it } from 'vitest';
import { editDistance, misspeltFrom } from './edit-distance.ts';

describe('edit distance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('finds a misspelt word, not another form of it or a short word', () => {
    const words = ['interests', 'projects', 'awards'];
    expect(misspeltFrom('Intrests', words)).toBe('interests');
    expect(misspeltFrom('PROJETCS', words)).toBe(null);
    expect(misspeltFrom('Projcts', words)).toBe('projects');
    expect(misspeltFrom('Project', words)).toBe(null);
    expect(misspeltFrom('award', words)).toBe(null);
    expect(misspeltFrom('Customers', words)).toBe(null);
  });
});
