/**
 * The server's half of the password rules: the contract's NewPassword (length, not blank, not a
 * run of a few characters) runs in the browser too; refusing the commonest passwords needs a
 * list too large for the web app. The list is zxcvbn's (via @zxcvbn-ts/language-common, about
 * 49,000 passwords seen most often in breaches), read once on first use.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MESSAGES } from '@contract/auth';

let common: Set<string> | null = null;

function commonPasswords(): Set<string> {
  if (!common) {
    // Short entries stay: 'dragon' matters once 'dragon2024!' loses its suffix.
    common = new Set((dictionary['passwords-common'] ?? []).map((word) => String(word).toLowerCase()));
  }
  return common;
}

/** The forms of a password checked against the list: as typed, lower-cased, without spaces. */
function variants(password: string, email: string | null): string[] {
  const lower = password.toLowerCase();
  const forms = [lower, lower.replace(/\s+/gu, '')];
  // 'Password1!' and 'password123' are the same guess with a suffix.
  forms.push(lower.replace(/[\d\W_]+$/u, ''));
  if (email) {
    const local = email.toLowerCase().split('@')[0] ?? '';
    if (local.length >= 3) forms.push(lower.replaceAll(local, ''));
  }
  return forms;
}

/**
 * Why a new password is refused (a sentence for the form), or null when it is acceptable.
 * `email` refuses passwords that are only the e-mail address or its name part.
 */
export function passwordProblem(password: string, email: string | null = null): string | null {
  const list = commonPasswords();
  const lower = password.toLowerCase().trim();
  if (email && (lower === email.toLowerCase() || lower === email.toLowerCase().split('@')[0])) {
    return PASSWORD_MESSAGES.common;
  }
  for (const form of variants(password, email)) {
    if (form.length >= 4 && list.has(form)) return PASSWORD_MESSAGES.common;
  }
  return null;
}
