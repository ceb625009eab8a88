import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { FormSuccess } from '#web/components/form-messages/form-messages.tsx';
import { AuditLog } from './audit-log.tsx';
import { BackButton } from './back-button.tsx';
import { CourtBookings } from './court-bookings.tsx';
import { MinutesForm } from './minutes-form.tsx';
import { NewsForm } from './news-form.tsx';
import { PublishedContent } from './published-content.tsx';
import { ReceivedProcedures } from './received-procedures.tsx';
import { StaffOverview } from './staff-overview.tsx';
import { VideoForm } from './video-form.tsx';

/** SPEC §4 views (main, noticia, acta, video) plus the panel's own management and audit views. */
export type AdminView =
  | 'main'
  | 'noticia'
  | 'acta'
  | 'video'
  | 'publicaciones'
  | 'actividad'
  | 'tramites'
  | 'reservas'
  | 'resumen';

const VIEWS: Record<Exclude<AdminView, 'main'>, string> = {
  noticia: 'Subir Noticia',
  acta: 'Subir Acta de Pleno',
  video: 'Subir Video de Pleno',
  publicaciones: 'Gestionar publicaciones',
  actividad: 'Registro de actividad',
  tramites: 'Trámites recibidos',
  reservas: 'Reservas de pistas',
  resumen: 'Resumen de actividad',
};

interface Props {
  /** A message to show on the menu at first (the sign-in confirmation). */
  initialMessage?: string | null;
  /** The view to open with (stories); the menu by default. */
  initialView?: AdminView;
  onBack: () => void;
  onLogout: () => void;
}

export function AdminPanel({ initialMessage = null, initialView = 'main', onBack, onLogout }: Props) {
  const [view, setView] = useState<AdminView>(initialView);
  const [message, setMessage] = useState<string | null>(initialMessage);

  const open = (next: AdminView) => {
    setMessage(null);
    setView(next);
  };
  // A successful upload returns to the menu with its message; going back clears messages.
  const published = (text: string) => {
    setView('main');
    setMessage(text);
  };

  let body: ReactNode;
  if (view === 'noticia') body = <NewsForm onPublished={published} />;
  else if (view === 'acta') body = <MinutesForm onPublished={published} />;
  else if (view === 'video') body = <VideoForm onPublished={published} />;
  else if (view === 'publicaciones') body = <PublishedContent />;
  else if (view === 'actividad') body = <AuditLog />;
  else if (view === 'tramites') body = <ReceivedProcedures />;
  else if (view === 'reservas') body = <CourtBookings />;
  else if (view === 'resumen') body = <StaffOverview />;

  return (
    <Stack>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Volver al inicio
        </Button>
        <Button color="red" variant="light" onClick={onLogout}>
          Cerrar sesión
        </Button>
      </Group>
      <FormSuccess message={message} />
      {view === 'main' ? (
        <nav aria-label="Gestión de contenidos">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {(Object.keys(VIEWS) as Array<keyof typeof VIEWS>).map((key) => (
              <Button
                key={key}
                size="lg"
                variant={key === 'publicaciones' || key === 'actividad' ? 'light' : 'filled'}
                onClick={() => open(key)}
              >
                {VIEWS[key]}
              </Button>
            ))}
          </SimpleGrid>
        </nav>
      ) : (
        <Stack>
          <BackButton label="Volver al menú" onClick={() => open('main')} />
          <Title order={2}>{VIEWS[view]}</Title>
          {body}
        </Stack>
      )}
    </Stack>
  );
}
