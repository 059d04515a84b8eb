import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateInterviewLinkRequestSchema,
  CreateInterviewLinkResponseSchema,
  InterviewLinkCvQuestionsSchema,
  InterviewLinkStatusSchema,
  InterviewLinkTokenParamsSchema,
  InterviewLinkValidationSchema,
} from '@viva/contracts';
import type { Platform } from '../../app-context.ts';
import { currentUser, optionalUser } from '../../platform/auth/guards.ts';
import { bearerAuth, errorResponses } from '../../platform/http/openapi.ts';
import { publicOrigin } from '../../platform/http/public-origin.ts';
import {
  consumeInterviewLink,
  createInterviewLink,
  getInterviewLinkCvQuestions,
  getInterviewLinkStatus,
  resetInterviewLink,
  validateInterviewLink,
  type InterviewLinksDeps,
} from './interview-links.service.ts';

/** Emailed interview links (spec part 2 §2.13, §4.5): created by recruiters, opened by their candidate. */
export function interviewLinksRoutes(platform: Platform, deps: InterviewLinksDeps): FastifyPluginAsyncZod {
  const { guards, config } = platform;
  const tags = ['interview links'];
  const params = InterviewLinkTokenParamsSchema;
  const statusResponse = { 200: InterviewLinkStatusSchema, ...errorResponses };

  return async (app) => {
    app.post(
      '/interview/create-link',
      {
        preHandler: guards.action('sendInterviewLink'),
        schema: {
          tags,
          security: bearerAuth,
          description:
            'Creates a single-use link for a candidate and a posting the caller manages (recruiter who posted it, or ' +
            'admin), expiring after the caller’s interview_link_expiration_hours, and emails it. `email_sent` is ' +
            'true when the SMTP server accepted the message; without SMTP_URL the message goes to the admins’ ' +
            'outbox. `interview_url` can be copied either way.',
          body: CreateInterviewLinkRequestSchema,
          response: { 201: CreateInterviewLinkResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await createInterviewLink(
              deps,
              currentUser(request),
              request.body,
              publicOrigin(config.publicUrl, request),
            ),
          ),
    );

    app.get(
      '/interview/validate-link/:token',
      {
        preHandler: guards.signedInOrAnonymous,
        schema: {
          tags,
          description:
            'No sign-in needed. Signed out or as another account: the expected email, position, company and ' +
            'location only (`access` says which). As the link’s candidate: also the questions, descriptions and ids. ' +
            '404 unknown, 410 expired.',
          params,
          response: { 200: InterviewLinkValidationSchema, ...errorResponses },
        },
      },
      async (request) => validateInterviewLink(deps, optionalUser(request), request.params.token),
    );

    app.get(
      '/interview/link/:token/status',
      {
        schema: {
          tags,
          description: 'Whether the link was used. 404 unknown, 410 expired.',
          params,
          response: statusResponse,
        },
      },
      async (request) => getInterviewLinkStatus(deps, request.params.token),
    );

    app.get(
      '/interview/link/:token/cv-questions',
      {
        preHandler: guards.signedIn,
        schema: {
          tags,
          security: bearerAuth,
          description:
            'The newest CV’s questions of the link’s candidate, for that candidate only; 404 when they have no CV.',
          params,
          response: { 200: InterviewLinkCvQuestionsSchema, ...errorResponses },
        },
      },
      async (request) => getInterviewLinkCvQuestions(deps, currentUser(request), request.params.token),
    );

    app.post(
      '/interview/consume-link/:token',
      {
        preHandler: guards.signedIn,
        schema: {
          tags,
          security: bearerAuth,
          description:
            'Marks the link used, as its candidate only (403 for another account); of concurrent calls exactly one ' +
            'succeeds, the others get 409. Starting the interview with the token (POST /interview/sessions) ' +
            'consumes the link itself.',
          params,
          response: statusResponse,
        },
      },
      async (request) => consumeInterviewLink(deps, currentUser(request), request.params.token),
    );

    // 'Reset Link (Testing)': development only; elsewhere the route does not exist (404).
    if (config.env === 'development') {
      app.post(
        '/interview/link/:token/reset',
        {
          schema: {
            tags,
            description:
              'Development only: the link unused again, and the interview it started deleted, so it can be taken ' +
              'again.',
            params,
            response: statusResponse,
          },
        },
        async (request) => resetInterviewLink(deps, request.params.token),
      );
    }
  };
}
