import { Anchor, List, Text } from '@mantine/core';
import { type SealReport, sealedCopyUrl } from './verification-api.ts';

const WHEN = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  dateStyle: 'long',
  timeStyle: 'medium',
});

/** The receipt's electronic seal as the server checked it, and the sealed copy to download again. */
export function SealDetails({ csv, sello }: { csv: string; sello: SealReport }) {
  return (
    <>
      <Text fw={700} mt="md" mb="xs">
        Sello electrónico del justificante
      </Text>
      <List spacing="xs">
        <List.Item>
          <strong>Estado del sello:</strong>{' '}
          {sello.valido ? 'válido: el documento no se ha modificado desde que se selló' : sello.motivo}
        </List.Item>
        {sello.sellador && (
          <List.Item>
            <strong>Sellado por:</strong> {sello.sellador}
            {sello.demostracion && ' (certificado de demostración, sin validez legal)'}
          </List.Item>
        )}
        {sello.fecha && (
          <List.Item>
            <strong>Fecha del sello:</strong> {WHEN.format(new Date(sello.fecha))} (hora peninsular)
            {sello.selloDeTiempo && ', con sello de tiempo'}
          </List.Item>
        )}
      </List>
      <Anchor href={sealedCopyUrl(csv)} download mt="sm" display="inline-block">
        Descargar de nuevo el justificante sellado (PDF)
      </Anchor>
    </>
  );
}
