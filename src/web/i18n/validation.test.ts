import { describe, expect, it } from 'vitest';
import { ChangePasswordRequest, PASSWORD_MESSAGES, SigninRequest, SignupRequest } from '@contract/auth';
import { translatorFor } from './test-translator';
import { translateValidation } from './validation';

/** Every message the account forms' contract can produce, from inputs that break each rule. */
function contractMessages(): string[] {
  const issues = [
    SigninRequest.safeParse({ email: 'not an address', password: '' }),
    SignupRequest.safeParse({ email: 'a@b.c', password: 'short' }),
    SignupRequest.safeParse({ email: 'a@b.c', password: ' '.repeat(12) }),
    SignupRequest.safeParse({ email: 'a@b.c', password: 'abababababab' }),
    SignupRequest.safeParse({ email: 'a@b.c', password: 'x'.repeat(2000) }),
    SignupRequest.safeParse({ email: 'a@b.c' }),
    ChangePasswordRequest.safeParse({ currentPassword: '', newPassword: 'long enough password' }),
  ].flatMap((result) => result.error?.issues ?? []);
  return [...new Set(issues.map((issue) => issue.message))];
}

describe('translateValidation', () => {
  const messages = [
    ...contractMessages(),
    // Sent by the server only (src/server/routes/auth.ts, password-policy.ts).
    PASSWORD_MESSAGES.common,
    'The current password is incorrect.',
    'Please choose a password different from your current one.',
  ];

  it('knows every message the contract words', () => {
    expect(contractMessages().length).toBeGreaterThanOrEqual(7);
    const german = translatorFor('de');
    expect(messages.filter((message) => translateValidation(message, german) === message)).toEqual([]);
  });

  it('keeps English word for word and fills in the limits', () => {
    const english = translatorFor('en');
    for (const message of messages) expect(translateValidation(message, english)).toBe(message);
    expect(translateValidation(PASSWORD_MESSAGES.tooShort, translatorFor('fr'))).toMatch(/\b10\b/);
  });

  it('passes a sentence it does not know through as the server wrote it', () => {
    const spanish = translatorFor('es');
    expect(translateValidation('Too many attempts. Try again in 5 minutes.', spanish)).toBe(
      'Too many attempts. Try again in 5 minutes.',
    );
  });
});
