import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import content from '#content/organos-gobierno.json';
import { renderRoutes } from '#tests/render.tsx';
import BodiesPage from './bodies-page.tsx';

const control = (name: string) => screen.getByRole('button', { name });

describe('Órganos de Gobierno', () => {
  it('lists every body of the content file, keeps one open at a time and closes the open one on click', async () => {
    renderRoutes([{ path: '/', element: <BodiesPage /> }]);
    const names = content.organos.map((body) => body.titulo);
    const [first, second] = content.organos;
    if (!first || !second) throw new Error('organos-gobierno.json necesita dos órganos para esta prueba');
    for (const name of names) expect(control(name)).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(control(first.titulo));
    expect(control(first.titulo)).toHaveAttribute('aria-expanded', 'true');
    const block = first.bloques[0]?.etiqueta ?? '';
    expect(await screen.findByRole('heading', { name: block })).toBeInTheDocument();

    fireEvent.click(control(second.titulo));
    expect(control(second.titulo)).toHaveAttribute('aria-expanded', 'true');
    expect(control(first.titulo)).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(control(second.titulo));
    for (const name of names) expect(control(name)).toHaveAttribute('aria-expanded', 'false');
  });
});
