import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '#tests/render.tsx';
import { findProcedure } from '../../catalogue/build-catalogue.ts';
import { catalogue } from '../../catalogue/web-catalogue.ts';
import type { Procedure } from '../../procedure.ts';
import { ProcedureForm } from '../procedure-form.tsx';
import { loadValidator } from '../validators.ts';
import { templates } from '../widgets/index.ts';
import { shareUnchanged } from './stable-array-field.tsx';

describe('shareUnchanged', () => {
  it('keeps the previous array when every item is equal by value', () => {
    const previous = [{ nombre: 'Ana' }, { nombre: 'Luis' }];
    expect(shareUnchanged(previous, [{ nombre: 'Ana' }, { nombre: 'Luis' }])).toBe(previous);
  });

  it('reuses the unchanged items and takes the changed one', () => {
    const previous = [{ nombre: 'Ana' }, { nombre: 'Luis' }, { nombre: 'Eva' }];
    const next = [{ nombre: 'Ana' }, { nombre: 'Luisa' }, { nombre: 'Eva' }];
    const shared = shareUnchanged(previous, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(previous);
    expect(shared[0]).toBe(previous[0]);
    expect(shared[1]).toBe(next[1]);
    expect(shared[2]).toBe(previous[2]);
  });

  it('gives a new array when items are added or removed', () => {
    const previous = [{ nombre: 'Ana' }, { nombre: 'Luis' }];
    const added = shareUnchanged(previous, [{ nombre: 'Ana' }, { nombre: 'Luis' }, {}]);
    expect(added).toHaveLength(3);
    expect(added[0]).toBe(previous[0]);
    const removed = shareUnchanged(previous, [{ nombre: 'Ana' }]);
    expect(removed).toEqual([{ nombre: 'Ana' }]);
    expect(removed).not.toBe(previous);
  });

  it('takes the new array as is the first time', () => {
    const next = [{ nombre: 'Ana' }];
    expect(shareUnchanged(undefined, next)).toBe(next);
  });
});

const ItemTemplate = templates.RepeaterItemTemplate;
afterEach(() => {
  templates.RepeaterItemTemplate = ItemTemplate;
});

describe('StableArrayField in the census form', () => {
  it('redraws only the person being typed in, not the others', async () => {
    const renders: number[] = [];
    const Counted = ItemTemplate as (props: ArrayFieldItemTemplateProps) => React.ReactNode;
    templates.RepeaterItemTemplate = (props: ArrayFieldItemTemplateProps) => {
      renders.push(props.index);
      return Counted(props);
    };
    const procedure = findProcedure(catalogue, 'alta-padron') as Procedure;
    const validator = await loadValidator(procedure);
    const user = userEvent.setup();
    // The persons are the census form's second step.
    render(
      <MemoryRouter initialEntries={['/tramites/alta-padron?paso=2']}>
        <ProcedureForm procedure={procedure} validator={validator} />
      </MemoryRouter>,
    );
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Añadir persona' }));
    const field = document.getElementById('root_personas_3_nombre') as HTMLInputElement;
    // The first change the form takes in after persons are added redraws those persons once: counted from here,
    // so a redraw left over from adding them cannot stand for it (a whole-form render takes seconds on a busy
    // machine, so the waits are long; they end as soon as the condition holds).
    renders.length = 0;
    await user.type(field, 'Re');
    await waitFor(() => expect(renders).toContain(3), { timeout: 10_000 });
    renders.length = 0;
    await user.type(field, 'medios');
    expect(field.value).toBe('Remedios');
    // The form takes the typed name in once typing pauses (useTypedText).
    await waitFor(() => expect(renders.length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(new Set(renders)).toEqual(new Set([3]));
  });
});
