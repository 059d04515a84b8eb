import { createHmac } from 'node:crypto';
import type { FeatureModule, Platform } from '../../app-context.ts';
import { findNewestCvQa } from '../documents/index.ts';
import { elevenLabsReconcileJob } from './elevenlabs-reconcile.ts';
import { elevenLabsWebhookRoutes } from './elevenlabs-webhook.routes.ts';
import { emailDeps } from '../email/index.ts';
import { interviewLinksRoutes } from './interview-links.routes.ts';
import { interviewGradeJob } from './interview-grading.jobs.ts';
import { closeIdleSessionsJob } from './interview-sessions.jobs.ts';
import { interviewReviewRoutes } from './interview-review.routes.ts';
import { interviewSessionsRoutes } from './interview-sessions.routes.ts';
import type { InterviewsDeps } from './interview-sessions.service.ts';

export function interviewsModule(platform: Platform): FeatureModule {
  const { config, database, queue, engine, events, storage, speech, logger } = platform;
  const pseudonymKey = platform.deriveKey('voice-agent-user-ids');
  const deps: InterviewsDeps = {
    db: database.db,
    queue,
    engine,
    events,
    storage,
    speech,
    logger,
    settings: {
      idleSeconds: config.interviewIdleSeconds,
      elevenLabs: config.elevenLabs,
      // The voice provider learns a stable id per candidate, never the account id or the email.
      pseudonymousId: (userId) =>
        `cand_${createHmac('sha256', pseudonymKey).update(userId).digest('hex').slice(0, 24)}`,
    },
    // The newest CV's questions (spec part 2 §4.5); a candidate without a CV is asked job questions only.
    findNewestCvQa,
  };
  const elevenLabs = config.elevenLabs;
  return {
    name: 'interviews',
    routes: async (app) => {
      await app.register(interviewSessionsRoutes(platform, deps));
      await app.register(interviewReviewRoutes(platform, deps));
      await app.register(interviewLinksRoutes(platform, { ...deps, email: emailDeps(platform) }));
      await app.register(elevenLabsWebhookRoutes(deps, elevenLabs?.webhookSecret ?? null));
    },
    jobs: [
      interviewGradeJob({ db: database.db, engine }),
      closeIdleSessionsJob(deps),
      ...(elevenLabs?.api ? [elevenLabsReconcileJob(deps, elevenLabs.agentId, elevenLabs.api)] : []),
    ],
  };
}
