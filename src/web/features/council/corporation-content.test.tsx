import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editedContent } from '#tests/content-edit.tsx';

describe('Corporación Municipal as data', () => {
  const { original, renderWith } = editedContent('corporacion.json', () => import('./corporation-page.tsx'));

  it('renders every group of content/corporacion.json with exactly its members', async () => {
    await renderWith(original);
    const shown = Object.fromEntries(
      screen.getAllByRole('region').map((block) => [
        block.getAttribute('aria-label'),
        within(block)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ]),
    );
    const expected = Object.fromEntries(
      original.grupos.map((group: { etiqueta: string; miembros: string[] }) => [
        group.etiqueta,
        group.miembros,
      ]),
    );
    expect(shown).toEqual(expected);
  });

  it('shows a member a clerk adds to the file, and drops a group they remove', async () => {
    const edited = structuredClone(original) as { grupos: Array<{ etiqueta: string; miembros: string[] }> };
    const [kept, removed] = edited.grupos.slice(-2);
    if (!kept || !removed) throw new Error('corporacion.json necesita dos grupos para esta prueba');
    kept.miembros.push('Nuevo Concejal Ficticio');
    edited.grupos = edited.grupos.filter((group) => group !== removed);
    await renderWith(edited);
    const group = screen.getByRole('region', { name: kept.etiqueta });
    expect(within(group).getByText('Nuevo Concejal Ficticio')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: removed.etiqueta })).not.toBeInTheDocument();
  });
});
