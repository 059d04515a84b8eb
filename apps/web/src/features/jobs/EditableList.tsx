import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, IconButton, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { errorMessage } from '../../app/api-errors.ts';

export type EditableField<Name extends string> = {
  name: Name;
  /** Label of the field when editing an item; the add form shows 'New {label in lower case}'. */
  label: string;
  placeholder?: string;
};

type Values<Name extends string> = Record<Name, string>;

type EditableListProps<Item, Name extends string> = {
  items: Item[];
  fields: readonly EditableField<Name>[];
  toValues: (item: Item) => Values<Name>;
  /** Receives trimmed, non-blank values (spec part 1 §5). */
  fromValues: (values: Values<Name>) => Item;
  renderItem: (item: Item) => ReactNode;
  /** Names the buttons: 'Edit {noun}', 'Delete {noun}', 'Add {noun}'. */
  noun: string;
  /** Shown when a field is left blank. */
  blankMessage: string;
  emptyText: string;
  /** Sends the full replaced list; the list shown changes only once the server accepts it (spec part 1 §4). */
  onReplace: (items: Item[]) => Promise<unknown>;
  /** The fallbacks when the server gives no detail; the job questions' by default. */
  failureMessages?: FailureMessages;
};

type FailureMessages = Record<'save' | 'add' | 'delete', string>;

/** spec part 1 §8: the fallbacks when the server gives no detail. */
const FAILURE_MESSAGES: FailureMessages = {
  save: 'Failed to save question.',
  add: 'Failed to add question.',
  delete: 'Failed to delete question.',
};

function trimValues<Name extends string>(values: Values<Name>): Values<Name> {
  return Object.fromEntries(
    Object.entries<string>(values).map(([name, value]) => [name, value.trim()]),
  ) as Values<Name>;
}

function emptyValues<Name extends string>(fields: readonly EditableField<Name>[]): Values<Name> {
  return Object.fromEntries(fields.map((field) => [field.name, ''])) as Values<Name>;
}

/** A list edited in place: add, edit (one item at a time), delete; every change replaces the whole list. */
export function EditableList<Item, Name extends string>({
  items,
  fields,
  toValues,
  fromValues,
  renderItem,
  noun,
  blankMessage,
  emptyText,
  onReplace,
  failureMessages = FAILURE_MESSAGES,
}: EditableListProps<Item, Name>) {
  const [editingIndex, setEditingIndex] = useState<number | null>(null);
  const [editValues, setEditValues] = useState<Values<Name>>(() => emptyValues(fields));
  const [newValues, setNewValues] = useState<Values<Name>>(() => emptyValues(fields));
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  /** Checks and trims; null when a field is blank (the error is then on screen). */
  const readItem = (values: Values<Name>): Item | null => {
    const trimmed = trimValues(values);
    if (fields.some((field) => trimmed[field.name] === '')) {
      setError(blankMessage);
      return null;
    }
    return fromValues(trimmed);
  };

  const replace = async (next: Item[], action: keyof FailureMessages): Promise<boolean> => {
    setIsSaving(true);
    setError(null);
    try {
      await onReplace(next);
      return true;
    } catch (failure) {
      setError(errorMessage(failure, failureMessages[action]));
      return false;
    } finally {
      setIsSaving(false);
    }
  };

  const handleStartEdit = (item: Item, index: number) => {
    setEditingIndex(index);
    setEditValues(toValues(item));
    setError(null);
  };

  const handleCancelEdit = () => {
    setEditingIndex(null);
    setError(null);
  };

  const handleSaveEdit = async (event: FormEvent) => {
    event.preventDefault();
    if (editingIndex === null) return;
    const item = readItem(editValues);
    if (item === null) return;
    const next = items.map((existing, index) => (index === editingIndex ? item : existing));
    if (await replace(next, 'save')) setEditingIndex(null);
  };

  const handleDelete = async (index: number) => {
    if (
      await replace(
        items.filter((_item, itemIndex) => itemIndex !== index),
        'delete',
      )
    )
      setEditingIndex(null);
  };

  const handleAdd = async (event: FormEvent) => {
    event.preventDefault();
    const item = readItem(newValues);
    if (item === null) return;
    if (await replace([...items, item], 'add')) setNewValues(emptyValues(fields));
  };

  return (
    <Stack spacing={2}>
      {error !== null && (
        <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
          {error}
        </Alert>
      )}
      {items.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <List disablePadding>
          {items.map((item, index) => (
            <ListItem key={index} divider disableGutters>
              {index === editingIndex ? (
                <Box component="form" onSubmit={handleSaveEdit} sx={{ width: '100%' }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <Stack spacing={1} sx={{ flexGrow: 1 }}>
                      {fields.map((field) => (
                        <TextField
                          key={field.name}
                          label={field.label}
                          placeholder={field.placeholder}
                          value={editValues[field.name]}
                          onChange={(event) =>
                            setEditValues({ ...editValues, [field.name]: event.target.value })
                          }
                          disabled={isSaving}
                          size="small"
                          fullWidth
                          autoFocus={field === fields[0]}
                        />
                      ))}
                    </Stack>
                    <IconButton type="submit" aria-label="Save" disabled={isSaving}>
                      <CheckIcon />
                    </IconButton>
                    <IconButton aria-label="Cancel" onClick={handleCancelEdit} disabled={isSaving}>
                      <CloseIcon />
                    </IconButton>
                  </Stack>
                </Box>
              ) : (
                <Stack direction="row" spacing={1} sx={{ width: '100%', alignItems: 'flex-start' }}>
                  <Box sx={{ flexGrow: 1, py: 1 }}>{renderItem(item)}</Box>
                  <IconButton
                    aria-label={`Edit ${noun}`}
                    onClick={() => handleStartEdit(item, index)}
                    disabled={isSaving}
                  >
                    <EditIcon />
                  </IconButton>
                  <IconButton
                    aria-label={`Delete ${noun}`}
                    onClick={() => handleDelete(index)}
                    disabled={isSaving}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              )}
            </ListItem>
          ))}
        </List>
      )}
      <Box component="form" onSubmit={handleAdd}>
        <Stack spacing={1}>
          {fields.map((field) => (
            <TextField
              key={field.name}
              label={`New ${field.label.toLowerCase()}`}
              placeholder={field.placeholder}
              value={newValues[field.name]}
              onChange={(event) => setNewValues({ ...newValues, [field.name]: event.target.value })}
              disabled={isSaving}
              size="small"
              fullWidth
            />
          ))}
          <Box>
            <Button type="submit" variant="contained" disabled={isSaving}>
              Add {noun}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Stack>
  );
}
