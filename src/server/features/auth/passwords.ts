import { hash, verify } from '@node-rs/argon2';
import { MIN_PASSWORD_LENGTH } from '#shared/auth/password-rules.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { newToken } from './tokens.ts';

/** Argon2id hash (the library's default algorithm; OWASP-recommended memory and time costs). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash can never match; it is not the visitor's fault, so no 500 either.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the same time as a real check for an e-mail without an account, so response times do not
 * reveal which addresses exist. The dummy hash is of a random secret, never a fixed password.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(newToken());
  await verifyPassword(await dummyHash, password);
  return false;
}

/** The Spanish reason a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    return `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`;
  }
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || new Set(lower).size <= 2) {
    return 'Esa contraseña es demasiado común. Elige otra más difícil de adivinar.';
  }
  return null;
}
