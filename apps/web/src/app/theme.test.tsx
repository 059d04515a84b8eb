import { Alert, ThemeProvider } from '@mui/material';
import { getContrastRatio } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

const SEVERITIES = ['error', 'warning', 'info', 'success'] as const;
const VARIANTS = ['filled', 'standard', 'outlined'] as const;

/**
 * WCAG AA asks 4.5:1 for normal text. Snackbars are filled alerts (ui/NotifierProvider.tsx), banners standard
 * ones; the colours are read from the alert as rendered with this theme, so MUI's own derivations (a standard
 * alert's text and background from the colour's `light`, a filled one's text from its `main`) are what is checked.
 */
describe('theme colours', () => {
  it.each(SEVERITIES.flatMap((severity) => VARIANTS.map((variant) => [severity, variant] as const)))(
    '%s alert, %s: its text stays readable',
    (severity, variant) => {
      render(
        <ThemeProvider theme={theme}>
          <Alert severity={severity} variant={variant}>
            Job started successfully!
          </Alert>
        </ThemeProvider>,
      );
      const style = getComputedStyle(screen.getByRole('alert'));
      // An outlined alert has no background of its own: it stands on a card or on the page.
      const backgrounds =
        variant === 'outlined'
          ? [theme.palette.background.paper, theme.palette.background.default]
          : [style.backgroundColor];
      for (const background of backgrounds) {
        expect(
          getContrastRatio(style.color, background),
          `${style.color} on ${background}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
