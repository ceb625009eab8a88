import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import * as pkijs from 'pkijs';
import { afterAll, describe, expect, it } from 'vitest';
import { attribute, fromDer, OID } from '#server/features/seal/cms.ts';
import { verifySeal } from '#server/features/seal/index.ts';
import { loadSealIdentity } from '#server/features/seal/seal-identity.ts';
import { sealPdf } from '#server/features/seal/seal-pdf.ts';
import {
  createTimestamper,
  randomNonce,
  type Timestamper,
  timestampRequest,
} from '#server/features/seal/tsa.ts';
import { describeWithServer } from './databases.ts';
import { catalogue, postExample } from './procedures-helpers.ts';
import { sealSignerInfo, startTestTsa, type TsaMode } from './seal-tsa.ts';
import { pkijsVerify } from './seal-verifier.ts';

// Issue 17: the RFC 3161 timestamp of SEAL_TSA_URL, against a real responder, and what a TSA outage does.
const SIGNATURE_TIMESTAMP = '1.2.840.113549.1.9.16.2.14';
const tsa = await startTestTsa();
afterAll(() => tsa.close());
const lines: string[] = [];
const procedure = catalogue.find((p) => p.identificacion !== 'requerida') ?? catalogue[0];

/** Every text the example applicant typed (names, DNI, e-mail, address…), to look for in the logs. */
const typedTexts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(typedTexts)
      : [];

const bytes = (view: ArrayBuffer | Uint8Array) => Buffer.from(view as ArrayBuffer);

describeWithServer(
  'Justificante con sello de tiempo RFC 3161',
  (server) => {
    const submit = async () => {
      if (!procedure) throw new Error('El catálogo está vacío');
      const { data, response } = await postExample(server().app, procedure);
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await server().app.db.query<{ csv: string }>(
        'select csv from tramites where registro = $1',
        [response.headers['x-numero-registro']],
      );
      const check = await server().app.inject({ method: 'GET', url: `/api/verificar/${row?.csv}` });
      return { data, pdf: response.rawPayload, sello: check.json().sello };
    };

    it('adds a token of the TSA for the hash of the seal signature, whose signature verifies with the TSA certificate', async () => {
      tsa.mode = 'grant';
      const asked = tsa.requests.length;
      const { pdf, sello } = await submit();
      expect((await pkijsVerify(pdf)).ok).toBe(true);
      expect(sello).toMatchObject({ valido: true, selloDeTiempo: true });

      const signerInfo = sealSignerInfo(pdf);
      const signature = bytes(signerInfo.signature.valueBlock.valueHexView);
      const signatureHash = createHash('sha256').update(signature).digest();
      const attributes = signerInfo.unsignedAttrs?.attributes ?? [];
      expect(attributes.map((attribute) => attribute.type)).toEqual([SIGNATURE_TIMESTAMP]);
      const token = new pkijs.ContentInfo({ schema: attributes[0]?.values[0] });
      const tokenData = new pkijs.SignedData({ schema: token.content });
      const eContent = tokenData.encapContentInfo.eContent;
      if (!eContent) throw new Error('El sello de tiempo no lleva TSTInfo');
      const tstInfo = pkijs.TSTInfo.fromBER(eContent.getValue());
      expect(tstInfo.messageImprint.hashAlgorithm.algorithmId).toBe('2.16.840.1.101.3.4.2.1');
      expect(bytes(tstInfo.messageImprint.hashedMessage.valueBlock.valueHexView).equals(signatureHash)).toBe(
        true,
      );

      // The request the TSA got: our imprint, and a nonce that is a DER INTEGER (positive, minimal) it echoed.
      expect(tsa.requests.length).toBe(asked + 1);
      const request = tsa.requests.at(-1) as pkijs.TimeStampReq;
      expect(bytes(request.messageImprint.hashedMessage.valueBlock.valueHexView).equals(signatureHash)).toBe(
        true,
      );
      const nonce = bytes(request.nonce?.valueBlock.valueHexView ?? new Uint8Array());
      expect(nonce.length).toBeGreaterThan(0);
      expect((nonce[0] ?? 0) & 0x80).toBe(0);
      expect(nonce[0] === 0 && ((nonce[1] ?? 0) & 0x80) === 0).toBe(false);
      expect(request.certReq).toBe(true);
      expect(tstInfo.nonce?.isEqual(request.nonce as pkijs.TimeStampReq['nonce'] & object)).toBe(true);

      const authority = pkijs.Certificate.fromBER(new Uint8Array(tsa.ca).buffer);
      // pkijs checks the token's imprint against the timestamped data (the seal's signature) too.
      const verified = await tokenData.verify({
        signer: 0,
        data: new Uint8Array(signature).buffer,
        trustedCerts: [authority],
        checkChain: true,
        extendedMode: true,
      });
      expect(verified.signatureVerified).toBe(true);
      expect(
        bytes(verified.signerCertificate?.toSchema().toBER() ?? new ArrayBuffer(0)).equals(tsa.certificate),
      ).toBe(true);
    });

    const failures: Array<[TsaMode, string, RegExp]> = [
      ['reject', 'answers a rejection', /estado 2/],
      ['http-error', 'answers an HTTP error', /503/],
      ['garbage', 'answers garbage', /./],
      ['hang-up', 'drops the connection', /fetch failed/],
      ['other-imprint', 'grants a token for another document', /no corresponde a la firma/],
      ['other-nonce', 'grants a token for another request', /nonce/],
    ];
    it.each(failures)(
      'when the TSA %s (%s), the resident still gets the sealed receipt, without timestamp, and the log says why without personal data',
      async (mode, _what, reason) => {
        tsa.mode = mode;
        const asked = tsa.requests.length;
        const warned = lines.length;
        const { data, pdf, sello } = await submit();
        expect(tsa.requests.length).toBe(asked + 1);
        expect((await pkijsVerify(pdf)).ok).toBe(true);
        expect(sealSignerInfo(pdf).unsignedAttrs).toBeUndefined();
        expect(sello).toMatchObject({ valido: true, selloDeTiempo: false });

        const warnings = lines
          .slice(warned)
          .map((line) => JSON.parse(line) as Record<string, unknown>)
          .filter((entry) => String(entry.msg).includes('sello de tiempo'));
        expect(warnings).toHaveLength(1);
        const [warning] = warnings;
        expect(warning).toMatchObject({ level: 40, tsa: new URL(tsa.url).host });
        expect(String(warning?.motivo)).toMatch(reason);
        const logged = JSON.stringify(warning);
        for (const text of typedTexts(data).filter((t) => t.length >= 4)) {
          expect(logged).not.toContain(text);
        }
      },
    );
  },
  {
    env: { SEAL_TSA_URL: tsa.url, LOG_LEVEL: 'warn' },
    app: { logStream: { write: (line) => lines.push(line) } },
    databases: 'embedded',
  },
);

describe('/verificar ante un sello de tiempo ajeno', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sello-tsa-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const document = () =>
    new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument();
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.text('Documento de prueba');
      doc.end();
    });
  /** A genuine token of the test TSA, but for other bytes than the seal's signature. */
  const foreign: Timestamper = async () => {
    const digest = createHash('sha256').update('otro documento').digest();
    const response = await fetch(tsa.url, {
      method: 'POST',
      body: new Uint8Array(timestampRequest(digest, randomNonce())),
    });
    const [, token] = fromDer(Buffer.from(await response.arrayBuffer())).value as ReturnType<
      typeof fromDer
    >[];
    if (!token) throw new Error('La TSA de pruebas no concedió el sello');
    return [attribute(OID.timeStampToken, token)];
  };

  it('reports a timestamp only when the token is of this very signature', async () => {
    tsa.mode = 'grant';
    const identity = await loadSealIdentity({ dataDir, sealP12Path: undefined, sealP12Password: undefined });
    const pdf = await document();
    const genuine = await sealPdf(pdf, identity, new Date(), createTimestamper(tsa.url));
    expect(verifySeal(genuine)).toMatchObject({ valido: true, selloDeTiempo: true });
    const borrowed = await sealPdf(pdf, identity, new Date(), foreign);
    expect(sealSignerInfo(borrowed).unsignedAttrs?.attributes[0]?.type).toBe(SIGNATURE_TIMESTAMP);
    expect(verifySeal(borrowed)).toMatchObject({ valido: true, selloDeTiempo: false });
  });
});
