// The users module's public surface: other modules use these, never its queries.
export {
  countUsersWithRole,
  createUserProfile,
  deleteUser,
  findAuthenticatedUser,
  getUserProfile,
  listUserProfiles,
  replaceUserRole,
  signInUser,
  userStoragePrefix,
  type VerifiedIdentity,
} from './users.service.ts';
