import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateJobResponseSchema,
  IdParamsSchema,
  JobCandidatesResponseSchema,
  JobCreationStatusSchema,
  JobListResponseSchema,
  JobPdfsResponseSchema,
  JobSchema,
  JobSpecsQuestionsResponseSchema,
  ReplaceJobSpecsQuestionsRequestSchema,
  ReplaceWorkRequirementsRequestSchema,
  WorkRequirementsResponseSchema,
} from '@viva/contracts';
import type { Platform } from '../../app-context.ts';
import { currentUser } from '../../platform/auth/guards.ts';
import { sendJsonBytes } from '../../platform/http/json-bytes.ts';
import { bearerAuth, errorResponses } from '../../platform/http/openapi.ts';
import { readJobPostingForm } from './job-postings.form.ts';
import {
  deleteJobPosting,
  getJobPostingCreationStatus,
  getJobPostingFor,
  getJobPostingPdfs,
  listJobCandidates,
  listJobPostingsJson,
  replaceJobSpecsQuestions,
  replaceWorkRequirements,
  startJobPostingCreation,
  type JobPostingsDeps,
} from './job-postings.service.ts';

export function jobPostingsRoutes(platform: Platform, deps: JobPostingsDeps): FastifyPluginAsyncZod {
  const { guards } = platform;
  const tags = ['jobs'];
  const security = bearerAuth;

  return async (app) => {
    app.post(
      '/jobs/async',
      {
        preHandler: guards.action('postJob'),
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          description:
            'Multipart form: position, company, location, type, job_specs (PDF), company_culture (PDF, optional). ' +
            'Returns at once; poll GET /jobs/job/{jobId}.',
          response: { 202: CreateJobResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const upload = await readJobPostingForm(request, deps.storage);
        return reply.status(202).send(await startJobPostingCreation(deps, currentUser(request), upload));
      },
    );

    app.get(
      '/jobs/job/:jobId',
      {
        preHandler: guards.action('postJob'),
        schema: {
          tags,
          security,
          params: z.object({ jobId: z.string() }),
          response: { 200: JobCreationStatusSchema, ...errorResponses },
        },
      },
      async (request) => getJobPostingCreationStatus(deps, currentUser(request), request.params.jobId),
    );

    app.get(
      '/jobs/',
      {
        preHandler: guards.area('jobs'),
        schema: { tags, security, response: { 200: JobListResponseSchema, ...errorResponses } },
      },
      // Sent as ready JSON bytes, which the database builds in the contract's shape (job-list-json.routes.test.ts).
      async (request, reply) => sendJsonBytes(reply, await listJobPostingsJson(deps, currentUser(request))),
    );

    app.get(
      '/jobs/:id',
      {
        preHandler: guards.area('jobs'),
        schema: { tags, security, params: IdParamsSchema, response: { 200: JobSchema, ...errorResponses } },
      },
      async (request) => getJobPostingFor(deps, currentUser(request), request.params.id),
    );

    app.get(
      '/jobs/:id/pdfs',
      {
        preHandler: guards.area('jobs'),
        schema: { tags, security, params: IdParamsSchema, response: { 200: JobPdfsResponseSchema, ...errorResponses } },
      },
      async (request) => getJobPostingPdfs(deps, request.params.id),
    );

    app.delete(
      '/jobs/:id',
      {
        preHandler: guards.action('deleteJob'),
        schema: { tags, security, params: IdParamsSchema, response: { 204: z.null(), ...errorResponses } },
      },
      async (request, reply) => {
        await deleteJobPosting(deps, currentUser(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.put(
      '/jobs/:id/jobSpecsQuestions',
      {
        preHandler: guards.action('editJobQuestions'),
        schema: {
          tags,
          security,
          params: IdParamsSchema,
          body: ReplaceJobSpecsQuestionsRequestSchema,
          response: { 200: JobSpecsQuestionsResponseSchema, ...errorResponses },
        },
      },
      async (request) =>
        replaceJobSpecsQuestions(deps, currentUser(request), request.params.id, request.body.jobSpecsQuestions),
    );

    app.put(
      '/jobs/:id/jobSpecWorkRequirements',
      {
        preHandler: guards.action('editJobQuestions'),
        schema: {
          tags,
          security,
          params: IdParamsSchema,
          body: ReplaceWorkRequirementsRequestSchema,
          response: { 200: WorkRequirementsResponseSchema, ...errorResponses },
        },
      },
      async (request) =>
        replaceWorkRequirements(deps, currentUser(request), request.params.id, request.body.jobSpecWorkRequirements),
    );

    app.get(
      '/jobs/:id/candidates',
      {
        preHandler: guards.action('viewJobCandidates'),
        schema: {
          tags,
          security,
          description: 'The posting’s interviews, newest first: the recruiter who posted it, or an admin.',
          params: IdParamsSchema,
          response: { 200: JobCandidatesResponseSchema, ...errorResponses },
        },
      },
      async (request) => listJobCandidates(deps, currentUser(request), request.params.id),
    );
  };
}
