import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ElevenLabsConversationSchema, ElevenLabsWebhookSchema } from '@viva/contracts';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../platform/http/app-error.ts';
import { errorResponses } from '../../platform/http/openapi.ts';
import { ingestConversation, TRANSCRIPTION_TYPE } from './elevenlabs-ingest.ts';
import { checkSignature, signatureHash } from './elevenlabs-signature.ts';
import type { InterviewsDeps } from './interview-sessions.service.ts';

// A transcript of a long call is well under this; audio deliveries (post_call_audio) should be switched off in
// the webhook's settings, and are refused here rather than read whole.
const MAX_BODY_BYTES = 5 * 1024 * 1024;

const WebhookResponseSchema = z.object({ status: z.enum(['bound', 'orphan', 'duplicate', 'ignored']) });

/**
 * ElevenLabs' post-call webhook: the body is kept as the raw text it was signed over, checked (HMAC-SHA256,
 * 30-minute window), then parsed. Refusals change nothing; a repeat of a conversation is a no-op.
 */
export function elevenLabsWebhookRoutes(deps: InterviewsDeps, secret: string | null): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
      (_request, body, done) => done(null, body),
    );
    app.post(
      '/webhooks/elevenlabs',
      {
        schema: {
          tags: ['webhooks'],
          description:
            'ElevenLabs post-call webhook (signed with ELEVENLABS_WEBHOOK_SECRET). 401 for a missing, wrong or stale ' +
            'signature, 409 for a replayed delivery, 400 for a malformed one, 413 over 5 MB; other event types ' +
            'are acknowledged and ignored.',
          body: z.string(),
          response: { 200: WebhookResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        if (!secret) throw notFound('ElevenLabs is not configured.');
        const header = request.headers['elevenlabs-signature'];
        const signature = Array.isArray(header) ? header[0] : header;
        const check = checkSignature(request.body, signature, secret, Math.floor(Date.now() / 1000));
        if (check === 'missing') throw unauthorized('Missing ElevenLabs signature');
        if (check === 'stale') throw unauthorized('The ElevenLabs signature has expired');
        if (check !== 'valid') throw unauthorized('Invalid ElevenLabs signature');

        const event = ElevenLabsWebhookSchema.safeParse(parseJson(request.body));
        if (!event.success) throw badRequest('The delivery is not an ElevenLabs webhook event');
        if (event.data.type !== TRANSCRIPTION_TYPE) return { status: 'ignored' as const };
        const conversation = ElevenLabsConversationSchema.safeParse(event.data.data);
        if (!conversation.success) throw badRequest('The delivery carries no readable conversation');

        const outcome = await ingestConversation(deps, {
          conversation: conversation.data,
          source: 'webhook',
          signatureHash: signatureHash(signature!),
        });
        if (outcome === 'replay') throw conflict('This delivery was already received.');
        return { status: outcome };
      },
    );
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, 'The request body is not valid JSON');
  }
}
