import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import {
  DOCUMENT_TYPE_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  MAX_UPLOAD_BYTES,
  NO_FILE_MESSAGE,
} from '@viva/contracts';

const ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const EXTENSIONS = /\.(pdf|docx?)$/i;
// spec part 2 §9: an invalid drop is highlighted for 2 seconds.
const REJECT_FLASH_MS = 2_000;

/** spec part 2 §5: a file is judged by its name here; the server judges it by its content. */
export function checkDocumentFile(file: File): string | null {
  if (!EXTENSIONS.test(file.name)) return DOCUMENT_TYPE_MESSAGE;
  if (file.size > MAX_UPLOAD_BYTES) return FILE_TOO_LARGE_MESSAGE;
  return null;
}

type DocumentUploadAreaProps = {
  /** 'CV' or 'specs', in the area's words. */
  noun: string;
  isUploading: boolean;
  /** Resolves true when uploaded (the chosen file is then cleared). */
  onUpload: (file: File) => Promise<boolean>;
};

/** Drag-and-drop or a file picker for one PDF, DOC or DOCX up to 10MB, then Upload. */
export function DocumentUploadArea({ noun, isUploading, onUpload }: DocumentUploadAreaProps) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isRejecting, setIsRejecting] = useState(false);
  const [isDragging, setIsDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!isRejecting) return undefined;
    const timer = setTimeout(() => setIsRejecting(false), REJECT_FLASH_MS);
    return () => clearTimeout(timer);
  }, [isRejecting]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = checkDocumentFile(chosen);
    setError(problem);
    setIsRejecting(problem !== null);
    setFile(problem === null ? chosen : null);
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  const handleUpload = async () => {
    if (file === null) {
      setError(NO_FILE_MESSAGE);
      return;
    }
    if (await onUpload(file)) {
      setFile(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box sx={{ mb: 3 }}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={handleDrop}
        data-rejecting={isRejecting || undefined}
        sx={{
          p: 3,
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 1,
          textAlign: 'center',
          borderColor: isRejecting ? 'error.main' : isDragging ? 'primary.main' : 'divider',
          bgcolor: isRejecting ? 'rgba(211, 47, 47, 0.08)' : isDragging ? 'action.hover' : 'transparent',
          transition: 'background-color 0.2s, border-color 0.2s',
        }}
      >
        <CloudUploadIcon color={isRejecting ? 'error' : 'action'} fontSize="large" aria-hidden />
        <Typography sx={{ mb: 1 }}>
          Drag and drop your {noun} here, or choose a file (PDF, DOC or DOCX, up to 10MB).
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'center', alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Button component="label" variant="outlined" disabled={isUploading}>
            Choose File
            <input
              ref={input}
              type="file"
              hidden
              accept={ACCEPT}
              aria-label={`Choose a ${noun} file`}
              onChange={(event) => choose(event.target.files?.[0])}
            />
          </Button>
          <Button
            variant="contained"
            startIcon={<CloudUploadIcon />}
            onClick={() => void handleUpload()}
            disabled={isUploading}
          >
            {isUploading ? 'Uploading...' : 'Upload'}
          </Button>
        </Stack>
        {file && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            Selected: {file.name}
          </Typography>
        )}
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
