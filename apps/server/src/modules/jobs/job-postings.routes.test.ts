import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { readFixture } from '../../../test/fixtures.ts';
import { multipartBody, type MultipartFile } from '../../../test/multipart.ts';

type Headers = { authorization: string };

const JOB_SPEC = readFixture('jobs/sourcegraph_customer_support_engineer.pdf');
const CULTURE = readFixture('culture/sourcegraph_values.pdf');
const FIELDS = { position: 'Customer Support Engineer', company: 'Sourcegraph', location: 'Remote', type: 'full-time' };

function postJob(app: FastifyInstance, headers: Headers, fields: Record<string, string>, files: MultipartFile[]) {
  const body = multipartBody(fields, files);
  return app.inject({ method: 'POST', url: '/api/v1/jobs/async', headers: { ...headers, ...body.headers }, payload: body.payload });
}

const specFile = (content: Uint8Array = JOB_SPEC): MultipartFile => ({ field: 'job_specs', fileName: 'spec.pdf', content });

async function waitForJob(app: FastifyInstance, headers: Headers, jobId: string) {
  const deadline = Date.now() + 60_000;
  const seen = new Set<string>();
  while (Date.now() < deadline) {
    const response = await app.inject({ method: 'GET', url: `/api/v1/jobs/job/${jobId}`, headers });
    expect(response.statusCode).toBe(200);
    const status = response.json();
    if (status.message) seen.add(status.message);
    if (status.status === 'completed' || status.status === 'failed') return { status, messages: [...seen] };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job ${jobId} did not finish`);
}

/** A posting made through the API and its job, for a test that needs one of its own. */
async function postedJob(app: FastifyInstance, headers: Headers, files: MultipartFile[] = [specFile()]): Promise<string> {
  const response = await postJob(app, headers, FIELDS, files);
  expect(response.statusCode).toBe(202);
  const { status } = await waitForJob(app, headers, response.json().job_id);
  expect(status.status).toBe('completed');
  return status.result.id;
}

async function storedFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'files');
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch {
    return [];
  }
}

describe('job postings API', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let recruiter: Headers;
  let otherRecruiter: Headers;
  let candidate: Headers;
  let admin: Headers;

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: 'admin@example.com' });
    app = testApp.app;
    recruiter = await signIn(app, 'recruiter@example.com', 'recruiter');
    otherRecruiter = await signIn(app, 'other.recruiter@example.com', 'recruiter');
    candidate = await signIn(app, 'candidate@example.com', 'candidate');
    admin = await signIn(app, 'admin@example.com');
  });
  afterAll(() => testApp.close());

  describe('creating a posting from PDFs', () => {
    it('returns a job id at once, reports progress, and creates the posting with what the engine produced', async () => {
      const response = await postJob(app, recruiter, FIELDS, [
        specFile(),
        { field: 'company_culture', fileName: 'values.pdf', content: CULTURE },
      ]);
      expect(response.statusCode).toBe(202);
      const { job_id } = response.json();
      expect(job_id).toMatch(/^[0-9a-f-]{36}$/);

      const { status, messages } = await waitForJob(app, recruiter, job_id);
      expect(status).toMatchObject({ job_id, status: 'completed', progress: 100, error: null });
      // Polled every 100 ms, so a quick stage can pass unseen: some stage of this job's own, not a given one, is seen.
      const queueMessages = ['Waiting to start...', 'Processing...', 'Completed'];
      expect(messages.filter((message) => !queueMessages.includes(message))).not.toEqual([]);
      const job = status.result;
      expect(job).toMatchObject({ ...FIELDS, can_manage: true, has_company_culture: true, interview_count: 0 });
      expect(job.jobSpecsMarkdown).toContain('support');
      expect(job.companyCultureMarkdown).toBeTruthy();
      expect(job.jobSpecsQuestions.length).toBeGreaterThanOrEqual(1);
      expect(job.companyCultureQuestions.length).toBeGreaterThanOrEqual(1);
      expect(job.mcq_question_count).toBeGreaterThan(0);
      expect(job.mcqQuestions.length).toBeGreaterThan(0);
    });

    it('lists the new posting first', async () => {
      const postingId = await postedJob(app, recruiter);
      const response = await app.inject({ method: 'GET', url: '/api/v1/jobs/', headers: recruiter });
      expect(response.statusCode).toBe(200);
      const [first] = response.json();
      expect(first).toMatchObject({ id: postingId, position: FIELDS.position, can_manage: true });
      // The list carries what a card shows; questions and documents come with the posting itself.
      for (const field of ['jobSpecsMarkdown', 'jobSpecsQuestions', 'jobSpecWorkRequirements', 'mcqQuestions']) {
        expect(first).not.toHaveProperty(field);
      }
    });

    it('serves the PDFs through expiring signed URLs', async () => {
      const postingId = await postedJob(app, recruiter, [
        specFile(),
        { field: 'company_culture', fileName: 'values.pdf', content: CULTURE },
      ]);
      const response = await app.inject({ method: 'GET', url: `/api/v1/jobs/${postingId}/pdfs`, headers: candidate });
      expect(response.statusCode).toBe(200);
      const { jobSpecsUrl, companyCultureUrl } = response.json();
      expect(jobSpecsUrl).toMatch(/^\/api\/v1\/files\/.+expires=/);
      const file = await app.inject({ method: 'GET', url: jobSpecsUrl });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.equals(JOB_SPEC)).toBe(true);
      expect((await app.inject({ method: 'GET', url: companyCultureUrl })).rawPayload.equals(CULTURE)).toBe(true);
      const tampered = await app.inject({ method: 'GET', url: jobSpecsUrl.replace(/sig=[^&]+/, 'sig=AAAA') });
      expect(tampered.statusCode).toBe(403);
    });

    it('refuses candidates (403) and anonymous callers (401)', async () => {
      expect((await postJob(app, candidate, FIELDS, [specFile()])).statusCode).toBe(403);
      const anonymous = multipartBody(FIELDS, [specFile()]);
      const response = await app.inject({ method: 'POST', url: '/api/v1/jobs/async', headers: anonymous.headers, payload: anonymous.payload });
      expect(response.statusCode).toBe(401);
    });

    it('lists every missing field and the missing PDF, storing nothing', async () => {
      const before = await storedFiles(testApp.dataDir);
      const response = await postJob(app, recruiter, { position: ' ', company: 'Acme', type: 'gig' }, []);
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toEqual(
        expect.arrayContaining([
          { loc: ['body', 'position'], msg: 'Position is required' },
          { loc: ['body', 'location'], msg: 'Location is required' },
          { loc: ['body', 'type'], msg: 'Type must be full-time, part-time, contract or internship' },
          { loc: ['body', 'job_specs'], msg: 'Job specification PDF is required' },
        ]),
      );
      expect(await storedFiles(testApp.dataDir)).toEqual(before);
    });

    it('says a field left out of the form entirely is required, like an empty one', async () => {
      const response = await postJob(app, recruiter, { position: 'Engineer' }, [specFile()]);
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toEqual([
        { loc: ['body', 'company'], msg: 'Company is required' },
        { loc: ['body', 'location'], msg: 'Location is required' },
      ]);
    });

    it('refuses text that spoofs (direction overrides, line breaks) or runs long, naming each field, storing nothing', async () => {
      const before = await storedFiles(testApp.dataDir);
      const response = await postJob(
        app,
        recruiter,
        { position: 'p'.repeat(201), company: 'Acme \u202eevil', location: 'Lima\r\nInjected: header', type: 'full-time' },
        [specFile()],
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toEqual([
        { loc: ['body', 'position'], msg: 'Position must be at most 200 characters' },
        { loc: ['body', 'company'], msg: 'Company cannot contain text-direction control characters' },
        { loc: ['body', 'location'], msg: 'Location cannot contain line breaks or control characters' },
      ]);
      expect(await storedFiles(testApp.dataDir)).toEqual(before);
    });

    it('refuses a file that is not a PDF by its content, whatever its name, storing nothing', async () => {
      const before = await storedFiles(testApp.dataDir);
      const wordFile = readFixture('jobs/rm_director_of_engineering.docx');
      const response = await postJob(app, recruiter, FIELDS, [specFile(wordFile)]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ detail: 'Please upload PDF files only.' });
      const cultureNotPdf = await postJob(app, recruiter, FIELDS, [
        specFile(),
        { field: 'company_culture', fileName: 'values.pdf', content: Buffer.from('just text') },
      ]);
      expect(cultureNotPdf.statusCode).toBe(415);
      expect(await storedFiles(testApp.dataDir)).toEqual(before);
    });

    it('refuses a file over 10 MB while streaming, storing nothing', async () => {
      const before = await storedFiles(testApp.dataDir);
      const huge = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
      const response = await postJob(app, recruiter, FIELDS, [specFile(huge)]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ detail: 'File size should not exceed 10MB.' });
      expect(await storedFiles(testApp.dataDir)).toEqual(before);
    });

    it.each([
      ['an encrypted PDF', 'bad/pdfjs_issue6010_1_password_abc.pdf', /password/i],
      ['a corrupt PDF', 'bad/ocrmypdf_invalid.pdf', /could not be read/],
      ['a scanned PDF without text', 'bad/ocrmypdf_c02-22_scanned_page.pdf', /text/i],
    ])('fails the job with a clear message for %s and leaves no posting or file', async (_label, fixture, message) => {
      const before = await storedFiles(testApp.dataDir);
      const listBefore = (await app.inject({ method: 'GET', url: '/api/v1/jobs/', headers: recruiter })).json();
      const response = await postJob(app, recruiter, FIELDS, [specFile(readFixture(fixture))]);
      expect(response.statusCode).toBe(202);
      const { status } = await waitForJob(app, recruiter, response.json().job_id);
      expect(status.status).toBe('failed');
      expect(status.error).toMatch(/^The job specification could not be read: /);
      expect(status.error).toMatch(message);
      expect(status.result).toBeNull();
      expect((await app.inject({ method: 'GET', url: '/api/v1/jobs/', headers: recruiter })).json()).toHaveLength(
        listBefore.length,
      );
      expect(await storedFiles(testApp.dataDir)).toEqual(before);
    });

    it('answers 404 for an unknown job id and for another user’s job', async () => {
      const unknown = await app.inject({
        method: 'GET',
        url: '/api/v1/jobs/job/00000000-0000-4000-8000-000000000000',
        headers: recruiter,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ detail: 'Job not found' });
      const notAUuid = await app.inject({ method: 'GET', url: '/api/v1/jobs/job/abc', headers: recruiter });
      expect(notAUuid.statusCode).toBe(404);
      const response = await postJob(app, recruiter, FIELDS, [specFile()]);
      const { job_id } = response.json();
      const foreign = await app.inject({ method: 'GET', url: `/api/v1/jobs/job/${job_id}`, headers: otherRecruiter });
      expect(foreign.statusCode).toBe(404);
      await waitForJob(app, recruiter, job_id);
    });
  });

  describe('what each role sees', () => {
    let postingId: string;
    beforeAll(async () => {
      postingId = await postedJob(app, recruiter);
    });

    it('keeps screening questions, work requirements and MCQ answers from candidates', async () => {
      const list = (await app.inject({ method: 'GET', url: '/api/v1/jobs/', headers: candidate })).json();
      const seen = list.find((job: { id: string }) => job.id === postingId);
      expect(seen).toMatchObject({ position: FIELDS.position, can_manage: false });
      expect(seen.mcq_question_count).toBeGreaterThan(0);
      for (const field of ['jobSpecsQuestions', 'jobSpecWorkRequirements', 'companyCultureQuestions']) {
        expect(seen).not.toHaveProperty(field);
      }
      const detail = (await app.inject({ method: 'GET', url: `/api/v1/jobs/${postingId}`, headers: candidate })).json();
      expect(detail).not.toHaveProperty('mcqQuestions');
      expect(detail).not.toHaveProperty('jobSpecsQuestions');
      expect(detail.jobSpecsMarkdown).toBeTruthy();
    });

    it('keeps them from recruiters who did not post the job too, but not from admins', async () => {
      const other = (await app.inject({ method: 'GET', url: `/api/v1/jobs/${postingId}`, headers: otherRecruiter })).json();
      expect(other.can_manage).toBe(false);
      expect(other).not.toHaveProperty('jobSpecsQuestions');
      const asAdmin = (await app.inject({ method: 'GET', url: `/api/v1/jobs/${postingId}`, headers: admin })).json();
      expect(asAdmin.can_manage).toBe(true);
      expect(asAdmin.mcqQuestions.length).toBeGreaterThan(0);
    });

    it('answers 404 for an unknown posting', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/v1/jobs/not-a-posting', headers: candidate });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Job posting not found' });
    });
  });

  describe('editing questions and requirements', () => {
    let postingId: string;
    beforeEach(async () => {
      postingId = await postedJob(app, recruiter);
    });

    it('replaces the screening questions with the full list, trimmed', async () => {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/v1/jobs/${postingId}/jobSpecsQuestions`,
        headers: recruiter,
        payload: { jobSpecsQuestions: ['  How do you triage a ticket?  ', { question: 'Describe a hard bug.' }] },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ jobSpecsQuestions: ['How do you triage a ticket?', 'Describe a hard bug.'] });
      const detail = (await app.inject({ method: 'GET', url: `/api/v1/jobs/${postingId}`, headers: recruiter })).json();
      expect(detail.jobSpecsQuestions).toEqual(['How do you triage a ticket?', 'Describe a hard bug.']);
    });

    it('refuses a blank question with the spec’s message and changes nothing', async () => {
      const before = (await app.inject({ method: 'GET', url: `/api/v1/jobs/${postingId}`, headers: recruiter })).json();
      const response = await app.inject({
        method: 'PUT',
        url: `/api/v1/jobs/${postingId}/jobSpecsQuestions`,
        headers: recruiter,
        payload: { jobSpecsQuestions: ['Fine', '   '] },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toEqual([{ loc: ['body', 'jobSpecsQuestions', '1'], msg: 'Question cannot be empty.' }]);
      const detail = (await app.inject({ method: 'GET', url: `/api/v1/jobs/${postingId}`, headers: recruiter })).json();
      expect(detail.jobSpecsQuestions).toEqual(before.jobSpecsQuestions);
    });

    it('replaces the work requirements, refusing a blank title', async () => {
      const requirements = [{ title: ' On-call ', question: ' Can you join the on-call rota? ' }];
      const saved = await app.inject({
        method: 'PUT',
        url: `/api/v1/jobs/${postingId}/jobSpecWorkRequirements`,
        headers: admin,
        payload: { jobSpecWorkRequirements: requirements },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({
        jobSpecWorkRequirements: [{ title: 'On-call', question: 'Can you join the on-call rota?' }],
      });
      const blank = await app.inject({
        method: 'PUT',
        url: `/api/v1/jobs/${postingId}/jobSpecWorkRequirements`,
        headers: recruiter,
        payload: { jobSpecWorkRequirements: [{ title: '', question: 'Anything?' }] },
      });
      expect(blank.statusCode).toBe(422);
      expect(blank.json().detail[0].msg).toBe('Both title and question cannot be empty.');
    });

    it('bounds each question and requirement and refuses spoofing characters, naming the item, changing nothing', async () => {
      const before = (await app.inject({ method: 'GET', url: `/api/v1/jobs/${postingId}`, headers: recruiter })).json();
      const questions = await app.inject({
        method: 'PUT',
        url: `/api/v1/jobs/${postingId}/jobSpecsQuestions`,
        headers: recruiter,
        payload: { jobSpecsQuestions: ['Fine?', 'q'.repeat(500_000), 'Who \u2066signs\u2069 off?', 'Line\nbreak?'] },
      });
      expect(questions.statusCode).toBe(422);
      expect(questions.json().detail).toEqual([
        { loc: ['body', 'jobSpecsQuestions', '1'], msg: 'Question must be at most 1000 characters' },
        { loc: ['body', 'jobSpecsQuestions', '2'], msg: 'Question cannot contain text-direction control characters' },
        { loc: ['body', 'jobSpecsQuestions', '3'], msg: 'Question cannot contain line breaks or control characters' },
      ]);
      const requirements = await app.inject({
        method: 'PUT',
        url: `/api/v1/jobs/${postingId}/jobSpecWorkRequirements`,
        headers: recruiter,
        payload: {
          jobSpecWorkRequirements: [
            { title: 't'.repeat(101), question: 'Can you travel?' },
            { title: 'Travel\u0000', question: 'q'.repeat(1001) },
          ],
        },
      });
      expect(requirements.statusCode).toBe(422);
      expect(requirements.json().detail).toEqual([
        { loc: ['body', 'jobSpecWorkRequirements', '0', 'title'], msg: 'Title must be at most 100 characters' },
        { loc: ['body', 'jobSpecWorkRequirements', '1', 'title'], msg: 'Title cannot contain line breaks or control characters' },
        { loc: ['body', 'jobSpecWorkRequirements', '1', 'question'], msg: 'Question must be at most 1000 characters' },
      ]);
      const after = (await app.inject({ method: 'GET', url: `/api/v1/jobs/${postingId}`, headers: recruiter })).json();
      expect(after.jobSpecsQuestions).toEqual(before.jobSpecsQuestions);
      expect(after.jobSpecWorkRequirements).toEqual(before.jobSpecWorkRequirements);
    });

    it('lets only the posting’s recruiter or an admin edit (403 for others)', async () => {
      for (const headers of [otherRecruiter, candidate]) {
        const response = await app.inject({
          method: 'PUT',
          url: `/api/v1/jobs/${postingId}/jobSpecsQuestions`,
          headers,
          payload: { jobSpecsQuestions: ['Hijacked?'] },
        });
        expect(response.statusCode).toBe(403);
      }
      const detail = (await app.inject({ method: 'GET', url: `/api/v1/jobs/${postingId}`, headers: recruiter })).json();
      expect(detail.jobSpecsQuestions).not.toContain('Hijacked?');
    });
  });

  describe('interview candidates', () => {
    it('are empty until interviews exist, and only for those who manage the posting', async () => {
      const postingId = await postedJob(app, recruiter);
      const response = await app.inject({ method: 'GET', url: `/api/v1/jobs/${postingId}/candidates`, headers: recruiter });
      expect(response.json()).toEqual({ count: 0, candidates: [] });
      const asCandidate = await app.inject({ method: 'GET', url: `/api/v1/jobs/${postingId}/candidates`, headers: candidate });
      expect(asCandidate.statusCode).toBe(403);
    });
  });

  describe('deleting a posting', () => {
    let postingId: string;
    beforeEach(async () => {
      postingId = await postedJob(app, recruiter);
    });

    it('refuses candidates and other recruiters', async () => {
      for (const headers of [candidate, otherRecruiter]) {
        const response = await app.inject({ method: 'DELETE', url: `/api/v1/jobs/${postingId}`, headers });
        expect(response.statusCode).toBe(403);
      }
    });

    it('removes the posting and its files', async () => {
      const { jobSpecsUrl } = (
        await app.inject({ method: 'GET', url: `/api/v1/jobs/${postingId}/pdfs`, headers: recruiter })
      ).json();
      const response = await app.inject({ method: 'DELETE', url: `/api/v1/jobs/${postingId}`, headers: recruiter });
      expect(response.statusCode).toBe(204);
      expect((await app.inject({ method: 'GET', url: `/api/v1/jobs/${postingId}`, headers: recruiter })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: jobSpecsUrl })).statusCode).toBe(404);
      const again = await app.inject({ method: 'DELETE', url: `/api/v1/jobs/${postingId}`, headers: recruiter });
      expect(again.statusCode).toBe(404);
    });
  });
});
