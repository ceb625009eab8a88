import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { expect, it } from 'vitest';
import { NOTICE_STATE_SCRIPT } from '#shared/cookie-notice-flag.ts';
import { CONTENT_SECURITY_POLICY, securityHeaderValues } from './security-headers.ts';

/** What helmet itself writes on a real response, for comparison with the values captured once. */
async function helmetOnARealResponse(hsts: boolean): Promise<Record<string, string>> {
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: hsts,
  });
  const server = http.createServer((request, response) =>
    middleware(request, response, () => response.end()),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    const ignored = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
    return Object.fromEntries([...answer.headers].filter(([name]) => !ignored.has(name)));
  } finally {
    server.close();
  }
}

it.each([false, true])('captures exactly the headers helmet writes (HSTS %s)', async (hsts) => {
  expect(securityHeaderValues({ hsts })).toEqual(await helmetOnARealResponse(hsts));
});

it('keeps scripts strict: no eval, and no inline script but the cookie notice’s line, by its hash', () => {
  const csp = securityHeaderValues({ hsts: false })['content-security-policy'] ?? '';
  const hash = createHash('sha256').update(NOTICE_STATE_SCRIPT).digest('base64');
  expect(csp).toMatch(/(^|;)script-src 'self' 'sha256-[^']+'(;|$)/);
  expect(csp).toContain(`'sha256-${hash}'`);
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
});
