import { randomBytes } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import type { FastifyPluginAsync } from 'fastify';
import { SignedXml } from 'xml-crypto';
import { ASSURANCE_LEVELS, type AssuranceLevel } from '#engine/procedure.ts';
import { HttpError } from '#server/http-error.ts';
import { EIDAS_ATTRIBUTES, LOA_URIS, levelOfUri, URI_FORMAT } from './eidas.ts';
import { escapeHtml, htmlPage, sendAutoPost, sendPage } from './html-page.ts';
import type { KeyPair } from './sp-keys.ts';
import { TEST_RESIDENTS, type TestResident } from './test-residents.ts';

const SAMLP = 'urn:oasis:names:tc:SAML:2.0:protocol';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';

/** The local test IdP's addresses under /api. */
export const TEST_IDP_PATHS = {
  sso: '/api/identidad/pruebas/sso',
  login: '/api/identidad/pruebas/acceder',
  slo: '/api/identidad/pruebas/salir',
} as const;
export const testIdpEntityId = (publicUrl: string) => `${publicUrl}/api/identidad/pruebas`;

const samlId = () => `_${randomBytes(20).toString('hex')}`;
const iso = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export interface TestResponseInput {
  idpKeys: KeyPair;
  issuer: string;
  resident: TestResident;
  level: AssuranceLevel;
  inResponseTo: string;
  recipient: string;
  audience: string;
  /** When the assertion is issued (now by default); it is valid five minutes from then. */
  issuedAt?: Date;
}

/**
 * A SAML Response with one assertion signed (RSA-SHA256, exclusive c14n) by the test IdP's key, carrying the
 * eIDAS attributes and LoA as Cl@ve 2.0 does. Exported so tests can also build wrong ones (audience, time…).
 */
export function buildTestResponse(input: TestResponseInput): string {
  const now = input.issuedAt ?? new Date();
  const until = new Date(now.getTime() + 5 * 60 * 1000);
  const assertionId = samlId();
  const attribute = (name: string, value: string) =>
    `<saml2:Attribute Name="${name}" NameFormat="${URI_FORMAT}"><saml2:AttributeValue>${escapeHtml(value)}</saml2:AttributeValue></saml2:Attribute>`;
  const assertion = `<saml2:Assertion xmlns:saml2="urn:oasis:names:tc:SAML:2.0:assertion" ID="${assertionId}" IssueInstant="${iso(now)}" Version="2.0"><saml2:Issuer>${escapeHtml(input.issuer)}</saml2:Issuer><saml2:Subject><saml2:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:persistent">ES/ES/${escapeHtml(input.resident.documento)}</saml2:NameID><saml2:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml2:SubjectConfirmationData InResponseTo="${escapeHtml(input.inResponseTo)}" NotOnOrAfter="${iso(until)}" Recipient="${escapeHtml(input.recipient)}"/></saml2:SubjectConfirmation></saml2:Subject><saml2:Conditions NotBefore="${iso(now)}" NotOnOrAfter="${iso(until)}"><saml2:AudienceRestriction><saml2:Audience>${escapeHtml(input.audience)}</saml2:Audience></saml2:AudienceRestriction></saml2:Conditions><saml2:AuthnStatement AuthnInstant="${iso(now)}" SessionIndex="${samlId()}"><saml2:AuthnContext><saml2:AuthnContextClassRef>${LOA_URIS[input.level]}</saml2:AuthnContextClassRef></saml2:AuthnContext></saml2:AuthnStatement><saml2:AttributeStatement>${attribute(EIDAS_ATTRIBUTES.personIdentifier, `ES/ES/${input.resident.documento}`)}${attribute(EIDAS_ATTRIBUTES.firstName, input.resident.nombre)}${attribute(EIDAS_ATTRIBUTES.familyName, input.resident.apellidos)}</saml2:AttributeStatement></saml2:Assertion>`;
  const signer = new SignedXml({
    privateKey: input.idpKeys.keyPem,
    publicCert: input.idpKeys.certPem,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: EXC_C14N,
  });
  signer.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    digestAlgorithm: SHA256,
    transforms: [ENVELOPED, EXC_C14N],
  });
  signer.computeSignature(assertion, {
    location: { reference: "//*[local-name(.)='Issuer']", action: 'after' },
  });
  return `<saml2p:Response xmlns:saml2p="${SAMLP}" xmlns:saml2="urn:oasis:names:tc:SAML:2.0:assertion" ID="${samlId()}" InResponseTo="${escapeHtml(input.inResponseTo)}" IssueInstant="${iso(now)}" Destination="${escapeHtml(input.recipient)}" Version="2.0"><saml2:Issuer>${escapeHtml(input.issuer)}</saml2:Issuer><saml2p:Status><saml2p:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></saml2p:Status>${signer.getSignedXml()}</saml2p:Response>`;
}

/** Reads and checks an AuthnRequest (HTTP-POST binding): its signature by the SP's certificate, its ID and LoA. */
export function readAuthnRequest(
  samlRequest: string,
  spCertPem: string,
): { id: string; level: AssuranceLevel } {
  const xml = Buffer.from(samlRequest, 'base64').toString('utf8');
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const root = doc.documentElement;
  const signature = root?.getElementsByTagNameNS(DS, 'Signature')[0];
  const id = root?.getAttribute('ID');
  if (root?.localName !== 'AuthnRequest' || signature?.parentNode !== root || !id) {
    throw new HttpError(400, 'La petición de identificación no es válida o no está firmada.');
  }
  const verifier = new SignedXml({ publicCert: spCertPem });
  verifier.loadSignature(signature as unknown as Node);
  let valid = false;
  try {
    valid = verifier.checkSignature(xml) && verifier.getSignedReferences().length === 1;
  } catch {
    valid = false;
  }
  // The one signed reference must be the request itself (no signature wrapping).
  if (!valid || !xml.includes(`URI="#${id}"`)) {
    throw new HttpError(400, 'La firma de la petición de identificación no es válida.');
  }
  const requested = doc.getElementsByTagNameNS(
    'urn:oasis:names:tc:SAML:2.0:assertion',
    'AuthnContextClassRef',
  )[0];
  return { id, level: levelOfUri(requested?.textContent?.trim()) ?? 'bajo' };
}

interface Options {
  idpKeys: KeyPair;
  spCertPem: string;
  acsUrl: string;
  audience: string;
}

/**
 * The embedded stand-in for Cl@ve when none is configured: a real SAML IdP in-process. It checks the signed
 * AuthnRequest, lets the person pick one of the fictional residents and answers the SP's ACS with a signed
 * assertion at the level requested (or higher, if chosen).
 */
export const testIdpRoutes: FastifyPluginAsync<Options> = async (app, options) => {
  const issuer = testIdpEntityId(app.config.publicUrl);

  app.post<{ Body: Record<string, string | undefined> }>('/identidad/pruebas/sso', async (request, reply) => {
    const { SAMLRequest, RelayState } = request.body ?? {};
    if (!SAMLRequest) throw new HttpError(400, 'Falta la petición de identificación.');
    const { id, level } = readAuthnRequest(SAMLRequest, options.spCertPem);
    const levels = ASSURANCE_LEVELS.slice(ASSURANCE_LEVELS.indexOf(level));
    const residents = TEST_RESIDENTS.map(
      (resident, index) =>
        `<label><input type="radio" name="residente" value="${index}"${index === 0 ? ' checked' : ''}> ${escapeHtml(`${resident.nombre} ${resident.apellidos}`)} (${escapeHtml(resident.documento)})</label>`,
    ).join('');
    const levelOptions = levels
      .map(
        (value, index) =>
          `<label><input type="radio" name="nivel" value="${value}"${index === 0 ? ' checked' : ''}> ${value}</label>`,
      )
      .join('');
    const body = `<p class="aviso"><strong>Proveedor de identidad de PRUEBAS.</strong> Sustituye a Cl@ve mientras el
Ayuntamiento no configura la pasarela real. Las personas de esta lista son ficticias.</p>
<form method="post" action="${TEST_IDP_PATHS.login}">
<input type="hidden" name="solicitud" value="${escapeHtml(id)}">
<input type="hidden" name="RelayState" value="${escapeHtml(RelayState ?? '')}">
<fieldset><legend>¿Con qué vecino o vecina ficticia quieres identificarte?</legend>${residents}</fieldset>
<fieldset><legend>Nivel de seguridad de la identificación</legend>${levelOptions}</fieldset>
<button type="submit">Identificarme</button></form>`;
    return sendPage(reply, 200, htmlPage('Identificación con Cl@ve (pruebas)', body));
  });

  app.post<{ Body: Record<string, string | undefined> }>(
    '/identidad/pruebas/acceder',
    async (request, reply) => {
      const { solicitud, RelayState, residente, nivel } = request.body ?? {};
      const resident = TEST_RESIDENTS[Number(residente)];
      if (!solicitud || !resident || !ASSURANCE_LEVELS.includes(nivel as AssuranceLevel)) {
        throw new HttpError(400, 'Elige una de las personas de la lista y un nivel.');
      }
      const response = buildTestResponse({
        idpKeys: options.idpKeys,
        issuer,
        resident,
        level: nivel as AssuranceLevel,
        inResponseTo: solicitud,
        recipient: options.acsUrl,
        audience: options.audience,
      });
      return sendAutoPost(reply, 'Volviendo a la sede electrónica', options.acsUrl, {
        SAMLResponse: Buffer.from(response).toString('base64'),
        RelayState: RelayState ?? '',
      });
    },
  );

  // Single logout: the test IdP keeps no session of its own, so it only sends the person back.
  app.get('/identidad/pruebas/salir', async (_request, reply) => reply.redirect('/', 303));
};
