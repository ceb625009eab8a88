import { createHash, generateKeyPairSync, webcrypto } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as asn1js from 'asn1js';
import forge from 'node-forge';
import * as pkijs from 'pkijs';

pkijs.setEngine('node', new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as Crypto }));

/** How the test TSA answers the next requests. */
export type TsaMode =
  | 'grant'
  | 'reject'
  | 'garbage'
  | 'http-error'
  | 'hang-up'
  | 'other-imprint'
  | 'other-nonce';

const OID_TST_INFO = '1.2.840.113549.1.9.16.1.4';
const OID_SHA256 = '2.16.840.1.101.3.4.2.1';
const arrayBuffer = (bytes: Buffer) => new Uint8Array(bytes).buffer;

const derOf = (cert: forge.pki.Certificate) =>
  Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');

function forgeKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    pkcs8: privateKey.export({ type: 'pkcs8', format: 'der' }),
    privateKey: forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()),
    publicKey: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
  };
}

/**
 * A fictional certification authority and the TSA certificate it issues (critical extended key usage
 * timeStamping, as RFC 3161 §2.3 asks). DER, and the TSA's key as PKCS#8.
 */
function tsaCertificates(): { ca: Buffer; certificate: Buffer; keyPkcs8: Buffer } {
  const caKeys = forgeKeys();
  const tsaKeys = forgeKeys();
  const issue = (
    serial: string,
    commonName: string,
    publicKey: forge.pki.PublicKey,
    extensions: object[],
    issuer = commonName,
  ) => {
    const cert = forge.pki.createCertificate();
    cert.publicKey = publicKey;
    cert.serialNumber = serial;
    cert.validity.notBefore = new Date(Date.now() - 24 * 3600 * 1000);
    cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    const name = (cn: string) => [
      { name: 'commonName', value: cn },
      { name: 'organizationName', value: 'Autoridad Ficticia de Sellado' },
      { name: 'countryName', value: 'ES' },
    ];
    cert.setSubject(name(commonName));
    cert.setIssuer(name(issuer));
    cert.setExtensions(extensions);
    cert.sign(caKeys.privateKey, forge.md.sha256.create());
    return derOf(cert);
  };
  const caName = 'AC Raíz Ficticia de Pruebas';
  const ca = issue('01', caName, caKeys.publicKey, [
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
  ]);
  const certificate = issue(
    '0a1b2c3d',
    'TSA de Pruebas de Valdeficticia',
    tsaKeys.publicKey,
    [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
      { name: 'extKeyUsage', timeStamping: true, critical: true },
    ],
    caName,
  );
  return { ca, certificate, keyPkcs8: tsaKeys.pkcs8 };
}

/** A genuine TimeStampToken: TSTInfo signed by the TSA (content type, message digest, its certificate). */
async function signToken(
  tstInfo: pkijs.TSTInfo,
  certificate: pkijs.Certificate,
  key: CryptoKey,
): Promise<pkijs.ContentInfo> {
  const content = tstInfo.toSchema().toBER();
  const digest = createHash('sha256').update(Buffer.from(content)).digest();
  const signedData = new pkijs.SignedData({
    version: 3,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: OID_TST_INFO,
      eContent: new asn1js.OctetString({ valueHex: content }),
    }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({
          issuer: certificate.issuer,
          serialNumber: certificate.serialNumber,
        }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            new pkijs.Attribute({
              type: '1.2.840.113549.1.9.3',
              values: [new asn1js.ObjectIdentifier({ value: OID_TST_INFO })],
            }),
            new pkijs.Attribute({
              type: '1.2.840.113549.1.9.4',
              values: [new asn1js.OctetString({ valueHex: arrayBuffer(digest) })],
            }),
          ],
        }),
      }),
    ],
    certificates: [certificate],
  });
  await signedData.sign(key, 0, 'SHA-256');
  return new pkijs.ContentInfo({
    contentType: pkijs.ContentInfo.SIGNED_DATA,
    content: signedData.toSchema(true),
  });
}

export interface TestTsa {
  url: string;
  /** The TSA's certificate, DER. */
  certificate: Buffer;
  /** The authority that issued it, DER. */
  ca: Buffer;
  mode: TsaMode;
  /** The requests it received, parsed. */
  requests: pkijs.TimeStampReq[];
  close(): Promise<void>;
}

/**
 * A real RFC 3161 responder on a local port: it parses each TimeStampReq and, in `grant` mode, answers a
 * TimeStampResp with a token signed by its own fresh certificate for the request's imprint and nonce. The other
 * modes are the failures a TSA can have: rejection, garbage, an HTTP error, a dropped connection, and a granted
 * token for another imprint or another nonce.
 */
export async function startTestTsa(): Promise<TestTsa> {
  const { ca, certificate, keyPkcs8 } = tsaCertificates();
  const pkiCertificate = pkijs.Certificate.fromBER(arrayBuffer(certificate));
  const key = await webcrypto.subtle.importKey(
    'pkcs8',
    arrayBuffer(keyPkcs8),
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  let serial = 0;
  const tsa: TestTsa = {
    url: '',
    certificate,
    ca,
    mode: 'grant',
    requests: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const respond = async (request: pkijs.TimeStampReq): Promise<Buffer> => {
    if (tsa.mode === 'garbage') return Buffer.from('esto no es una respuesta de sellado de tiempo');
    if (tsa.mode === 'reject') {
      const status = new pkijs.PKIStatusInfo({ status: pkijs.PKIStatus.rejection });
      return Buffer.from(new pkijs.TimeStampResp({ status }).toSchema().toBER());
    }
    const hashed = Buffer.from(request.messageImprint.hashedMessage.valueBlock.valueHexView);
    const imprint = tsa.mode === 'other-imprint' ? createHash('sha256').update(hashed).digest() : hashed;
    const nonce = tsa.mode === 'other-nonce' ? new asn1js.Integer({ value: 42 }) : request.nonce;
    const tstInfo = new pkijs.TSTInfo({
      version: 1,
      policy: '1.3.6.1.4.1.99999.1.1',
      messageImprint: new pkijs.MessageImprint({
        hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID_SHA256 }),
        hashedMessage: new asn1js.OctetString({ valueHex: arrayBuffer(imprint) }),
      }),
      serialNumber: new asn1js.Integer({ value: ++serial }),
      genTime: new Date(),
      ...(nonce ? { nonce } : {}),
    });
    const token = await signToken(tstInfo, pkiCertificate, key);
    const status = new pkijs.PKIStatusInfo({ status: pkijs.PKIStatus.granted });
    return Buffer.from(new pkijs.TimeStampResp({ status, timeStampToken: token }).toSchema().toBER());
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let request: pkijs.TimeStampReq;
      try {
        request = pkijs.TimeStampReq.fromBER(arrayBuffer(Buffer.concat(chunks)));
      } catch {
        res.writeHead(400).end();
        return;
      }
      tsa.requests.push(request);
      if (tsa.mode === 'hang-up') {
        req.socket.destroy();
        return;
      }
      if (tsa.mode === 'http-error') {
        res.writeHead(503).end();
        return;
      }
      respond(request).then(
        (reply) => res.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(reply),
        () => res.writeHead(500).end(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  tsa.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tsa`;
  return tsa;
}

/** The seal's CMS SignerInfo in a sealed PDF (the last signature), parsed by pkijs. */
export function sealSignerInfo(pdf: Buffer): pkijs.SignerInfo {
  const text = pdf.toString('latin1');
  const range = [...text.matchAll(/\/ByteRange\s*\[(\d+) (\d+) (\d+) (\d+)\s*\]/g)].at(-1);
  if (!range) throw new Error('El PDF no lleva firma');
  const [, b, c] = range.slice(1).map(Number) as [number, number, number, number];
  const cms = Buffer.from(text.slice(b + 1, c - 1), 'hex');
  const contentInfo = pkijs.ContentInfo.fromBER(arrayBuffer(cms));
  const signerInfo = new pkijs.SignedData({ schema: contentInfo.content }).signerInfos[0];
  if (!signerInfo) throw new Error('La firma no tiene firmante');
  return signerInfo;
}
