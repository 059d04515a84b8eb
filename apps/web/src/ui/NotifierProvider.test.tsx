import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotifierProvider, SNACKBAR_HIDE_MS } from './NotifierProvider.tsx';
import { useNotifier } from './useNotifier.ts';

function Trigger() {
  const notify = useNotifier();
  return (
    <>
      <button onClick={() => notify('Saved!', 'success')}>Notify</button>
      <button onClick={() => notify('Deleted!', 'success')}>Notify again</button>
    </>
  );
}

/** The app's notifier on fake timers, with 'Saved!' just shown. */
function showFirstMessage() {
  vi.useFakeTimers();
  render(
    <NotifierProvider>
      <Trigger />
    </NotifierProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('NotifierProvider', () => {
  it('hides a message after 6 seconds', () => {
    showFirstMessage();
    expect(screen.getByRole('alert').textContent).toContain('Saved!');
    act(() => vi.advanceTimersByTime(SNACKBAR_HIDE_MS - 100));
    expect(screen.queryByText('Saved!')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    // The closing transition then runs on its own timer.
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Saved!')).toBeNull();
    expect(SNACKBAR_HIDE_MS).toBe(6000);
  });

  it('keeps a new message on screen when the previous one times out at the same moment', () => {
    showFirstMessage();
    act(() => vi.advanceTimersByTime(SNACKBAR_HIDE_MS - 1));
    // On a busy machine the old message's timer can fire after the new message arrives but before it is shown.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Notify again' }));
      vi.advanceTimersByTime(1);
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('alert').textContent).toContain('Deleted!');
  });
});
