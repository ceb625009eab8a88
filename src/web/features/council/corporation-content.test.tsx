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
    const edited = structuredClone(original);
    edited.grupos[3].miembros.push('Nuevo Concejal Ficticio');
    edited.grupos = edited.grupos.filter((g: { etiqueta: string }) => g.etiqueta !== 'Grupo Municipal PSOE');
    await renderWith(edited);
    const ept = screen.getByRole('region', { name: 'Grupo Municipal EPT' });
    expect(within(ept).getByText('Nuevo Concejal Ficticio')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Grupo Municipal PSOE' })).not.toBeInTheDocument();
  });
});
