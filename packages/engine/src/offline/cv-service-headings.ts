// Sections of an academic CV that list what was given beside the posts: reviews for journals, service to a
// community or a profession, societies joined. Their rows ('Journal of Sleep Research · 2024', 'Riverside Food Bank,
// Volunteer · 2021 - Present', 'Psi Chi, Member · 2017 - Present') are no employment, whatever their layout.

/** 'Ad Hoc Reviewer', 'Journal Reviewing', 'Editorial Service', 'Community Service', 'Professional Memberships'. */
export const NO_POST_HEADING =
  /^(?:(?:ad[- ]hoc|journal|manuscript|peer) )?(?:reviewer|reviewing|review(?:er)? (?:service|activities|experience))(?: for journals)?$|^(?:editorial|community|professional|academic|university) service$|^(?:professional )?memberships?(?: (?:and|&) affiliations)?$/;

/** Whether a line is the heading of such a section (as written, in any case, with or without its Markdown marks). */
export function isNoPostHeading(text: string): boolean {
  return NO_POST_HEADING.test(
    text
      .replace(/^#+\s*/, '')
      .replace(/[*_:]/g, '')
      .trim()
      .toLowerCase(),
  );
}
