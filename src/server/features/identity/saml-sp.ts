import { readFile } from 'node:fs/promises';
import { SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import site from '#content/sitio.json' with { type: 'json' };
import type { AssuranceLevel } from '#engine/procedure.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/db.ts';
import { documentOfIdentifier, EIDAS_ATTRIBUTES, eidasExtensions, LOA_URIS, levelOfUri } from './eidas.ts';
import type { Resident, SamlSessionRef } from './resident-sessions.ts';
import { REQUEST_TTL_MS, recordAssertionOnce, requestCache } from './saml-store.ts';
import { type IdpDescription, type KeyPair, parseIdpMetadata, spKeyPair } from './sp-keys.ts';

const SAML_NS = 'urn:oasis:names:tc:SAML:2.0:assertion';
const PERSISTENT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent';
/** Clock difference tolerated between the IdP and us. */
export const CLOCK_SKEW_MS = 30_000;

/** Paths of our SP under /api (the ACS and metadata addresses registered with Cl@ve must not change). */
export const SP_PATHS = {
  acs: '/api/identidad/acs',
  metadata: '/api/identidad/metadata',
  logoutDone: '/api/identidad/salida',
} as const;

/** Why an assertion was refused: logged as this code only, never with the assertion's content. */
export type RefusalReason =
  | 'firma'
  | 'audiencia'
  | 'caducada'
  | 'reutilizada'
  | 'destinatario'
  | 'solicitud'
  | 'estado'
  | 'atributos'
  | 'formato';

export class AssertionRefused extends Error {
  constructor(readonly reason: RefusalReason) {
    super(`Aserción SAML rechazada: ${reason}`);
  }
}

function classify(error: unknown): RefusalReason {
  const message = error instanceof Error ? error.message : '';
  if (/signature/i.test(message)) return 'firma';
  if (/audience/i.test(message)) return 'audiencia';
  // node-saml drops subject confirmations out of their time window before reporting none valid.
  if (/expired|NotBefore|NotOnOrAfter|too old|valid subject confirmation/i.test(message)) return 'caducada';
  if (/InResponseTo/i.test(message)) return 'solicitud';
  if (/status/i.test(message)) return 'estado';
  return 'formato';
}

export interface ServiceProvider {
  idp: IdpDescription;
  /** The local test IdP stands in (no Cl@ve configured). */
  local: boolean;
  keys: KeyPair;
  /** SAMLRequest (signed, HTTP-POST binding) asking for `level` at least. */
  authnRequest(level: AssuranceLevel, relayState: string): Promise<Record<string, string>>;
  /** Checks a SAMLResponse completely; the resident, or AssertionRefused. */
  acceptResponse(samlResponse: string): Promise<{ resident: Resident; session: SamlSessionRef }>;
  /** The signed LogoutRequest URL when the IdP supports single logout. */
  logoutUrl(session: SamlSessionRef): Promise<string | undefined>;
  metadata(): string;
}

/**
 * Our SAML 2.0 service provider for Cl@ve 2.0 (eIDAS profile) on node-saml: signed AuthnRequests with SPType,
 * RequestedAttributes, ForceAuthn and the LoA as RequestedAuthnContext (minimum); responses checked for the
 * assertion's signature, audience, validity window, InResponseTo (requests kept in the database), recipient and
 * destination, and each assertion accepted once (ids kept in the database until they expire).
 */
export async function createServiceProvider(
  config: Config,
  db: Db,
  localIdp: () => Promise<IdpDescription>,
): Promise<ServiceProvider> {
  const local = !config.clave.idpMetadataPath;
  const idp = config.clave.idpMetadataPath
    ? parseIdpMetadata(await readFile(config.clave.idpMetadataPath, 'utf8'))
    : await localIdp();
  const keys = await spKeyPair(config);
  const acsUrl = `${config.publicUrl}${SP_PATHS.acs}`;
  const metodo = local ? 'Cl@ve (proveedor de pruebas, vecinos ficticios)' : 'Cl@ve';
  const samlFor = (level: AssuranceLevel) =>
    new SAML({
      entryPoint: idp.ssoUrl,
      issuer: config.clave.spEntityId,
      callbackUrl: acsUrl,
      audience: config.clave.spEntityId,
      idpCert: idp.certificates,
      idpIssuer: idp.entityId || undefined,
      privateKey: keys.keyPem,
      publicCert: keys.certPem,
      signatureAlgorithm: 'sha256',
      digestAlgorithm: 'sha256',
      authnRequestBinding: 'HTTP-POST',
      // The HTTP-POST binding carries the XML base64-encoded only (deflating is for HTTP-Redirect).
      skipRequestCompression: true,
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: false,
      acceptedClockSkewMs: CLOCK_SKEW_MS,
      maxAssertionAgeMs: REQUEST_TTL_MS,
      validateInResponseTo: ValidateInResponseTo.always,
      requestIdExpirationPeriodMs: REQUEST_TTL_MS,
      cacheProvider: requestCache(db),
      identifierFormat: PERSISTENT,
      forceAuthn: true,
      authnContext: [LOA_URIS[level]],
      racComparison: 'minimum',
      providerName: config.clave.providerName,
      samlAuthnRequestExtensions: eidasExtensions(config.clave.spType),
      logoutUrl: idp.sloUrl ?? idp.ssoUrl,
      logoutCallbackUrl: `${config.publicUrl}${SP_PATHS.logoutDone}`,
      metadataOrganization: {
        OrganizationName: [{ '@xml:lang': 'es', '#text': site.ayuntamiento }],
        OrganizationDisplayName: [{ '@xml:lang': 'es', '#text': site.ayuntamiento }],
        OrganizationURL: [{ '@xml:lang': 'es', '#text': config.publicUrl }],
      },
    });
  const checker = samlFor('bajo');

  return {
    idp,
    local,
    keys,
    async authnRequest(level, relayState) {
      const message = await samlFor(level).getAuthorizeMessageAsync(relayState);
      return Object.fromEntries(Object.entries(message).map(([k, v]) => [k, String(v)]));
    },
    async acceptResponse(samlResponse) {
      let result: Awaited<ReturnType<SAML['validatePostResponseAsync']>>;
      try {
        result = await checker.validatePostResponseAsync({ SAMLResponse: samlResponse });
      } catch (error) {
        throw new AssertionRefused(classify(error));
      }
      const profile = result.profile;
      if (!profile || result.loggedOut) throw new AssertionRefused('formato');
      const responseXml = Buffer.from(samlResponse, 'base64').toString('utf8');
      const destination = /<(?:\w+:)?Response\b[^>]*\sDestination="([^"]*)"/.exec(responseXml)?.[1];
      if (destination !== undefined && destination !== acsUrl) throw new AssertionRefused('destinatario');

      // Everything below is read from the assertion whose signature node-saml has just checked.
      const doc = new DOMParser().parseFromString(profile.getAssertionXml?.() ?? '', 'text/xml');
      const assertion = doc.documentElement;
      const first = (tag: string) => doc.getElementsByTagNameNS(SAML_NS, tag)[0];
      const confirmation = first('SubjectConfirmationData');
      if (!assertion || confirmation?.getAttribute('Recipient') !== acsUrl) {
        throw new AssertionRefused('destinatario');
      }
      const expiresRaw =
        confirmation.getAttribute('NotOnOrAfter') ?? first('Conditions')?.getAttribute('NotOnOrAfter');
      const expires = expiresRaw ? new Date(expiresRaw) : undefined;
      if (!expires || Number.isNaN(expires.getTime()) || expires.getTime() + CLOCK_SKEW_MS <= Date.now()) {
        throw new AssertionRefused('caducada');
      }
      const id = assertion.getAttribute('ID');
      if (!id) throw new AssertionRefused('formato');
      if (!(await recordAssertionOnce(db, id, new Date(expires.getTime() + CLOCK_SKEW_MS)))) {
        throw new AssertionRefused('reutilizada');
      }
      const attribute = (name: string) => {
        const node = Array.from(doc.getElementsByTagNameNS(SAML_NS, 'Attribute')).find(
          (a) => a.getAttribute('Name') === name,
        );
        return node?.getElementsByTagNameNS(SAML_NS, 'AttributeValue')[0]?.textContent?.trim() ?? '';
      };
      const documento = documentOfIdentifier(attribute(EIDAS_ATTRIBUTES.personIdentifier));
      const nivel = levelOfUri(first('AuthnContextClassRef')?.textContent?.trim());
      const nombre = attribute(EIDAS_ATTRIBUTES.firstName);
      if (!documento || !nivel || !nombre) throw new AssertionRefused('atributos');
      return {
        resident: { documento, nombre, apellidos: attribute(EIDAS_ATTRIBUTES.familyName), nivel, metodo },
        session: {
          nameId: profile.nameID ?? null,
          nameIdFormat: profile.nameIDFormat ?? null,
          sessionIndex: profile.sessionIndex ?? null,
        },
      };
    },
    async logoutUrl(session) {
      if (!idp.sloUrl || !session.nameId) return undefined;
      return checker.getLogoutUrlAsync(
        {
          issuer: idp.entityId,
          nameID: session.nameId,
          nameIDFormat: session.nameIdFormat ?? PERSISTENT,
          sessionIndex: session.sessionIndex ?? undefined,
        },
        '/',
        {},
      );
    },
    metadata() {
      return checker.generateServiceProviderMetadata(null, keys.certPem);
    },
  };
}
