import { CvQaSchema, JobGenerationSchema, QaPairSchema } from '@viva/contracts';
import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from './index.ts';
import { extractedFixture, jobFixtures } from './test-fixtures.ts';

const engine = createOfflineEngine();

describe('createOfflineEngine', () => {
  it('is the offline kind and runs every operation through the Engine interface', async () => {
    expect(engine.kind).toBe('offline');
    const job = await engine.generateJob({
      jobSpecMarkdown: jobFixtures().rm_ml_engineer_short ?? '',
      cultureMarkdown: null,
    });
    expect(JobGenerationSchema.parse(job).jobSpecsQuestions.length).toBeGreaterThanOrEqual(8);
    const cv = await engine.generateCvQa({
      cvMarkdown: extractedFixture('rm_john_smith_python_ml_word2016'),
    });
    expect(CvQaSchema.parse(cv).qa_pairs.length).toBeGreaterThanOrEqual(6);
    const specs = await engine.generateSpecsQa({
      specMarkdown: jobFixtures().sourcegraph_product_designer ?? '',
    });
    expect(specs.length).toBeGreaterThanOrEqual(8);
  });

  it('rejects, not throws, when the work is cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(engine.generateCvQa({ cvMarkdown: 'x' }, { signal: controller.signal })).rejects.toThrow();
  });

  it('lists about fifteen distinct generic questions with full sample answers', async () => {
    const pairs = await engine.genericQa();
    expect(() => QaPairSchema.array().parse(pairs)).not.toThrow();
    expect(pairs.length).toBeGreaterThanOrEqual(15);
    expect(new Set(pairs.map((pair) => pair.question)).size).toBe(pairs.length);
    for (const pair of pairs) expect(pair.answer.split(/\s+/).length).toBeGreaterThanOrEqual(35);
    // Callers get their own copies.
    pairs.splice(0, 1, { question: 'changed', answer: 'changed' });
    expect((await engine.genericQa())[0]?.question).toBe('Tell me about yourself.');
  });
});
