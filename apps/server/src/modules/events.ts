/**
 * After-commit events between feature modules: who publishes each, and why someone listens. A module that
 * changes what another module shows publishes; the owner of the view subscribes.
 */
export type AppEvents = {
  /** A posting was created or deleted (jobs): the job list is served from a short cache. */
  'job-posting.changed': { jobPostingId: string };
  /**
   * An interview finished or a candidate asked for a human-led one (interviews): the job list shows each posting's
   * interview count.
   */
  'interview.changed': { jobPostingId: string };
  /** A user's role or name changed, or the user is gone (users, auth, access): the guards cache the signed-in user. */
  'user.changed': { userId: string };
};
