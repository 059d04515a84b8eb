import { describe, expect, it } from 'vitest';
import { otherPostsLines } from './other-post-checks.ts';

// A made-up careers page: department cards, each post a title over the same two labels.
const PAGE = [
  'Careers',
  'Finance',
  'Accounts Clerk',
  'Job description',
  'Post supplier invoices to the ledger every week',
  'Requirements',
  'Two years of bookkeeping in a trading firm',
  'Apply here',
  'IT',
  'Helpdesk Officer',
  'Job description',
  'Reset passwords and set up accounts for new staff',
  'Requirements',
  'Willing to work on call at weekends',
  'Apply here',
].join('\n');

describe('a page of several posts (issue 13, round 30 kind)', () => {
  it("flags a question quoting another post's lines than the job form's position", () => {
    expect(
      otherPostsLines(
        'The role asks for reset passwords and set up accounts for new staff. Give me an example.',
        PAGE,
        'Accounts Clerk',
      ),
    ).toEqual(["a line of another post ('Helpdesk Officer') asked of the Accounts Clerk"]);
    expect(
      otherPostsLines(
        'The posting mentions "Willing to work on call at weekends". Are you able to?',
        PAGE,
        'Accounts Clerk',
      ),
    ).toHaveLength(1);
  });

  it("passes the form's own post's lines, lines every card shares, and pages whose shape does not show posts", () => {
    expect(
      otherPostsLines(
        'The role asks for post supplier invoices to the ledger every week. Give me an example.',
        PAGE,
        'Accounts Clerk',
      ),
    ).toEqual([]);
    expect(otherPostsLines('The posting says "Apply here". Fine?', PAGE, 'Accounts Clerk')).toEqual([]);
    expect(
      otherPostsLines(
        'The role asks for reset passwords and set up accounts for new staff.',
        PAGE,
        'Helpdesk Officer',
      ),
    ).toEqual([]);
    expect(
      otherPostsLines('The role asks for reset passwords and set up accounts for new staff.', PAGE, null),
    ).toEqual([]);
    // One post's title over a label its page prints twice, above a list of other postings.
    const bannerPage = [
      'Receptionist',
      'Banner image',
      'Job description',
      'Job description',
      'Greet visitors at the desk',
    ];
    expect(
      otherPostsLines('The role asks for greet visitors at the desk.', bannerPage.join('\n'), 'Receptionist'),
    ).toEqual([]);
    const onePost = [
      'Accounts Clerk',
      'Job description',
      'Reset passwords for new staff',
      'Requirements',
    ].join('\n');
    expect(
      otherPostsLines('The role asks for reset passwords for new staff.', onePost, 'Accounts Clerk'),
    ).toEqual([]);
  });
});
