import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editedContent } from '#tests/content-edit.tsx';

// A clerk's edit of content/empleo/ofertas.json (a copy of the real file, changed as they would change it)
// must reach the page with no code change: the page module is loaded fresh over the edited data.
describe('Empleo as data', () => {
  const { original, renderWith } = editedContent('empleo/ofertas.json', () => import('./jobs-page.tsx'));

  it('shows the real offer as ACTIVO with an enabled Solicitar link', async () => {
    await renderWith(original);
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
    await renderWith(edited);
    expect(
      screen.getByRole('heading', { name: 'Bolsa de empleo de Monitores de Ocio y Tiempo Libre' }),
    ).toBeInTheDocument();
    expect(screen.getByText('marzo de 2026')).toBeInTheDocument();
    expect(screen.queryByText('ACTIVO')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Solicitar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solicitar' })).toBeDisabled();
  });
});
