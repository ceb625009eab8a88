import type { FastifyReply } from 'fastify';
import site from '#content/sitio.json' with { type: 'json' };

/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** Where the script that submits the SAML forms lives (served by the identity routes; CSP allows only 'self'). */
export const AUTOSUBMIT_SCRIPT = '/api/identidad/autoenvio.js';
export const AUTOSUBMIT_SOURCE =
  "document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('saml-post');if(f)f.submit();});";

const STYLE = `body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1f1f1f;line-height:1.5}
h1{font-size:1.6rem}button{font-size:1rem;padding:.6rem 1.2rem;background:#1c4f82;color:#fff;border:0;border-radius:4px;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #b35c00;outline-offset:2px}
a{color:#1c4f82}fieldset{border:1px solid #9aa9b8;border-radius:4px;margin:1rem 0}label{display:block;margin:.4rem 0}
.aviso{background:#fff4e5;border-left:4px solid #b35c00;padding:.6rem 1rem}`;

/** A small server-rendered page (the SAML hand-offs, the test IdP and the error page): es, one h1, no inline script. */
export function htmlPage(title: string, body: string, scripts: string[] = []): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(site.ayuntamiento)}</title><link rel="icon" href="/escudo.svg" type="image/svg+xml"><style>${STYLE}</style>
${scripts.map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('')}</head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/**
 * A page that posts `fields` to `action` by itself (the SAML HTTP-POST binding), with a button for browsers
 * without JavaScript. `formOrigin` widens the CSP's form-action to that origin (the Cl@ve gateway).
 */
export function sendAutoPost(
  reply: FastifyReply,
  title: string,
  action: string,
  fields: Record<string, string>,
): FastifyReply {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const body = `<p>Un momento, te estamos llevando al siguiente paso. Si no ocurre solo, pulsa «Continuar».</p>
<form id="saml-post" method="post" action="${escapeHtml(action)}">${inputs}<button type="submit">Continuar</button></form>`;
  return sendPage(reply, 200, htmlPage(title, body, [AUTOSUBMIT_SCRIPT]), new URL(action).origin);
}

export function sendPage(
  reply: FastifyReply,
  status: number,
  html: string,
  formOrigin?: string,
): FastifyReply {
  reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
  if (formOrigin) {
    const csp = String(reply.getHeader('content-security-policy') ?? '');
    if (csp)
      reply.header(
        'content-security-policy',
        csp.replace(/form-action [^;]*/, `form-action 'self' ${formOrigin}`),
      );
  }
  return reply.send(html);
}
