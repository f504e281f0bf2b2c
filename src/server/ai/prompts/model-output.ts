/**
 * A model's answer is checked with the contract's own schemas (the fields a task fills), plus one
 * rule the contract does not need: no field the person will read may be blank.
 */
import type { z } from 'zod';

function hasBlank(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.some(hasBlank);
  if (value && typeof value === 'object') return Object.values(value).some(hasBlank);
  return false;
}

export function noBlanks<T extends z.ZodType>(schema: T): T {
  return schema.refine((value) => !hasBlank(value), { error: 'a field is blank' }) as unknown as T;
}
