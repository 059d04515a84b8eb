import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { ADD_CANDIDATE_REQUIRED_MESSAGE } from '@viva/contracts';
import { DocumentDropZone } from '../../ui/DocumentDropZone.tsx';
import { addCandidateWithCv, AddCandidateError } from './add-candidate-flow.ts';

type AddCandidateDialogProps = {
  onClose: () => void;
  /** The candidate exists now (even if generating their Q&A failed): the table must be refreshed. */
  onCandidateCreated: () => void;
  onSucceeded: () => void;
};

const EMPTY_FORM = { firstName: '', surname: '', email: '', telephone: '' };

/** spec part 2 §2.4 and §4.2: the candidate, their CV and its generated Q&A, in one flow. */
export function AddCandidateDialog({ onClose, onCandidateCreated, onSucceeded }: AddCandidateDialogProps) {
  const [form, setForm] = useState(EMPTY_FORM);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const isRunning = progress !== null;

  // Closing the page mid-wait stops the polling; the server's job carries on.
  useEffect(() => () => abortRef.current?.abort(), []);

  const field = (name: keyof typeof EMPTY_FORM) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
    disabled: isRunning,
    fullWidth: true,
  });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const request = {
      first_name: form.firstName.trim(),
      surname: form.surname.trim(),
      email: form.email.trim(),
      telephone: form.telephone.trim() || null,
      full_name: `${form.firstName.trim()} ${form.surname.trim()}`,
    };
    if (!request.first_name || !request.surname || !request.email) {
      setError(ADD_CANDIDATE_REQUIRED_MESSAGE);
      return;
    }
    if (file === null) {
      setError('Please upload a CV file.');
      return;
    }
    setError(null);
    const controller = new AbortController();
    abortRef.current = controller;
    try {
      await addCandidateWithCv(request, file, { onProgress: setProgress, signal: controller.signal });
      onCandidateCreated();
      onSucceeded();
    } catch (failure) {
      if (controller.signal.aborted) return;
      if (failure instanceof AddCandidateError) {
        if (failure.isCandidateCreated) onCandidateCreated();
        setError(failure.message);
      } else {
        setError('Failed to create candidate. Please try again.');
      }
      setProgress(null);
    }
  };

  const isComplete = form.firstName !== '' && form.surname !== '' && form.email !== '' && file !== null;
  return (
    <Dialog
      open
      onClose={isRunning ? undefined : onClose}
      aria-labelledby="add-candidate-title"
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id="add-candidate-title">Add New Candidate</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error !== null && (
              <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
                {error}
              </Alert>
            )}
            <TextField label="First Name" required autoFocus {...field('firstName')} />
            <TextField label="Surname" required {...field('surname')} />
            <TextField label="Email Address" type="email" required {...field('email')} />
            <TextField label="Telephone Number (optional)" type="tel" {...field('telephone')} />
            <DocumentDropZone
              label="CV file"
              prompt="Drag and drop a CV here, or click to choose one (PDF, DOC or DOCX, up to 10MB)"
              file={file}
              isDisabled={isRunning}
              onFileAccepted={(accepted) => {
                setFile(accepted);
                setError(null);
              }}
              onFileRejected={(message) => {
                setFile(null);
                setError(message);
              }}
            />
            <Typography variant="body2" color="text.secondary">
              The system will automatically generate interview questions and answers from the uploaded CV.
            </Typography>
            {isRunning && (
              <Stack spacing={1} role="status" aria-live="polite">
                <Typography variant="body2">{progress}</Typography>
                <LinearProgress aria-label={progress} />
              </Stack>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isRunning}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!isComplete || isRunning}>
            Add Candidate
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
