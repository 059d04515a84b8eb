import { useCallback, useState, type ReactNode } from 'react';
import { Alert, Snackbar, type AlertColor } from '@mui/material';
import { NotifierContext } from './notifier-context.ts';

/** spec part 1 §9: snackbars hide after 6 seconds. */
export const SNACKBAR_HIDE_MS = 6000;

type Notice = { key: number; message: string; severity: AlertColor };

/** One snackbar for the whole app; a new message replaces the one on screen. */
export function NotifierProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  const notify = useCallback((message: string, severity: AlertColor = 'info') => {
    setNotice({ key: Date.now(), message, severity });
    setIsOpen(true);
  }, []);

  const handleClose = (_event: unknown, reason?: string) => {
    // A click elsewhere on the page must not dismiss a message before it could be read.
    if (reason === 'clickaway') return;
    setIsOpen(false);
  };

  return (
    <NotifierContext.Provider value={notify}>
      {children}
      <Snackbar
        key={notice?.key}
        open={isOpen}
        autoHideDuration={SNACKBAR_HIDE_MS}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          onClose={handleClose}
          severity={notice?.severity ?? 'info'}
          variant="filled"
          sx={{ width: '100%', whiteSpace: 'pre-line' }}
        >
          {notice?.message}
        </Alert>
      </Snackbar>
    </NotifierContext.Provider>
  );
}
