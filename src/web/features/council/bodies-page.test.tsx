import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '#tests/render.tsx';
import BodiesPage from './bodies-page.tsx';

const control = (name: string) => screen.getByRole('button', { name });

describe('Órganos de Gobierno', () => {
  it('lists the three bodies, keeps one open at a time and closes the open one on click', async () => {
    renderRoutes([{ path: '/', element: <BodiesPage /> }]);
    const names = ['Junta de Gobierno Local', 'Comisión de Cuentas', 'Comisión Mixta Permanente'];
    for (const name of names) expect(control(name)).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(control('Junta de Gobierno Local'));
    expect(control('Junta de Gobierno Local')).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('heading', { name: 'Presidencia' })).toBeInTheDocument();

    fireEvent.click(control('Comisión de Cuentas'));
    expect(control('Comisión de Cuentas')).toHaveAttribute('aria-expanded', 'true');
    expect(control('Junta de Gobierno Local')).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(control('Comisión de Cuentas'));
    for (const name of names) expect(control(name)).toHaveAttribute('aria-expanded', 'false');
  });
});
