import { escapeHtml, formatEmailDate, type OutgoingEmail } from '../email/index.ts';

/** The invitation to a job's MCQ assessment: the job, the personal link, whose it is, when it expires. */
export function mcqLinkEmail(input: {
  to: string;
  position: string;
  company: string;
  mcqUrl: string;
  expiresAt: Date;
  createdBy: string;
}): OutgoingEmail {
  const expiry = formatEmailDate(input.expiresAt);
  const invitation = `You are invited to a technical competency assessment for the position of ${input.position} at ${input.company}.`;
  const rules =
    `The link works only when you are signed in as ${input.to}, and the assessment can be submitted once. ` +
    `It expires on ${expiry}.`;
  const about =
    'It is a multiple-choice test, one question at a time. The hiring team sees your score, and beside it how long ' +
    'you spent on each question and whether the page was hidden, pasted into or left full screen.';
  return {
    to: input.to,
    subject: `Your assessment for ${input.position} at ${input.company}`,
    text:
      ['Hello,', invitation, 'Your personal assessment link:', input.mcqUrl, rules, about].join('\n\n') +
      '\n',
    html: [
      '<!doctype html><html><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1f2937">',
      '<p>Hello,</p>',
      `<p>${escapeHtml(invitation)}</p>`,
      `<p><a href="${escapeHtml(input.mcqUrl)}">Open your assessment</a></p>`,
      `<p>Or copy this address into your browser: ${escapeHtml(input.mcqUrl)}</p>`,
      `<p>${escapeHtml(rules)}</p>`,
      `<p>${escapeHtml(about)}</p>`,
      '</body></html>',
    ].join('\n'),
    purpose: 'mcq-link',
    createdBy: input.createdBy,
  };
}
