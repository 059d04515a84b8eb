import { z } from 'zod';
import { RoleSchema } from './roles.ts';
import { EmailAddressSchema, MAX_NAME_LENGTH, plainText } from './text.ts';

/** Sign-in with an identity provider's token (a Google ID token or access token, or an OIDC ID token). */
export const ProviderSignInRequestSchema = z.object({
  /** The token the provider gave the browser. */
  token: z.string().trim().min(1, 'Token is required'),
});
export type ProviderSignInRequest = z.infer<typeof ProviderSignInRequestSchema>;

/** Development sign-in (embedded default only). */
export const DevSignInRequestSchema = z.object({
  email: EmailAddressSchema,
  /** Shown in the top bar; defaults to the part of the email before '@'. */
  full_name: plainText({ label: 'Full name', max: MAX_NAME_LENGTH, min: 0 }).optional(),
});
export type DevSignInRequest = z.infer<typeof DevSignInRequestSchema>;

export const AccessTokenResponseSchema = z.object({
  /** Bearer token for every later call (signed JWT, with expiry). */
  access_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds until the token expires. */
  expires_in: z.number().int(),
});
export type AccessTokenResponse = z.infer<typeof AccessTokenResponseSchema>;

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  /** Empty until the user chooses a role (admins get theirs from ADMIN_EMAILS). */
  role: RoleSchema.nullable(),
  first_name: z.string().nullable(),
  surname: z.string().nullable(),
  telephone: z.string().nullable(),
});
export type User = z.infer<typeof UserSchema>;

/** Role choice: only recruiter or candidate, and only once (spec part 1 §5). */
export const RoleChoiceRequestSchema = z.object({
  role: z.enum(['recruiter', 'candidate'], { error: 'Role must be recruiter or candidate' }),
});
export type RoleChoiceRequest = z.infer<typeof RoleChoiceRequestSchema>;

/** Which sign-in methods this server offers, so the login page shows the right buttons. */
export const AuthProvidersResponseSchema = z.object({
  /** Google Identity Services client id, when Google sign-in is configured. */
  google_client_id: z.string().nullable(),
  /** Display name of the OpenID Connect issuer, when one is configured. */
  oidc: z.object({ name: z.string(), start_url: z.string() }).nullable(),
  /** Whether the development sign-in form is available. */
  dev_login: z.boolean(),
  /** The server runs with NODE_ENV=development: testing aids show (the Candidates screen's debug line). */
  development_mode: z.boolean(),
});
export type AuthProvidersResponse = z.infer<typeof AuthProvidersResponseSchema>;
