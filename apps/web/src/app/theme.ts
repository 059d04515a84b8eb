import { createTheme } from '@mui/material';

export const theme = createTheme({
  palette: {
    primary: { main: '#1565c0' },
    // MUI's default orange (#ed6c02) gives white text 3.1:1; this one 5:1, so warning chips and alerts stay readable.
    warning: { main: '#b45309' },
    // MUI's default light blue (#0288d1) gives white text 3.9:1 (the info snackbar 'Job started successfully!'
    // failed axe); this one 4.8:1. Standard alerts derive from it too, and stay above 10:1 (theme.test.tsx).
    info: { main: '#0277bd' },
    background: { default: '#f5f7fa' },
  },
  components: {
    MuiCssBaseline: {
      // Keyboard users must always see where focus is, whatever a component's own styles do.
      styleOverrides: {
        ':focus-visible': { outline: '3px solid #ff9800', outlineOffset: '2px' },
      },
    },
  },
});
