import { describe, expect, it } from 'vitest';
import {
  ApiError,
  errorMessage,
  formatErrorDetail,
  parseErrorDetail,
  parseRetryAfter,
} from './api-errors.ts';

describe('formatErrorDetail', () => {
  it('shows a sentence as it is', () => {
    expect(formatErrorDetail('Role already set')).toBe('Role already set');
  });

  it('shows a validation list as field: message lines, naming list items by their list', () => {
    const text = formatErrorDetail([
      { loc: ['body', 'questionTimeSeconds'], msg: 'Question time must be a whole number from 10 to 120' },
      { loc: ['body', 'items', 2], msg: 'Required' },
      { loc: [], msg: 'Body must be an object' },
    ]);
    expect(text).toBe(
      'questionTimeSeconds: Question time must be a whole number from 10 to 120\nitems (item 3): Required\nBody must be an object',
    );
  });
});

describe('errorMessage', () => {
  it('prefers the server detail', () => {
    expect(errorMessage(new ApiError(409, 'Role already chosen'), 'Failed to update role')).toBe(
      'Role already chosen',
    );
  });

  it('falls back when there is no detail, or the failure is not an API answer', () => {
    expect(errorMessage(new ApiError(502, null), 'Failed to save settings.')).toBe(
      'Failed to save settings.',
    );
    expect(errorMessage(new TypeError('Failed to fetch'), 'Failed to save settings.')).toBe(
      'Failed to save settings.',
    );
    expect(errorMessage(new ApiError(400, '  '), 'Fallback')).toBe('Fallback');
  });
});

describe('parseErrorDetail', () => {
  it('reads the {detail} shape and rejects anything else', () => {
    expect(parseErrorDetail({ detail: 'Nope' })).toBe('Nope');
    expect(parseErrorDetail({ detail: [{ loc: ['body', 'role'], msg: 'Invalid' }] })).toEqual([
      { loc: ['body', 'role'], msg: 'Invalid' },
    ]);
    expect(parseErrorDetail('<html>Bad gateway</html>')).toBeNull();
    expect(parseErrorDetail({ message: 'not ours' })).toBeNull();
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');

  it('reads delay-seconds and an HTTP date, a past date as no wait', () => {
    expect(parseRetryAfter('30', now)).toBe(30_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Thu, 26 Nov 2026 12:01:30 GMT', now)).toBe(90_000);
    expect(parseRetryAfter('Thu, 26 Nov 2026 11:00:00 GMT', now)).toBe(0);
  });

  it('gives null for no header or one it cannot read', () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-5', now)).toBeNull();
  });
});
