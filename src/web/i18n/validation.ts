/**
 * The account forms' validation messages in the language shown. The contract (shared with the
 * server) words them in English and the server sends the same sentences back, so the interface
 * recognises each known sentence and shows its catalogue text; a sentence it does not know (a
 * wait time after too many attempts, a new server check) is shown as the server wrote it.
 */
import type { TFunction } from 'i18next';
import {
  MAX_PASSWORD_LENGTH,
  MIN_DISTINCT_PASSWORD_CHARACTERS,
  MIN_PASSWORD_LENGTH,
  PASSWORD_MESSAGES,
} from '@contract/auth';

type Translate = (t: TFunction) => string;

const KNOWN: ReadonlyMap<string, Translate> = new Map<string, Translate>([
  ['Please enter a valid e-mail address.', (t) => t('validation.email')],
  ['Please enter a password.', (t) => t('validation.passwordRequired')],
  ['Please enter your password.', (t) => t('validation.enterPassword')],
  ['Please enter your current password.', (t) => t('validation.enterCurrentPassword')],
  ['The current password is incorrect.', (t) => t('validation.currentIncorrect')],
  ['Please choose a password different from your current one.', (t) => t('validation.samePassword')],
  [PASSWORD_MESSAGES.tooShort, (t) => t('validation.tooShort', { min: MIN_PASSWORD_LENGTH })],
  [PASSWORD_MESSAGES.tooLong, (t) => t('validation.tooLong', { max: MAX_PASSWORD_LENGTH })],
  [PASSWORD_MESSAGES.blank, (t) => t('validation.blank')],
  [
    PASSWORD_MESSAGES.repetitive,
    (t) => t('validation.repetitive', { min: MIN_DISTINCT_PASSWORD_CHARACTERS }),
  ],
  [PASSWORD_MESSAGES.common, (t) => t('validation.common')],
]);

/** `message` in the language `t` speaks when it is one we know, else as it came. */
export function translateValidation(message: string, t: TFunction): string {
  return KNOWN.get(message)?.(t) ?? message;
}
