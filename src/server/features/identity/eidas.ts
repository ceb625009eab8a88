import type { AssuranceLevel } from '#engine/procedure.ts';

/** eIDAS SAML names (Cl@ve 2.0 follows the eIDAS profile). */
export const EIDAS_NS = 'http://eidas.europa.eu/saml-extensions';
const ATTRIBUTES = 'http://eidas.europa.eu/attributes/naturalperson';
export const EIDAS_ATTRIBUTES = {
  personIdentifier: `${ATTRIBUTES}/PersonIdentifier`,
  firstName: `${ATTRIBUTES}/CurrentGivenName`,
  familyName: `${ATTRIBUTES}/CurrentFamilyName`,
} as const;
export const URI_FORMAT = 'urn:oasis:names:tc:SAML:2.0:attrname-format:uri';

/** Our level names ↔ the eIDAS LoA URIs Cl@ve uses in RequestedAuthnContext and AuthnContextClassRef. */
export const LOA_URIS: Record<AssuranceLevel, string> = {
  bajo: 'http://eidas.europa.eu/LoA/low',
  sustancial: 'http://eidas.europa.eu/LoA/substantial',
  alto: 'http://eidas.europa.eu/LoA/high',
};
export const LEVEL_NAMES: Record<AssuranceLevel, string> = {
  bajo: 'bajo',
  sustancial: 'sustancial',
  alto: 'alto',
};

export function levelOfUri(uri: string | undefined): AssuranceLevel | undefined {
  return (Object.keys(LOA_URIS) as AssuranceLevel[]).find((level) => LOA_URIS[level] === uri);
}

/**
 * The eIDAS extensions of an AuthnRequest (SPType and RequestedAttributes), in node-saml's object notation for
 * `samlAuthnRequestExtensions` (written inside <samlp:Extensions>).
 */
export function eidasExtensions(spType: 'public' | 'private'): Record<string, unknown> {
  const requested = (name: string) => ({ '@Name': name, '@NameFormat': URI_FORMAT, '@isRequired': 'true' });
  return {
    'eidas:SPType': { '@xmlns:eidas': EIDAS_NS, '#text': spType },
    'eidas:RequestedAttributes': {
      '@xmlns:eidas': EIDAS_NS,
      'eidas:RequestedAttribute': Object.values(EIDAS_ATTRIBUTES).map(requested),
    },
  };
}

/** 'ES/ES/12345678Z' (eIDAS PersonIdentifier: origin/destination country, then the identifier) → '12345678Z'. */
export function documentOfIdentifier(identifier: string): string | undefined {
  const value = identifier.split('/').at(-1)?.trim().toUpperCase();
  return value && /^[0-9XYZ][0-9]{7}[A-Z]$/.test(value) ? value : undefined;
}
