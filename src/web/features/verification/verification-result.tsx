import { Alert, Code, List, Text } from '@mantine/core';
import { SealDetails } from './seal-details.tsx';
import type { Verification } from './verification-api.ts';

const WHEN = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  dateStyle: 'long',
  timeStyle: 'medium',
});

/**
 * The confirmation of an authentic receipt: procedure, registry number, date, the current state with the date of
 * its last change, and the receipt's fingerprint.
 */
export function VerificationResult({ result }: { result: Verification }) {
  return (
    // The heading is plain text, not the Alert's title: Mantine's green title lacks AA contrast on its background.
    <Alert color="green" role="status">
      <Text fw={700} mb="xs">
        El justificante es auténtico
      </Text>
      <Text mb="sm">El Ayuntamiento registró esta solicitud con los datos siguientes:</Text>
      <List spacing="xs">
        <List.Item>
          <strong>Procedimiento:</strong> {result.procedimiento}
        </List.Item>
        <List.Item>
          <strong>Número de registro:</strong> {result.registro}
        </List.Item>
        <List.Item>
          <strong>Fecha y hora de presentación:</strong> {WHEN.format(new Date(result.fecha))} (hora
          peninsular)
        </List.Item>
        <List.Item>
          <strong>Estado:</strong> {result.estadoTexto}, desde el {WHEN.format(new Date(result.estadoDesde))}{' '}
          (hora peninsular)
        </List.Item>
        <List.Item>
          <strong>Código seguro de verificación:</strong> {result.csv}
        </List.Item>
        {result.justificanteSha256 && (
          <List.Item>
            <strong>Huella SHA-256 del justificante:</strong>{' '}
            <Code style={{ wordBreak: 'break-all' }}>{result.justificanteSha256}</Code>
          </List.Item>
        )}
      </List>
      {result.sello && <SealDetails csv={result.csv} sello={result.sello} />}
      <Text size="sm" mt="sm">
        Si la huella de tu archivo PDF coincide con esta, el documento no se ha modificado desde que se
        emitió. Por tu seguridad, esta página no muestra datos personales.
      </Text>
    </Alert>
  );
}
