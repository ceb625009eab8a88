import { createHash, randomBytes } from 'node:crypto';

/** A new opaque secret: `bytes` random bytes, base64url (no padding), safe in headers and e-mails. */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 (hex) of a token: what the database keeps instead of the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
