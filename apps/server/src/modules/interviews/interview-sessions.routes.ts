import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HumanInterviewRequestResponseSchema,
  HumanInterviewRequestSchema,
  InterviewAnswerRequestSchema,
  InterviewerSchema,
  InterviewSessionSchema,
  SessionIdParamsSchema,
  StartInterviewSessionRequestSchema,
  TurnSpeechParamsSchema,
} from '@viva/contracts';
import type { Platform } from '../../app-context.ts';
import { currentUser } from '../../platform/auth/guards.ts';
import { bearerAuth, errorResponses } from '../../platform/http/openapi.ts';
import {
  answerInterviewQuestion,
  describeInterviewer,
  endInterviewSession,
  extendInterviewSession,
  getInterviewSession,
  requestHumanInterview,
  speakInterviewerTurn,
  startInterviewSession,
  type InterviewsDeps,
} from './interview-sessions.service.ts';

/** The candidate's side of an interview: start (or resume), answer, ask for time, end, hear the interviewer. */
export function interviewSessionsRoutes(platform: Platform, deps: InterviewsDeps): FastifyPluginAsyncZod {
  const { guards } = platform;
  const tags = ['interviews'];
  const security = bearerAuth;
  const sessionResponse = { 200: InterviewSessionSchema, ...errorResponses };

  return async (app) => {
    app.get(
      '/interview/interviewer',
      {
        preHandler: guards.signedIn,
        schema: {
          tags,
          security,
          description:
            'Who conducts interviews here: the built-in interviewer, or the ElevenLabs agent (with the signed-in ' +
            'user’s pseudonymous id for the widget). The Apply page shows the widget with its default variables.',
          response: { 200: InterviewerSchema, ...errorResponses },
        },
      },
      async (request) => describeInterviewer(deps, currentUser(request)),
    );

    app.post(
      '/interview/sessions',
      {
        preHandler: guards.action('applyToJob'),
        schema: {
          tags,
          security,
          description:
            'Starts the interview for a job posting after the candidate confirmed the notice (201), or returns the one ' +
            'already running (200). The planned questions are snapshotted now. With `token` (an emailed link) only the ' +
            'link’s candidate starts it, for the link’s posting, and the link is consumed in the same transaction ' +
            '(404 unknown, 410 expired, 403 another account, 409 used unless it started this running interview).',
          body: StartInterviewSessionRequestSchema,
          response: { 200: InterviewSessionSchema, 201: InterviewSessionSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const { session, isNew } = await startInterviewSession(deps, currentUser(request), request.body);
        return reply.status(isNew ? 201 : 200).send(session);
      },
    );

    app.get(
      '/interview/sessions/:sessionId',
      {
        preHandler: guards.signedIn,
        schema: {
          tags,
          security,
          description:
            'The candidate’s own session, to resume it: every turn so far and the one waiting for an answer.',
          params: SessionIdParamsSchema,
          response: sessionResponse,
        },
      },
      async (request) => getInterviewSession(deps, currentUser(request), request.params.sessionId),
    );

    app.post(
      '/interview/sessions/:sessionId/answers',
      {
        preHandler: guards.signedIn,
        schema: {
          tags,
          security,
          description:
            'Saves the answer to the interviewer’s waiting turn (`answer_to`, its seq) and returns the session with ' +
            'what the interviewer says next. The same answer sent again is saved once; a stale one is a 409.',
          params: SessionIdParamsSchema,
          body: InterviewAnswerRequestSchema,
          response: sessionResponse,
        },
      },
      async (request) =>
        answerInterviewQuestion(deps, currentUser(request), request.params.sessionId, request.body),
    );

    app.post(
      '/interview/sessions/:sessionId/more-time',
      {
        preHandler: guards.signedIn,
        schema: {
          tags,
          security,
          description: 'Restarts the idle limit (INTERVIEW_IDLE_MINUTES) from now.',
          params: SessionIdParamsSchema,
          response: sessionResponse,
        },
      },
      async (request) => extendInterviewSession(deps, currentUser(request), request.params.sessionId),
    );

    app.post(
      '/interview/sessions/:sessionId/end',
      {
        preHandler: guards.signedIn,
        schema: {
          tags,
          security,
          description:
            'Ends the interview; grading is queued when anything was answered. Ending twice changes nothing.',
          params: SessionIdParamsSchema,
          response: sessionResponse,
        },
      },
      async (request) => endInterviewSession(deps, currentUser(request), request.params.sessionId),
    );

    app.get(
      '/interview/sessions/:sessionId/turns/:seq/speech',
      {
        preHandler: guards.signedIn,
        schema: {
          tags,
          security,
          description:
            'The interviewer’s turn spoken, as audio/wav (synthesised once per text and kept). 503 when speech is ' +
            'unavailable: the browser then speaks the text itself.',
          params: TurnSpeechParamsSchema,
          produces: ['audio/wav'],
          response: { 200: z.any(), ...errorResponses },
        },
      },
      async (request, reply) => {
        const { sessionId, seq } = request.params;
        const audio = await speakInterviewerTurn(deps, currentUser(request), sessionId, seq);
        return reply
          .type(audio.contentType)
          .header('cache-control', 'private, max-age=3600')
          .send(audio.stream);
      },
    );

    app.post(
      '/interview/human-requests',
      {
        preHandler: guards.action('applyToJob'),
        schema: {
          tags,
          security,
          description:
            'The candidate asks for a human-led interview instead of the AI one; the posting’s recruiter sees the ' +
            'request among its interviews. Asking again records nothing new.',
          body: HumanInterviewRequestSchema,
          response: { 201: HumanInterviewRequestResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await requestHumanInterview(deps, currentUser(request), request.body.job_posting_id)),
    );
  };
}
