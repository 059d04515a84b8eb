import { SETTINGS_BOUNDS, type SaveSettingsRequest, type UserSettings } from '@viva/contracts';
import type { ErrorDetail } from '../../app/api-errors.ts';

export type NumericSettingName = keyof typeof SETTINGS_BOUNDS;

export type NumericSettingField = {
  name: NumericSettingName;
  label: string;
  /** The setting's name in sentences ('Question time must be ...'). */
  noun: string;
  min: number;
  max: number;
};

const field = (name: NumericSettingName, label: string, noun: string): NumericSettingField => ({
  name,
  label,
  noun,
  ...SETTINGS_BOUNDS[name],
});

/** The number inputs of spec part 2 §2.9, in screen order. */
export const NUMERIC_SETTING_FIELDS: readonly NumericSettingField[] = [
  field('questionTimeSeconds', 'Question time (seconds)', 'Question time'),
  field('transitionTimeSeconds', 'Transition time (seconds)', 'Transition time'),
  field('maxQuestionsToAsk', 'Maximum questions', 'Maximum questions'),
  field('interview_link_expiration_hours', 'Interview link expiration (hours)', 'Interview link expiration'),
];

/** What the inputs hold: text, because a number input can hold anything while the user types. */
export type SettingsFormValues = Record<NumericSettingName, string> & { autoPlayAudio: boolean };

export type FieldErrors = Partial<Record<NumericSettingName, string>>;

export type SettingsFormResult =
  { isValid: true; request: SaveSettingsRequest } | { isValid: false; errors: FieldErrors };

export function toFormValues(settings: UserSettings): SettingsFormValues {
  return {
    questionTimeSeconds: String(settings.questionTimeSeconds),
    transitionTimeSeconds: String(settings.transitionTimeSeconds),
    maxQuestionsToAsk: String(settings.maxQuestionsToAsk),
    interview_link_expiration_hours: String(settings.interview_link_expiration_hours),
    autoPlayAudio: settings.autoPlayAudio,
  };
}

/** spec part 2 §5: values are whole numbers; '12.5', '1e2' or '' are not. */
export function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^-?\d+$/.test(trimmed) ? Number.parseInt(trimmed, 10) : null;
}

/**
 * Turns the inputs into the save request. Only whole-number form is checked here: the bounds are the server's
 * to enforce (it answers 422 with one message per field), and the inputs carry them as min/max for the user.
 * The link expiry is left out for those who cannot see it, so a candidate's save never touches it.
 */
export function buildSaveRequest(
  values: SettingsFormValues,
  { canSetLinkExpiration }: { canSetLinkExpiration: boolean },
): SettingsFormResult {
  const errors: FieldErrors = {};
  const numbers: Partial<Record<NumericSettingName, number>> = {};
  for (const setting of NUMERIC_SETTING_FIELDS) {
    if (setting.name === 'interview_link_expiration_hours' && !canSetLinkExpiration) continue;
    const parsed = parseWholeNumber(values[setting.name]);
    if (parsed === null) errors[setting.name] = `${setting.noun} must be a whole number`;
    else numbers[setting.name] = parsed;
  }
  if (Object.keys(errors).length > 0) return { isValid: false, errors };

  const request: SaveSettingsRequest = {
    questionTimeSeconds: numbers.questionTimeSeconds ?? 0,
    transitionTimeSeconds: numbers.transitionTimeSeconds ?? 0,
    maxQuestionsToAsk: numbers.maxQuestionsToAsk ?? 0,
    autoPlayAudio: values.autoPlayAudio,
  };
  if (numbers.interview_link_expiration_hours !== undefined) {
    request.interview_link_expiration_hours = numbers.interview_link_expiration_hours;
  }
  return { isValid: true, request };
}

/** Marks the inputs the server's validation list names (its `loc` ends with the field name). */
export function fieldErrorsFromDetail(detail: ErrorDetail | null): FieldErrors {
  if (detail === null || typeof detail === 'string') return {};
  const errors: FieldErrors = {};
  for (const issue of detail) {
    const name = issue.loc.at(-1);
    const setting = NUMERIC_SETTING_FIELDS.find((candidate) => candidate.name === name);
    if (setting !== undefined) errors[setting.name] ??= issue.msg;
  }
  return errors;
}
