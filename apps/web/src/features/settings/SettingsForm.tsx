import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import type { UserSettings } from '@viva/contracts';
import { ApiError, errorMessage } from '../../app/api-errors.ts';
import { useNotifier } from '../../ui/useNotifier.ts';
import {
  NUMERIC_SETTING_FIELDS,
  buildSaveRequest,
  fieldErrorsFromDetail,
  toFormValues,
  type FieldErrors,
  type NumericSettingName,
  type SettingsFormValues,
} from './settings-form.ts';
import { useSaveSettings } from './useSettings.ts';

type SettingsFormProps = {
  initialSettings: UserSettings;
  /** Recruiters and admins only (spec part 2 §6). */
  canSetLinkExpiration: boolean;
};

export function SettingsForm({ initialSettings, canSetLinkExpiration }: SettingsFormProps) {
  const notify = useNotifier();
  const save = useSaveSettings();
  const [values, setValues] = useState<SettingsFormValues>(() => toFormValues(initialSettings));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);

  const fields = NUMERIC_SETTING_FIELDS.filter(
    (setting) => canSetLinkExpiration || setting.name !== 'interview_link_expiration_hours',
  );

  const handleNumberChange = (name: NumericSettingName, text: string) => {
    setValues((current) => ({ ...current, [name]: text }));
    setFieldErrors((current) => ({ ...current, [name]: undefined }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaveError(null);
    const result = buildSaveRequest(values, { canSetLinkExpiration });
    if (!result.isValid) {
      setFieldErrors(result.errors);
      return;
    }
    setFieldErrors({});
    save.mutate(result.request, {
      onSuccess: (saved) => {
        setValues(toFormValues(saved));
        notify('Settings saved successfully!', 'success');
      },
      onError: (error) => {
        setSaveError(errorMessage(error, 'Failed to save settings.'));
        if (error instanceof ApiError) setFieldErrors(fieldErrorsFromDetail(error.detail));
      },
    });
  };

  return (
    // noValidate: the bounds are the server's to judge, and its message names the field (spec part 1 §5).
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Interview settings">
      <Stack spacing={3} sx={{ maxWidth: 420, pt: 1 }}>
        {fields.map((setting) => (
          <TextField
            key={setting.name}
            id={`setting-${setting.name}`}
            name={setting.name}
            label={setting.label}
            type="number"
            value={values[setting.name]}
            onChange={(event) => handleNumberChange(setting.name, event.target.value)}
            error={fieldErrors[setting.name] !== undefined}
            helperText={fieldErrors[setting.name] ?? `From ${setting.min} to ${setting.max}`}
            slotProps={{ htmlInput: { min: setting.min, max: setting.max, step: 1, inputMode: 'numeric' } }}
          />
        ))}
        <FormControlLabel
          control={
            <Checkbox
              name="autoPlayAudio"
              checked={values.autoPlayAudio}
              onChange={(event) =>
                setValues((current) => ({ ...current, autoPlayAudio: event.target.checked }))
              }
            />
          }
          label="Auto-play question audio"
        />
        {saveError !== null && (
          <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
            {saveError}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Settings'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
