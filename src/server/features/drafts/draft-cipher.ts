import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Drafts are encrypted with AES-256-GCM: a 32-byte key, a fresh 12-byte nonce per draft, a 16-byte tag. */
const ALGORITHM = 'aes-256-gcm';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** Where the key generated on first start is kept when the configuration gives none. */
export const keyFile = (dataDir: string) => path.join(dataDir, 'secretos', 'borradores.key');

/**
 * The drafts' key: DRAFTS_KEY (32 bytes in base64) when set, which every replica must share; otherwise
 * the key under DATA_DIR/secretos, generated (mode 600) the first time the server starts.
 */
export function loadDraftKey(config: { draftsKey: string | undefined; dataDir: string }): Buffer {
  if (config.draftsKey) return Buffer.from(config.draftsKey, 'base64');
  const file = keyFile(config.dataDir);
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  // 'wx': two processes starting together cannot both write one; the loser reads the winner's key.
  try {
    writeFileSync(file, `${key.toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    chmodSync(file, 0o600);
    return key;
  } catch {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  }
}

/** nonce ‖ tag ‖ ciphertext. */
export function encrypt(key: Buffer, plain: Buffer): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, nonce);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), body]);
}

/** The inverse of `encrypt`; throws when the bytes were altered or another key encrypted them. */
export function decrypt(key: Buffer, sealed: Buffer): Buffer {
  const nonce = sealed.subarray(0, NONCE_BYTES);
  const tag = sealed.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES);
  const decipher = createDecipheriv(ALGORITHM, key, nonce);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]);
}
