import { useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { JOB_TYPES, JobTypeSchema, type JobType } from '@viva/contracts';
import { PdfFileField } from './PdfFileField.tsx';

type JobPostingFormProps = {
  /** While a job is being created every control and Cancel is locked (spec part 1 §2). */
  isDisabled: boolean;
  onSubmit: (form: FormData) => void;
  onCancel: () => void;
  onInvalidFile: (message: string) => void;
  /** A good file replaces a refused one: the refusal no longer applies. */
  onFileAccepted: () => void;
};

/** spec part 1 §2 'Create New Job Posting form'. */
export function JobPostingForm({
  isDisabled,
  onSubmit,
  onCancel,
  onInvalidFile,
  onFileAccepted,
}: JobPostingFormProps) {
  const [position, setPosition] = useState('');
  const [company, setCompany] = useState('');
  const [location, setLocation] = useState('');
  const [type, setType] = useState<JobType>('full-time');
  const [jobSpecs, setJobSpecs] = useState<File | null>(null);
  const [companyCulture, setCompanyCulture] = useState<File | null>(null);

  // spec part 1 §5: Post Job needs position, company, location and job_specs.
  const isComplete = [position, company, location].every((value) => value.trim() !== '') && jobSpecs !== null;

  const keepFile = (setFile: (file: File | null) => void) => (file: File | null) => {
    setFile(file);
    if (file !== null) onFileAccepted();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isComplete || isDisabled) return;
    const form = new FormData();
    form.append('position', position.trim());
    form.append('company', company.trim());
    form.append('location', location.trim());
    form.append('type', type);
    form.append('job_specs', jobSpecs);
    if (companyCulture !== null) form.append('company_culture', companyCulture);
    onSubmit(form);
  };

  return (
    <Card component="section" aria-labelledby="create-job-posting-title" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="create-job-posting-title" variant="h6" component="h2" gutterBottom>
          Create New Job Posting
        </Typography>
        <Box component="form" aria-labelledby="create-job-posting-title" noValidate onSubmit={handleSubmit}>
          <Stack spacing={2}>
            <TextField
              label="Position"
              name="position"
              value={position}
              onChange={(event) => setPosition(event.target.value)}
              required
              disabled={isDisabled}
              fullWidth
            />
            <TextField
              label="Company"
              name="company"
              value={company}
              onChange={(event) => setCompany(event.target.value)}
              required
              disabled={isDisabled}
              fullWidth
            />
            <TextField
              label="Location"
              name="location"
              value={location}
              onChange={(event) => setLocation(event.target.value)}
              required
              disabled={isDisabled}
              fullWidth
            />
            <TextField
              select
              label="Type"
              name="type"
              value={type}
              onChange={(event) => setType(JobTypeSchema.parse(event.target.value))}
              disabled={isDisabled}
              fullWidth
            >
              {JOB_TYPES.map((jobType) => (
                <MenuItem key={jobType} value={jobType}>
                  {jobType}
                </MenuItem>
              ))}
            </TextField>
            <PdfFileField
              name="job_specs"
              label="Job Specs (PDF)"
              file={jobSpecs}
              isDisabled={isDisabled}
              onChange={keepFile(setJobSpecs)}
              onInvalidFile={onInvalidFile}
            />
            <PdfFileField
              name="company_culture"
              label="Company Culture (PDF, optional)"
              file={companyCulture}
              isDisabled={isDisabled}
              onChange={keepFile(setCompanyCulture)}
              onInvalidFile={onInvalidFile}
            />
            <Stack direction="row" spacing={2}>
              <Button type="submit" variant="contained" disabled={!isComplete || isDisabled}>
                Post Job
              </Button>
              <Button onClick={onCancel} disabled={isDisabled}>
                Cancel
              </Button>
            </Stack>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
