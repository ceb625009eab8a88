import type { BookingsDay, StaffBooking } from './court-bookings-api.ts';

/** Fictional bookings for the view's test and stories. */
const booking = (over: Partial<StaffBooking>): StaffBooking => ({
  referencia: '0b8f5c1e-4a7d-4f21-9c3e-2d6a1b7e9f00',
  desde: '10:00',
  hasta: '11:00',
  horas: ['10:00', '10:30'],
  nombre: 'Marta Ribera Ficticia',
  email: 'marta.ribera@correo.example',
  importe: 300,
  estado: 'pagada',
  reembolso: null,
  creadaEn: '2026-04-10T08:15:00.000Z',
  ...over,
});

export const SAMPLE_DAY: BookingsDay = {
  dia: '2026-04-13',
  pistas: [
    {
      pista: 'tenis',
      reservas: [
        booking({}),
        booking({
          referencia: '5e2a9d40-1c3b-4e8f-a7d6-0f9b2c4e6a11',
          desde: '18:00',
          hasta: '19:00',
          horas: ['18:00', '18:30'],
          nombre: 'Javier Olmo Inventado',
          email: 'javier.olmo@correo.example',
          estado: 'pendiente',
        }),
        booking({
          referencia: '9c7d3b21-6e5f-4a08-b1c2-3d4e5f6a7b22',
          desde: '09:00',
          hasta: '10:00',
          horas: ['09:00', '09:30'],
          nombre: 'Rosa Encina Supuesta',
          email: 'rosa.encina@correo.example',
          estado: 'cancelada',
        }),
      ],
    },
    {
      pista: 'padel',
      reservas: [
        booking({
          referencia: '2f4e6a8c-0b1d-4c3e-95f7-a8b9c0d1e233',
          desde: '20:00',
          hasta: '21:30',
          horas: ['20:00', '20:30', '21:00'],
          nombre: 'Luis Fresno Imaginario',
          email: 'luis.fresno@correo.example',
          importe: 900,
        }),
        booking({
          referencia: '7a9b1c3d-5e6f-4801-a2b3-c4d5e6f7a844',
          desde: '12:00',
          hasta: '13:30',
          horas: ['12:00', '12:30', '13:00'],
          nombre: 'Pablo Sauce Ficticio',
          email: 'pablo.sauce@correo.example',
          importe: 600,
          estado: 'caducada',
          reembolso: 'hecho',
        }),
      ],
    },
    { pista: 'futbol', reservas: [] },
  ],
};

export const EMPTY_DAY: BookingsDay = {
  dia: '2026-04-13',
  pistas: SAMPLE_DAY.pistas.map((court) => ({ pista: court.pista, reservas: [] })),
};
