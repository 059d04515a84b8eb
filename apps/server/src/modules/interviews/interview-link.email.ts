import { escapeHtml, formatEmailDate, type OutgoingEmail } from '../email/index.ts';

/**
 * The invitation: the job, the company, the personal link, when it expires, and that an AI conducts the interview
 * (with a person reviewing the results and a human-led interview on request), as plain text and HTML.
 */
export function interviewLinkEmail(input: {
  to: string;
  candidateName: string | null;
  position: string;
  company: string;
  interviewUrl: string;
  expiresAt: Date;
  createdBy: string;
}): OutgoingEmail {
  const expiry = formatEmailDate(input.expiresAt);
  const greeting = input.candidateName ? `Hello ${input.candidateName},` : 'Hello,';
  const paragraphs = [
    greeting,
    `You are invited to an interview for the position of ${input.position} at ${input.company}.`,
    `Your personal interview link:`,
    input.interviewUrl,
    `The link works only when you are signed in as ${input.to}, and only once. It expires on ${expiry}.`,
    'The interview is conducted by an AI interviewer. Your answers are recorded and evaluated, and a person at ' +
      `${input.company} reviews the results. You need a quiet place, and a microphone if you want to answer by ` +
      'speaking (you can also type your answers). Before the interview starts you can ask for an interview with a ' +
      'person instead.',
  ];
  const text = `${paragraphs.join('\n\n')}\n`;
  const html = [
    '<!doctype html><html><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1f2937">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>You are invited to an interview for the position of <strong>${escapeHtml(input.position)}</strong> at ` +
      `<strong>${escapeHtml(input.company)}</strong>.</p>`,
    `<p><a href="${escapeHtml(input.interviewUrl)}">Open your interview</a></p>`,
    `<p>Or copy this address into your browser: ${escapeHtml(input.interviewUrl)}</p>`,
    `<p>The link works only when you are signed in as ${escapeHtml(input.to)}, and only once. It expires on ` +
      `<strong>${escapeHtml(expiry)}</strong>.</p>`,
    `<p>${escapeHtml(paragraphs[5]!)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to: input.to,
    subject: `Your interview for ${input.position} at ${input.company}`,
    text,
    html,
    purpose: 'interview-link',
    createdBy: input.createdBy,
  };
}
