/**
 * Sign-in, the current user and the public configuration the web app needs before sign-in.
 */
import { z } from 'zod';
import { Id, LANGUAGES, Timestamp } from './common';

export { LANGUAGES };
export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;

/** GET /api/auth/user */
export const User = z.object({
  id: Id,
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  language: Language,
  createdAt: Timestamp,
  /**
   * True when the account signs in with e-mail and password (so the password can be changed);
   * false for an OpenID Connect account. Always sent by the server.
   */
  localAccount: z.boolean().optional(),
});
export type User = z.infer<typeof User>;

/**
 * GET /api/auth/session: the current user or null, always 200. The web app's signed-in check uses
 * it so a signed-out visit logs no 401 in the browser's console (Lighthouse best practices);
 * GET /api/auth/user keeps the spec's 401 for API clients.
 */
export const Session = z.object({ user: User.nullable() });
export type Session = z.infer<typeof Session>;

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 1024;
/** Fewer different characters than this is a pattern, not a password ('aaaaaaaaaa', ten spaces). */
export const MIN_DISTINCT_PASSWORD_CHARACTERS = 5;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  tooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`,
  blank: 'Password cannot be only spaces.',
  repetitive: `Password must use at least ${MIN_DISTINCT_PASSWORD_CHARACTERS} different characters.`,
  common: 'This password is one of the most common ones. Please choose another.',
} as const;

const Email = z.email({ error: 'Please enter a valid e-mail address.' }).max(254);
const Name = z.string().trim().max(100).optional();

/**
 * A new password: long enough, not blank, not a run of a few characters. Whether it is one of
 * the most common passwords is checked by the server (the list is too large for the web app).
 */
export const NewPassword = z
  .string({ error: 'Please enter a password.' })
  .min(MIN_PASSWORD_LENGTH, { error: PASSWORD_MESSAGES.tooShort })
  .max(MAX_PASSWORD_LENGTH, { error: PASSWORD_MESSAGES.tooLong })
  .refine((password) => password.trim() !== '', { error: PASSWORD_MESSAGES.blank, abort: true })
  .refine((password) => new Set(password).size >= MIN_DISTINCT_PASSWORD_CHARACTERS, {
    error: PASSWORD_MESSAGES.repetitive,
  });

/** POST /api/auth/local/signup → 201 User (+ session cookie); 409 when the e-mail exists. */
export const SignupRequest = z.object({
  email: Email,
  password: NewPassword,
  firstName: Name,
  lastName: Name,
});
export type SignupRequest = z.infer<typeof SignupRequest>;

/** POST /api/auth/local/signin → 200 User (+ session cookie); 401 otherwise. */
export const SigninRequest = z.object({
  email: Email,
  password: z.string().min(1, { error: 'Please enter your password.' }).max(MAX_PASSWORD_LENGTH),
});
export type SigninRequest = z.infer<typeof SigninRequest>;

/**
 * POST /api/account/password → 204 (+ a new session cookie; every other session of the account
 * ends). 400 names `currentPassword` when it is wrong and `newPassword` when it is refused.
 */
export const ChangePasswordRequest = z.object({
  currentPassword: z
    .string({ error: 'Please enter your current password.' })
    .min(1, { error: 'Please enter your current password.' })
    .max(MAX_PASSWORD_LENGTH),
  newPassword: NewPassword,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** GET /api/config: public settings the web app reads at start (no inline script under our CSP). */
export const PublicConfig = z.object({
  localAccounts: z.boolean(),
  /** Display name of the OpenID Connect provider, or null when none is configured. */
  oidcProvider: z.string().nullable(),
  tunemindUrl: z.string().nullable(),
  contactEmail: z.string(),
  buildVersion: z.string(),
  buildDate: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
