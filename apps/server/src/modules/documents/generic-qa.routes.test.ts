import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';

type Headers = { authorization: string };

describe('generic Q&A API', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let candidateA: Headers;
  let candidateB: Headers;

  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers?: Headers, payload?: object) =>
    app.inject({ method, url, headers, payload });

  beforeAll(async () => {
    testApp = await createTestApp();
    app = testApp.app;
    candidateA = await signIn(app, 'a@example.com', 'candidate');
    candidateB = await signIn(app, 'b@example.com', 'candidate');
  });
  afterAll(() => testApp.close());

  it('seeds each user’s list from the standard questions on first read, once', async () => {
    const [first, second] = await Promise.all([
      inject('GET', '/api/v1/generic_qa/', candidateA),
      inject('GET', '/api/v1/generic_qa/', candidateA),
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json().qa_pairs.length).toBeGreaterThan(3);
    expect(second.json()).toEqual(first.json());
    expect((await inject('GET', '/api/v1/generic_qa/', candidateB)).json()).toEqual(first.json());
  });

  it('adds, edits and deletes, each answering the whole list; another user’s list is untouched', async () => {
    const seeded = (await inject('GET', '/api/v1/generic_qa/', candidateA)).json().qa_pairs;
    const added = await inject('POST', '/api/v1/generic_qa/custom', candidateA, {
      question: '  Why?  ',
      answer: ' Because. ',
    });
    expect(added.json().qa_pairs).toEqual([...seeded, { question: 'Why?', answer: 'Because.' }]);
    const edited = await inject('POST', '/api/v1/generic_qa/edit', candidateA, {
      qa_index: 0,
      answer: 'Mine.',
    });
    expect(edited.json().qa_pairs[0]).toEqual({ question: seeded[0].question, answer: 'Mine.' });
    const deleted = await inject('DELETE', '/api/v1/generic_qa/0', candidateA);
    expect(deleted.json().qa_pairs).toEqual([...seeded.slice(1), { question: 'Why?', answer: 'Because.' }]);
    expect((await inject('GET', '/api/v1/generic_qa/', candidateB)).json().qa_pairs).toEqual(seeded);
  });

  it('refuses blank text, bad indexes and anonymous calls, changing nothing', async () => {
    const before = (await inject('GET', '/api/v1/generic_qa/', candidateB)).json();
    const refusals: ['POST' | 'DELETE' | 'GET', string, object | undefined, Headers | undefined, number][] = [
      ['POST', '/api/v1/generic_qa/custom', { question: ' ', answer: 'a' }, candidateB, 422],
      ['POST', '/api/v1/generic_qa/custom', { question: 'q', answer: '' }, candidateB, 422],
      ['POST', '/api/v1/generic_qa/edit', { qa_index: 1000, answer: 'a' }, candidateB, 404],
      ['POST', '/api/v1/generic_qa/edit', { qa_index: 'x', answer: 'a' }, candidateB, 422],
      ['DELETE', '/api/v1/generic_qa/1000', undefined, candidateB, 404],
      ['DELETE', '/api/v1/generic_qa/-1', undefined, candidateB, 422],
      ['GET', '/api/v1/generic_qa/', undefined, undefined, 401],
      ['DELETE', '/api/v1/generic_qa/0', undefined, undefined, 401],
    ];
    for (const [method, url, payload, headers, status] of refusals) {
      const response = await inject(method, url, headers, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    }
    expect((await inject('GET', '/api/v1/generic_qa/', candidateB)).json()).toEqual(before);
  });
});
