import { describe, expect, it } from 'vitest';
import { renderRoutes } from '#tests/render.tsx';
import { findProcedure } from '../catalogue/build-catalogue.ts';
import { catalogue } from '../catalogue/web-catalogue.ts';
import type { Procedure } from '../procedure.ts';
import { stepsOf } from '../steps/steps.ts';
import { ProcedureForm } from './procedure-form.tsx';
import { loadValidator } from './validators.ts';

/** The form at `url` (a stepped form draws the step `?paso=` names). */
async function renderForm(procedure: Procedure, url = '/') {
  const validator = await loadValidator(procedure);
  return renderRoutes(
    [{ path: '/', element: <ProcedureForm procedure={procedure} validator={validator} /> }],
    url,
  );
}

/** Every page of a form: one for a one-page form, each data step for a stepped one. */
const pagesOf = (procedure: Procedure) =>
  Array.from({ length: stepsOf(procedure)?.length ?? 1 }, (_, index) => `/?paso=${index + 1}`);

const TEXT_TYPES = ['text', 'email', 'tel', 'date', 'number'];
const HINTS = '[id$="-description"], [id$="__help"], [id$="__description"]';

describe('Procedure forms read as designed', () => {
  it('gives every input at most one hint, and names that hint in its aria-describedby', async () => {
    for (const [procedure, url] of catalogue.flatMap((p) => pagesOf(p).map((page) => [p, page] as const))) {
      const { container, unmount } = await renderForm(procedure, url);
      for (const input of container.querySelectorAll<HTMLElement>(
        'input:not([type=hidden]):not([type=file]), textarea',
      )) {
        const field = input.closest('.rjsf-field');
        if (!field || field.querySelector('.rjsf-field') !== null) continue;
        const hints = [...field.querySelectorAll(HINTS)];
        expect(hints.length, `${procedure.slug} ${input.id}`).toBeLessThanOrEqual(1);
        const [hint] = hints;
        if (
          hint &&
          TEXT_TYPES.includes(input.getAttribute('type') ?? '') &&
          !input.hasAttribute('aria-haspopup')
        ) {
          expect(input.getAttribute('aria-describedby') ?? '', `${procedure.slug} ${input.id}`).toContain(
            hint.id,
          );
        }
      }
      unmount();
    }
  }, 120_000);

  it('draws section legends larger and bolder than field labels', async () => {
    const { container } = await renderForm(findProcedure(catalogue, 'solicitud-general') as Procedure);
    const legend = container.querySelector('legend');
    expect(legend?.textContent).toBe('Datos del solicitante');
    expect(legend?.getAttribute('style')).toMatch(/font-size: var\(--mantine-font-size-lg\)/);
    expect(legend?.getAttribute('style')).toMatch(/font-weight: 700/);
    expect(container.querySelector('label')?.getAttribute('style')).toMatch(/--mantine-font-size-sm/);
  });

  it('draws census persons as numbered cards with no second legend inside', async () => {
    const census = findProcedure(catalogue, 'alta-padron') as Procedure;
    const personsStep = (stepsOf(census) ?? []).findIndex((step) => step.campos.includes('personas')) + 1;
    const { container } = await renderForm(census, `/?paso=${Math.max(personsStep, 1)}`);
    const card = [...container.querySelectorAll('fieldset')].find(
      (fieldset) => fieldset.querySelector(':scope > legend')?.textContent === 'Persona 1',
    );
    expect(card).toBeDefined();
    expect(card?.querySelectorAll('legend')).toHaveLength(1);
    expect(card?.querySelector('input[id$="_dni"]')).not.toBeNull();
  });

  it('asks for the IBAN once in domiciliación (its account parts are not inputs)', async () => {
    const { container } = await renderForm(findProcedure(catalogue, 'domiciliacion') as Procedure);
    expect(container.querySelectorAll('input[id="root_iban"]:not([type=hidden])')).toHaveLength(1);
    for (const part of ['entidad', 'agencia', 'dc', 'numeroCuenta']) {
      expect(container.querySelector(`input[id="root_${part}"]:not([type=hidden])`), part).toBeNull();
    }
  });
});
