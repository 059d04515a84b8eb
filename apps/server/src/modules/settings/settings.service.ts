import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type SaveSettingsRequest, type UserSettings } from '@viva/contracts';
import type { Db } from '../../platform/database/database.ts';
import { userSettings } from './settings.schema.ts';

type SettingsRow = typeof userSettings.$inferSelect;

export async function getSettings(db: Db, userId: string): Promise<UserSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return row ? toSettings(row) : { ...DEFAULT_SETTINGS };
}

/** Saves the whole form; a save without the link expiry (candidates never see it) keeps the stored one. */
export async function saveSettings(db: Db, userId: string, request: SaveSettingsRequest): Promise<UserSettings> {
  const current = await getSettings(db, userId);
  const values = {
    questionTimeSeconds: request.questionTimeSeconds,
    transitionTimeSeconds: request.transitionTimeSeconds,
    maxQuestionsToAsk: request.maxQuestionsToAsk,
    autoPlayAudio: request.autoPlayAudio,
    interviewLinkExpirationHours:
      request.interview_link_expiration_hours ?? current.interview_link_expiration_hours,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values })
    .returning();
  return toSettings(row!);
}

function toSettings(row: SettingsRow): UserSettings {
  return {
    questionTimeSeconds: row.questionTimeSeconds,
    transitionTimeSeconds: row.transitionTimeSeconds,
    maxQuestionsToAsk: row.maxQuestionsToAsk,
    autoPlayAudio: row.autoPlayAudio,
    interview_link_expiration_hours: row.interviewLinkExpirationHours,
  };
}
