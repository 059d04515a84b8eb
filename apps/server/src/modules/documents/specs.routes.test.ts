import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { storedFileKeys, uploadDocument, waitForQaJob } from '../../../test/documents.ts';

type Headers = { authorization: string };

const SPEC = 'jobs/enlist_accountant.pdf';

describe('specs API (admin area, each admin their own)', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let adminA: Headers;
  let adminB: Headers;
  let recruiter: Headers;
  let candidate: Headers;
  let specsPath: string;
  let jobId: string;

  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers?: Headers, payload?: object) =>
    app.inject({ method, url, headers, payload });

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: 'admin.a@example.com,admin.b@example.com' });
    app = testApp.app;
    adminA = await signIn(app, 'admin.a@example.com');
    adminB = await signIn(app, 'admin.b@example.com');
    recruiter = await signIn(app, 'recruiter@example.com', 'recruiter');
    candidate = await signIn(app, 'candidate@example.com', 'candidate');
    const uploaded = await uploadDocument(app, adminA, SPEC, { url: '/api/v1/specs/upload' });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    specsPath = uploaded.json().path;
  });
  afterAll(() => testApp.close());

  it('generates Q&A pairs from an uploaded spec, then edits, adds and deletes them', async () => {
    const started = await inject('POST', `/api/v1/specs/qa?specs_path=${specsPath}`, adminA);
    expect(started.statusCode).toBe(202);
    jobId = started.json().job_id;
    const { status, messages } = await waitForQaJob(app, adminA, `/api/v1/specs/qa/job/${jobId}`);
    expect(status.status, status.error).toBe('completed');
    expect(messages).toContain('Completed');
    expect(status.result.length).toBeGreaterThan(2);
    expect(status.result[0]).toEqual({ question: expect.any(String), answer: expect.any(String) });
    const read = await inject('GET', `/api/v1/specs/qa?specs_path=${specsPath}`, adminA);
    expect(read.json()).toEqual({ qa_pairs: status.result });

    const edited = await inject('POST', '/api/v1/specs/qa/edit', adminA, {
      specs_path: specsPath,
      qa_index: 1,
      answer: 'Mine.',
    });
    expect(edited.json().qa_pairs[1]).toEqual({ question: status.result[1].question, answer: 'Mine.' });
    const added = await inject('POST', '/api/v1/specs/qa/custom', adminA, {
      specs_path: specsPath,
      question: 'Q?',
      answer: 'A.',
    });
    expect(added.json().qa_pairs.at(-1)).toEqual({ question: 'Q?', answer: 'A.' });
    const deleted = await inject('DELETE', `/api/v1/specs/qa/${specsPath}/0`, adminA);
    expect(deleted.json().qa_pairs).toHaveLength(status.result.length);
    expect(deleted.json().qa_pairs[0]).toEqual({ question: status.result[1].question, answer: 'Mine.' });

    const refused = await inject('POST', '/api/v1/specs/qa/custom', adminA, {
      specs_path: specsPath,
      question: 'Q?',
      answer: ' ',
    });
    expect(refused.statusCode).toBe(422);
    expect((await inject('DELETE', `/api/v1/specs/qa/${specsPath}/99`, adminA)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/v1/specs/qa/${specsPath}/x`, adminA)).statusCode).toBe(422);
  });

  it('keeps each admin’s specs to themselves; recruiters and candidates are refused', async () => {
    const calls: [string, 'GET' | 'POST' | 'DELETE', string, object?][] = [
      ['list', 'GET', '/api/v1/specs/list'],
      ['read', 'GET', `/api/v1/specs/qa?specs_path=${specsPath}`],
      ['start', 'POST', `/api/v1/specs/qa?specs_path=${specsPath}`],
      ['job', 'GET', `/api/v1/specs/qa/job/${jobId}`],
      ['custom', 'POST', '/api/v1/specs/qa/custom', { specs_path: specsPath, question: 'Q?', answer: 'A.' }],
      ['edit', 'POST', '/api/v1/specs/qa/edit', { specs_path: specsPath, qa_index: 0, answer: 'A.' }],
      ['delete pair', 'DELETE', `/api/v1/specs/qa/${specsPath}/0`],
      ['download', 'GET', `/api/v1/specs/download?path=${specsPath}`],
      ['delete file', 'DELETE', `/api/v1/specs/${specsPath}`],
    ];
    for (const [name, method, url, payload] of calls) {
      expect((await inject(method, url, undefined, payload)).statusCode, name).toBe(401);
      expect((await inject(method, url, candidate, payload)).statusCode, name).toBe(403);
      expect((await inject(method, url, recruiter, payload)).statusCode, name).toBe(403);
      const other = await inject(method, url, adminB, payload);
      expect(other.statusCode, name).toBe(name === 'list' ? 200 : 404);
      if (name === 'list') expect(other.json()).toEqual([]);
      else expect(other.body).not.toContain('enlist_accountant');
    }
    const upload = await uploadDocument(app, candidate, SPEC, { url: '/api/v1/specs/upload' });
    expect(upload.statusCode).toBe(403);
  });

  it('downloads and deletes the file with its Q&A; nothing stays stored', async () => {
    const list = (await inject('GET', '/api/v1/specs/list', adminA)).json();
    expect(list).toEqual([
      { path: specsPath, file_name: 'enlist_accountant.pdf', format: 'pdf', created_at: expect.any(String) },
    ]);
    const { download_url } = (await inject('GET', `/api/v1/specs/download?path=${specsPath}`, adminA)).json();
    const file = await app.inject({ method: 'GET', url: download_url.replace(/^https?:\/\/[^/]+/, '') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="enlist_accountant.pdf"/);
    const deleted = await inject('DELETE', `/api/v1/specs/${specsPath}`, adminA);
    expect(deleted.statusCode).toBe(200);
    expect((await inject('GET', '/api/v1/specs/list', adminA)).json()).toEqual([]);
    expect((await inject('GET', `/api/v1/specs/qa?specs_path=${specsPath}`, adminA)).statusCode).toBe(404);
    expect((await storedFileKeys(testApp.dataDir)).filter((key) => key.includes('/specs/'))).toEqual([]);
    expect((await inject('DELETE', `/api/v1/specs/..%2F..%2Fetc%2Fpasswd`, adminA)).statusCode).toBe(404);
  });
});
