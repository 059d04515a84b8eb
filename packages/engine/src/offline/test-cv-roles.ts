// A test helper: the posts a CV's text is read as, with only the fields the entry tests compare.
import { readCvProfile } from './cv-profile.ts';

export const rolesOf = (markdown: string) =>
  readCvProfile(markdown).roles.map(({ title, organisation, start, end }) => ({
    title,
    organisation,
    start,
    end,
  }));
