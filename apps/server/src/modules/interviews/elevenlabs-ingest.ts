import { and, eq } from 'drizzle-orm';
import { SESSION_ID_VARIABLE, type ElevenLabsConversation } from '@viva/contracts';
import type { DbExecutor } from '../../platform/database/database.ts';
import { afterCompleted, type InterviewsDeps } from './interview-sessions.service.ts';
import { elevenLabsDeliveries } from './interviews.schema.ts';
import {
  endActiveSession,
  insertTurns,
  lockSession,
  updateSession,
  type SessionRow,
} from './interviews.queries.ts';

export const TRANSCRIPTION_TYPE = 'post_call_transcription';

export type IngestOutcome = 'bound' | 'orphan' | 'duplicate' | 'replay';

type Delivery = {
  conversation: ElevenLabsConversation;
  source: 'webhook' | 'reconciliation';
  /** Hash of the signature header (webhook deliveries). */
  signatureHash: string | null;
};

/**
 * Stores one finished ElevenLabs conversation, from the webhook or from reconciliation alike: bound to its session
 * (found through the session id passed as a dynamic variable, checked against the agent, the candidate's
 * pseudonymous id and the session's state), its transcript saved and grading queued. A conversation that matches
 * no open session is kept as an orphan for an operator. Each conversation is taken once.
 */
export async function ingestConversation(deps: InterviewsDeps, delivery: Delivery): Promise<IngestOutcome> {
  const { conversation } = delivery;
  const result = await deps.db.transaction(async (tx) => {
    const seen = await findDelivery(tx, conversation.conversation_id, delivery.signatureHash);
    if (seen) return { outcome: seen, bound: null };

    const match = await matchSession(deps, tx, conversation);
    const [stored] = await tx
      .insert(elevenLabsDeliveries)
      .values({
        conversationId: conversation.conversation_id,
        type: TRANSCRIPTION_TYPE,
        signatureHash: delivery.signatureHash,
        source: delivery.source,
        sessionId: match.session?.id ?? null,
        outcome: match.session ? 'bound' : 'orphan',
        reason: match.reason,
        orphanPayload: match.session ? null : conversation,
      })
      .onConflictDoNothing()
      .returning({ id: elevenLabsDeliveries.id });
    // Another delivery of the same conversation got in first.
    if (!stored) return { outcome: 'duplicate' as const, bound: null };
    if (!match.session) return { outcome: 'orphan' as const, bound: null };
    return { outcome: 'bound' as const, bound: await bindTranscript(tx, match.session, conversation) };
  });
  if (result.bound?.status === 'completed') await afterCompleted(deps, result.bound);
  return result.outcome;
}

async function findDelivery(
  tx: DbExecutor,
  conversationId: string,
  hash: string | null,
): Promise<IngestOutcome | null> {
  if (hash) {
    const [replayed] = await tx
      .select({ id: elevenLabsDeliveries.id })
      .from(elevenLabsDeliveries)
      .where(eq(elevenLabsDeliveries.signatureHash, hash));
    if (replayed) return 'replay';
  }
  return (await isConversationKnown(tx, conversationId)) ? 'duplicate' : null;
}

/** Whether a conversation's transcript was taken already (by the webhook or reconciliation). */
export async function isConversationKnown(db: DbExecutor, conversationId: string): Promise<boolean> {
  const [known] = await db
    .select({ id: elevenLabsDeliveries.id })
    .from(elevenLabsDeliveries)
    .where(
      and(
        eq(elevenLabsDeliveries.conversationId, conversationId),
        eq(elevenLabsDeliveries.type, TRANSCRIPTION_TYPE),
      ),
    );
  return known !== undefined;
}

/** The session the conversation belongs to, or why it belongs to none. */
async function matchSession(
  deps: InterviewsDeps,
  tx: DbExecutor,
  conversation: ElevenLabsConversation,
): Promise<{ session: SessionRow | null; reason: string | null }> {
  const orphan = (reason: string) => ({ session: null, reason });
  const agentId = deps.settings.elevenLabs?.agentId;
  if (conversation.agent_id && conversation.agent_id !== agentId)
    return orphan('the conversation is another agent’s');
  const sessionId =
    conversation.conversation_initiation_client_data?.dynamic_variables?.[SESSION_ID_VARIABLE];
  if (typeof sessionId !== 'string' || !sessionId)
    return orphan('no interview session id in the dynamic variables');
  const session = await lockSession(tx, sessionId);
  if (!session) return orphan('no such interview session');
  if (session.interviewer !== 'elevenlabs') return orphan('the session is not held by the voice agent');
  if (session.providerConversationId) return orphan('the session already has a conversation');
  if (session.status !== 'active') return orphan('the session is no longer open');
  const userHint = conversation.user_id ?? conversation.conversation_initiation_client_data?.user_id;
  if (userHint && userHint !== deps.settings.pseudonymousId(session.userId)) {
    return orphan('the conversation’s user is not the session’s candidate');
  }
  return { session, reason: null };
}

/** The transcript becomes the session's turns; the session ends (completed when the candidate said anything). */
async function bindTranscript(
  tx: DbExecutor,
  session: SessionRow,
  conversation: ElevenLabsConversation,
): Promise<SessionRow | null> {
  const entries = conversation.transcript.filter(
    (entry): entry is { role: 'user' | 'agent'; message: string; time_in_call_secs?: number | null } =>
      (entry.role === 'user' || entry.role === 'agent') &&
      typeof entry.message === 'string' &&
      entry.message.trim() !== '',
  );
  await insertTurns(
    tx,
    entries.map((entry, seq) => ({
      sessionId: session.id,
      seq,
      role: entry.role,
      kind: entry.role === 'user' ? ('answer' as const) : ('remark' as const),
      questionNumber: null,
      message: entry.message,
      timeInCallSecs: Math.max(0, entry.time_in_call_secs ?? 0),
    })),
  );
  const startedAt = conversation.metadata?.start_time_unix_secs;
  const duration = conversation.metadata?.call_duration_secs ?? 0;
  const endedAt = startedAt !== undefined ? new Date((startedAt + duration) * 1000) : new Date();
  await updateSession(tx, session.id, { providerConversationId: conversation.conversation_id });
  const hasAnswers = entries.some((entry) => entry.role === 'user');
  return endActiveSession(tx, session.id, hasAnswers ? 'completed' : 'abandoned', endedAt);
}
