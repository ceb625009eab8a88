import { generateKeyPair, sign } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';

/** forge's own step of `cert.sign` (x509.js), which its type declarations leave out. */
type ForgeTbs = { getTBSCertificate(cert: forge.pki.Certificate): forge.asn1.Asn1 };

/**
 * A new RSA-2048 key (Node's generator, fast) and a self-signed certificate for it, valid ten years: the demo
 * seal and the demo SAML keys. PEM strings.
 */
export async function selfSignedCertificate(
  name: { commonName: string; unit: string; organization: string },
  now = new Date(),
): Promise<{ keyPem: string; certPem: string }> {
  // Generated off the event loop: a blocking RSA generation would stall every request meanwhile.
  const { privateKey, publicKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(15))}`;
  cert.validity.notBefore = now;
  cert.validity.notAfter = new Date(now.getTime() + 10 * 365 * 24 * 3600 * 1000);
  const attributes = [
    { name: 'commonName', value: name.commonName },
    { name: 'organizationalUnitName', value: name.unit },
    { name: 'organizationName', value: name.organization },
    { name: 'countryName', value: 'ES' },
  ];
  cert.setSubject(attributes);
  cert.setIssuer(attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  // Signed by Node (OpenSSL), not by forge's RSA in JavaScript (60 ms warm, several times that in a fresh test
  // process, against 1 ms): the same PKCS#1 v1.5 signature with SHA-256 over the DER of the certificate's TBS
  // part that `cert.sign` computes.
  cert.signatureOid = forge.pki.oids.sha256WithRSAEncryption ?? '';
  cert.siginfo.algorithmOid = cert.signatureOid;
  cert.tbsCertificate = (forge.pki as unknown as ForgeTbs).getTBSCertificate(cert);
  const tbs = Buffer.from(forge.asn1.toDer(cert.tbsCertificate).getBytes(), 'binary');
  cert.signature = sign('sha256', tbs, privateKey).toString('binary');
  return { keyPem, certPem: forge.pki.certificateToPem(cert) };
}

type KeyPair = { keyPem: string; certPem: string };

/**
 * The key pair kept as `<name>.key.pem` / `<name>.crt.pem` in `dir`, generated on first use. Every replica sharing
 * DATA_DIR uses the same one: when two start at once, the first one's files win and the other reads them.
 */
export async function storedKeyPair(
  dir: string,
  name: string,
  generate: () => Promise<KeyPair>,
): Promise<KeyPair> {
  const keyFile = path.join(dir, `${name}.key.pem`);
  const certFile = path.join(dir, `${name}.crt.pem`);
  const read = async () => ({
    keyPem: await readFile(keyFile, 'utf8'),
    certPem: await readFile(certFile, 'utf8'),
  });
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const pair = await generate();
  await mkdir(dir, { recursive: true });
  try {
    await writeFile(keyFile, pair.keyPem, { flag: 'wx', mode: 0o600 });
    await chmod(keyFile, 0o600);
    await writeFile(certFile, pair.certPem, { flag: 'wx' });
    return pair;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    await new Promise((resolve) => setTimeout(resolve, 200));
    return read();
  }
}
