import { Alert, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { type ResidentSession, signInUrl, signOut } from './resident-api.ts';

/**
 * Above every procedure form (art. 9.2 Ley 39/2015): the offer to sign in with Cl@ve, or who is signed in with a
 * link to "Mis trámites" and the way out. `obligatoria`: the procedure cannot be filed without it.
 */
export function SignInPanel({
  session,
  volver,
  nivel,
  obligatoria,
}: {
  session: ResidentSession | undefined;
  volver: string;
  nivel?: string;
  obligatoria?: boolean;
}) {
  if (!session) return null;
  if (session.identificado) {
    return (
      <Alert color="blue" mb="md" role="status">
        <Text>
          Te has identificado con {session.metodo} como{' '}
          <strong>
            {session.nombre} {session.apellidos}
          </strong>{' '}
          ({session.documento}), nivel de seguridad {session.nivel}.
        </Text>
        <Group mt="xs">
          <Button component={Link} to={paths.misTramites.path} variant="light" size="xs">
            Mis trámites
          </Button>
          <Button variant="subtle" size="xs" onClick={() => void signOut()}>
            Cerrar sesión de Cl@ve
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Alert color={obligatoria ? 'orange' : 'gray'} mb="md">
      <Text mb="xs">
        {obligatoria
          ? 'Para presentar este trámite tienes que identificarte con Cl@ve.'
          : 'Puedes identificarte con Cl@ve: tu nombre y tu DNI o NIE se rellenarán solos y podrás seguir el trámite en «Mis trámites». También puedes presentarlo sin identificarte.'}
      </Text>
      <Button component="a" href={signInUrl(volver, nivel)} size="sm">
        Identificarme con Cl@ve
      </Button>
      {session.proveedorPruebas && (
        <Text size="sm" mt="xs">
          Esta sede usa un proveedor de identidad de pruebas con personas ficticias.
        </Text>
      )}
    </Alert>
  );
}
