import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '#tests/render.tsx';
import { FeaturedServices } from './featured-services.tsx';

describe('FeaturedServices', () => {
  it("shows a tile whose icon key is unknown, even one named like an object's property, with the document icon", async () => {
    const services = [
      { titulo: 'Reserva de pistas', descripcion: '', icono: 'pistas', enlace: { tramite: 'reserva' } },
      { titulo: 'Constructores', descripcion: '', icono: 'constructor', enlace: { tramite: 'obra' } },
    ];
    renderRoutes([{ path: '/', element: <FeaturedServices services={services} /> }]);
    expect(await screen.findByRole('link', { name: /Constructores/ })).toHaveAttribute(
      'href',
      '/tramites/obra',
    );
    expect(screen.getByRole('link', { name: /Reserva de pistas/ }).querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('link', { name: /Constructores/ }).querySelector('svg')).not.toBeNull();
  });
});
