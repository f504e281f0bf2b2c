/**
 * Sign-in, the current user and the public configuration the web app needs before sign-in.
 */
import { z } from 'zod';
import { Id, Timestamp } from './common';

export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
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
});
export type User = z.infer<typeof User>;

export const MIN_PASSWORD_LENGTH = 10;

const Email = z.email({ error: 'Please enter a valid e-mail address.' }).max(254);
const Name = z.string().trim().max(100).optional();

/** POST /api/auth/local/signup → 201 User (+ session cookie); 409 when the e-mail exists. */
export const SignupRequest = z.object({
  email: Email,
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, { error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.` })
    .max(1024),
  firstName: Name,
  lastName: Name,
});
export type SignupRequest = z.infer<typeof SignupRequest>;

/** POST /api/auth/local/signin → 200 User (+ session cookie); 401 otherwise. */
export const SigninRequest = z.object({
  email: Email,
  password: z.string().min(1, { error: 'Please enter your password.' }).max(1024),
});
export type SigninRequest = z.infer<typeof SigninRequest>;

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
