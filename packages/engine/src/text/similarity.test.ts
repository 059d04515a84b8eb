import { describe, expect, it } from 'vitest';
import { coverage, dropNearDuplicates, jaccard, textSimilarity } from './similarity.ts';
import { contentTerms } from './terms.ts';

describe('content terms and similarity', () => {
  it('keeps meaningful words as lemmas, drops stop words in English and Spanish', () => {
    expect(contentTerms('I built the services with Spring Boot')).toEqual([
      'build',
      'service',
      'spring',
      'boot',
    ]);
    expect(contentTerms('Manejo de bases de datos como SQL Server')).toEqual([
      'manejo',
      'base',
      'datos',
      'sql',
      'server',
    ]);
  });

  it('measures overlap', () => {
    expect(jaccard(new Set(['a', 'b']), new Set(['b', 'c']))).toBeCloseTo(1 / 3);
    expect(coverage(new Set(['a', 'b', 'c']), new Set(['a', 'd']))).toBe(0.5);
    expect(coverage(new Set(['a']), new Set())).toBe(0);
    expect(textSimilarity('Built REST APIs in Java', 'I build REST APIs with Java')).toBe(1);
  });

  it('drops near-duplicates, keeping the first', () => {
    const kept = dropNearDuplicates(
      [
        'Tell me about Kafka pipelines you built.',
        'Tell me about the Kafka pipelines you built!',
        'How do you test code?',
      ],
      (text) => text,
    );
    expect(kept).toEqual(['Tell me about Kafka pipelines you built.', 'How do you test code?']);
  });
});
