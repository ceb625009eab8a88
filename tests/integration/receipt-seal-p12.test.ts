import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';
import { describeWithServer } from './databases.ts';
import { catalogue, postExample } from './procedures-helpers.ts';
import { pdfText } from './procedures-pdf-text.ts';
import { pkijsVerify } from './seal-verifier.ts';

// Issue 17: the council's own seal certificate (SEAL_P12_PATH / SEAL_P12_PASSWORD), as its provider delivers it.
const dir = mkdtempSync(path.join(tmpdir(), 'sello-p12-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const AUTHORITY = 'AC Ficticia de Sellos de Órgano';
const COUNCIL = 'SELLO ELECTRÓNICO DEL AYUNTAMIENTO DE VALDEFICTICIA';
const PASSWORD = 'contraseña-de-pruebas-17';

const keyPair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: forge.pki.privateKeyFromPem(
      privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    ) as forge.pki.rsa.PrivateKey,
    publicKey: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
  };
};
const utf8Name = (commonName: string) => [
  { name: 'commonName', value: commonName, valueTagClass: forge.asn1.Type.UTF8 as number },
  {
    name: 'organizationName',
    value: 'Entidad Ficticia de Certificación',
    valueTagClass: forge.asn1.Type.UTF8 as number,
  },
  { name: 'countryName', value: 'ES' },
];

/** A certificate of `subject` for `publicKey`, issued by AUTHORITY with `issuerKey`. */
function certificate(
  serial: string,
  subject: string,
  publicKey: forge.pki.PublicKey,
  issuerKey: forge.pki.rsa.PrivateKey,
  ca: boolean,
) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = serial;
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(Date.now() + 2 * 365 * 24 * 3600 * 1000);
  cert.setSubject(utf8Name(subject) as forge.pki.CertificateField[]);
  cert.setIssuer(utf8Name(AUTHORITY) as forge.pki.CertificateField[]);
  cert.setExtensions(
    ca
      ? [
          { name: 'basicConstraints', cA: true },
          { name: 'keyUsage', keyCertSign: true },
        ]
      : [{ name: 'keyUsage', digitalSignature: true, nonRepudiation: true }],
  );
  cert.sign(issuerKey, forge.md.sha256.create());
  return cert;
}

const authority = keyPair();
const council = keyPair();
const authorityCert = certificate('01', AUTHORITY, authority.publicKey, authority.privateKey, true);
const councilCert = certificate('5e11017a', COUNCIL, council.publicKey, authority.privateKey, false);

/** Writes a PKCS#12 (as providers deliver them: the key, its certificate and the issuing chain) and returns its path. */
function writePkcs12(
  name: string,
  key: forge.pki.rsa.PrivateKey | null,
  chain: forge.pki.Certificate[],
  password: string,
) {
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, chain, password, { algorithm: '3des' });
  const file = path.join(dir, name);
  writeFileSync(file, Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'));
  return file;
}

// The issuing authority first: the seal must pick the certificate of its key, not the first one.
const p12Path = writePkcs12('ayuntamiento.p12', council.privateKey, [authorityCert, councilCert], PASSWORD);

const procedure = catalogue.find((p) => p.identificacion !== 'requerida') ?? catalogue[0];

describeWithServer(
  'Justificante sellado con el certificado del ayuntamiento (PKCS#12)',
  (server) => {
    it('seals with the configured certificate: valid for an independent verifier, named on the receipt and by /verificar', async () => {
      if (!procedure) throw new Error('El catálogo está vacío');
      const { response } = await postExample(server().app, procedure);
      expect(response.statusCode, response.body).toBe(201);
      const pdf = response.rawPayload;
      const check = await pkijsVerify(pdf);
      expect(check).toMatchObject({ ok: true, signer: COUNCIL });
      // The printed receipt names the council's seal, and says nothing of a demo one.
      const text = pdfText(pdf);
      expect(text).toContain(COUNCIL);
      expect(text).not.toMatch(/demostración/i);

      const [row] = await server().app.db.query<{ csv: string }>(
        'select csv from tramites where registro = $1',
        [response.headers['x-numero-registro']],
      );
      const verification = await server().app.inject({ method: 'GET', url: `/api/verificar/${row?.csv}` });
      expect(verification.statusCode).toBe(200);
      expect(verification.json().sello).toMatchObject({
        valido: true,
        sellador: COUNCIL,
        emisor: AUTHORITY,
        demostracion: false,
      });
    });
  },
  { env: { SEAL_P12_PATH: p12Path, SEAL_P12_PASSWORD: PASSWORD }, databases: 'embedded' },
);

describe('SEAL_P12_PATH y SEAL_P12_PASSWORD al arrancar', () => {
  /** The configuration problems of `env`, with another one (PORT), to see they are listed together. */
  const problems = (env: Record<string, string>): string[] => {
    try {
      loadConfig({ NODE_ENV: 'test', PORT: 'no-es-un-puerto', ...env });
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    throw new Error('La configuración no debía aceptarse');
  };

  it('accepts the PKCS#12 with its password', () => {
    expect(() => loadConfig({ SEAL_P12_PATH: p12Path, SEAL_P12_PASSWORD: PASSWORD })).not.toThrow();
  });

  it('stops the start when the password is wrong or missing, naming SEAL_P12_PASSWORD in Spanish', () => {
    for (const env of [{ SEAL_P12_PASSWORD: 'otra-contraseña' }, {}] as Array<Record<string, string>>) {
      const found = problems({ SEAL_P12_PATH: p12Path, ...env });
      expect(found).toHaveLength(2);
      expect(found.join('\n')).toMatch(/PORT/);
      expect(found.find((p) => p.startsWith('SEAL_'))).toBe(
        'SEAL_P12_PASSWORD no es la contraseña del PKCS#12 de SEAL_P12_PATH',
      );
    }
  });

  it('stops the start when the file is missing, not a PKCS#12, or lacks the key', () => {
    const missing = path.join(dir, 'no-existe.p12');
    const notP12 = path.join(dir, 'certificado.pem');
    writeFileSync(notP12, forge.pki.certificateToPem(councilCert));
    const withoutKey = writePkcs12('sin-clave.p12', null, [councilCert], PASSWORD);
    const cases: Array<[string, RegExp]> = [
      [missing, /^SEAL_P12_PATH: no existe el archivo .*no-existe\.p12$/],
      [notP12, /^SEAL_P12_PATH: .*certificado\.pem no es un archivo PKCS#12/],
      [withoutKey, /^SEAL_P12_PATH: El PKCS#12 del sello debe contener la clave privada y su certificado\.$/],
    ];
    for (const [file, message] of cases) {
      const found = problems({ SEAL_P12_PATH: file, SEAL_P12_PASSWORD: PASSWORD });
      expect(found, file).toHaveLength(2);
      expect(
        found.find((p) => p.startsWith('SEAL_')),
        file,
      ).toMatch(message);
    }
  });
});
