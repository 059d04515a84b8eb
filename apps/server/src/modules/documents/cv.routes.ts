import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CvPathQuerySchema,
  CvQaCustomRequestSchema,
  CvQaEditRequestSchema,
  CvQaJobStatusSchema,
  CvQaResponseSchema,
  CvUploadQuerySchema,
  DeletedDocumentResponseSchema,
  DocumentPathSchema,
  DocumentUploadResponseSchema,
  IdParamsSchema,
  JobIdParamsSchema,
  PathQuerySchema,
  QaIndexSchema,
  QaJobStartResponseSchema,
  QaTypeQuerySchema,
  ReplaceAdminQaPairsRequestSchema,
  ReplaceQaPairsRequestSchema,
  UserCvDocumentsResponseSchema,
  UserCvQaQuerySchema,
  type CvQaCustomRequest,
  type CvQaEditRequest,
  type CvQaJobStatus,
} from '@viva/contracts';
import type { Platform } from '../../app-context.ts';
import { currentUser } from '../../platform/auth/guards.ts';
import { bearerAuth, errorResponses } from '../../platform/http/openapi.ts';
import { CV_RULES } from './document-kinds.ts';
import { uploadDocument } from './document-upload.ts';
import { toCvQa } from './documents.presenter.ts';
import { ownFileReadRoutes } from './own-file.routes.ts';
import {
  addQaPair,
  clearQa,
  deleteOwnDocument,
  deleteQaPair,
  editQaPair,
  findCandidateCv,
  getQaJobStatus,
  listUserCvDocuments,
  readDocumentQa,
  replaceCandidateQaList,
  startQaGeneration,
  type DocumentsDeps,
  type QaItem,
  type QaListName,
} from './documents.service.ts';

const EMPTY_CV_QA = { qa_pairs: [], qa_admin_pairs: [] };
const listOf = (qaType: 'regular' | 'admin') => (qaType === 'regular' ? 'qaPairs' : 'qaAdminPairs');

// The list a CV request's `qa_type` names, with only that list's fields of the body.
const cvListItem = (body: CvQaCustomRequest) =>
  body.qa_type === 'regular'
    ? { list: 'qaPairs' as const, item: { question: body.question, answer: body.answer } }
    : { list: 'qaAdminPairs' as const, item: { title: body.title, question: body.question } };
const cvListChanges = (body: CvQaEditRequest) =>
  body.qa_type === 'regular'
    ? { list: 'qaPairs' as const, changes: { answer: body.answer } }
    : { list: 'qaAdminPairs' as const, changes: { title: body.title, question: body.question } };

/**
 * Spec part 2 §7 'CV' and the per-candidate CV calls of 'Candidates and users'. A candidate works on their own CVs;
 * a recruiter or admin on any candidate's (documents.policy.ts); any other path is a 404.
 */
export function cvRoutes(platform: Platform, deps: DocumentsDeps): FastifyPluginAsyncZod {
  const { guards } = platform;
  const tags = ['cv'];
  const security = bearerAuth;
  const cvQaResponse = { 200: CvQaResponseSchema, ...errorResponses };

  return async (app) => {
    app.post(
      '/cv/upload',
      {
        preHandler: guards.signedIn,
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          description:
            'Multipart, field `file`: a PDF, DOCX or DOC (judged by content) of at most 10485760 bytes. `user_id`: ' +
            'a recruiter or admin uploads a candidate’s CV. 201 with the new path; 200 with the earlier path when ' +
            'the same file was uploaded before (kept once).',
          querystring: CvUploadQuerySchema,
          response: {
            200: DocumentUploadResponseSchema,
            201: DocumentUploadResponseSchema,
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        const uploaded = await uploadDocument(
          deps,
          currentUser(request),
          CV_RULES,
          request,
          request.query.user_id,
        );
        return reply.status(uploaded.is_new ? 201 : 200).send(uploaded);
      },
    );

    ownFileReadRoutes(
      app,
      { deps, rules: CV_RULES, preHandler: guards.signedIn, tags },
      { list: '/users/me/cv/list', download: '/users/me/cv/download' },
    );

    app.delete(
      '/users/me/cv',
      {
        preHandler: guards.signedIn,
        schema: {
          tags,
          security,
          description: 'Deletes one’s own CV file with its Q&A (the browser first calls DELETE /cv_qa).',
          querystring: PathQuerySchema,
          response: { 200: DeletedDocumentResponseSchema, ...errorResponses },
        },
      },
      async (request) => deleteOwnDocument(deps, currentUser(request), CV_RULES, request.query.path),
    );

    app.get(
      '/users/:id/cv',
      {
        preHandler: guards.area('candidates'),
        schema: {
          tags,
          security,
          params: IdParamsSchema,
          response: { 200: UserCvDocumentsResponseSchema, ...errorResponses },
        },
      },
      async (request) => listUserCvDocuments(deps, currentUser(request), request.params.id),
    );

    app.get(
      '/users/:id/cv-qa',
      {
        preHandler: guards.area('candidates'),
        schema: {
          tags,
          security,
          description: 'The Q&A of the candidate’s newest CV (or of `cv_path`); empty lists without a CV.',
          params: IdParamsSchema,
          querystring: UserCvQaQuerySchema,
          response: cvQaResponse,
        },
      },
      async (request) => {
        const cv = await findCandidateCv(
          deps,
          currentUser(request),
          request.params.id,
          request.query.cv_path,
        );
        return cv ? toCvQa(cv) : EMPTY_CV_QA;
      },
    );

    // Each PUT replaces one whole list of the candidate's CV Q&A; the other list stays as it is.
    const replaceListRoute = <Body extends z.ZodType, List extends QaListName>(
      url: string,
      body: Body,
      list: List,
      itemsOf: (body: z.output<Body>) => QaItem<List>[],
    ) =>
      app.put(
        url,
        {
          preHandler: guards.area('candidates'),
          schema: {
            tags,
            security,
            params: IdParamsSchema,
            querystring: UserCvQaQuerySchema,
            body,
            response: cvQaResponse,
          },
        },
        async (request) =>
          toCvQa(
            await replaceCandidateQaList(
              deps,
              currentUser(request),
              request.params.id,
              request.query.cv_path,
              list,
              // The type provider cannot narrow a generic schema's output; the schema did validate it.
              itemsOf(request.body as z.output<Body>),
            ),
          ),
      );
    replaceListRoute(
      '/users/:id/cv-qa/qa-pairs',
      ReplaceQaPairsRequestSchema,
      'qaPairs',
      (body) => body.qa_pairs,
    );
    replaceListRoute(
      '/users/:id/cv-qa/qa-admin-pairs',
      ReplaceAdminQaPairsRequestSchema,
      'qaAdminPairs',
      (body) => body.qa_admin_pairs,
    );

    app.post(
      '/cv_qa',
      {
        preHandler: guards.signedIn,
        schema: {
          tags,
          security,
          description:
            'Starts Q&A generation for the CV (202). One job per file: while one is pending or processing, that ' +
            'job is answered instead (200, `already_running`). Poll GET /cv_qa/job/{jobId}.',
          querystring: CvPathQuerySchema,
          response: { 200: QaJobStartResponseSchema, 202: QaJobStartResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const job = await startQaGeneration(deps, currentUser(request), CV_RULES, request.query.cv_path);
        return reply.status(job.already_running ? 200 : 202).send(job);
      },
    );

    app.get(
      '/cv_qa/job/:jobId',
      {
        preHandler: guards.signedIn,
        schema: {
          tags,
          security,
          params: JobIdParamsSchema,
          response: { 200: CvQaJobStatusSchema, ...errorResponses },
        },
      },
      async (request) =>
        (await getQaJobStatus(deps, currentUser(request), CV_RULES, request.params.jobId)) as CvQaJobStatus,
    );

    app.get(
      '/cv_qa',
      {
        preHandler: guards.signedIn,
        schema: { tags, security, querystring: CvPathQuerySchema, response: cvQaResponse },
      },
      async (request) =>
        toCvQa(await readDocumentQa(deps, currentUser(request), CV_RULES, request.query.cv_path)),
    );

    app.delete(
      '/cv_qa',
      {
        preHandler: guards.signedIn,
        schema: {
          tags,
          security,
          description: 'Empties the CV’s Q&A (a generation still running no longer writes it).',
          querystring: CvPathQuerySchema,
          response: cvQaResponse,
        },
      },
      async (request) => {
        await clearQa(deps, currentUser(request), CV_RULES, request.query.cv_path);
        return EMPTY_CV_QA;
      },
    );

    app.post(
      '/cv_qa/edit',
      {
        preHandler: guards.signedIn,
        schema: { tags, security, body: CvQaEditRequestSchema, response: cvQaResponse },
      },
      async (request) => {
        const { body } = request;
        const edit = { path: body.cv_path, index: body.qa_index, ...cvListChanges(body) };
        return toCvQa(await editQaPair(deps, currentUser(request), CV_RULES, edit));
      },
    );

    app.post(
      '/cv_qa/custom',
      {
        preHandler: guards.signedIn,
        schema: { tags, security, body: CvQaCustomRequestSchema, response: cvQaResponse },
      },
      async (request) => {
        const { body } = request;
        return toCvQa(
          await addQaPair(deps, currentUser(request), CV_RULES, { path: body.cv_path, ...cvListItem(body) }),
        );
      },
    );

    app.delete(
      '/cv_qa/:cvPath/:index',
      {
        preHandler: guards.signedIn,
        schema: {
          tags,
          security,
          params: z.object({ cvPath: DocumentPathSchema, index: QaIndexSchema }),
          querystring: QaTypeQuerySchema,
          response: cvQaResponse,
        },
      },
      async (request) =>
        toCvQa(
          await deleteQaPair(deps, currentUser(request), CV_RULES, {
            path: request.params.cvPath,
            list: listOf(request.query.qa_type),
            index: request.params.index,
          }),
        ),
    );
  };
}
