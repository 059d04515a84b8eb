import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

// Filled alerts and snackbars write their text in each colour's contrastText on its main colour: WCAG AA asks 4.5:1.
describe('theme colours', () => {
  it.each(['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const)(
    '%s keeps normal text readable on its own colour',
    (colour) => {
      const { main, contrastText } = theme.palette[colour];
      expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
