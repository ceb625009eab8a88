import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import site from '#content/sitio.json' with { type: 'json' };
import type { Config } from '#server/config.ts';
import { selfSignedCertificate, storedKeyPair } from '#server/features/seal/self-signed.ts';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** What the SP needs to know of an identity provider (read from its metadata, or the local test IdP's). */
export interface IdpDescription {
  entityId: string;
  /** SingleSignOnService with the HTTP-POST binding. */
  ssoUrl: string;
  /** SingleLogoutService (HTTP-Redirect), when the IdP ends its sessions on request. */
  sloUrl: string | undefined;
  /** Signing certificates, PEM. */
  certificates: string[];
}

export const pemOfBase64 = (base64: string) =>
  `-----BEGIN CERTIFICATE-----\n${base64
    .replace(/\s+/g, '')
    .replace(/(.{64})/g, '$1\n')
    .replace(/\n$/, '')}\n-----END CERTIFICATE-----\n`;

/** Reads an IdP's SAML metadata (the file the Cl@ve gateway publishes for each environment). */
export function parseIdpMetadata(xml: string): IdpDescription {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const entity = doc.getElementsByTagNameNS(MD, 'EntityDescriptor')[0];
  const idp = doc.getElementsByTagNameNS(MD, 'IDPSSODescriptor')[0];
  if (!entity || !idp) throw new Error('Los metadatos de Cl@ve no describen un proveedor de identidad.');
  const service = (tag: string, binding: string) =>
    Array.from(idp.getElementsByTagNameNS(MD, tag))
      .find((node) => node.getAttribute('Binding') === binding)
      ?.getAttribute('Location') ?? undefined;
  const certificates = Array.from(idp.getElementsByTagNameNS(MD, 'KeyDescriptor'))
    .filter((node) => (node.getAttribute('use') ?? 'signing') === 'signing')
    .flatMap((node) => Array.from(node.getElementsByTagNameNS(DS, 'X509Certificate')))
    .map((node) => pemOfBase64(node.textContent ?? ''));
  const ssoUrl = service('SingleSignOnService', POST);
  if (!ssoUrl || certificates.length === 0) {
    throw new Error('Los metadatos de Cl@ve no tienen servicio de acceso HTTP-POST o certificado de firma.');
  }
  return {
    entityId: entity.getAttribute('entityID') ?? '',
    ssoUrl,
    sloUrl: service('SingleLogoutService', REDIRECT),
    certificates,
  };
}

export interface KeyPair {
  keyPem: string;
  certPem: string;
}

/** The SP's signing key and certificate: the configured ones (registered with Cl@ve) or demo ones. */
export async function spKeyPair(config: Config): Promise<KeyPair> {
  const { spKeyPath, spCertPath } = config.clave;
  if (spKeyPath && spCertPath) {
    return { keyPem: await readFile(spKeyPath, 'utf8'), certPem: await readFile(spCertPath, 'utf8') };
  }
  return storedKeyPair(path.join(config.dataDir, 'identidad'), 'demo-sp', () =>
    selfSignedCertificate({
      commonName: `${site.ayuntamiento} - proveedor de servicio (demostración)`,
      unit: 'CLAVE DE DEMOSTRACIÓN - SIN VALIDEZ',
      organization: site.ayuntamiento,
    }),
  );
}

/** The local test IdP's signing key (only used when no Cl@ve metadata is configured). */
export function testIdpKeyPair(config: Config): Promise<KeyPair> {
  return storedKeyPair(path.join(config.dataDir, 'identidad'), 'idp-pruebas', () =>
    selfSignedCertificate({
      commonName: 'Proveedor de identidad de PRUEBAS',
      unit: 'SOLO PARA PRUEBAS - VECINOS FICTICIOS',
      organization: site.ayuntamiento,
    }),
  );
}
