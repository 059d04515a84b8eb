import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnalyzeRecordingRequestSchema,
  AudioBulkRequestSchema,
  AudioBulkResponseSchema,
  AudioFileParamsSchema,
  AudioUrlQuerySchema,
  AudioUrlResponseSchema,
  PracticeRecordingListSchema,
  PracticeRecordingSchema,
  RecordingAnalysisSchema,
  RecordingPathParamsSchema,
  RecordingTranscriptSchema,
} from '@viva/contracts';
import type { Platform } from '../../app-context.ts';
import { currentUser } from '../../platform/auth/guards.ts';
import { bearerAuth, errorResponses } from '../../platform/http/openapi.ts';
import { AUDIO_FILES_PATH, audioUrls, openAudioFile, type PracticeAudioDeps } from './practice-audio.ts';
import {
  analyzeRecording,
  deleteRecording,
  getAnalysis,
  getRecording,
  getTranscript,
  listRecordings,
  uploadRecording,
  type PracticeDeps,
} from './practice-recordings.service.ts';

/**
 * Interview practice (spec part 2 §7 'Interview practice'): spoken questions, and the candidate's own recordings,
 * transcripts and analyses. Recordings are behind the practice area (candidates and admins); every read is of the
 * signed-in user's own, so another user's recording is a 404 whoever asks.
 */
export function practiceRoutes(
  platform: Platform,
  deps: PracticeDeps,
  audio: PracticeAudioDeps,
): FastifyPluginAsyncZod {
  const practice = platform.guards.area('practice');
  const security = bearerAuth;
  /** A call on one recording, named by its path. */
  const onRecording = <Response extends z.ZodType>(description: string, response: Response) => ({
    preHandler: practice,
    schema: {
      tags: ['practice'],
      security,
      description,
      params: RecordingPathParamsSchema,
      response: { 200: response, ...errorResponses },
    },
  });
  const analyze = onRecording(
    'Analyses each answer (question, times, answer, suggested answer, match, sentiment from the words, words per ' +
      'minute, filler words) and stores it, replacing the last. `cv_questions`: the questions as asked; left out, ' +
      'those sent with the upload. Without a transcript it says so and analyses nothing.',
    RecordingAnalysisSchema,
  );

  return async (app) => {
    app.get(
      '/audio/url',
      {
        preHandler: platform.guards.signedIn,
        schema: {
          tags: ['audio'],
          security,
          description:
            'The URL of a WAV of the text spoken (offline espeak, or TTS_BASE_URL), on this site. Each text and ' +
            'voice is synthesised once and kept. `category` is a label only.',
          querystring: AudioUrlQuerySchema,
          response: { 200: AudioUrlResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { text, category } = request.query;
        const [url] = await audioUrls(audio, [text]);
        return { url: url!, text, category: category || null };
      },
    );

    app.post(
      '/audio/generate-bulk',
      {
        preHandler: platform.guards.signedIn,
        schema: {
          tags: ['audio'],
          security,
          description: 'URLs of several texts spoken, in the order given (as GET /audio/url for each).',
          body: AudioBulkRequestSchema,
          response: { 200: AudioBulkResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const urls = await audioUrls(audio, request.body.texts);
        return { results: request.body.texts.map((text, index) => ({ text, url: urls[index]! })) };
      },
    );

    app.get(
      `${AUDIO_FILES_PATH}/:file`,
      {
        schema: {
          tags: ['audio'],
          description: 'A WAV made by the audio calls; the URL carries its own signature (no bearer token).',
          params: AudioFileParamsSchema,
          querystring: z.object({ sig: z.string().optional() }),
          produces: ['audio/wav'],
          response: { 200: z.any(), ...errorResponses },
        },
      },
      async (request, reply) => {
        const stream = await openAudioFile(audio, request.params.file, request.query.sig);
        // The same URL always means the same sound.
        return reply
          .type('audio/wav')
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(stream);
      },
    );

    app.post(
      '/interview/videos/upload',
      {
        preHandler: practice,
        schema: {
          tags: ['practice'],
          security,
          consumes: ['multipart/form-data'],
          description:
            'Multipart: `file` (WebM, checked by its content, at most RECORDING_MAX_MB), `words` (JSON list of ' +
            '{word, start, end}: what the browser heard, seconds from the start) and `questions` (JSON list of ' +
            '{question, suggested_answer, start_time, end_time} as asked).',
          response: { 201: PracticeRecordingSchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await uploadRecording(deps, currentUser(request).id, request)),
    );

    app.get(
      '/interview/videos/list',
      {
        preHandler: practice,
        schema: {
          tags: ['practice'],
          security,
          description:
            'The signed-in user’s own recordings, newest first, with signed download and watch URLs.',
          response: { 200: PracticeRecordingListSchema, ...errorResponses },
        },
      },
      async (request) => listRecordings(deps, currentUser(request).id),
    );

    app.get(
      '/interview/videos/:path',
      onRecording('One of the user’s own recordings.', PracticeRecordingSchema),
      async (request) => getRecording(deps, currentUser(request).id, request.params.path),
    );

    app.delete(
      '/interview/videos/:path',
      onRecording('Deletes the recording, its transcript and its analysis.', z.object({ path: z.string() })),
      async (request) => deleteRecording(deps, currentUser(request).id, request.params.path),
    );

    app.get(
      '/interview/videos/:path/transcript',
      onRecording(
        'The recording’s timed words and where they came from (browser or transcription server).',
        RecordingTranscriptSchema,
      ),
      async (request) => getTranscript(deps, currentUser(request).id, request.params.path),
    );

    app.get(
      '/interview/videos/:path/analysis',
      onRecording('The stored analysis (404 until the recording is analysed).', RecordingAnalysisSchema),
      async (request) => getAnalysis(deps, currentUser(request).id, request.params.path),
    );

    app.post(
      '/interview/videos/:path/analyze',
      { ...analyze, schema: { ...analyze.schema, body: AnalyzeRecordingRequestSchema.optional() } },
      async (request) =>
        analyzeRecording(deps, currentUser(request).id, request.params.path, request.body ?? {}),
    );
  };
}
