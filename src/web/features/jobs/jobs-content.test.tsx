import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '#tests/render.tsx';

// A clerk's edit of content/empleo/ofertas.json (a copy of the real file, changed as they would change it)
// must reach the page with no code change: the page module is loaded fresh over the edited data.
const original = JSON.parse(readFileSync(path.resolve('content/empleo/ofertas.json'), 'utf8'));

async function renderJobsWith(content: unknown) {
  vi.resetModules();
  vi.doMock('#content/empleo/ofertas.json', () => ({ default: content }));
  const { default: JobsPage } = await import('./jobs-page.tsx');
  return renderRoutes([{ path: '/', element: <JobsPage /> }]);
}

describe('Empleo as data', () => {
  afterEach(() => vi.doUnmock('#content/empleo/ofertas.json'));

  it('shows the real offer as ACTIVO with an enabled Solicitar link', async () => {
    await renderJobsWith(original);
    expect(screen.getByRole('heading', { name: original.ofertas[0].titulo })).toBeInTheDocument();
    expect(screen.getByText('ACTIVO')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar' })).toHaveAttribute(
      'href',
      '/empleo/auxiliar-ayuda-domicilio',
    );
  });

  it('follows an edited file: new title, date and a closed offer whose button is disabled', async () => {
    const edited = structuredClone(original);
    edited.ofertas[0].titulo = 'Bolsa de empleo de Monitores de Ocio y Tiempo Libre';
    edited.ofertas[0].fechaPublicacion = 'marzo de 2026';
    edited.ofertas[0].activo = false;
    await renderJobsWith(edited);
    expect(
      screen.getByRole('heading', { name: 'Bolsa de empleo de Monitores de Ocio y Tiempo Libre' }),
    ).toBeInTheDocument();
    expect(screen.getByText('marzo de 2026')).toBeInTheDocument();
    expect(screen.queryByText('ACTIVO')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Solicitar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solicitar' })).toBeDisabled();
  });
});
