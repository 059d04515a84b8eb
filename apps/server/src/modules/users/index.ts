// The users module's public surface: other modules use these, never its queries.
export {
  countUsersWithRole,
  findAuthenticatedUser,
  getUserProfile,
  replaceUserRole,
  signInUser,
  type VerifiedIdentity,
} from './users.service.ts';
