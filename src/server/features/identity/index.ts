import type { FastifyPluginAsync } from 'fastify';
import { identityRoutes } from './identity-routes.ts';
import { myProceduresRoutes } from './my-procedures-routes.ts';
import { createServiceProvider, SP_PATHS } from './saml-sp.ts';
import { spKeyPair, testIdpKeyPair } from './sp-keys.ts';
import { TEST_IDP_PATHS, testIdpEntityId, testIdpRoutes } from './test-idp.ts';

export { type Resident, requireResident, residentOf } from './resident-session.ts';

/**
 * Residents' identification (issue 17): the SAML SP for Cl@ve, or with no Cl@ve configured the local test IdP,
 * the resident's session and "Mis trámites". HTML forms (the SAML HTTP-POST binding) are parsed in this scope.
 */
export const identity: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const { config } = app;
  const idpKeys = config.clave.idpMetadataPath ? undefined : await testIdpKeyPair(config);
  const sp = await createServiceProvider(config, app.db, async () => ({
    entityId: testIdpEntityId(config.publicUrl),
    ssoUrl: `${config.publicUrl}${TEST_IDP_PATHS.sso}`,
    sloUrl: `${config.publicUrl}${TEST_IDP_PATHS.slo}`,
    certificates: idpKeys ? [idpKeys.certPem] : [],
  }));
  await app.register(identityRoutes, { sp });
  await app.register(myProceduresRoutes);
  if (idpKeys) {
    await app.register(testIdpRoutes, {
      idpKeys,
      spCertPem: (await spKeyPair(config)).certPem,
      acsUrl: `${config.publicUrl}${SP_PATHS.acs}`,
      audience: config.clave.spEntityId,
    });
  }
};
