/** A fictional council's contact data for the assistant's unit tests (what sitio.json gives the real one). */
export const TEST_SITE = {
  municipio: 'Villa de Prueba',
  ayuntamiento: 'Ayuntamiento de Villa de Prueba',
  direccion: 'Plaza 1',
  telefono: '900 111 222',
  email: 'prueba@ayto.example',
};
