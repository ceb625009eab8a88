import { createPrivateKey, X509Certificate } from 'node:crypto';
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
