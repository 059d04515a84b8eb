import { z } from 'zod';

/** Bounds of spec part 2 §5, enforced by the server. */
export const SETTINGS_BOUNDS = {
  questionTimeSeconds: { min: 10, max: 120 },
  transitionTimeSeconds: { min: 3, max: 10 },
  maxQuestionsToAsk: { min: 1, max: 10 },
  interview_link_expiration_hours: { min: 1, max: 168 },
} as const;

const bounded = (name: keyof typeof SETTINGS_BOUNDS, label: string) => {
  const { min, max } = SETTINGS_BOUNDS[name];
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

export const UserSettingsSchema = z.object({
  /** Seconds each practice question is shown. */
  questionTimeSeconds: bounded('questionTimeSeconds', 'Question time'),
  /** Seconds between practice questions. */
  transitionTimeSeconds: bounded('transitionTimeSeconds', 'Transition time'),
  /** Most practice questions asked in one recording. */
  maxQuestionsToAsk: bounded('maxQuestionsToAsk', 'Maximum questions'),
  /** Play each question's audio automatically. */
  autoPlayAudio: z.boolean({ error: 'Audio auto-play must be true or false' }),
  /** Hours an emailed interview link stays valid (recruiters and admins). */
  interview_link_expiration_hours: bounded('interview_link_expiration_hours', 'Interview link expiration'),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;

/** A save may leave out the link expiry (candidates never see it). */
export const SaveSettingsRequestSchema = UserSettingsSchema.partial({ interview_link_expiration_hours: true });
export type SaveSettingsRequest = z.infer<typeof SaveSettingsRequestSchema>;

/** Defaults when a user has saved nothing (spec part 2 §3). */
export const DEFAULT_SETTINGS: UserSettings = {
  questionTimeSeconds: 20,
  transitionTimeSeconds: 5,
  maxQuestionsToAsk: 2,
  autoPlayAudio: false,
  interview_link_expiration_hours: 72,
};
