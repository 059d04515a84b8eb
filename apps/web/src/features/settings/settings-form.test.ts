import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@viva/contracts';
import { buildSaveRequest, fieldErrorsFromDetail, parseWholeNumber, toFormValues } from './settings-form.ts';

describe('parseWholeNumber', () => {
  it('accepts whole numbers only', () => {
    expect(parseWholeNumber('30')).toBe(30);
    expect(parseWholeNumber(' 7 ')).toBe(7);
    expect(parseWholeNumber('-3')).toBe(-3);
    expect(parseWholeNumber('12.5')).toBeNull();
    expect(parseWholeNumber('1e2')).toBeNull();
    expect(parseWholeNumber('')).toBeNull();
    expect(parseWholeNumber('ten')).toBeNull();
  });
});

describe('buildSaveRequest', () => {
  const values = toFormValues(DEFAULT_SETTINGS);

  it('sends every setting, the link expiry included, for recruiters and admins', () => {
    const result = buildSaveRequest(
      { ...values, questionTimeSeconds: '45', autoPlayAudio: true },
      { canSetLinkExpiration: true },
    );
    expect(result).toEqual({
      isValid: true,
      request: {
        questionTimeSeconds: 45,
        transitionTimeSeconds: 5,
        maxQuestionsToAsk: 2,
        autoPlayAudio: true,
        interview_link_expiration_hours: 72,
      },
    });
  });

  it('leaves the link expiry out for candidates, whatever the input holds', () => {
    const result = buildSaveRequest(
      { ...values, interview_link_expiration_hours: 'junk' },
      { canSetLinkExpiration: false },
    );
    expect(result.isValid).toBe(true);
    expect(result.isValid && 'interview_link_expiration_hours' in result.request).toBe(false);
  });

  it('names each input that is not a whole number', () => {
    const result = buildSaveRequest(
      { ...values, transitionTimeSeconds: '4.5', maxQuestionsToAsk: '' },
      { canSetLinkExpiration: true },
    );
    expect(result).toEqual({
      isValid: false,
      errors: {
        transitionTimeSeconds: 'Transition time must be a whole number',
        maxQuestionsToAsk: 'Maximum questions must be a whole number',
      },
    });
  });

  it('leaves the bounds to the server, so its message reaches the user', () => {
    const result = buildSaveRequest(
      { ...values, questionTimeSeconds: '500' },
      { canSetLinkExpiration: true },
    );
    expect(result.isValid && result.request.questionTimeSeconds).toBe(500);
  });
});

describe('fieldErrorsFromDetail', () => {
  it('puts each server message on the input its loc names', () => {
    expect(
      fieldErrorsFromDetail([
        { loc: ['body', 'questionTimeSeconds'], msg: 'Question time must be a whole number from 10 to 120' },
        { loc: ['body', 'somethingElse'], msg: 'Ignored' },
      ]),
    ).toEqual({ questionTimeSeconds: 'Question time must be a whole number from 10 to 120' });
    expect(fieldErrorsFromDetail('Not allowed')).toEqual({});
    expect(fieldErrorsFromDetail(null)).toEqual({});
  });
});
