import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DeletedDocumentResponseSchema,
  DocumentPathSchema,
  DocumentUploadResponseSchema,
  JobIdParamsSchema,
  QaIndexSchema,
  QaJobStartResponseSchema,
  QaPairsResponseSchema,
  SpecsPathQuerySchema,
  SpecsQaCustomRequestSchema,
  SpecsQaEditRequestSchema,
  SpecsQaJobStatusSchema,
  type SpecsQaJobStatus,
} from '@viva/contracts';
import type { Platform } from '../../app-context.ts';
import { currentUser } from '../../platform/auth/guards.ts';
import { bearerAuth, errorResponses } from '../../platform/http/openapi.ts';
import { SPECS_RULES } from './document-kinds.ts';
import { uploadDocument } from './document-upload.ts';
import type { DocumentRow } from './documents.queries.ts';
import {
  addQaPair,
  deleteOwnDocument,
  deleteQaPair,
  editQaPair,
  getQaJobStatus,
  readDocumentQa,
  startQaGeneration,
  type DocumentsDeps,
} from './documents.service.ts';
import { ownFileReadRoutes } from './own-file.routes.ts';

const toQaPairs = (row: DocumentRow) => ({ qa_pairs: row.qaPairs });

/** Spec part 2 §7 'Specs' (admin area): the same documents and Q&A as CVs, each admin working on their own. */
export function specsRoutes(platform: Platform, deps: DocumentsDeps): FastifyPluginAsyncZod {
  const { guards } = platform;
  const tags = ['specs'];
  const security = bearerAuth;
  const preHandler = guards.area('specs');
  const qaResponse = { 200: QaPairsResponseSchema, ...errorResponses };

  return async (app) => {
    ownFileReadRoutes(
      app,
      { deps, rules: SPECS_RULES, preHandler, tags },
      { list: '/specs/list', download: '/specs/download' },
    );

    app.post(
      '/specs/upload',
      {
        preHandler,
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          description:
            'Multipart, field `file`: a PDF, DOCX or DOC of at most 10485760 bytes. 201 with the new path; 200 with ' +
            'the earlier path when the same file was uploaded before.',
          response: {
            200: DocumentUploadResponseSchema,
            201: DocumentUploadResponseSchema,
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        const uploaded = await uploadDocument(deps, currentUser(request), SPECS_RULES, request);
        return reply.status(uploaded.is_new ? 201 : 200).send(uploaded);
      },
    );

    app.get(
      '/specs/qa',
      { preHandler, schema: { tags, security, querystring: SpecsPathQuerySchema, response: qaResponse } },
      async (request) =>
        toQaPairs(await readDocumentQa(deps, currentUser(request), SPECS_RULES, request.query.specs_path)),
    );

    app.post(
      '/specs/qa',
      {
        preHandler,
        schema: {
          tags,
          security,
          description:
            'Starts Q&A generation for the file (202), or answers the job already pending or processing for it ' +
            '(200, `already_running`).',
          querystring: SpecsPathQuerySchema,
          response: { 200: QaJobStartResponseSchema, 202: QaJobStartResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const job = await startQaGeneration(
          deps,
          currentUser(request),
          SPECS_RULES,
          request.query.specs_path,
        );
        return reply.status(job.already_running ? 200 : 202).send(job);
      },
    );

    app.get(
      '/specs/qa/job/:jobId',
      {
        preHandler,
        schema: {
          tags,
          security,
          params: JobIdParamsSchema,
          response: { 200: SpecsQaJobStatusSchema, ...errorResponses },
        },
      },
      async (request) =>
        (await getQaJobStatus(
          deps,
          currentUser(request),
          SPECS_RULES,
          request.params.jobId,
        )) as SpecsQaJobStatus,
    );

    app.post(
      '/specs/qa/custom',
      { preHandler, schema: { tags, security, body: SpecsQaCustomRequestSchema, response: qaResponse } },
      async (request) => {
        const { specs_path: path, question, answer } = request.body;
        return toQaPairs(
          await addQaPair(deps, currentUser(request), SPECS_RULES, {
            path,
            list: 'qaPairs',
            item: { question, answer },
          }),
        );
      },
    );

    app.post(
      '/specs/qa/edit',
      { preHandler, schema: { tags, security, body: SpecsQaEditRequestSchema, response: qaResponse } },
      async (request) => {
        const { specs_path: path, qa_index: index, answer } = request.body;
        return toQaPairs(
          await editQaPair(deps, currentUser(request), SPECS_RULES, {
            path,
            list: 'qaPairs',
            index,
            changes: { answer },
          }),
        );
      },
    );

    app.delete(
      '/specs/qa/:specsPath/:index',
      {
        preHandler,
        schema: {
          tags,
          security,
          params: z.object({ specsPath: DocumentPathSchema, index: QaIndexSchema }),
          response: qaResponse,
        },
      },
      async (request) =>
        toQaPairs(
          await deleteQaPair(deps, currentUser(request), SPECS_RULES, {
            path: request.params.specsPath,
            list: 'qaPairs',
            index: request.params.index,
          }),
        ),
    );

    app.delete(
      '/specs/:path',
      {
        preHandler,
        schema: {
          tags,
          security,
          description: 'Deletes one’s own specs file with its Q&A.',
          params: z.object({ path: DocumentPathSchema }),
          response: { 200: DeletedDocumentResponseSchema, ...errorResponses },
        },
      },
      async (request) => deleteOwnDocument(deps, currentUser(request), SPECS_RULES, request.params.path),
    );
  };
}
