import { eq, sql } from 'drizzle-orm';
import { setTimeout as delay } from 'node:timers/promises';
import { ElevenLabsConversationSchema } from '@viva/contracts';
import { z } from 'zod';
import type { JobDefinition } from '../../platform/queue/index.ts';
import { ingestConversation, isConversationKnown } from './elevenlabs-ingest.ts';
import type { InterviewsDeps } from './interview-sessions.service.ts';
import { elevenLabsSyncState } from './interviews.schema.ts';

export type ElevenLabsApi = { key: string; url: string; intervalSeconds: number };

// Conversations are listed from the checkpoint minus this margin: a call that started just before the last run
// may only have finished since.
const MARGIN_SECS = 60 * 60;
// The first run looks back this far.
const FIRST_LOOKBACK_SECS = 24 * 60 * 60;
const PAGE_SIZE = 100;
const MAX_RATE_LIMIT_RETRIES = 3;

type ListedConversation = { conversation_id: string; start_time_unix_secs?: number; status?: string };
type ConversationPage = {
  conversations: ListedConversation[];
  next_cursor?: string | null;
  has_more?: boolean;
};

export const ELEVENLABS_RECONCILE = 'elevenlabs.reconcile';

const PayloadSchema = z.object({}).strict();

/**
 * ElevenLabs does not reliably retry failed webhook deliveries, so this job lists the agent's conversations since
 * the last checkpoint and ingests every finished one the webhook never brought, through the same ingest. Scheduled
 * every ELEVENLABS_RECONCILE_MINUTES; one run per period across processes.
 */
export function elevenLabsReconcileJob(
  deps: InterviewsDeps,
  agentId: string,
  api: ElevenLabsApi,
): JobDefinition<z.infer<typeof PayloadSchema>, { ingested: number }> {
  return {
    name: ELEVENLABS_RECONCILE,
    payload: PayloadSchema,
    retryLimit: 2,
    retryDelaySeconds: 60,
    timeoutSeconds: 600,
    everySeconds: api.intervalSeconds,
    handle: ({ signal }) => reconcile(deps, agentId, api, signal),
  };
}

async function reconcile(deps: InterviewsDeps, agentId: string, api: ElevenLabsApi, signal: AbortSignal) {
  let ingested = 0;
  const startedAt = Math.floor(Date.now() / 1000);
  const [state] = await deps.db
    .select()
    .from(elevenLabsSyncState)
    .where(eq(elevenLabsSyncState.agentId, agentId));
  const since = (state?.checkpointUnixSecs ?? startedAt - FIRST_LOOKBACK_SECS) - MARGIN_SECS;
  // The checkpoint may not pass a call still running: it is looked at again next time.
  let checkpoint = startedAt;
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({
      agent_id: agentId,
      call_start_after_unix: String(since),
      page_size: String(PAGE_SIZE),
    });
    if (cursor) query.set('cursor', cursor);
    const page = (await callApi(api, `/v1/convai/conversations?${query}`, signal)) as ConversationPage;
    for (const listed of page.conversations ?? []) {
      if (listed.status !== 'done' && listed.status !== 'failed') {
        checkpoint = Math.min(checkpoint, listed.start_time_unix_secs ?? checkpoint);
        continue;
      }
      if (await isConversationKnown(deps.db, listed.conversation_id)) continue;
      const detail = ElevenLabsConversationSchema.safeParse(
        await callApi(api, `/v1/convai/conversations/${encodeURIComponent(listed.conversation_id)}`, signal),
      );
      if (!detail.success) {
        deps.logger.warn(
          { conversationId: listed.conversation_id },
          'ElevenLabs conversation could not be read',
        );
        continue;
      }
      if (detail.data.status !== 'done' && detail.data.status !== 'failed') continue;
      ingested += 1;
      const outcome = await ingestConversation(deps, {
        conversation: detail.data,
        source: 'reconciliation',
        signatureHash: null,
      });
      deps.logger.info(
        { conversationId: listed.conversation_id, outcome },
        'ElevenLabs conversation reconciled',
      );
    }
    cursor = page.has_more && page.next_cursor ? page.next_cursor : null;
  } while (cursor);
  await deps.db
    .insert(elevenLabsSyncState)
    .values({ agentId, checkpointUnixSecs: checkpoint })
    .onConflictDoUpdate({
      target: elevenLabsSyncState.agentId,
      set: { checkpointUnixSecs: checkpoint, updatedAt: sql`now()` },
    });
  return { ingested };
}

/** One REST call with the server's key; 429 waits (Retry-After, else growing) a few times before giving up the run. */
async function callApi(api: ElevenLabsApi, path: string, signal: AbortSignal): Promise<unknown> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(`${api.url}${path}`, {
      headers: { 'xi-api-key': api.key, accept: 'application/json' },
      signal: AbortSignal.any([signal, AbortSignal.timeout(30_000)]),
    });
    if (response.status === 429 && attempt < MAX_RATE_LIMIT_RETRIES) {
      const retryAfter = Number(response.headers.get('retry-after'));
      await delay(
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : 1000 * 2 ** attempt,
        undefined,
        { signal },
      );
      continue;
    }
    if (!response.ok) throw new Error(`ElevenLabs answered ${response.status} for ${path.split('?')[0]}`);
    return response.json();
  }
}
