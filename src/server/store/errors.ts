/**
 * Store-level failures the HTTP layer turns into answers: a record that is missing or belongs
 * to someone else (the same thing from the caller's side → 404), and a duplicate e-mail (409).
 */

export class RecordNotFoundError extends Error {
  override readonly name = 'RecordNotFoundError';
  /** What was looked for, in words a user reads: 'Analysis', 'Journal entry'. */
  constructor(readonly what: string) {
    super(`${what} not found.`);
  }
}

export class DuplicateEmailError extends Error {
  override readonly name = 'DuplicateEmailError';
  constructor() {
    super('An account with this e-mail already exists.');
  }
}

/** True for a unique-constraint violation on either database. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  // PostgreSQL: 23505 unique_violation. better-sqlite3: SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
