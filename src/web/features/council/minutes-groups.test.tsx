import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '#tests/render.tsx';
import { MinutesGroups } from './minutes-page.tsx';

const minutes = [
  { id: 1, nombre: 'a.pdf', fechaSubida: '2025-03-05T10:00:00Z', url: '/uploads/a.pdf' },
  { id: 2, nombre: 'b.pdf', fechaSubida: '2025-02-10T10:00:00Z', url: '/uploads/b.pdf' },
];

describe('MinutesGroups', () => {
  it('opens the current month at start and toggles each month on its own', async () => {
    renderRoutes([
      { path: '/', element: <MinutesGroups minutes={minutes} now={new Date('2025-03-20T12:00:00Z')} /> },
    ]);
    const march = screen.getByRole('button', { name: /Marzo de 2025/ });
    const february = screen.getByRole('button', { name: /Febrero de 2025/ });
    expect(march).toHaveAttribute('aria-expanded', 'true');
    expect(february).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(february);
    expect(february).toHaveAttribute('aria-expanded', 'true');
    expect(march).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(march);
    expect(march).toHaveAttribute('aria-expanded', 'false');
    expect(february).toHaveAttribute('aria-expanded', 'true');

    const link = await screen.findByRole('link', { name: /Acta del 10 de febrero de 2025/ });
    expect(link).toHaveAttribute('href', '/uploads/b.pdf');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('opens the month the address names, where a citation of its minutes points', () => {
    const at = new Date('2025-03-20T12:00:00Z');
    renderRoutes([{ path: '/', element: <MinutesGroups minutes={minutes} now={at} /> }], '/#febrero-de-2025');
    expect(screen.getByRole('button', { name: /Febrero de 2025/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Marzo de 2025/ })).toHaveAttribute('aria-expanded', 'true');
  });
});
