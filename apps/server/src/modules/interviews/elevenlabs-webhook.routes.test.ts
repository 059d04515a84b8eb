import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { startLocalServer, type LocalServer, type ReceivedRequest } from '@viva/engine/testing';
import { InterviewSessionSchema, type InterviewSession } from '@viva/contracts';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { waitForGrading } from '../../../test/interviews.ts';
import { createJobPosting } from '../../../test/job-postings.ts';

type Headers = { authorization: string };

const SECRET = 'wsec_test_only';
const AGENT_ID = 'agent_viva_test';
const nowSecs = () => Math.floor(Date.now() / 1000);
const sign = (raw: string, secret = SECRET, t = nowSecs()) =>
  `t=${t},v0=${createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex')}`;

/** A post-call delivery as ElevenLabs sends it, for a session started in Viva. */
function conversationOf(
  session: InterviewSession,
  conversationId: string,
  overrides: Record<string, unknown> = {},
) {
  const start = nowSecs() - 300;
  return {
    agent_id: AGENT_ID,
    conversation_id: conversationId,
    status: 'done',
    user_id: session.dynamic_variables.user_id,
    transcript: [
      {
        role: 'agent',
        message: `Hi ${session.dynamic_variables.user_name}, thanks for joining.`,
        time_in_call_secs: 0,
      },
      { role: 'agent', message: firstJobQuestion(session), time_in_call_secs: 4 },
      {
        role: 'user',
        message: 'At my last job I resolved 300 tickets a month in Zendesk and wrote the escalation runbook.',
        time_in_call_secs: 9,
      },
      { role: 'agent', message: null, time_in_call_secs: 30 },
      { role: 'agent', message: 'Thank you, that is all from me.', time_in_call_secs: 41 },
    ],
    metadata: { start_time_unix_secs: start, call_duration_secs: 45 },
    analysis: { call_successful: 'success', transcript_summary: 'A short screening call.' },
    conversation_initiation_client_data: {
      user_id: session.dynamic_variables.user_id,
      dynamic_variables: { ...session.dynamic_variables, system__conversation_id: conversationId },
    },
    ...overrides,
  };
}

const firstJobQuestion = (session: InterviewSession) =>
  session.dynamic_variables.job_spec_questions!.split('\n')[0]!.slice(3);

// Pretty-printed, as a proof that the signature is checked over the raw bytes.
const deliveryOf = (data: unknown, type = 'post_call_transcription') =>
  JSON.stringify({ type, event_timestamp: nowSecs(), data }, null, 2);

/** What the webhook stored, read straight from its table (no API lists deliveries). */
async function rowsOf(testApp: TestApp, query: ReturnType<typeof sql>): Promise<unknown[]> {
  const result = (await testApp.testDatabase.database.db.execute(query)) as unknown as { rows: unknown[] };
  return result.rows;
}

describe('ElevenLabs: the post-call webhook and reconciliation', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let recruiter: Headers;
  let candidate: Headers;
  let posting: { id: string };

  beforeAll(async () => {
    testApp = await createTestApp({ ELEVENLABS_AGENT_ID: AGENT_ID, ELEVENLABS_WEBHOOK_SECRET: SECRET });
    app = testApp.app;
    recruiter = await signIn(app, 'recruiter@example.com', 'recruiter');
    posting = await createJobPosting(app, recruiter);
  });
  afterAll(() => testApp.close());

  async function startSession(email: string): Promise<{ headers: Headers; session: InterviewSession }> {
    const headers = await signIn(app, email, 'candidate');
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/interview/sessions',
      headers,
      payload: { job_posting_id: posting.id, notice_accepted: true },
    });
    return { headers, session: InterviewSessionSchema.parse(response.json()) };
  }

  const deliver = (raw: string, signature: string | undefined, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/elevenlabs',
      payload: raw,
      headers: { 'content-type': contentType, ...(signature ? { 'elevenlabs-signature': signature } : {}) },
    });

  const sessionState = async (headers: Headers, sessionId: string) =>
    (await app.inject({ method: 'GET', url: `/api/v1/interview/sessions/${sessionId}`, headers })).json();

  describe('the webhook', () => {
    let session: InterviewSession;
    let raw: string;
    let signature: string;
    let acceptedSignature: string;

    beforeAll(async () => {
      ({ headers: candidate, session } = await startSession('ana@example.com'));
      raw = deliveryOf(conversationOf(session, 'conv_bound_1'));
      signature = sign(raw);
    });

    it('gives the widget the agent, a pseudonymous user id and the session id; no built-in turns', () => {
      expect(session.interviewer).toEqual({
        kind: 'elevenlabs',
        agent_id: AGENT_ID,
        user_id: session.dynamic_variables.user_id,
        server_location: 'us',
      });
      expect(session.dynamic_variables.user_id).toMatch(/^cand_[0-9a-f]{24}$/);
      expect(session.dynamic_variables.interview_session_id).toBe(session.session_id);
      expect(session.turns).toEqual([]);
      expect(session.awaiting_answer_to).toBeNull();
    });

    it('tells any signed-in page (the Apply page) which agent to load, with the user’s pseudonym', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/interview/interviewer',
        headers: candidate,
      });
      expect(response.json()).toEqual(session.interviewer);
      expect((await app.inject({ method: 'GET', url: '/api/v1/interview/interviewer' })).statusCode).toBe(
        401,
      );
    });

    it('refuses a delivery without a signature, with the wrong secret, or altered after signing, changing nothing', async () => {
      const unsigned = await deliver(raw, undefined);
      expect(unsigned.statusCode).toBe(401);
      expect(unsigned.json()).toEqual({ detail: 'Missing ElevenLabs signature' });
      const wrongSecret = await deliver(raw, sign(raw, 'wsec_someone_else'));
      expect(wrongSecret.statusCode).toBe(401);
      expect(wrongSecret.json()).toEqual({ detail: 'Invalid ElevenLabs signature' });
      const altered = await deliver(raw.replace('300 tickets', '900 tickets'), signature);
      expect(altered.statusCode).toBe(401);
      expect((await sessionState(candidate, session.session_id)).status).toBe('active');
    });

    it('refuses a delivery signed 31 minutes ago and accepts one signed 29 minutes ago', async () => {
      const stale = await deliver(raw, sign(raw, SECRET, nowSecs() - 31 * 60));
      expect(stale.statusCode).toBe(401);
      expect(stale.json()).toEqual({ detail: 'The ElevenLabs signature has expired' });
      expect((await sessionState(candidate, session.session_id)).status).toBe('active');

      acceptedSignature = sign(raw, SECRET, nowSecs() - 29 * 60);
      const recent = await deliver(raw, acceptedSignature);
      expect(recent.statusCode).toBe(200);
      expect(recent.json()).toEqual({ status: 'bound' });
    });

    it('binds the transcript to its session, ends it and grades it', async () => {
      const state = await sessionState(candidate, session.session_id);
      expect(state.status).toBe('completed');
      expect(state.turns.map((turn: { role: string; message: string }) => [turn.role, turn.message])).toEqual(
        [
          ['agent', `Hi ${session.dynamic_variables.user_name}, thanks for joining.`],
          ['agent', firstJobQuestion(session)],
          [
            'user',
            'At my last job I resolved 300 tickets a month in Zendesk and wrote the escalation runbook.',
          ],
          ['agent', 'Thank you, that is all from me.'],
        ],
      );
      expect(await waitForGrading(app, recruiter, session.session_id)).toEqual({
        status: 'completed',
        error: null,
      });
      const grade = (
        await app.inject({
          method: 'GET',
          url: `/api/v1/interview/grade/${session.session_id}`,
          headers: recruiter,
        })
      ).json();
      expect(grade.processed_questions[0].user_answer).toMatch(/^At my last job I resolved 300 tickets/);
      expect(grade.processed_questions[0].evidence[0]).toMatchObject({ time_in_call_secs: 9 });
    });

    it('refuses a replay of the stored delivery and ignores a second delivery of the same conversation', async () => {
      const replay = await deliver(raw, acceptedSignature);
      expect(replay.statusCode).toBe(409);
      expect(replay.json()).toEqual({ detail: 'This delivery was already received.' });
      // Signed anew (a provider retry): acknowledged, and the conversation is not taken twice.
      const again = await deliver(raw, signature);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ status: 'duplicate' });
      const turns = (await sessionState(candidate, session.session_id)).turns;
      expect(turns).toHaveLength(4);
    });

    it('keeps a transcript for an unknown session, another candidate or another agent as an orphan, changing no session', async () => {
      const { headers: otherHeaders, session: other } = await startSession('bruno@example.com');
      const cases = [
        conversationOf(other, 'conv_unknown_session', {
          conversation_initiation_client_data: {
            dynamic_variables: { interview_session_id: '00000000-0000-4000-8000-000000000000' },
          },
        }),
        conversationOf(other, 'conv_wrong_user', { user_id: 'cand_someone_else' }),
        conversationOf(other, 'conv_other_agent', { agent_id: 'agent_not_ours' }),
      ];
      for (const data of cases) {
        const body = deliveryOf(data);
        const response = await deliver(body, sign(body));
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ status: 'orphan' });
      }
      expect(await sessionState(otherHeaders, other.session_id)).toMatchObject({
        status: 'active',
        turns: [],
      });
      const orphans = await rowsOf(
        testApp,
        sql`select conversation_id, reason from elevenlabs_deliveries where outcome = 'orphan' order by conversation_id`,
      );
      expect(orphans).toEqual([
        { conversation_id: 'conv_other_agent', reason: 'the conversation is another agent’s' },
        { conversation_id: 'conv_unknown_session', reason: 'no such interview session' },
        {
          conversation_id: 'conv_wrong_user',
          reason: 'the conversation’s user is not the session’s candidate',
        },
      ]);
    });

    it('refuses malformed and oversized deliveries, and acknowledges other event types without storing them', async () => {
      const notJson = '{"type": "post_call_transcription", ';
      expect((await deliver(notJson, sign(notJson))).statusCode).toBe(400);
      const noConversation = deliveryOf({ transcript: 'nope' });
      const malformed = await deliver(noConversation, sign(noConversation));
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ detail: 'The delivery carries no readable conversation' });
      const huge = deliveryOf({ conversation_id: 'conv_huge', padding: 'x'.repeat(6 * 1024 * 1024) });
      expect((await deliver(huge, sign(huge))).statusCode).toBe(413);
      const audio = deliveryOf(
        { agent_id: AGENT_ID, conversation_id: 'conv_audio', full_audio: 'SUQz' },
        'post_call_audio',
      );
      const acknowledged = await deliver(audio, sign(audio));
      expect(acknowledged.statusCode).toBe(200);
      expect(acknowledged.json()).toEqual({ status: 'ignored' });
      const stored = await rowsOf(
        testApp,
        sql`select count(*)::int as total from elevenlabs_deliveries where conversation_id in ('conv_audio', 'conv_huge')`,
      );
      expect(stored).toEqual([{ total: 0 }]);
    });
  });
});

describe('ElevenLabs reconciliation against a local stub of the REST API', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let api: LocalServer;
  let session: InterviewSession;
  let candidate: Headers;
  let detailState: 'processing' | 'done' = 'processing';
  let isRateLimitedOnce = true;
  // Until the session exists the agent has had no conversations (the worker's own first run sees none).
  let hasConversations = false;
  let firstRequest = 0;

  beforeAll(async () => {
    api = await startLocalServer((request: ReceivedRequest) => {
      if (request.headers['xi-api-key'] !== 'xi_test_key')
        return { status: 401, body: { detail: 'Unauthorized' } };
      const url = new URL(request.path, 'http://stub');
      if (url.pathname === '/v1/convai/conversations') {
        if (!hasConversations) return { body: { conversations: [], has_more: false, next_cursor: null } };
        if (isRateLimitedOnce) {
          isRateLimitedOnce = false;
          return { status: 429, headers: { 'retry-after': '0' }, body: { detail: 'Too many requests' } };
        }
        if (url.searchParams.get('cursor') === 'page-2') {
          return {
            body: {
              conversations: [
                {
                  conversation_id: 'conv_running',
                  status: 'in-progress',
                  start_time_unix_secs: nowSecs() - 60,
                },
              ],
              has_more: false,
              next_cursor: null,
            },
          };
        }
        return {
          body: {
            conversations: [
              { conversation_id: 'conv_missed', status: 'done', start_time_unix_secs: nowSecs() - 600 },
            ],
            has_more: true,
            next_cursor: 'page-2',
          },
        };
      }
      if (url.pathname === '/v1/convai/conversations/conv_missed') {
        return {
          body: conversationOf(session, 'conv_missed', {
            status: detailState,
            ...(detailState === 'processing' ? { analysis: null } : {}),
          }),
        };
      }
      return { status: 404, body: { detail: 'Not found' } };
    });
    testApp = await createTestApp({
      ELEVENLABS_AGENT_ID: AGENT_ID,
      ELEVENLABS_WEBHOOK_SECRET: SECRET,
      ELEVENLABS_API_KEY: 'xi_test_key',
      ELEVENLABS_API_URL: api.baseUrl.replace(/\/v1$/, ''),
      // The schedule queues one run at start, then none for a day: the test queues the runs it checks.
      ELEVENLABS_RECONCILE_MINUTES: '1440',
    });
    app = testApp.app;
    const recruiter = await signIn(app, 'recruiter@example.com', 'recruiter');
    const posting = await createJobPosting(app, recruiter);
    candidate = await signIn(app, 'ana@example.com', 'candidate');
    session = InterviewSessionSchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/interview/sessions',
          headers: candidate,
          payload: { job_posting_id: posting.id, notice_accepted: true },
        })
      ).json(),
    );
    hasConversations = true;
    firstRequest = api.requests.length;
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
    await api.close();
  });

  /** One run of the scheduled job, queued as its schedule queues it, waited for through its status record. */
  const runReconciliation = async () => {
    const { jobId } = await testApp.context.queue.enqueue('elevenlabs.reconcile', {}, { ownerId: null });
    for (let attempt = 0; attempt < 600; attempt++) {
      const status = await testApp.context.queue.getStatus(jobId);
      if (status?.status === 'completed') return;
      if (status?.status === 'failed') throw new Error(`reconciliation failed: ${status.error}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('reconciliation did not finish');
  };
  const state = async () =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/v1/interview/sessions/${session.session_id}`,
        headers: candidate,
      })
    ).json();

  it('ingests a conversation the webhook missed once it is done, exactly once', async () => {
    await runReconciliation();
    // Listed by the agent, through both pages, after one 429; the call still processing is left for later.
    const lists = api.requests
      .slice(firstRequest)
      .filter((request) => request.path.startsWith('/v1/convai/conversations?'));
    expect(lists.map((request) => new URL(request.path, 'http://stub').searchParams.get('agent_id'))).toEqual(
      [AGENT_ID, AGENT_ID, AGENT_ID],
    );
    expect(lists.map((request) => new URL(request.path, 'http://stub').searchParams.get('cursor'))).toEqual([
      null,
      null,
      'page-2',
    ]);
    expect((await state()).status).toBe('active');

    detailState = 'done';
    await runReconciliation();
    const bound = await state();
    expect(bound.status).toBe('completed');
    expect(bound.turns.filter((turn: { role: string }) => turn.role === 'user')).toHaveLength(1);

    const detailFetches = () =>
      api.requests.filter((request) => request.path === '/v1/convai/conversations/conv_missed').length;
    const before = detailFetches();
    await runReconciliation();
    expect(detailFetches()).toBe(before);
    expect((await state()).turns).toHaveLength(bound.turns.length);
  });

  it('sends the API key on every call', () => {
    expect(api.requests.every((request) => request.headers['xi-api-key'] === 'xi_test_key')).toBe(true);
  });
});
