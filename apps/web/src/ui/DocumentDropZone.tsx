import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Box, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { DOCUMENT_TYPE_MESSAGE, FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from '@viva/contracts';

/** spec part 2 §9: an invalid drop is highlighted for 2 seconds. */
const REJECT_FLASH_MS = 2_000;
const ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** spec part 2 §5: PDF, DOC or DOCX (by name or type), at most 10 MB; the server judges the content again. */
export function checkDocumentFile(file: File): string | null {
  if (!/\.(pdf|docx?)$/i.test(file.name)) return DOCUMENT_TYPE_MESSAGE;
  if (file.size > MAX_UPLOAD_BYTES) return FILE_TOO_LARGE_MESSAGE;
  return null;
}

type DocumentDropZoneProps = {
  /** What the zone is for, read out with it ('CV file'). */
  label: string;
  /** Shown until a file is chosen. */
  prompt: string;
  file: File | null;
  isDisabled?: boolean;
  onFileAccepted: (file: File) => void;
  /** A refused file: the message says why. */
  onFileRejected: (message: string) => void;
};

/**
 * A drop area for one PDF or Word document that also opens the file chooser on click, Enter or Space. A refused
 * file flashes the area for 2 seconds (spec part 2 §5).
 */
export function DocumentDropZone({
  label,
  prompt,
  file,
  isDisabled = false,
  onFileAccepted,
  onFileRejected,
}: DocumentDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [isDragging, setIsDragging] = useState(false);
  const [isRejecting, setIsRejecting] = useState(false);

  useEffect(() => {
    if (!isRejecting) return;
    const timer = setTimeout(() => setIsRejecting(false), REJECT_FLASH_MS);
    return () => clearTimeout(timer);
  }, [isRejecting]);

  const take = (chosen: File | undefined) => {
    if (chosen === undefined) return;
    const problem = checkDocumentFile(chosen);
    if (problem !== null) {
      setIsRejecting(true);
      onFileRejected(problem);
      return;
    }
    onFileAccepted(chosen);
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    if (!isDisabled) take(event.dataTransfer.files[0]);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    inputRef.current?.click();
  };

  const borderColor = isRejecting ? 'error.main' : isDragging ? 'primary.main' : 'divider';
  return (
    <Box
      role="button"
      tabIndex={isDisabled ? -1 : 0}
      aria-label={label}
      aria-describedby={hintId}
      aria-disabled={isDisabled}
      data-reject={isRejecting || undefined}
      onClick={() => !isDisabled && inputRef.current?.click()}
      onKeyDown={handleKeyDown}
      onDragOver={(event) => {
        event.preventDefault();
        setIsDragging(true);
      }}
      onDragLeave={() => setIsDragging(false)}
      onDrop={handleDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor,
        bgcolor: isRejecting ? 'error.50' : isDragging ? 'action.hover' : 'transparent',
        borderRadius: 2,
        p: 3,
        textAlign: 'center',
        cursor: isDisabled ? 'default' : 'pointer',
        transition: 'border-color 0.2s, background-color 0.2s',
      }}
    >
      <CloudUploadIcon color={isRejecting ? 'error' : 'action'} fontSize="large" aria-hidden />
      <Typography id={hintId} variant="body2" color="text.secondary">
        {file === null ? prompt : file.name}
      </Typography>
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPT}
        hidden
        onChange={(event) => {
          take(event.target.files?.[0]);
          // Clearing the input lets the same file be chosen again after a refusal.
          event.target.value = '';
        }}
      />
    </Box>
  );
}
