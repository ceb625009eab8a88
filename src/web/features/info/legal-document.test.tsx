import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { headingAnchor } from '#shared/anchors.ts';
import { renderRoutes } from '#tests/render.tsx';
import { LegalDocumentSection } from './legal-document.tsx';

describe('LegalDocumentSection', () => {
  it('anchors the text and each of its headings, where citations and search results land', async () => {
    const document = {
      id: 'politica-privacidad',
      titulo: 'Política de privacidad',
      pdf: '/uploads/legal/politica-privacidad.pdf',
      secciones: [
        { titulo: 'Tus derechos', parrafos: ['Puedes pedir que se supriman tus datos.'] },
        { titulo: 'Conservación y destinatarios', parrafos: ['No se cederán a terceros.'] },
      ],
    };
    renderRoutes([{ path: '/', element: <LegalDocumentSection document={document} /> }]);
    expect(await screen.findByRole('heading', { level: 2, name: document.titulo })).toHaveAttribute(
      'id',
      headingAnchor(document.titulo),
    );
    for (const section of document.secciones)
      expect(screen.getByRole('heading', { level: 3, name: section.titulo })).toHaveAttribute(
        'id',
        headingAnchor(section.titulo),
      );
  });
});
