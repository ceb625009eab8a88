import validator from '@rjsf/validator-ajv8';
import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '#tests/render.tsx';
import { FORM_PROPS } from '../form-parts.ts';
import { RjsfForm } from '../rjsf-form.ts';

const SCHEMA = { type: 'object', properties: { nombre: { type: 'string', title: 'Nombre' } } } as const;

/** What a change leaves pending runs on React's own schedule here, as in a browser, not inside `act`. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

// Native events, dispatched as the browser does: testing-library's would wrap each in `act`, which finishes
// every transition at once and hides what a resident's browser sees between two events.
function typeInto(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const press = (input: HTMLInputElement, key: string) =>
  input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
const leave = (input: HTMLInputElement) => input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
const submit = (form: HTMLFormElement) =>
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

describe('typing into a text field (useTypedText)', () => {
  const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeEach(() => {
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });

  function form(formData: Record<string, unknown> = {}) {
    const onSubmit = vi.fn();
    const onChange = vi.fn();
    const view = render(
      <RjsfForm
        schema={SCHEMA}
        validator={validator}
        {...FORM_PROPS}
        formData={formData}
        onChange={(event) => onChange(event.formData)}
        onSubmit={(event) => onSubmit(event.formData)}
      />,
    );
    return { ...view, onSubmit, onChange, input: () => screen.getByLabelText('Nombre') as HTMLInputElement };
  }

  it('shows each key at once and hands the value to the form once the browser is idle', async () => {
    const { input, onChange } = form();
    await settle();
    typeInto(input(), 'A');
    typeInto(input(), 'An');
    typeInto(input(), 'Ana');
    // Drawn before the form has taken it in.
    expect(input().value).toBe('Ana');
    expect(onChange).not.toHaveBeenCalled();
    await settle();
    // Quick keys reach the form together, in one change.
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenLastCalledWith({ nombre: 'Ana' });
    expect(input().value).toBe('Ana');
  });

  it('costs React nothing per key: the input is drawn by the browser until the form takes the value in', async () => {
    const commits = vi.fn();
    const onChange = vi.fn();
    render(
      <Profiler id="form" onRender={commits}>
        <RjsfForm
          schema={SCHEMA}
          validator={validator}
          {...FORM_PROPS}
          formData={{}}
          onChange={(event) => onChange(event.formData)}
        />
      </Profiler>,
    );
    await settle();
    commits.mockClear();
    const input = screen.getByLabelText('Nombre') as HTMLInputElement;
    typeInto(input, 'L');
    typeInto(input, 'Lu');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(commits).not.toHaveBeenCalled();
    expect(input.value).toBe('Lu');
    await settle();
    expect(onChange).toHaveBeenLastCalledWith({ nombre: 'Lu' });
    expect(commits).toHaveBeenCalled();
  });

  it('submits the last key when Enter comes before the form has taken it in', async () => {
    const { input, onSubmit, container } = form();
    await settle();
    typeInto(input(), 'Luis');
    press(input(), 'Enter');
    submit(container.querySelector('form') as HTMLFormElement);
    await settle();
    expect(onSubmit).toHaveBeenCalledWith({ nombre: 'Luis' });
  });

  it('hands the last key over when the field is left, before a click elsewhere submits', async () => {
    const { input, onSubmit, container } = form();
    await settle();
    typeInto(input(), 'Eva');
    leave(input());
    submit(container.querySelector('form') as HTMLFormElement);
    await settle();
    expect(onSubmit).toHaveBeenCalledWith({ nombre: 'Eva' });
  });

  it('shows a value set from outside (a restored draft) when nothing is being typed', async () => {
    const { input, rerender } = form({ nombre: 'Ana' });
    await settle();
    expect(input().value).toBe('Ana');
    await act(async () => {
      rerender(
        <RjsfForm schema={SCHEMA} validator={validator} {...FORM_PROPS} formData={{ nombre: 'Rosa' }} />,
      );
    });
    expect(input().value).toBe('Rosa');
  });
});
