import type { PlannedQuestion } from '@viva/contracts';
import { describe, expect, it } from 'vitest';
import { createOfflineEngine } from '../offline/index.ts';
import { buildLlmEngine } from '../llm/llm-engine.ts';
import { createMockModel } from '../llm/testing/mock-model.ts';
import { isThinAnswer } from './follow-up.ts';

const openQuestion: PlannedQuestion = {
  question_type: 'job_spec',
  question_title: null,
  question: 'Tell me about a project where you used PostgreSQL: what did you build and what was the outcome?',
};
const requirement: PlannedQuestion = {
  question_type: 'work_requirement',
  question_title: 'On-call',
  question: 'The role includes one week of on-call in six. Can you do that?',
};

describe('thin answers', () => {
  it('calls a few words, or a longer answer without any specifics, thin', () => {
    expect(isThinAnswer(openQuestion, 'Yes, I have used it a lot.')).toBe(true);
    expect(
      isThinAnswer(
        openQuestion,
        'It was a good project and the team liked it and we were happy with how it went overall.',
      ),
    ).toBe(true);
  });

  it('lets a specific answer stand', () => {
    expect(
      isThinAnswer(
        openQuestion,
        'At my last job I built the billing service on PostgreSQL 14 and cut the monthly close from three days to four hours.',
      ),
    ).toBe(false);
  });

  it('asks a yes/no question again only when the answer is neither', () => {
    expect(isThinAnswer(requirement, 'Yes.')).toBe(false);
    expect(isThinAnswer(requirement, 'Hmm, depends.')).toBe(true);
  });
});

describe('followUpProbe in both engines', () => {
  it('offline: a fixed probe per kind of question, none for a full answer', async () => {
    const engine = createOfflineEngine();
    expect(await engine.followUpProbe({ question: openQuestion, answer: 'I used it.' })).toMatch(
      /specific example/,
    );
    expect(await engine.followUpProbe({ question: requirement, answer: 'Hmm, depends.' })).toMatch(
      /yes or a no/,
    );
    expect(
      await engine.followUpProbe({ question: requirement, answer: 'Yes, that works for me.' }),
    ).toBeNull();
  });

  it('llm: asks the model only when a probe is due, with the answer fenced', async () => {
    const { model, calls } = createMockModel({
      follow_up_probe: {
        probe: 'Which PostgreSQL feature mattered most there, and what changed because of it?',
      },
    });
    const engine = buildLlmEngine(model, { timeoutMs: 5_000, maxRetries: 0 });
    expect(await engine.followUpProbe({ question: openQuestion, answer: 'I used it.' })).toBe(
      'Which PostgreSQL feature mattered most there, and what changed because of it?',
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.user).toContain('I used it.');
    expect(await engine.followUpProbe({ question: requirement, answer: 'Yes.' })).toBeNull();
    expect(calls).toHaveLength(1);
  });
});
