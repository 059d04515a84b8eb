import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { createLink, userIdOf } from '../../../test/interview-links.ts';
import { createJobPosting } from '../../../test/job-postings.ts';
import { freePort } from '../../../test/ports.ts';
import { mailParts, startSmtpServer, type LocalSmtpServer } from '../../../test/smtp.ts';

type Headers = { authorization: string };

/** Interview links emailed through a real SMTP server started by the test (smtp-server on 127.0.0.1). */
describe('emailed interview links through SMTP', () => {
  let smtp: LocalSmtpServer | null = null;
  let smtpPort: number;
  let testApp: TestApp;
  let app: FastifyInstance;
  let recruiter: Headers;
  let admin: Headers;
  let candidateId: string;
  let posting: { id: string; position: string; company: string };

  beforeAll(async () => {
    smtpPort = await freePort();
    testApp = await createTestApp({
      ADMIN_EMAILS: 'admin@example.com',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      EMAIL_FROM: 'Viva Hiring <hiring@viva.example.com>',
      // Quick retries, so a server back up is seen within the test.
      EMAIL_RETRY_SECONDS: '1',
    });
    app = testApp.app;
    recruiter = await signIn(app, 'recruiter@example.com', 'recruiter');
    admin = await signIn(app, 'admin@example.com');
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/dev',
      payload: { email: 'joao.silva@example.com', full_name: 'João Silva' },
    });
    candidateId = await userIdOf(app, await signIn(app, 'joao.silva@example.com', 'candidate'));
    posting = await createJobPosting(app, recruiter, {
      position: 'Support Engineer',
      company: 'Acme & Sons',
    });
    // A real posting read by the engine: minutes on a machine busy with other work.
  }, 180_000);
  afterAll(async () => {
    await testApp.close();
    await smtp?.close();
  });

  const outboxMessages = async () =>
    (await app.inject({ method: 'GET', url: '/api/v1/email/outbox', headers: admin })).json().messages as {
      status: string;
      text: string | null;
      attempts: number;
      last_error: string | null;
      sent_at: string | null;
    }[];

  async function waitFor<T>(read: () => Promise<T>, isDone: (value: T) => boolean, seconds = 60): Promise<T> {
    const deadline = Date.now() + seconds * 1000;
    for (;;) {
      const value = await read();
      if (isDone(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('keeps the link when the SMTP server is down (email_sent false) and delivers it once the server is up', async () => {
    const created = await createLink(app, recruiter, candidateId, posting.id);
    expect(created.email_sent).toBe(false);
    const [pending] = await outboxMessages();
    expect(pending).toMatchObject({ status: 'queued', attempts: 1 });
    expect(pending!.last_error).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startSmtpServer(smtpPort);
    const [delivered] = await waitFor(outboxMessages, ([message]) => message?.status === 'sent');
    expect(delivered).toMatchObject({ status: 'sent', text: null, last_error: null });
    expect(delivered!.attempts).toBeGreaterThanOrEqual(2);
    expect(smtp.received).toHaveLength(1);
    expect(mailParts(smtp.received[0]!.raw)['text/plain']).toContain(created.interview_url);
  });

  it('sends the message with the link, both bodies and the expiry, and answers email_sent true', async () => {
    smtp!.received.length = 0;
    const created = await createLink(app, recruiter, candidateId, posting.id);
    expect(created.email_sent).toBe(true);
    expect(smtp!.received).toHaveLength(1);
    const [mail] = smtp!.received;
    expect(mail!.from).toBe('hiring@viva.example.com');
    expect(mail!.to).toEqual(['joao.silva@example.com']);
    expect(mail!.raw).toMatch(/^Subject: Your interview for Support Engineer at Acme & Sons\r?$/m);
    const parts = mailParts(mail!.raw);
    const expiry = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date(created.expires_at));
    expect(parts['text/plain']).toContain('Hello João Silva,');
    expect(parts['text/plain']).toContain(created.interview_url);
    expect(parts['text/plain']).toContain(`It expires on ${expiry} UTC.`);
    expect(parts['text/plain']).toContain('conducted by an AI interviewer');
    expect(parts['text/html']).toContain(`<a href="${created.interview_url}">Open your interview</a>`);
    expect(parts['text/html']).toContain('<strong>Acme &amp; Sons</strong>');
    expect(parts['text/html']).toContain(`${expiry} UTC`);
    // Once accepted, the message's text (and the link in it) is not kept.
    const [sent] = await outboxMessages();
    expect(sent).toMatchObject({ status: 'sent', text: null, attempts: 1 });
  });

  it('answers email_sent false when the server refuses the recipient, and retries until it accepts', async () => {
    smtp!.received.length = 0;
    smtp!.refuseWith = { code: 450, message: 'Mailbox busy, try again later' };
    const created = await createLink(app, recruiter, candidateId, posting.id);
    expect(created.email_sent).toBe(false);
    const [refused] = await outboxMessages();
    expect(refused).toMatchObject({ status: 'queued' });
    expect(refused!.last_error).toContain('Mailbox busy');
    smtp!.refuseWith = null;
    const [delivered] = await waitFor(outboxMessages, ([message]) => message?.status === 'sent');
    expect(delivered!.status).toBe('sent');
    expect(mailParts(smtp!.received[0]!.raw)['text/plain']).toContain(created.interview_url);
  });
});
