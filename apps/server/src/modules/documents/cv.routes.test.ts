import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import {
  cvWithQa,
  queryRows,
  storedFileKeys,
  uploadDocument,
  waitForQaJob,
} from '../../../test/documents.ts';
import { readFixture } from '../../../test/fixtures.ts';

type Headers = { authorization: string };

const PDF_CV = 'cvs/rendercv_classic.pdf';
const DOCX_CV = 'cvs/soupboss_01_accountant.docx';
const DOC_CV = 'cvs/chrisrobison_resume_wordml_as.doc';

async function userIdOf(app: FastifyInstance, headers: Headers): Promise<string> {
  return (await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers })).json().id;
}

describe('CV API', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let candidateA: Headers;
  let candidateB: Headers;
  let recruiter: Headers;
  let admin: Headers;
  let candidateAId: string;
  let candidateBId: string;
  let recruiterId: string;

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: 'admin@example.com' });
    app = testApp.app;
    candidateA = await signIn(app, 'candidate.a@example.com', 'candidate');
    candidateB = await signIn(app, 'candidate.b@example.com', 'candidate');
    recruiter = await signIn(app, 'recruiter@example.com', 'recruiter');
    admin = await signIn(app, 'admin@example.com');
    candidateAId = await userIdOf(app, candidateA);
    candidateBId = await userIdOf(app, candidateB);
    recruiterId = await userIdOf(app, recruiter);
  });
  afterAll(() => testApp.close());

  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers?: Headers,
    payload?: object,
  ) => app.inject({ method, url, headers, payload });

  describe('uploading and generating', () => {
    it('keeps a PDF, a DOCX and a DOC under the owner, and generates both Q&A lists with progress', async () => {
      for (const fixture of [PDF_CV, DOCX_CV, DOC_CV]) {
        const uploaded = await uploadDocument(app, candidateA, fixture);
        expect(uploaded.statusCode, uploaded.body).toBe(201);
        const { path, file_name, is_new } = uploaded.json();
        expect(file_name).toBe(fixture.split('/')[1]);
        expect(is_new).toBe(true);
        const started = await inject('POST', `/api/v1/cv_qa?cv_path=${path}`, candidateA);
        expect(started.statusCode).toBe(202);
        expect(started.json()).toMatchObject({ status: 'pending', already_running: false, progress: 0 });
        const { status, messages } = await waitForQaJob(
          app,
          candidateA,
          `/api/v1/cv_qa/job/${started.json().job_id}`,
        );
        expect(status.status, status.error).toBe('completed');
        expect(messages).toContain('Completed');
        expect(status.result.qa_pairs.length).toBeGreaterThan(2);
        expect(status.result.qa_admin_pairs.length).toBeGreaterThan(0);
        const qa = await inject('GET', `/api/v1/cv_qa?cv_path=${path}`, candidateA);
        expect(qa.json()).toEqual(status.result);
      }
      const list = await inject('GET', '/api/v1/users/me/cv/list', candidateA);
      expect(list.json().map((file: { format: string }) => file.format)).toEqual(['doc', 'docx', 'pdf']);
      const keys = await storedFileKeys(testApp.dataDir);
      expect(keys.filter((key) => key.startsWith(`users/${candidateAId}/cv/`))).toHaveLength(3);
    });

    it('takes a Google Docs .docx whose package lists its content types after the embedded fonts', async () => {
      const owner = await signIn(app, 'google.docs@example.com', 'candidate');
      const uploaded = await uploadDocument(app, owner, 'cvs/brooksby_driver_sales_gdocs.docx', {
        chunkBytes: 16 * 1024,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const list = await inject('GET', '/api/v1/users/me/cv/list', owner);
      expect(list.json().map((file: { format: string }) => file.format)).toEqual(['docx']);
    });

    it('keeps the same file uploaded 5 times at once once', async () => {
      const content = readFixture('cvs/awesomecv_resume.pdf');
      const uploads = await Promise.all(
        Array.from({ length: 5 }, () => uploadDocument(app, candidateB, content, { fileName: 'cv.pdf' })),
      );
      expect(new Set(uploads.map((upload) => upload.json().path)).size).toBe(1);
      expect(uploads.map((upload) => upload.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
      const keys = (await storedFileKeys(testApp.dataDir)).filter((key) =>
        key.startsWith(`users/${candidateBId}/`),
      );
      expect(keys).toHaveLength(1);
    });

    it('starts one job for 5 requests at once, and a new one once it finished', async () => {
      // A server without workers: the job stays pending, so the five requests certainly overlap it.
      const idle = await createTestApp({ WORKER_IN_PROCESS: '0' });
      try {
        const owner = await signIn(idle.app, 'owner@example.com', 'candidate');
        const cvPath = (await uploadDocument(idle.app, owner, PDF_CV)).json().path;
        const starts = await Promise.all(
          Array.from({ length: 5 }, () =>
            idle.app.inject({ method: 'POST', url: `/api/v1/cv_qa?cv_path=${cvPath}`, headers: owner }),
          ),
        );
        expect(new Set(starts.map((start) => start.json().job_id)).size).toBe(1);
        expect(starts.map((start) => start.statusCode).sort()).toEqual([200, 200, 200, 200, 202]);
        expect(starts.filter((start) => start.json().already_running)).toHaveLength(4);
        const jobs = await queryRows<{ total: number }>(
          idle,
          sql`select count(*)::int as total from background_jobs where kind = 'cv.generate-qa'`,
        );
        expect(jobs[0]!.total).toBe(1);
      } finally {
        await idle.close();
      }
      const { cvPath } = await cvWithQa(app, candidateB, DOCX_CV);
      const again = await inject('POST', `/api/v1/cv_qa?cv_path=${cvPath}`, candidateB);
      expect(again.statusCode).toBe(202);
      expect(
        (await waitForQaJob(app, candidateB, `/api/v1/cv_qa/job/${again.json().job_id}`)).status.status,
      ).toBe('completed');
    });
  });

  describe('refusing bad files, leaving nothing behind', () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]);
    const cases: [string, string | Uint8Array, number, string | RegExp][] = [
      [
        'a text file renamed .pdf',
        Buffer.from('Jane Doe\nEngineer\n'.repeat(20)),
        415,
        'Please upload only PDF or Word documents (.pdf, .doc, .docx).',
      ],
      [
        'a PNG renamed .pdf',
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array(100).fill(0)]),
        415,
        'Please upload only PDF or Word documents (.pdf, .doc, .docx).',
      ],
      [
        'a ZIP that says it is a PDF',
        zip,
        415,
        'Please upload only PDF or Word documents (.pdf, .doc, .docx).',
      ],
      [
        'an empty file',
        Buffer.alloc(0),
        415,
        'Please upload only PDF or Word documents (.pdf, .doc, .docx).',
      ],
      ['an encrypted PDF', 'bad/pdfjs_issue6010_1_password_abc.pdf', 422, /password-protected/],
      ['an encrypted DOCX', 'bad/poi_bug53475_password_is_pass.docx', 422, /password-protected/],
      ['a damaged PDF', 'bad/ocrmypdf_invalid.pdf', 422, /damaged|cannot be read|no extractable text/],
      ['a truncated DOCX', 'bad/poi_truncated62886.docx', 422, /damaged|cannot be read|not a PDF/],
      ['an image-only scan', 'cvs/chrisrobison_kendall_IMAGE_ONLY.pdf', 422, /no extractable text/],
      ['a macro-enabled Word file', 'bad/poi_SimpleMacro.docm', 422, /macro|not a PDF/],
      ['an empty DOC', 'bad/poi_empty.doc', 422, /./],
    ];
    it.each(cases)('%s', async (_name, file, status, detail) => {
      const before = await storedFileKeys(testApp.dataDir);
      const listBefore = (await inject('GET', '/api/v1/users/me/cv/list', candidateA)).json();
      const response = await uploadDocument(app, candidateA, file, { fileName: 'cv.pdf' });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().detail).toMatch(detail);
      expect(await storedFileKeys(testApp.dataDir)).toEqual(before);
      expect((await inject('GET', '/api/v1/users/me/cv/list', candidateA)).json()).toEqual(listBefore);
    });

    it('refuses a file over 10 MB with 413 and keeps nothing', async () => {
      const before = await storedFileKeys(testApp.dataDir);
      const big = Buffer.concat([readFixture(PDF_CV), Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
      const response = await uploadDocument(app, candidateA, big);
      expect(response.statusCode).toBe(413);
      expect(response.json().detail).toBe('File size should not exceed 10MB.');
      expect(await storedFileKeys(testApp.dataDir)).toEqual(before);
    });

    it('asks for a file when the form has none', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/cv/upload',
        headers: { ...candidateA, 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--\r\n',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail[0].msg).toBe('Please select a file to upload.');
    });
  });

  describe('Q&A editing', () => {
    let cvPath: string;
    let qa: Awaited<ReturnType<typeof cvWithQa>>['qa'];
    beforeAll(async () => {
      ({ cvPath, qa } = await cvWithQa(app, candidateA, 'cvs/deedy_resume_two_column.pdf'));
    });

    it('edits an answer, an admin title and question, adds both kinds, deletes both kinds; each answers the lists', async () => {
      let response = await inject('POST', '/api/v1/cv_qa/edit', candidateA, {
        cv_path: cvPath,
        qa_index: 0,
        qa_type: 'regular',
        answer: '  A better answer.  ',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().qa_pairs[0]).toEqual({
        question: qa.qa_pairs[0]!.question,
        answer: 'A better answer.',
      });
      expect(response.json().qa_admin_pairs).toEqual(qa.qa_admin_pairs);

      response = await inject('POST', '/api/v1/cv_qa/edit', candidateA, {
        cv_path: cvPath,
        qa_index: 0,
        qa_type: 'admin',
        title: 'Degree',
        question: 'Which degree did you finish?',
      });
      expect(response.json().qa_admin_pairs[0]).toEqual({
        title: 'Degree',
        question: 'Which degree did you finish?',
      });

      response = await inject('POST', '/api/v1/cv_qa/custom', candidateA, {
        cv_path: cvPath,
        qa_type: 'regular',
        question: 'Why us?',
        answer: 'Because.',
      });
      expect(response.json().qa_pairs.at(-1)).toEqual({ question: 'Why us?', answer: 'Because.' });
      expect(response.json().qa_pairs).toHaveLength(qa.qa_pairs.length + 1);

      response = await inject('POST', '/api/v1/cv_qa/custom', candidateA, {
        cv_path: cvPath,
        qa_type: 'admin',
        question: 'Can you start in May?',
        title: 'Start date',
      });
      expect(response.json().qa_admin_pairs.at(-1)).toEqual({
        title: 'Start date',
        question: 'Can you start in May?',
      });

      response = await inject('DELETE', `/api/v1/cv_qa/${cvPath}/0?qa_type=regular`, candidateA);
      expect(response.json().qa_pairs).toHaveLength(qa.qa_pairs.length);
      expect(response.json().qa_pairs[0]).toEqual(qa.qa_pairs[1]);
      response = await inject('DELETE', `/api/v1/cv_qa/${cvPath}/0?qa_type=admin`, candidateA);
      expect(response.json().qa_admin_pairs).toHaveLength(qa.qa_admin_pairs.length);

      const read = await inject('GET', `/api/v1/cv_qa?cv_path=${cvPath}`, candidateA);
      expect(read.json()).toEqual(response.json());
    });

    it('refuses bad indexes, Q&A types and blank text with the field named, changing nothing', async () => {
      const before = (await inject('GET', `/api/v1/cv_qa?cv_path=${cvPath}`, candidateA)).json();
      const refusals: [string, string, object | undefined, number, RegExp][] = [
        [
          'POST',
          '/api/v1/cv_qa/edit',
          { cv_path: cvPath, qa_index: 999, qa_type: 'regular', answer: 'x' },
          404,
          /Q&A pair not found/,
        ],
        [
          'POST',
          '/api/v1/cv_qa/edit',
          { cv_path: cvPath, qa_index: -1, qa_type: 'regular', answer: 'x' },
          422,
          /whole number/,
        ],
        [
          'POST',
          '/api/v1/cv_qa/edit',
          { cv_path: cvPath, qa_index: 'one', qa_type: 'regular', answer: 'x' },
          422,
          /whole number/,
        ],
        [
          'POST',
          '/api/v1/cv_qa/edit',
          { cv_path: cvPath, qa_index: 0, qa_type: 'other', answer: 'x' },
          422,
          /regular or admin/,
        ],
        [
          'POST',
          '/api/v1/cv_qa/edit',
          { cv_path: cvPath, qa_index: 0, qa_type: 'regular', answer: '   ' },
          422,
          /Answer cannot be empty/,
        ],
        [
          'POST',
          '/api/v1/cv_qa/edit',
          { cv_path: cvPath, qa_index: 0, qa_type: 'admin', title: '', question: 'q' },
          422,
          /Title cannot be empty/,
        ],
        [
          'POST',
          '/api/v1/cv_qa/custom',
          { cv_path: cvPath, qa_type: 'regular', question: ' ', answer: 'a' },
          422,
          /Question cannot be empty/,
        ],
        [
          'POST',
          '/api/v1/cv_qa/custom',
          { cv_path: cvPath, qa_type: 'admin', question: 'q', title: '\u202eevil' },
          422,
          /text-direction/,
        ],
        ['DELETE', `/api/v1/cv_qa/${cvPath}/abc?qa_type=regular`, undefined, 422, /whole number/],
        ['DELETE', `/api/v1/cv_qa/${cvPath}/500?qa_type=admin`, undefined, 404, /Q&A pair not found/],
        ['DELETE', `/api/v1/cv_qa/${cvPath}/0?qa_type=both`, undefined, 422, /regular or admin/],
        ['DELETE', `/api/v1/cv_qa/${cvPath}/0`, undefined, 422, /regular or admin/],
      ];
      for (const [method, url, payload, status, detail] of refusals) {
        const response = await inject(method as 'POST', url, candidateA, payload);
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}: ${response.body}`).toBe(
          status,
        );
        expect(JSON.stringify(response.json().detail)).toMatch(detail);
      }
      expect((await inject('GET', `/api/v1/cv_qa?cv_path=${cvPath}`, candidateA)).json()).toEqual(before);
    });

    it('answers 404 for paths the server did not make, traversal included, on every path-taking call', async () => {
      const hostile = [
        '../../etc/passwd',
        '..%2F..%2Fetc%2Fpasswd',
        `users/${candidateAId}/cv/${cvPath.split('.')[0]}`,
        '%00',
        'C:%5Cwindows%5Cwin.ini',
        `${cvPath}%2F..`,
      ];
      for (const path of hostile) {
        for (const [method, url] of [
          ['GET', `/api/v1/cv_qa?cv_path=${path}`],
          ['POST', `/api/v1/cv_qa?cv_path=${path}`],
          ['DELETE', `/api/v1/cv_qa?cv_path=${path}`],
          ['GET', `/api/v1/users/me/cv/download?path=${path}`],
          ['DELETE', `/api/v1/users/me/cv?path=${path}`],
          ['DELETE', `/api/v1/cv_qa/${encodeURIComponent(path)}/0?qa_type=regular`],
        ] as const) {
          const response = await inject(method, url, candidateA);
          expect([404, 400], `${method} ${url}: ${response.body}`).toContain(response.statusCode);
        }
      }
    });
  });

  describe('who reaches what', () => {
    let cvPath: string;
    let jobId: string;
    let fileName: string;
    beforeAll(async () => {
      const uploaded = await uploadDocument(app, candidateA, 'cvs/rm_alfred_pennyworth_product_manager.pdf');
      cvPath = uploaded.json().path;
      fileName = uploaded.json().file_name;
      const started = await inject('POST', `/api/v1/cv_qa?cv_path=${cvPath}`, candidateA);
      jobId = started.json().job_id;
      await waitForQaJob(app, candidateA, `/api/v1/cv_qa/job/${jobId}`);
    });

    type Who = 'anonymous' | 'candidateA' | 'candidateB' | 'recruiter' | 'admin';
    const headersOf = (who: Who): Headers | undefined =>
      ({ anonymous: undefined, candidateA, candidateB, recruiter, admin })[who];

    // The candidate's own calls, and the calls recruiters and admins make on a candidate's CV.
    const matrix: [
      string,
      () => ['GET' | 'POST' | 'DELETE' | 'PUT', string, object?],
      Record<Who, number>,
    ][] = [
      [
        'read Q&A',
        () => ['GET', `/api/v1/cv_qa?cv_path=${cvPath}`],
        { anonymous: 401, candidateA: 200, candidateB: 404, recruiter: 200, admin: 200 },
      ],
      [
        'job status',
        () => ['GET', `/api/v1/cv_qa/job/${jobId}`],
        { anonymous: 401, candidateA: 200, candidateB: 404, recruiter: 200, admin: 200 },
      ],
      [
        'edit',
        () => [
          'POST',
          '/api/v1/cv_qa/edit',
          { cv_path: cvPath, qa_index: 0, qa_type: 'regular', answer: 'Edited.' },
        ],
        { anonymous: 401, candidateA: 200, candidateB: 404, recruiter: 200, admin: 200 },
      ],
      [
        'custom',
        () => [
          'POST',
          '/api/v1/cv_qa/custom',
          { cv_path: cvPath, qa_type: 'regular', question: 'Q?', answer: 'A.' },
        ],
        { anonymous: 401, candidateA: 200, candidateB: 404, recruiter: 200, admin: 200 },
      ],
      [
        'download',
        () => ['GET', `/api/v1/users/me/cv/download?path=${cvPath}`],
        { anonymous: 401, candidateA: 200, candidateB: 404, recruiter: 404, admin: 404 },
      ],
      [
        'own list',
        () => ['GET', '/api/v1/users/me/cv/list'],
        { anonymous: 401, candidateA: 200, candidateB: 200, recruiter: 200, admin: 200 },
      ],
      [
        'candidate CVs',
        () => ['GET', `/api/v1/users/${candidateAId}/cv`],
        { anonymous: 401, candidateA: 403, candidateB: 403, recruiter: 200, admin: 200 },
      ],
      [
        'candidate Q&A',
        () => ['GET', `/api/v1/users/${candidateAId}/cv-qa`],
        { anonymous: 401, candidateA: 403, candidateB: 403, recruiter: 200, admin: 200 },
      ],
      [
        'replace pairs',
        () => [
          'PUT',
          `/api/v1/users/${candidateAId}/cv-qa/qa-pairs`,
          { qa_pairs: [{ question: 'Q1?', answer: 'A1.' }] },
        ],
        { anonymous: 401, candidateA: 403, candidateB: 403, recruiter: 200, admin: 200 },
      ],
      [
        'replace admin pairs',
        () => [
          'PUT',
          `/api/v1/users/${candidateAId}/cv-qa/qa-admin-pairs`,
          { qa_admin_pairs: [{ title: 'T', question: 'Q?' }] },
        ],
        { anonymous: 401, candidateA: 403, candidateB: 403, recruiter: 200, admin: 200 },
      ],
      [
        'start generation',
        () => ['POST', `/api/v1/cv_qa?cv_path=${cvPath}`],
        { anonymous: 401, candidateA: 202, candidateB: 404, recruiter: 202, admin: 202 },
      ],
    ];

    it.each(matrix)('%s', async (_name, request, expected) => {
      const [method, url, payload] = request();
      for (const who of Object.keys(expected) as Who[]) {
        const response = await inject(method, url, headersOf(who), payload);
        const status = expected[who];
        // A second start while the first is pending answers that job (200) instead of 202.
        const allowed = status === 202 ? [200, 202] : [status];
        expect(allowed, `${who} ${method} ${url}: ${response.body}`).toContain(response.statusCode);
        if (response.statusCode >= 400) {
          expect(response.body).not.toContain(fileName);
          expect(response.body).not.toContain('question');
        }
      }
      // Let a generation this test started finish before the next one reads the lists.
      const current = await inject('POST', `/api/v1/cv_qa?cv_path=${cvPath}`, candidateA);
      await waitForQaJob(app, candidateA, `/api/v1/cv_qa/job/${current.json().job_id}`);
    });

    it('lets recruiters and admins upload for a candidate only; candidates never for someone else', async () => {
      const content = readFixture('cvs/soupboss_01_accountant.pdf');
      const upload = (headers: Headers, userId: string) =>
        uploadDocument(app, headers, content, { url: `/api/v1/cv/upload?user_id=${userId}` });
      expect((await upload(candidateB, candidateAId)).statusCode).toBe(403);
      expect((await upload(recruiter, recruiterId)).statusCode).toBe(403);
      expect((await upload(recruiter, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await upload(recruiter, 'not-a-uuid')).statusCode).toBe(404);
      const otherRecruiter = await signIn(app, 'other.recruiter@example.com', 'recruiter');
      const otherRecruiterId = await userIdOf(app, otherRecruiter);
      expect((await upload(recruiter, otherRecruiterId)).statusCode).toBe(404);
      const byRecruiter = await upload(recruiter, candidateBId);
      expect(byRecruiter.statusCode).toBe(201);
      const list = (await inject('GET', '/api/v1/users/me/cv/list', candidateB)).json();
      expect(list.map((file: { path: string }) => file.path)).toContain(byRecruiter.json().path);
      const keys = await storedFileKeys(testApp.dataDir);
      expect(keys.filter((key) => key.startsWith(`users/${recruiterId}/`))).toEqual([]);
      // A recruiter keeps no CVs: their own list (asked by the Apply panel) is empty, never a candidate's.
      expect((await inject('GET', '/api/v1/users/me/cv/list', recruiter)).json()).toEqual([]);
      const listOfB = (await inject('GET', '/api/v1/users/me/cv/list', candidateB)).json();
      expect(listOfB.map((file: { path: string }) => file.path)).not.toContain(cvPath);
    });

    it('lists a candidate’s CVs with counts, text and a working signed URL', async () => {
      const response = await inject('GET', `/api/v1/users/${candidateAId}/cv`, recruiter);
      const document = response.json().cv_documents.find((cv: { cv_path: string }) => cv.cv_path === cvPath);
      expect(document).toMatchObject({ file_name: fileName, format: 'pdf' });
      expect(document.qa_pairs_count).toBeGreaterThan(0);
      expect(document.text).toMatch(/Alfred|Pennyworth/i);
      const file = await app.inject({
        method: 'GET',
        url: document.signed_url.replace(/^https?:\/\/[^/]+/, ''),
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
    });

    it('replaces one whole list of the candidate’s CV and leaves the other as it is', async () => {
      const url = (list: string) => `/api/v1/users/${candidateAId}/cv-qa/${list}?cv_path=${cvPath}`;
      const read = async () =>
        (await inject('GET', `/api/v1/users/${candidateAId}/cv-qa?cv_path=${cvPath}`, recruiter)).json();
      const { qa_pairs: pairsBefore } = await read();
      const adminPairs = [{ title: 'Dates', question: 'When did you start?' }];
      const admin = await inject('PUT', url('qa-admin-pairs'), recruiter, { qa_admin_pairs: adminPairs });
      expect(admin.json()).toMatchObject({ qa_pairs: pairsBefore, qa_admin_pairs: adminPairs });
      const pairs = [{ question: 'Which team?', answer: 'Payments.' }];
      const regular = await inject('PUT', url('qa-pairs'), recruiter, { qa_pairs: pairs });
      expect(regular.json()).toMatchObject({ qa_pairs: pairs, qa_admin_pairs: adminPairs });
      // Each address takes only its own list.
      expect((await inject('PUT', url('qa-admin-pairs'), recruiter, { qa_pairs: [] })).statusCode).toBe(422);
      expect((await inject('PUT', url('qa-pairs'), recruiter, { qa_admin_pairs: [] })).statusCode).toBe(422);
      expect(await read()).toMatchObject({ qa_pairs: pairs, qa_admin_pairs: adminPairs });
    });

    it('answers empty lists for a candidate without a CV, and refuses to replace them', async () => {
      const newcomer = await signIn(app, 'newcomer@example.com', 'candidate');
      const newcomerId = await userIdOf(app, newcomer);
      expect((await inject('GET', `/api/v1/users/${newcomerId}/cv-qa`, recruiter)).json()).toEqual({
        qa_pairs: [],
        qa_admin_pairs: [],
      });
      const put = await inject('PUT', `/api/v1/users/${newcomerId}/cv-qa/qa-pairs`, recruiter, {
        qa_pairs: [],
      });
      expect(put.statusCode).toBe(404);
      expect((await inject('GET', `/api/v1/users/${newcomerId}/cv`, recruiter)).json()).toEqual({
        cv_documents: [],
      });
    });
  });

  describe('deleting', () => {
    it('deletes the Q&A then the file: nothing of it stays readable or stored', async () => {
      const { cvPath } = await cvWithQa(app, candidateB, 'cvs/rm_john_smith_python_ml_word2016.pdf');
      const download = (
        await inject('GET', `/api/v1/users/me/cv/download?path=${cvPath}`, candidateB)
      ).json();
      const storageKey = `users/${candidateBId}/cv/${cvPath.split('.')[0]}`;
      expect(await storedFileKeys(testApp.dataDir)).toContain(storageKey);
      expect((await inject('DELETE', `/api/v1/cv_qa?cv_path=${cvPath}`, candidateA)).statusCode).toBe(404);
      const cleared = await inject('DELETE', `/api/v1/cv_qa?cv_path=${cvPath}`, candidateB);
      expect(cleared.json()).toEqual({ qa_pairs: [], qa_admin_pairs: [] });
      expect((await inject('DELETE', `/api/v1/users/me/cv?path=${cvPath}`, candidateA)).statusCode).toBe(404);
      expect((await inject('DELETE', `/api/v1/users/me/cv?path=${cvPath}`, recruiter)).statusCode).toBe(404);
      const deleted = await inject('DELETE', `/api/v1/users/me/cv?path=${cvPath}`, candidateB);
      expect(deleted.statusCode).toBe(200);
      expect((await inject('GET', `/api/v1/cv_qa?cv_path=${cvPath}`, candidateB)).statusCode).toBe(404);
      expect(await storedFileKeys(testApp.dataDir)).not.toContain(storageKey);
      const file = await app.inject({
        method: 'GET',
        url: download.download_url.replace(/^https?:\/\/[^/]+/, ''),
      });
      expect(file.statusCode).toBe(404);
    });

    it('removes every document row of a user whose account is deleted (ON DELETE CASCADE)', async () => {
      const leaving = await signIn(app, 'leaving@example.com', 'candidate');
      const leavingId = await userIdOf(app, leaving);
      await cvWithQa(app, leaving, PDF_CV);
      await inject('GET', '/api/v1/generic_qa/', leaving);
      await queryRows(testApp, sql`delete from users where id = ${leavingId}`);
      const left = await queryRows(
        testApp,
        sql`select (select count(*) from user_documents where user_id = ${leavingId})::int as documents,
                   (select count(*) from generic_qa_lists where user_id = ${leavingId})::int as generic,
                   (select count(*) from background_jobs where owner_id = ${leavingId})::int as jobs`,
      );
      expect(left[0]).toEqual({ documents: 0, generic: 0, jobs: 0 });
    });
  });
});
