import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OutboxMessage, OutboxResponse } from '@viva/contracts';
import { installFakeApi, makeUser, storeSignedInSession, type FakeResponse } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

function makeMessage(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    id: 'mail-1',
    status: 'outbox',
    to: 'sam@elsewhere.org',
    subject: 'Your interview for Support Engineer',
    text: 'Start your interview here: http://viva.test/interview/abc123\nThe link works once.',
    purpose: 'interview-link',
    attempts: 0,
    last_error: null,
    created_at: '2026-11-26T09:00:00Z',
    sent_at: null,
    ...overrides,
  };
}

const page = (messages: OutboxMessage[], overrides: Partial<OutboxResponse> = {}): FakeResponse => ({
  body: { messages, total: messages.length, page: 1, page_size: 20, smtp_configured: false, ...overrides },
});

function openOutbox(routes: Record<string, FakeResponse>) {
  storeSignedInSession();
  localStorage.setItem('role_selected', 'true');
  const api = installFakeApi({ 'GET /auth/me': { body: makeUser({ role: 'admin' }) }, ...routes });
  renderApp('/outbox');
  return api;
}

describe('outbox page (issue 10, admins)', { timeout: 20_000 }, () => {
  it('keeps messages here without SMTP and makes the links in their text clickable', async () => {
    openOutbox({ 'GET /email/outbox?page=1': page([makeMessage()]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Outbox' })).toBeTruthy();
    expect(
      await screen.findByText(
        'No SMTP server is configured: emails stay here. Copy a link from a message to pass it on.',
      ),
    ).toBeTruthy();
    const message = within(screen.getByRole('article', { name: 'Your interview for Support Engineer' }));
    expect(message.getByText('In outbox (no SMTP)')).toBeTruthy();
    expect(message.getByText(/^To sam@elsewhere\.org/)).toBeTruthy();
    const link = message.getByRole('link', { name: 'http://viva.test/interview/abc123' });
    expect(link.getAttribute('href')).toBe('http://viva.test/interview/abc123');
  });

  it('shows each delivery state, its tries and the last error of a message not sent', async () => {
    openOutbox({
      'GET /email/outbox?page=1': page(
        [
          makeMessage({
            id: 'a',
            subject: 'Sent one',
            status: 'sent',
            text: null,
            attempts: 1,
            last_error: 'old',
          }),
          makeMessage({
            id: 'b',
            subject: 'Failed one',
            status: 'failed',
            attempts: 3,
            last_error: '550 No such user',
          }),
          makeMessage({ id: 'c', subject: 'Waiting one', status: 'queued', attempts: 2 }),
        ],
        { smtp_configured: true },
      ),
    });
    expect(
      await screen.findByText(
        'Emails are sent through the SMTP server; their text is not kept once it accepted them.',
      ),
    ).toBeTruthy();
    const sent = within(screen.getByRole('article', { name: 'Sent one' }));
    expect(sent.getByText('Sent')).toBeTruthy();
    expect(sent.getByText(/· 1 try$/)).toBeTruthy();
    expect(sent.queryByText(/Last error/)).toBeNull();
    const failed = within(screen.getByRole('article', { name: 'Failed one' }));
    expect(failed.getByText('Failed')).toBeTruthy();
    expect(failed.getByText(/· 3 tries$/)).toBeTruthy();
    expect(failed.getByText('Last error: 550 No such user')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Waiting one' })).getByText('Sending')).toBeTruthy();
  });

  it('says when there are no emails yet', async () => {
    openOutbox({ 'GET /email/outbox?page=1': page([]) });
    expect(await screen.findByText('No emails yet.')).toBeTruthy();
  });

  it('shows the fallback message when the outbox cannot be loaded', async () => {
    openOutbox({ 'GET /email/outbox?page=1': { status: 500 } });
    expect(await screen.findByText('Failed to load the outbox.')).toBeTruthy();
  });

  it('pages through more than one page of messages', async () => {
    const api = openOutbox({
      'GET /email/outbox?page=1': page([makeMessage({ subject: 'Newest' })], { total: 21 }),
      'GET /email/outbox?page=2': page([makeMessage({ id: 'old', subject: 'Oldest' })], {
        total: 21,
        page: 2,
      }),
    });
    expect(await screen.findByRole('article', { name: 'Newest' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('article', { name: 'Oldest' })).toBeTruthy();
    expect(api.requests.map((request) => request.path)).toContain('/email/outbox?page=2');
  });
});
