import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog.tsx';

/** A field of a Q&A item as the list shows and edits it. */
export type QaField<Name extends string> = { name: Name; label: string; isMultiline?: boolean };

type QaPairListProps<Name extends string> = {
  /** The list's heading; the count is added after it. */
  heading: string;
  /** Heading level inside the page. */
  headingComponent?: 'h2' | 'h3';
  items: readonly Record<Name, string>[];
  /** Shown for each item: the first in bold, the others below it with their labels. */
  fields: readonly QaField<Name>[];
  /** Which of the fields can be edited (spec part 2 §2.7: a regular pair's answer; an admin pair's title and question). */
  editable: readonly Name[];
  emptyText: string;
  /** The item in edit mode on the whole screen (one at a time, spec part 2 §4.7), as this list's index. */
  editingIndex: number | null;
  onEditingChange: (index: number | null) => void;
  /** Resolves true when saved (the list then leaves edit mode). */
  onSave: (index: number, values: Record<Name, string>) => Promise<boolean>;
  onDelete: (index: number) => Promise<boolean>;
};

/**
 * One Q&A list with edit (one item at a time) and delete through the Confirm Delete dialog. The CV, specs and
 * generic screens and the Candidates screen's Q&A tab use it; what a save or delete calls is theirs.
 */
export function QaPairList<Name extends string>({
  heading,
  headingComponent = 'h2',
  items,
  fields,
  editable,
  emptyText,
  editingIndex,
  onEditingChange,
  onSave,
  onDelete,
}: QaPairListProps<Name>) {
  const [values, setValues] = useState<Record<Name, string> | null>(null);
  const [deletingIndex, setDeletingIndex] = useState<number | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [primary, ...others] = fields;

  const handleStartEdit = (index: number) => {
    setValues({ ...items[index]! });
    onEditingChange(index);
  };
  const handleSave = async (event: FormEvent) => {
    event.preventDefault();
    if (editingIndex === null || values === null) return;
    setIsBusy(true);
    try {
      if (await onSave(editingIndex, values)) onEditingChange(null);
    } finally {
      setIsBusy(false);
    }
  };
  const handleConfirmDelete = async () => {
    if (deletingIndex === null) return;
    setIsBusy(true);
    try {
      if (await onDelete(deletingIndex)) {
        setDeletingIndex(null);
        if (editingIndex !== null) onEditingChange(null);
      }
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component={headingComponent} gutterBottom>
        {heading} ({items.length})
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <List disablePadding>
          {items.map((item, index) => (
            <ListItem
              key={index}
              divider
              alignItems="flex-start"
              sx={{ flexDirection: 'column', alignItems: 'stretch', px: 0 }}
            >
              {editingIndex === index && values !== null ? (
                <Box component="form" onSubmit={handleSave} aria-label={`Edit ${heading} item ${index + 1}`}>
                  {fields
                    .filter((field) => !editable.includes(field.name))
                    .map((field) => (
                      <Typography key={field.name} sx={{ fontWeight: 600, mb: 1 }}>
                        {item[field.name]}
                      </Typography>
                    ))}
                  <Stack spacing={1.5}>
                    {fields
                      .filter((field) => editable.includes(field.name))
                      .map((field) => (
                        <TextField
                          key={field.name}
                          label={field.label}
                          value={values[field.name]}
                          onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                          multiline={field.isMultiline}
                          minRows={field.isMultiline ? 2 : undefined}
                          fullWidth
                          size="small"
                        />
                      ))}
                  </Stack>
                  <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                    <Button type="submit" variant="contained" size="small" disabled={isBusy}>
                      Save
                    </Button>
                    <Button size="small" onClick={() => onEditingChange(null)} disabled={isBusy}>
                      Cancel
                    </Button>
                  </Stack>
                </Box>
              ) : (
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    {primary && <Typography sx={{ fontWeight: 600 }}>{item[primary.name]}</Typography>}
                    {others.map((field) => (
                      <Typography key={field.name} color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                        <Box component="span" sx={{ fontWeight: 500 }}>
                          {field.label}:
                        </Box>{' '}
                        {item[field.name]}
                      </Typography>
                    ))}
                  </Box>
                  <Tooltip title="Edit">
                    <IconButton
                      aria-label={`Edit ${heading} item ${index + 1}`}
                      onClick={() => handleStartEdit(index)}
                      disabled={isBusy}
                    >
                      <EditIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton
                      aria-label={`Delete ${heading} item ${index + 1}`}
                      onClick={() => setDeletingIndex(index)}
                      disabled={isBusy}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </Box>
              )}
            </ListItem>
          ))}
        </List>
      )}
      {deletingIndex !== null && (
        <ConfirmDeleteDialog
          isBusy={isBusy}
          onCancel={() => setDeletingIndex(null)}
          onConfirm={() => void handleConfirmDelete()}
        />
      )}
    </Box>
  );
}
