import { UserSettingsSchema, type SaveSettingsRequest, type UserSettings } from '@viva/contracts';
import { apiRequest } from '../../app/api-client.ts';

export function fetchSettings(): Promise<UserSettings> {
  return apiRequest('/users/me/settings', UserSettingsSchema);
}

export function saveSettings(request: SaveSettingsRequest): Promise<UserSettings> {
  return apiRequest('/users/me/settings', UserSettingsSchema, { method: 'POST', body: request });
}
