import { Alert, Box, Button, Center, List, Loader, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** While the mailed link's draft is opened. */
export function RestoringDraft({ header }: { header: ReactNode }) {
  return (
    <Box>
      {header}
      <Center py="xl">
        <Loader role="status" aria-label="Recuperando tu solicitud guardada" />
      </Center>
    </Box>
  );
}

/** The mailed link could not be opened (spent, expired, unknown): the reason and a fresh start. */
export function RestoreFailed({
  header,
  mensaje,
  onRestart,
}: {
  header: ReactNode;
  mensaje: string;
  onRestart: () => void;
}) {
  return (
    <Box>
      {header}
      <Title order={2} size="h3" mb="md">
        No se puede continuar la solicitud guardada
      </Title>
      <Alert role="alert" color="orange" mb="md">
        {mensaje}
      </Alert>
      <Text mb="md">Puedes empezar la solicitud de nuevo desde el principio.</Text>
      <Button component={Link} to="?paso=1" replace onClick={onRestart}>
        Empezar de nuevo
      </Button>
    </Box>
  );
}

/** The draft is back; `descartados` names the answers the form no longer asks for. */
export function RestoredNotice({ descartados, onClose }: { descartados: string[]; onClose: () => void }) {
  return (
    <Alert
      role="status"
      color="blue"
      mb="md"
      withCloseButton
      onClose={onClose}
      closeButtonLabel="Cerrar el aviso"
    >
      <Text>Hemos recuperado tu solicitud guardada, con tus respuestas y tus archivos.</Text>
      {descartados.length > 0 && (
        <>
          <Text mt="xs">
            El formulario ha cambiado desde entonces y ya no pide estos datos, que no se han recuperado:
          </Text>
          <List mt={4}>
            {descartados.map((name) => (
              <List.Item key={name}>{name}</List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
