import { readFileSync } from 'node:fs';
import type { Download, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { pdfText } from '../integration/procedures-pdf-text.ts';

/** The alert every procedure shows once the server has registered the submission. */
export const SUCCESS =
  '✅ El trámite ha sido recibido por el Ayuntamiento. Recibirá respuesta al correo indicado lo antes posible.';

/**
 * Keeps the procedure's POST requests and lets them through to the server (intercepting only to read the
 * multipart body, which Chromium does not report for a streamed FormData otherwise).
 */
export async function recordPosts(page: Page, api: string) {
  const requests: Request[] = [];
  await page.route(`**/api${api}`, async (route) => {
    requests.push(route.request());
    await route.continue();
  });
  return requests;
}

/** The downloaded file is the server's receipt for this procedure: a tagged PDF with its registry number. */
export async function expectReceipt(download: Download, titulo: string) {
  const pdf = readFileSync((await download.path()) as string);
  expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
  const text = pdfText(pdf).replace(/\s+/g, ' ');
  expect(text).toContain('Justificante de presentación');
  expect(text).toContain(titulo);
  expect(text).toMatch(/Número de registro: \d{4}\/\d{6}/);
  return text;
}
