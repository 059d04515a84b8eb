import type { AccessArea } from '@viva/contracts';

export type DocumentKind = 'cv' | 'specs';

/** What differs between CVs and specs; everything else about them is one implementation. */
export type DocumentKindRules = {
  kind: DocumentKind;
  /** Job name of its Q&A generation (`domain.action`). */
  qaJobName: string;
  /** The area a user must reach to keep documents of this kind of their own (spec part 2 §6). */
  ownArea: AccessArea;
  /** Recruiters and admins work on candidates' CVs (spec part 2 §2.2); each admin keeps their own specs. */
  isSharedWithRecruiters: boolean;
  /** 'CV', 'job specification': in messages. */
  noun: string;
  notFoundMessage: string;
};

export const CV_RULES: DocumentKindRules = {
  kind: 'cv',
  qaJobName: 'cv.generate-qa',
  ownArea: 'cv',
  isSharedWithRecruiters: true,
  noun: 'CV',
  notFoundMessage: 'CV not found',
};

export const SPECS_RULES: DocumentKindRules = {
  kind: 'specs',
  qaJobName: 'specs.generate-qa',
  ownArea: 'specs',
  isSharedWithRecruiters: false,
  noun: 'job specification',
  notFoundMessage: 'Specs file not found',
};

/** Where a user's files of a kind live in storage; the users module erases `users/<userId>/` with the user. */
export const documentStorageKey = (userId: string, kind: DocumentKind, documentId: string) =>
  `users/${userId}/${kind}/${documentId}`;
