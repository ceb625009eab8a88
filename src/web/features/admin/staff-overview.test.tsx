import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '#tests/render.tsx';
import { StaffOverview } from './staff-overview.tsx';

const OVERVIEW = {
  semanas: 12,
  tramitesPorProcedimiento: [
    { semana: '2026-11-16', procedimiento: 'Solicitud general', total: 3 },
    { semana: '2026-11-23', procedimiento: 'Alta en el padrón', total: 2 },
  ],
  tramitesPorEstado: [{ semana: '2026-11-16', estado: 'en_tramite', total: 3 }],
  resolucion: [{ procedimiento: 'Solicitud general', resueltos: 2, media: 4.5, maximo: 7 }],
  reservas: [
    { semana: '2026-11-16', pista: 'padel', pistaTexto: 'Pádel', medias: 9, ocupacion: 4.9, euros: 18 },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('StaffOverview', () => {
  it('gives every chart a data table that screen readers get (the chart itself is hidden from them)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(OVERVIEW), { headers: { 'content-type': 'application/json' } }),
      ),
    );
    render(<StaffOverview />);
    const perProcedure = await screen.findByRole('table', {
      name: 'Datos del gráfico: Trámites presentados por semana y procedimiento',
    });
    expect(perProcedure).toHaveTextContent('sem. 16/11');
    expect(perProcedure).toHaveTextContent('Solicitud general');
    expect(screen.getByRole('table', { name: /por semana y estado actual/ })).toHaveTextContent('En trámite');
    expect(screen.getByRole('table', { name: /Ocupación de las pistas/ })).toHaveTextContent('4,9 %');
    expect(screen.getByRole('table', { name: /Ingresos de las pistas/ })).toHaveTextContent('18 €');
    expect(screen.getByRole('region', { name: 'Tiempo de «recibido» a «resuelto»' })).toHaveTextContent(
      '4,5',
    );
  });
});
