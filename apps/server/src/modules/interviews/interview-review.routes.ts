import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConversationIdParamsSchema,
  GradingRecordSchema,
  InterviewTranscriptResponseSchema,
  RetryGradingResponseSchema,
} from '@viva/contracts';
import type { Platform } from '../../app-context.ts';
import { currentUser } from '../../platform/auth/guards.ts';
import { contentDisposition } from '../../platform/storage/storage.ts';
import { bearerAuth, errorResponses } from '../../platform/http/openapi.ts';
import {
  getInterviewGrade,
  getInterviewReportPdf,
  getInterviewTranscript,
  retryInterviewGrading,
  type ReviewDeps,
} from './interview-review.service.ts';

/** The recruiter's side: transcript, grading record and report of a posting's interviews. */
export function interviewReviewRoutes(platform: Platform, deps: ReviewDeps): FastifyPluginAsyncZod {
  const { guards } = platform;
  const tags = ['interviews'];
  const security = bearerAuth;
  const reviewers = guards.action('viewJobCandidates');
  const params = ConversationIdParamsSchema;

  return async (app) => {
    app.get(
      '/interview/transcript/:conversationId',
      {
        preHandler: reviewers,
        schema: {
          tags,
          security,
          description:
            'The transcript of a finished interview and how its grading stands. The recruiter who posted the job, or ' +
            'an admin.',
          params,
          response: { 200: InterviewTranscriptResponseSchema, ...errorResponses },
        },
      },
      async (request) => getInterviewTranscript(deps, currentUser(request), request.params.conversationId),
    );

    app.get(
      '/interview/grade/:conversationId',
      {
        preHandler: reviewers,
        schema: {
          tags,
          security,
          description: 'The grading record with evidence; 404 while there are no results yet.',
          params,
          response: { 200: GradingRecordSchema, ...errorResponses },
        },
      },
      async (request) => getInterviewGrade(deps, currentUser(request), request.params.conversationId),
    );

    app.post(
      '/interview/grade/:conversationId/retry',
      {
        preHandler: reviewers,
        schema: {
          tags,
          security,
          description: 'Queues grading again after it failed; 409 while it runs or once it is done.',
          params,
          response: { 202: RetryGradingResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send(await retryInterviewGrading(deps, currentUser(request), request.params.conversationId)),
    );

    app.get(
      '/interview/grade/:conversationId/pdf',
      {
        preHandler: reviewers,
        schema: {
          tags,
          security,
          description: 'The grading report as a PDF download; 404 while there are no results.',
          params,
          produces: ['application/pdf'],
          response: { 200: z.any(), ...errorResponses },
        },
      },
      async (request, reply) => {
        const { pdf, fileName } = await getInterviewReportPdf(
          deps,
          currentUser(request),
          request.params.conversationId,
        );
        return reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition('attachment', fileName))
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    );
  };
}
