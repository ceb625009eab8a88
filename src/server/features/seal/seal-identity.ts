import { createPrivateKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import forge from 'node-forge';
import site from '#content/sitio.json' with { type: 'json' };
import type { SealKey } from './cms.ts';
import { selfSignedCertificate, storedKeyPair } from './self-signed.ts';

/** The council's electronic seal: its key and certificate, and whether it is the generated demo one. */
export interface SealIdentity extends SealKey {
  demo: boolean;
  /** Who seals, as the certificate names it. */
  titular: string;
}

/** Marks the generated certificate (its organizational unit) so /verificar can say it is only a demo. */
export const DEMO_MARK = 'SELLO DE DEMOSTRACIÓN - SIN VALIDEZ LEGAL';

export interface SealConfig {
  dataDir: string;
  sealP12Path: string | undefined;
  sealP12Password: string | undefined;
}

function commonName(certificate: Buffer): string {
  const subject = new X509Certificate(certificate).subject;
  return /^CN=(.*)$/m.exec(subject)?.[1] ?? subject;
}

function fromPem(keyPem: string, certPem: string, demo: boolean): SealIdentity {
  const certificate = new X509Certificate(certPem).raw;
  return { certificate, privateKey: createPrivateKey(keyPem), demo, titular: commonName(certificate) };
}

/** Reads the PKCS#12 the council's provider issued (the seal's key and certificate). */
export function readPkcs12(content: Buffer, password: string): SealIdentity {
  const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(content.toString('binary')), password);
  const bags = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
  const { pkcs8ShroudedKeyBag, keyBag: plainKeyBag, certBag } = forge.pki.oids as Record<string, string>;
  const keyBag = bags(pkcs8ShroudedKeyBag as string)[0] ?? bags(plainKeyBag as string)[0];
  const certBags = bags(certBag as string);
  if (!keyBag?.key || certBags.length === 0) {
    throw new Error('El PKCS#12 del sello debe contener la clave privada y su certificado.');
  }
  const key = keyBag.key as forge.pki.rsa.PrivateKey;
  const publicPem = forge.pki.publicKeyToPem(forge.pki.rsa.setPublicKey(key.n, key.e));
  // The seal's own certificate is the one of the key (a PKCS#12 may also carry the issuing chain).
  const own = certBags.find((bag) => bag.cert && forge.pki.publicKeyToPem(bag.cert.publicKey) === publicPem);
  if (!own?.cert) throw new Error('El PKCS#12 del sello no contiene el certificado de su clave.');
  return fromPem(forge.pki.privateKeyToPem(key), forge.pki.certificateToPem(own.cert), false);
}

/**
 * Why SEAL_P12_PATH / SEAL_P12_PASSWORD cannot seal (a Spanish configuration problem), or undefined when the
 * PKCS#12 opens and holds the key with its certificate. Checked with the rest of the configuration at start, so
 * a wrong password or a missing file stops the server then, not at a resident's first submission.
 */
export function pkcs12Problem(file: string, password: string | undefined): string | undefined {
  let content: Buffer;
  try {
    content = readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT'
      ? `SEAL_P12_PATH: no existe el archivo ${file}`
      : `SEAL_P12_PATH: no se puede leer el archivo ${file} (${code ?? 'error de lectura'})`;
  }
  try {
    forge.asn1.fromDer(content.toString('binary'));
  } catch {
    return `SEAL_P12_PATH: ${file} no es un archivo PKCS#12 (.p12 o .pfx)`;
  }
  try {
    readPkcs12(content, password ?? '');
    return undefined;
  } catch (error) {
    const message = (error as Error).message;
    // Our own messages (a PKCS#12 without the key or its certificate) are already Spanish.
    if (message.startsWith('El PKCS#12')) return `SEAL_P12_PATH: ${message}`;
    // node-forge says "MAC could not be verified. Invalid password?" when the integrity password is wrong.
    if (/MAC|password/i.test(message)) {
      return 'SEAL_P12_PASSWORD no es la contraseña del PKCS#12 de SEAL_P12_PATH';
    }
    return `SEAL_P12_PATH: no se puede abrir ${file} como PKCS#12 con SEAL_P12_PASSWORD (¿archivo dañado?)`;
  }
}

/** A self-signed seal certificate for the demo council, valid ten years, labelled as a demo everywhere. */
export const generateDemoSeal = () =>
  selfSignedCertificate({
    commonName: `${site.ayuntamiento} (demostración)`,
    unit: DEMO_MARK,
    organization: site.ayuntamiento,
  });

/**
 * The seal to use: the PKCS#12 of SEAL_P12_PATH when configured; otherwise the demo seal kept under
 * DATA_DIR/sello (generated on first start, so every replica sharing DATA_DIR seals with the same one).
 */
export async function loadSealIdentity(config: SealConfig): Promise<SealIdentity> {
  if (config.sealP12Path) {
    return readPkcs12(await readFile(config.sealP12Path), config.sealP12Password ?? '');
  }
  const { keyPem, certPem } = await storedKeyPair(
    path.join(config.dataDir, 'sello'),
    'demo-sello',
    generateDemoSeal,
  );
  return fromPem(keyPem, certPem, true);
}
