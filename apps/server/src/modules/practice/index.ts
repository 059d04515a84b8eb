// The practice module's public surface: a user's recordings live under this storage prefix (erased with the user).
export { recordingsPrefix } from './practice-recordings.service.ts';
