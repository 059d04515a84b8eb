import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CvQa, JobStatusRecord, QaPair } from '@viva/contracts';
import { errorMessage } from '../../app/api-errors.ts';
import { InlineSpinner } from '../../ui/InlineSpinner.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { useNotifier } from '../../ui/useNotifier.ts';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog.tsx';
import { CustomQaForm } from './CustomQaForm.tsx';
import { DocumentUploadArea } from './DocumentUploadArea.tsx';
import { ADMIN_FIELDS, QA_TEXTS, REGULAR_FIELDS, type DocumentScreen } from './document-texts.ts';
import type { DocumentQa, QaListType } from './documents-api.ts';
import { QaPairList } from './QaPairList.tsx';
import { useQaJobs } from './useQaJobs.ts';

type Editing = { list: QaListType; index: number } | null;

/** The count of pairs a finished job produced (spec part 2 §3: CV results hold both lists, specs a list). */
function generatedCount(record: JobStatusRecord): number {
  const result = record.result as CvQa | QaPair[] | null;
  if (Array.isArray(result)) return result.length;
  return result ? result.qa_pairs.length + result.qa_admin_pairs.length : 0;
}

function toDocumentQa(record: JobStatusRecord): DocumentQa {
  const result = record.result as CvQa | QaPair[];
  return Array.isArray(result) ? { qa_pairs: result, qa_admin_pairs: [] } : result;
}

/** spec part 2 §2.6 and §2.7: one screen for one's own CVs or specs, their generation jobs and their Q&A. */
export function DocumentsPage({ screen }: { screen: DocumentScreen }) {
  const { api, texts } = screen;
  const notify = useNotifier();
  const queryClient = useQueryClient();
  const filesKey = ['documents', api.kind, 'files'] as const;
  const qaKey = (path: string) => ['documents', api.kind, 'qa', path] as const;
  const files = useQuery({ queryKey: filesKey, queryFn: api.list });
  const [chosenPath, setChosenPath] = useState<string | null>(null);
  const selectedPath =
    chosenPath !== null && files.data?.some((file) => file.path === chosenPath)
      ? chosenPath
      : (files.data?.[0]?.path ?? null);
  const qa = useQuery({
    queryKey: qaKey(selectedPath ?? ''),
    queryFn: () => api.readQa(selectedPath!),
    enabled: selectedPath !== null,
  });
  const [isUploading, setIsUploading] = useState(false);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [pathToDelete, setPathToDelete] = useState<string | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);

  const jobs = useQaJobs(api, screen.storageKey, {
    onStarted: (jobId) => notify(QA_TEXTS.started(jobId), 'info'),
    onAlreadyRunning: () => notify(QA_TEXTS.alreadyRunning, 'info'),
    onStartFailed: (error) => notify(errorMessage(error, texts.startFailed), 'error'),
    onCompleted: (path, record) => {
      queryClient.setQueryData(qaKey(path), toDocumentQa(record));
      notify(QA_TEXTS.generated(generatedCount(record)), 'success');
    },
    onFailed: (_path, record) => notify(record.error ?? texts.generationFailed, 'error'),
  });

  // The list must agree with the Q&A shown beside it: a read of a file's Q&A can answer the lists its job has just
  // stored, seconds before the next 5-second check would say the job finished (the server was busy generating them
  // while the read waited), so each read of the shown file's Q&A has its job checked again at once.
  const { refresh } = jobs;
  const qaReadAt = qa.dataUpdatedAt;
  useEffect(() => {
    if (selectedPath !== null && qaReadAt > 0) void refresh(selectedPath);
  }, [selectedPath, qaReadAt, refresh]);

  const showQa = (path: string, next: DocumentQa) => queryClient.setQueryData(qaKey(path), next);

  const handleUpload = async (file: File) => {
    setIsUploading(true);
    try {
      const uploaded = await api.upload(file);
      notify(texts.uploaded, 'success');
      setChosenPath(uploaded.path);
      await queryClient.invalidateQueries({ queryKey: filesKey });
      // spec part 2 §4.1: generation starts on its own after an upload.
      await jobs.start(uploaded.path);
      return true;
    } catch (error) {
      notify(errorMessage(error, texts.uploadFailed), 'error');
      return false;
    } finally {
      setIsUploading(false);
    }
  };

  const handleDownload = async (path: string) => {
    try {
      const url = await api.downloadUrl(path);
      const link = document.createElement('a');
      link.href = url;
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
    } catch (error) {
      notify(errorMessage(error, QA_TEXTS.downloadFailed), 'error');
    }
  };

  const handleDeleteFile = async () => {
    if (pathToDelete === null) return;
    setIsDeleting(true);
    try {
      await api.remove(pathToDelete);
      notify(texts.deleted, 'success');
      queryClient.removeQueries({ queryKey: qaKey(pathToDelete) });
      await queryClient.invalidateQueries({ queryKey: filesKey });
      setPathToDelete(null);
    } catch (error) {
      notify(errorMessage(error, texts.deleteFailed), 'error');
    } finally {
      setIsDeleting(false);
    }
  };

  /** Runs one Q&A write; the list shown becomes the one the server answers (spec part 2 §4.7). */
  const writeQa = async (write: () => Promise<DocumentQa>, success: string, failure: string) => {
    if (selectedPath === null) return false;
    try {
      showQa(selectedPath, await write());
      notify(success, 'success');
      return true;
    } catch (error) {
      notify(errorMessage(error, failure), 'error');
      return false;
    }
  };

  const listProps = (list: QaListType) => ({
    editingIndex: editing?.list === list ? editing.index : null,
    onEditingChange: (index: number | null) => setEditing(index === null ? null : { list, index }),
    onDelete: (index: number) =>
      writeQa(() => api.deleteQa(selectedPath!, list, index), QA_TEXTS.deleted, QA_TEXTS.deleteFailed),
  });

  const selectedFile = files.data?.find((file) => file.path === selectedPath);

  return (
    <>
      <PageTitle>{screen.title}</PageTitle>
      <DocumentUploadArea noun={screen.noun} isUploading={isUploading} onUpload={handleUpload} />

      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {screen.listTitle}
          </Typography>
          {files.isPending && <InlineSpinner label={`Loading ${screen.listTitle}`} />}
          {files.isError && (
            <Alert severity="error">{errorMessage(files.error, QA_TEXTS.filesFetchFailed)}</Alert>
          )}
          {files.data?.length === 0 && <Typography color="text.secondary">{screen.emptyListText}</Typography>}
          <List disablePadding>
            {files.data?.map((file) => {
              const job = jobs.jobs[file.path];
              const isSelected = file.path === selectedPath;
              return (
                <ListItem
                  key={file.path}
                  divider
                  sx={{
                    flexDirection: 'column',
                    alignItems: 'stretch',
                    px: 0,
                    borderLeft: 4,
                    borderLeftColor: isSelected ? 'primary.main' : 'transparent',
                  }}
                >
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1}
                    sx={{ px: 1, alignItems: { sm: 'center' } }}
                  >
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {file.file_name}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        Uploaded {new Date(file.created_at).toLocaleString()}
                      </Typography>
                    </Box>
                    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      <Button
                        size="small"
                        variant={isSelected ? 'contained' : 'outlined'}
                        onClick={() => {
                          setChosenPath(file.path);
                          setEditing(null);
                        }}
                        aria-pressed={isSelected}
                        aria-label={`Show Q&A of ${file.file_name}`}
                      >
                        View Q&A
                      </Button>
                      <Button
                        size="small"
                        onClick={() => void jobs.start(file.path)}
                        aria-label={`Generate Q&A for ${file.file_name}`}
                      >
                        Generate Q&A
                      </Button>
                      <Button
                        size="small"
                        onClick={() => void handleDownload(file.path)}
                        aria-label={`Download ${file.file_name}`}
                      >
                        Download
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setPathToDelete(file.path)}
                        aria-label={`Delete ${file.file_name}`}
                      >
                        Delete
                      </Button>
                    </Stack>
                  </Stack>
                  {job && (
                    <Box sx={{ px: 1, pt: 1 }} role="status">
                      <Typography variant="body2">
                        Generating Q&A ({job.status}, {job.progress}%)...
                      </Typography>
                      <LinearProgress
                        variant="determinate"
                        value={job.progress}
                        aria-label={`Q&A generation for ${file.file_name}`}
                      />
                    </Box>
                  )}
                </ListItem>
              );
            })}
          </List>
        </CardContent>
      </Card>

      {selectedFile && (
        <Card>
          <CardContent>
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                flexWrap: 'wrap',
                gap: 1,
                mb: 2,
              }}
            >
              <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                Q&A for {selectedFile.file_name}
              </Typography>
              <Button startIcon={<AddIcon />} onClick={() => setIsFormOpen(true)} disabled={isFormOpen}>
                Add Custom Q&A
              </Button>
            </Box>
            {isFormOpen && (
              <CustomQaForm
                hasTypeToggle={screen.hasAdminList}
                onCancel={() => setIsFormOpen(false)}
                onCreate={async (type, question, second) => {
                  const created = await writeQa(
                    () => api.addQa(selectedFile.path, type, question, second),
                    QA_TEXTS.created,
                    QA_TEXTS.createFailed,
                  );
                  if (created) setIsFormOpen(false);
                  return created;
                }}
              />
            )}
            {qa.isPending && <InlineSpinner label="Loading Q&A" />}
            {qa.isError && <Alert severity="error">{errorMessage(qa.error, QA_TEXTS.fetchFailed)}</Alert>}
            {qa.data && (
              <>
                <QaPairList
                  heading={screen.hasAdminList ? 'Interview Practice Questions' : 'Generated Q&A'}
                  items={qa.data.qa_pairs}
                  fields={REGULAR_FIELDS}
                  editable={['answer']}
                  emptyText="No Q&A pairs yet. Press Generate Q&A or add your own."
                  onSave={(index, values) =>
                    writeQa(
                      () => api.editQa(selectedFile.path, 'regular', index, { answer: values.answer }),
                      QA_TEXTS.answerUpdated,
                      QA_TEXTS.updateFailed,
                    )
                  }
                  {...listProps('regular')}
                />
                {screen.hasAdminList && (
                  <QaPairList
                    heading="Admin Verification Questions"
                    items={qa.data.qa_admin_pairs}
                    fields={ADMIN_FIELDS}
                    editable={['title', 'question']}
                    emptyText="No admin verification questions yet."
                    onSave={(index, values) =>
                      writeQa(
                        () =>
                          api.editQa(selectedFile.path, 'admin', index, {
                            title: values.title,
                            question: values.question,
                          }),
                        QA_TEXTS.adminUpdated,
                        QA_TEXTS.updateFailed,
                      )
                    }
                    {...listProps('admin')}
                  />
                )}
              </>
            )}
          </CardContent>
        </Card>
      )}
      {pathToDelete !== null && (
        <ConfirmDeleteDialog
          text={`Are you sure you want to delete this ${screen.noun} and its Q&A pairs? This action cannot be undone.`}
          isBusy={isDeleting}
          onCancel={() => setPathToDelete(null)}
          onConfirm={() => void handleDeleteFile()}
        />
      )}
    </>
  );
}
