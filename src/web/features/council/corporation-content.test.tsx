import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '#tests/render.tsx';

const original = JSON.parse(readFileSync(path.resolve('content/corporacion.json'), 'utf8'));

async function renderWith(content: unknown) {
  vi.resetModules();
  vi.doMock('#content/corporacion.json', () => ({ default: content }));
  const { default: CorporationPage } = await import('./corporation-page.tsx');
  return renderRoutes([{ path: '/', element: <CorporationPage /> }]);
}

describe('Corporación Municipal as data', () => {
  afterEach(() => vi.doUnmock('#content/corporacion.json'));

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
