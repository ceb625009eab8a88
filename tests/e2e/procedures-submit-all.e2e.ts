import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '#engine/node/load-catalogue.ts';
import { consentField } from '#engine/procedure.ts';
import { usePages } from './pages.ts';
import { fillWithExample, firstExample } from './procedure-form-filler.ts';
import { expectReceipt, recordPosts, SUCCESS } from './procedure-helpers.ts';

// Every procedure of the catalogue, filled in real Chromium from its schema's first example (no per-form
// script: a new procedure folder is covered by adding it), submitted to the real server, receipt downloaded.
const catalogue = loadCatalogue();

describe('every procedure form submits and downloads its receipt', () => {
  const browser = usePages();

  it('has procedures to submit (each folder of procedures/ is one case below, whatever their number)', () => {
    expect(catalogue.length).toBeGreaterThan(0);
  });

  it.each(catalogue.map((procedure) => [procedure.slug, procedure] as const))('%s', (_slug, procedure) =>
    browser.withPage(async ({ page, consoleErrors }) => {
      const requests = await recordPosts(page, procedure.api);
      await page.goto(`/tramites/${procedure.slug}`);
      // A one-page form shows its submit button at once; a form in steps, the button that goes on.
      await page.getByRole('button', { name: /^(Enviar solicitud|Continuar)$/ }).waitFor();
      const attached = await fillWithExample(page, procedure);
      // The example ticked `root_<campo>`: it must be the very box labelled with the procedure's consent text.
      const consent = page.getByRole('checkbox', { name: procedure.consentimiento.texto, exact: true });
      expect(await consent.isChecked()).toBe(firstExample(procedure)[consentField(procedure)] === true);
      await consent.check();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Enviar solicitud' }).click();
      expect((await download).suggestedFilename()).toBe(procedure.pdf);
      const receipt = await expectReceipt(await download, procedure.titulo);
      const data = firstExample(procedure);
      expect(receipt).toContain(
        String(data.nombre ?? (data.personas as Array<{ nombre: string }>)[0]?.nombre),
      );
      // The receipt wraps long file names across lines: compare without the breaks.
      for (const name of attached) expect(receipt.replace(/\s/g, '')).toContain(name);
      await page.getByText(SUCCESS).waitFor();
      expect(requests).toHaveLength(1);
      expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
    }),
  );
});
