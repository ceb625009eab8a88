import { randomBytes } from 'node:crypto';

/** Letters and digits nobody confuses when reading them aloud or typing them (no 0/O, 1/I/L). */
export const CSV_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CSV_LENGTH = 20;

/**
 * A random código seguro de verificación: 20 characters of a 31-letter alphabet (about 99 bits), drawn by
 * rejection sampling so every character is equally likely.
 */
export function newVerificationCode(): string {
  let code = '';
  while (code.length < CSV_LENGTH) {
    for (const byte of randomBytes(32)) {
      // 248 = 8 × 31: bytes above it would make the first letters likelier.
      if (byte < 248 && code.length < CSV_LENGTH) code += CSV_ALPHABET[byte % CSV_ALPHABET.length];
    }
  }
  return code;
}

/** The code as a person may type it (lower case, spaces, dashes) → its stored form, or undefined if it cannot be one. */
export function normalizeVerificationCode(input: string): string | undefined {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CSV_LENGTH) return undefined;
  for (const char of code) if (!CSV_ALPHABET.includes(char)) return undefined;
  return code;
}

/** Groups of five for print: 'ABCDE-FGHJK-MNPQR-STUVW'. */
export function formatVerificationCode(code: string): string {
  return code.match(/.{1,5}/g)?.join('-') ?? code;
}

/** `${PUBLIC_URL}/verificar?csv=…`: where anyone holding the receipt can check it. */
export const verificationUrl = (publicUrl: string, csv: string) =>
  `${publicUrl}/verificar?csv=${encodeURIComponent(csv)}`;
