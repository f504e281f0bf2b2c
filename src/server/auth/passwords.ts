/**
 * Password hashing with argon2id (@node-rs/argon2, whose default algorithm is argon2id) at
 * OWASP's recommended cost: 19 MiB, 2 passes, 1 lane. Runs on libuv's thread pool.
 */
import { hash, verify } from '@node-rs/argon2';

const COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, COST);
}

// Verified when the e-mail is unknown, so a wrong address costs as long as a wrong password
// and response times do not reveal which e-mails have accounts.
let decoy: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    decoy ??= hashPassword('decoy password that matches nothing');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
