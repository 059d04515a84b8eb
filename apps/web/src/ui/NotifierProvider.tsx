import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Alert, Snackbar, type AlertColor } from '@mui/material';
import { NotifierContext } from './notifier-context.ts';

/** spec part 1 §9: snackbars hide after 6 seconds. */
export const SNACKBAR_HIDE_MS = 6000;

type Notice = { key: number; message: string; severity: AlertColor; isOpen: boolean };

/** One snackbar for the whole app; a new message replaces the one on screen. */
export function NotifierProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const lastKey = useRef(0);

  const notify = useCallback((message: string, severity: AlertColor = 'info') => {
    lastKey.current += 1;
    setNotice({ key: lastKey.current, message, severity, isOpen: true });
  }, []);

  // Closes only the message it was given: a replaced message's timer can still fire, and must not hide the new one.
  const close = (key: number | undefined, reason?: string) => {
    // A click elsewhere on the page must not dismiss a message before it could be read.
    if (reason === 'clickaway') return;
    setNotice((current) => (current && current.key === key ? { ...current, isOpen: false } : current));
  };

  return (
    <NotifierContext.Provider value={notify}>
      {children}
      <Snackbar
        key={notice?.key}
        open={notice?.isOpen ?? false}
        autoHideDuration={SNACKBAR_HIDE_MS}
        onClose={(_event, reason) => close(notice?.key, reason)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          onClose={() => close(notice?.key)}
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
