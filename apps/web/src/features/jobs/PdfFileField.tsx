import { useId, useRef, type ChangeEvent } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { checkPdfFile } from './pdf-file.ts';

type PdfFileFieldProps = {
  /** The multipart field name, also the input's name. */
  name: string;
  label: string;
  file: File | null;
  isDisabled: boolean;
  onChange: (file: File | null) => void;
  /** A refused file: the message says why. */
  onInvalidFile: (message: string) => void;
};

/** A PDF picker: a real button opening the browser's file chooser, and the chosen file's name beside it. */
export function PdfFileField({ name, label, file, isDisabled, onChange, onInvalidFile }: PdfFileFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const fileNameId = useId();

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // Clearing the input lets the same file be chosen again after a refusal.
    event.target.value = '';
    if (chosen === null) return;
    const problem = checkPdfFile(chosen);
    if (problem !== null) {
      onChange(null);
      onInvalidFile(problem);
      return;
    }
    onChange(chosen);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        disabled={isDisabled}
        onClick={() => inputRef.current?.click()}
        aria-describedby={fileNameId}
      >
        {label}
      </Button>
      <input ref={inputRef} type="file" name={name} accept="application/pdf" hidden onChange={handleChange} />
      <Typography id={fileNameId} variant="body2" color={file === null ? 'text.secondary' : 'text.primary'}>
        {file === null ? 'No file chosen' : file.name}
      </Typography>
    </Stack>
  );
}
