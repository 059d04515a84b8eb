import { z } from 'zod';
import { UserSchema } from './auth.ts';
import { EmailAddressSchema, MAX_NAME_LENGTH, plainText } from './text.ts';

/** spec part 2 §5 'Add Candidate': the dialog's own message when a required field is blank. */
export const ADD_CANDIDATE_REQUIRED_MESSAGE =
  'Please fill in all required fields (First Name, Surname, Email).';

/** The longest telephone number stored (E.123 with spaces and an extension fits well within it). */
export const MAX_TELEPHONE_LENGTH = 40;

const TELEPHONE_CHARACTERS = /^[0-9+()\-./ ]*(?:(?:ext\.?|x) ?[0-9]+)?$/i;

/**
 * POST /users/ (spec part 2 §7 'Candidates and users'): a recruiter or admin adds a candidate. Every field is trimmed;
 * the person later signs in with this email and is the same user.
 */
export const CreateCandidateRequestSchema = z.object({
  first_name: plainText({ label: 'First name', max: MAX_NAME_LENGTH }),
  surname: plainText({ label: 'Surname', max: MAX_NAME_LENGTH }),
  /** Shown in the Candidates table; 'first_name surname' when left out or blank. */
  full_name: plainText({ label: 'Full name', max: MAX_NAME_LENGTH * 2 + 1, min: 0 }).optional(),
  email: EmailAddressSchema,
  /** Optional; blank becomes null. */
  telephone: plainText({ label: 'Telephone', max: MAX_TELEPHONE_LENGTH, min: 0 })
    .refine((value) => TELEPHONE_CHARACTERS.test(value), {
      message: 'Telephone can contain only digits, spaces and + ( ) - . /',
    })
    .nullish()
    .transform((value) => (value ? value : null)),
  /** Ignored: a user added here is always a candidate, whatever this says (spec part 2 §4.2). */
  role: z.unknown().optional(),
});
export type CreateCandidateRequest = z.input<typeof CreateCandidateRequestSchema>;
/** The request as the server reads it: trimmed, telephone null when blank. */
export type CreateCandidateFields = z.output<typeof CreateCandidateRequestSchema>;

/**
 * GET /users/: a recruiter sees the candidates, an admin everyone; newest first. The spec allows a plain list or an
 * object holding one: this is the object.
 */
export const UserListResponseSchema = z.object({ users: z.array(UserSchema) });
export type UserListResponse = z.infer<typeof UserListResponseSchema>;

/** Name falls back from full name to name to email (spec part 2 §2.1). */
export function displayNameOf(
  user: Pick<z.infer<typeof UserSchema>, 'full_name' | 'first_name' | 'surname' | 'email'>,
): string {
  const name = [user.first_name, user.surname].filter(Boolean).join(' ');
  return user.full_name || name || user.email;
}
