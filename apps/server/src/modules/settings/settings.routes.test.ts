import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';

const DEFAULTS = {
  questionTimeSeconds: 20,
  transitionTimeSeconds: 5,
  maxQuestionsToAsk: 2,
  autoPlayAudio: false,
  interview_link_expiration_hours: 72,
};
const VALID = {
  questionTimeSeconds: 45,
  transitionTimeSeconds: 7,
  maxQuestionsToAsk: 4,
  autoPlayAudio: true,
  interview_link_expiration_hours: 24,
};
const BOUNDS = [
  { field: 'questionTimeSeconds', label: 'Question time', min: 10, max: 120 },
  { field: 'transitionTimeSeconds', label: 'Transition time', min: 3, max: 10 },
  { field: 'maxQuestionsToAsk', label: 'Maximum questions', min: 1, max: 10 },
  { field: 'interview_link_expiration_hours', label: 'Interview link expiration', min: 1, max: 168 },
] as const;

describe('settings (GET/POST /api/v1/users/me/settings)', () => {
  let testApp: TestApp;
  let recruiter: { authorization: string };
  beforeAll(async () => {
    testApp = await createTestApp();
    recruiter = await signIn(testApp.app, 'settings-recruiter@example.com', 'recruiter');
  });
  afterAll(() => testApp.close());

  const read = (headers: { authorization: string }) =>
    testApp.app.inject({ method: 'GET', url: '/api/v1/users/me/settings', headers });
  const save = (headers: { authorization: string }, payload: object) =>
    testApp.app.inject({ method: 'POST', url: '/api/v1/users/me/settings', headers, payload });

  it('answers the defaults before anything is saved', async () => {
    const headers = await signIn(testApp.app, 'fresh@example.com');
    const response = await read(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULTS);
  });

  it('saves the whole form and reads it back', async () => {
    const saved = await save(recruiter, VALID);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(VALID);
    expect((await read(recruiter)).json()).toEqual(VALID);
    const changed = { ...VALID, autoPlayAudio: false, maxQuestionsToAsk: 9 };
    expect((await save(recruiter, changed)).json()).toEqual(changed);
    expect((await read(recruiter)).json()).toEqual(changed);
  });

  for (const { field, label, min, max } of BOUNDS) {
    it(`accepts ${field} at ${min} and ${max} and refuses ${min - 1}, ${max + 1}, a fraction and text`, async () => {
      const headers = await signIn(testApp.app, `bounds-${field.toLowerCase()}@example.com`);
      for (const value of [min, max]) {
        const response = await save(headers, { ...VALID, [field]: value });
        expect(response.statusCode).toBe(200);
        expect(response.json()[field]).toBe(value);
      }
      const message = `${label} must be a whole number from ${min} to ${max}`;
      for (const value of [min - 1, max + 1, min + 0.5, String(min), null]) {
        const response = await save(headers, { ...VALID, [field]: value });
        expect(response.statusCode, `${field} = ${JSON.stringify(value)}`).toBe(422);
        expect(response.json()).toEqual({ detail: [{ loc: ['body', field], msg: message }] });
      }
      // Nothing refused was stored.
      expect((await read(headers)).json()[field]).toBe(max);
    });
  }

  it('refuses an autoPlayAudio that is not a boolean, and a missing field', async () => {
    const wrongType = await save(recruiter, { ...VALID, autoPlayAudio: 'yes' });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json()).toEqual({
      detail: [{ loc: ['body', 'autoPlayAudio'], msg: 'Audio auto-play must be true or false' }],
    });
    const { questionTimeSeconds: _left, ...missing } = VALID;
    const incomplete = await save(recruiter, missing);
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json()).toEqual({
      detail: [
        { loc: ['body', 'questionTimeSeconds'], msg: 'Question time must be a whole number from 10 to 120' },
      ],
    });
  });

  it('lists every wrong field at once', async () => {
    const response = await save(recruiter, { ...VALID, questionTimeSeconds: 5, maxQuestionsToAsk: 11 });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { loc: ['body', 'questionTimeSeconds'], msg: 'Question time must be a whole number from 10 to 120' },
      { loc: ['body', 'maxQuestionsToAsk'], msg: 'Maximum questions must be a whole number from 1 to 10' },
    ]);
  });

  it('keeps the stored link expiry when a save leaves it out (the candidate form has no such field)', async () => {
    const candidate = await signIn(testApp.app, 'settings-candidate@example.com', 'candidate');
    const { interview_link_expiration_hours: _hidden, ...candidateForm } = VALID;
    const first = await save(candidate, candidateForm);
    expect(first.statusCode).toBe(200);
    expect(first.json().interview_link_expiration_hours).toBe(72);

    expect(
      (await save(candidate, { ...candidateForm, interview_link_expiration_hours: 100 })).statusCode,
    ).toBe(200);
    const again = await save(candidate, { ...candidateForm, questionTimeSeconds: 30 });
    expect(again.json()).toEqual({
      ...candidateForm,
      questionTimeSeconds: 30,
      interview_link_expiration_hours: 100,
    });
    expect((await read(candidate)).json().interview_link_expiration_hours).toBe(100);
  });

  it('keeps one user’s settings apart from another’s', async () => {
    const first = await signIn(testApp.app, 'first-owner@example.com');
    const second = await signIn(testApp.app, 'second-owner@example.com');
    await save(first, VALID);
    expect((await read(second)).json()).toEqual(DEFAULTS);
    const secondValues = { ...DEFAULTS, questionTimeSeconds: 120 };
    await save(second, secondValues);
    expect((await read(first)).json()).toEqual(VALID);
    expect((await read(second)).json()).toEqual(secondValues);
  });

  it('answers 401 without a token', async () => {
    const get = await testApp.app.inject({ method: 'GET', url: '/api/v1/users/me/settings' });
    expect(get.statusCode).toBe(401);
    expect(get.json()).toEqual({ detail: 'Not authenticated' });
    const post = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/settings',
      payload: VALID,
    });
    expect(post.statusCode).toBe(401);
    expect(post.json()).toEqual({ detail: 'Not authenticated' });
  });
});
