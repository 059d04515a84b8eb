import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GenerateMcqLinkRequestSchema,
  GenerateMcqLinkResponseSchema,
  IdParamsSchema,
  McqJobStatusSchema,
  McqResponseSchema,
  McqResultsParamsSchema,
  McqReviewResultsSchema,
  McqSignalsRequestSchema,
  McqStatisticsResponseSchema,
  McqSubmitRequestSchema,
  McqSubmitResponseSchema,
} from '@viva/contracts';
import type { Platform } from '../../app-context.ts';
import { currentUser, optionalUser } from '../../platform/auth/guards.ts';
import { bearerAuth, errorResponses } from '../../platform/http/openapi.ts';
import {
  generateMcqLink,
  openMcq,
  recordMcqSignals,
  submitMcq,
  type McqDeps,
} from './mcq-attempts.service.ts';
import { getMcqJobStatus, getMcqResultsFor, getMcqStatistics } from './mcq-results.service.ts';

export function mcqRoutes(platform: Platform, deps: McqDeps): FastifyPluginAsyncZod {
  const { guards, config } = platform;
  const tags = ['mcq'];
  const security = bearerAuth;
  const tokenParams = z.object({ token: z.string().max(200) });

  return async (app) => {
    app.post(
      '/jobs/:id/mcq/generate-link',
      {
        preHandler: guards.action('takeMcq'),
        schema: {
          tags,
          security,
          description:
            'The candidate’s link to the job’s MCQ assessment: a candidate for their own email, the job’s recruiter ' +
            'or an admin for anyone’s (then it is also emailed: email_sent says whether it went). Asking again while the ' +
            'link is unused gives the same link.',
          params: IdParamsSchema,
          body: GenerateMcqLinkRequestSchema,
          response: { 200: GenerateMcqLinkResponseSchema, ...errorResponses },
        },
      },
      async (request) =>
        generateMcqLink(
          deps,
          currentUser(request),
          request.params.id,
          request.body.candidate_email,
          // Links are opened from email on this site's public address; without one configured, the address asked.
          config.publicUrl ?? `${request.protocol}://${request.host}`,
        ),
    );

    app.get(
      '/mcq/job/:jobId',
      {
        preHandler: guards.signedIn,
        schema: {
          tags,
          security,
          description:
            'The status of the candidate’s own scoring job, polled every 5 s; completed: their results with the ' +
            'correct answers and explanations.',
          params: z.object({ jobId: z.string() }),
          response: { 200: McqJobStatusSchema, ...errorResponses },
        },
      },
      async (request) => getMcqJobStatus(deps, currentUser(request), request.params.jobId),
    );

    app.get(
      '/mcq/results/:userId/:jobPostingId',
      {
        preHandler: guards.action('viewJobCandidates'),
        schema: {
          tags,
          security,
          description:
            'A candidate’s scored MCQ results for a posting, with the integrity signals of the attempt: the job’s ' +
            'recruiter or an admin; 404 when they have none.',
          params: McqResultsParamsSchema,
          response: { 200: McqReviewResultsSchema, ...errorResponses },
        },
      },
      async (request) =>
        getMcqResultsFor(deps, currentUser(request), request.params.userId, request.params.jobPostingId),
    );

    app.get(
      '/jobs/:id/mcq/statistics',
      {
        preHandler: guards.action('viewJobCandidates'),
        schema: {
          tags,
          security,
          description:
            'Item statistics of the job’s assessment (answered, facility, point-biserial discrimination, flags) for ' +
            'its recruiter or an admin; facility and discrimination from 5 scored attempts on.',
          params: IdParamsSchema,
          response: { 200: McqStatisticsResponseSchema, ...errorResponses },
        },
      },
      async (request) => getMcqStatistics(deps, currentUser(request), request.params.id),
    );

    app.get(
      '/mcq/:token',
      {
        preHandler: guards.signedInOrAnonymous,
        schema: {
          tags,
          security: [...bearerAuth, {}],
          description:
            'The assessment behind a link. Without sign-in, or signed in as someone else: whom it is for. Signed in ' +
            'with the link’s email: the questions, options in this attempt’s order, no answers. 404 unknown, 410 ' +
            'used or expired.',
          params: tokenParams,
          response: { 200: McqResponseSchema, ...errorResponses },
        },
      },
      async (request) => openMcq(deps, optionalUser(request), request.params.token),
    );

    app.post(
      '/mcq/:token/signals',
      {
        preHandler: guards.signedIn,
        schema: {
          tags,
          security,
          description: 'Integrity signals during the attempt (tab hidden, paste, leaving full screen).',
          params: tokenParams,
          body: McqSignalsRequestSchema,
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        await recordMcqSignals(deps, currentUser(request), request.params.token, request.body);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/mcq/:token/submit',
      {
        preHandler: guards.signedIn,
        schema: {
          tags,
          security,
          description:
            'Every question answered with one of its options, accepted once; 422 names unknown keys, options not ' +
            'offered and missing answers. Poll GET /mcq/job/{jobId}.',
          params: tokenParams,
          body: McqSubmitRequestSchema,
          response: { 202: McqSubmitResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send(await submitMcq(deps, currentUser(request), request.params.token, request.body)),
    );
  };
}
