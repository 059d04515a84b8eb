import { createTheme } from '@mui/material';

export const theme = createTheme({
  palette: {
    primary: { main: '#1565c0' },
    // MUI's default orange (#ed6c02) gives white text 3.1:1; this one 5:1, so warning chips and alerts stay readable.
    warning: { main: '#b45309' },
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
