import { createTheme } from '@mui/material';

export const theme = createTheme({
  palette: {
    primary: { main: '#1565c0' },
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
