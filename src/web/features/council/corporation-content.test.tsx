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

  it('renders the groups of SPEC §2.3 with their member counts', async () => {
    await renderWith(original);
    const counts = Object.fromEntries(
      screen
        .getAllByRole('region')
        .map((block) => [block.getAttribute('aria-label'), within(block).getAllByRole('listitem').length]),
    );
    expect(counts).toEqual({
      Alcalde: 1,
      'Grupo Municipal PP': 3,
      'Grupo Municipal VOX': 2,
      'Grupo Municipal EPT': 1,
      'Concejal no adscrito': 1,
      'Grupo Municipal PSOE': 1,
    });
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
