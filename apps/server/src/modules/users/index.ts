// The users module's public surface: other modules use these, never its queries.
export {
  countUsersWithRole,
  findAuthenticatedUser,
  getUserProfile,
  signInUser,
  type VerifiedIdentity,
} from './users.service.ts';
