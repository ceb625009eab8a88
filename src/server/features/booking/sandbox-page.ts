import site from '#content/sitio.json' with { type: 'json' };
import { formatDayLong, formatEuros, getCourt, timeRange } from '#shared/booking/index.ts';
import type { BookingRow } from './booking-store.ts';

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// No script at all (the CSP forbids inline ones); inline styles are allowed by the CSP's style-src.
// Colours: #1d4f7a on white and white on #1d4f7a both exceed 7:1; #5c5f66 on white is 6.3:1.
const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f1f3f5;color:#212529}
main{max-width:32rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{font-family:Georgia,"Times New Roman",serif;color:#1d4f7a;margin-top:0}
.aviso{background:#fff4e6;border:2px solid #b35900;border-radius:8px;padding:.75rem 1rem;color:#5c2d00}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}
dt{font-weight:700}
dd{margin:0}
.acciones{display:flex;gap:1rem;margin-top:1.5rem}
button{font:inherit;font-weight:700;padding:.7rem 1.6rem;border-radius:8px;cursor:pointer;border:2px solid #1d4f7a}
button:focus-visible{outline:3px solid #b35900;outline-offset:2px}
.pagar{background:#1d4f7a;color:#fff}
.cancelar{background:#fff;color:#1d4f7a}
.pie{color:#5c5f66;font-size:.9rem;margin-top:2rem}
a{color:#1d4f7a}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="${escapeHtml(site.escudo.src)}" type="image/svg+xml">
<title>${escapeHtml(title)} · ${escapeHtml(site.ayuntamiento)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
<p class="pie">${escapeHtml(site.ayuntamiento)}</p>
</main>
</body>
</html>`;
}

/** The sandbox checkout page: the booking, the amount, and Pagar / Cancelar as two plain forms. */
export function sandboxCheckoutPage(booking: BookingRow, actionBase: string): string {
  const court = getCourt(booking.pista);
  return layout(
    'Pago de prueba',
    `<h1>Pago de prueba</h1>
<p class="aviso" role="note"><strong>Esto es un pago de prueba.</strong> No se cobra nada ni se pide ninguna tarjeta: esta pasarela sustituye al proveedor de pago real mientras el Ayuntamiento no lo configure.</p>
<h2>Resumen de la reserva</h2>
<dl>
<dt>Pista</dt><dd>${escapeHtml(court.label)}</dd>
<dt>Día</dt><dd>${escapeHtml(formatDayLong(booking.dia))}</dd>
<dt>Horario</dt><dd>${escapeHtml(timeRange(booking.horas))}</dd>
<dt>Importe</dt><dd>${escapeHtml(formatEuros(booking.importe))}</dd>
</dl>
<div class="acciones">
<form method="post" action="${escapeHtml(`${actionBase}/pagar`)}"><button type="submit" class="pagar">Pagar</button></form>
<form method="post" action="${escapeHtml(`${actionBase}/cancelar`)}"><button type="submit" class="cancelar">Cancelar</button></form>
</div>`,
  );
}

/** Shown when the session can no longer be paid (expired or cancelled). */
export function sandboxClosedPage(bookingPageUrl: string): string {
  return layout(
    'Sesión de pago no disponible',
    `<h1>Sesión de pago no disponible</h1>
<p>Esta sesión de pago ha caducado o se ha cancelado, así que ya no se puede pagar. Las horas que elegiste han quedado libres.</p>
<p><a href="${escapeHtml(bookingPageUrl)}">Volver a la reserva de pistas</a></p>`,
  );
}
