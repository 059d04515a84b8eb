/**
 * An English sentence that heads the duties after it ('Under the guidance of the General Counsel, the Legal Counsel
 * will be responsible for:', 'Key responsibilities include:', 'Your duties will be:'): the list under it is the
 * work, as under a 'Responsibilities' heading, though the sentence sits in the post's opening prose. (Round 23's legal
 * counsel's first five duties were read as the description and never asked.)
 */
const DUTY_LEAD_IN =
  /\b(?:(?:will|shall) (?:also )?be|is|are|you(?:['’]ll| will)? be) (?:also )?(?:responsible|accountable) for$|\b(?:responsibilities|duties|tasks)(?: of (?:the|this) (?:role|position|post))? (?:will )?(?:include|includes|are|will be|involve)$/i;

/** Whether a line ending on a colon (given without it) leads into the duties listed after it. */
export const isDutyLeadIn = (text: string): boolean => DUTY_LEAD_IN.test(text.replace(/[*_\s]+$/, ''));
