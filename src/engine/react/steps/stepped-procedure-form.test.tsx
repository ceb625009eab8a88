import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '#tests/render.tsx';
import { catalogue } from '../../catalogue/web-catalogue.ts';
import { consentField, type Procedure } from '../../procedure.ts';
import { REVIEW_TITLE, stepsOf } from '../../steps/steps.ts';
import { documentProblems } from '../document-problems.ts';
import { EMPTY_FILES } from '../form-files.tsx';
import { ProcedureForm } from '../procedure-form.tsx';
import { loadValidator } from '../validators.ts';
import { readStepSession, writeStepSession } from './step-session.ts';
import { withoutConsent } from './use-step-answers.ts';

// A form in steps that asks for no document, answered with its schema's example.
const procedure = catalogue.find(
  (candidate) => stepsOf(candidate) && documentProblems(candidate, EMPTY_FILES).summary.length === 0,
) as Procedure;
const steps = stepsOf(procedure) ?? [];
const example = withoutConsent(
  (procedure.schema.examples as Array<Record<string, unknown>>)[0] ?? {},
  consentField(procedure),
);
const headingOf = (index: number) =>
  `Paso ${index + 1} de ${steps.length + 1}: ${steps[index]?.titulo ?? REVIEW_TITLE}`;

async function renderAt(url: string) {
  writeStepSession(procedure.slug, { datos: example });
  const validator = await loadValidator(procedure);
  return renderRoutes(
    [{ path: '/', element: <ProcedureForm procedure={procedure} validator={validator} /> }],
    url,
  );
}

afterEach(() => writeStepSession(procedure.slug, undefined));

describe('A form in steps', () => {
  it('shows only the fields of each step and keeps every answer up to the review', async () => {
    expect(steps.length).toBeGreaterThan(1);
    const { container } = await renderAt('/?paso=1');
    for (const [index, step] of steps.entries()) {
      await screen.findByRole('heading', { level: 2, name: headingOf(index) });
      const others = steps.flatMap((other) => (other === step ? [] : other.campos));
      // A step not reached yet is not drawn; one left behind is kept, hidden.
      for (const name of others) {
        const field = container.querySelector(`#root_${name}`);
        if (field) expect(field, name).not.toBeVisible();
      }
      expect(container.querySelector(`#root_${step.campos[0]}`)).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    }
    await screen.findByRole('heading', { level: 2, name: headingOf(steps.length) });
    expect(screen.queryByText('Hay errores en el formulario')).toBeNull();
    expect(readStepSession(procedure.slug)?.datos).toMatchObject(example);
  });

  it('draws the previous step on "Volver al paso anterior", then follows the browser history', async () => {
    const { router } = await renderAt('/?paso=1');
    await screen.findByRole('heading', { level: 2, name: headingOf(0) });
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { level: 2, name: headingOf(1) });
    await userEvent.click(screen.getByRole('link', { name: 'Volver al paso anterior' }));
    await screen.findByRole('heading', { level: 2, name: headingOf(0) });
    await waitFor(() => expect(router.state.location.search).toBe('?paso=1'));
    await router.navigate(-1);
    // The router draws a history step as a transition: on a loaded machine that may take a while.
    await screen.findByRole('heading', { level: 2, name: headingOf(1) }, { timeout: 10_000 });
  });

  it('keeps the answers of a step left and come back to, and those changed meanwhile in another step', async () => {
    const { container } = await renderAt('/?paso=1');
    const edit = async (index: number) => {
      await screen.findByRole('heading', { level: 2, name: headingOf(index) });
      const input = firstTextInput(container, steps[index]?.campos ?? []);
      await userEvent.type(input, ' bis');
      return { id: input.id, value: input.value };
    };
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    const second = await edit(1);
    await userEvent.click(screen.getByRole('link', { name: 'Volver al paso anterior' }));
    const first = await edit(0);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { level: 2, name: headingOf(1) });
    expect(container.querySelector<HTMLInputElement>(`#${second.id}`)?.value).toBe(second.value);
    for (let index = 1; index < steps.length; index++) {
      await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    }
    await screen.findByRole('heading', { level: 2, name: headingOf(steps.length) });
    const saved = JSON.stringify(readStepSession(procedure.slug)?.datos);
    for (const { value } of [first, second]) expect(saved).toContain(JSON.stringify(value));
  });
});

const hidden = (element: Element | null): boolean =>
  element !== null && (getComputedStyle(element).display === 'none' || hidden(element.parentElement));

/** The first visible text box among the fields `campos` (top-level names), whatever they hold. */
function firstTextInput(container: HTMLElement, campos: readonly string[]): HTMLInputElement {
  const inputs = campos.flatMap((name) => [
    ...container.querySelectorAll<HTMLInputElement>(`input[type="text"][id^="root_${name}"]`),
  ]);
  const found = inputs.find((candidate) => !hidden(candidate));
  if (!found) throw new Error(`Ningún campo de texto en ${campos.join(', ')}`);
  return found;
}
