import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { downloadBlob } from '#engine/react/download.ts';
import { FormError } from '#web/components/form-messages/form-messages.tsx';
import { ScrollRegion } from '#web/components/scroll-region/scroll-region.tsx';
import { TableHead } from '#web/components/table-head.tsx';
import { BackButton } from './back-button.tsx';
import {
  type InboxDetail,
  type InboxSection,
  inboxApi,
  type SubmissionState,
} from './procedures-inbox-api.ts';

const WHEN = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  dateStyle: 'short',
  timeStyle: 'medium',
});
const size = (bytes: number) =>
  `${new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }).format(bytes / 1024)} kB`;

function Section({ section, level }: { section: InboxSection; level: 3 | 4 }) {
  return (
    <section>
      <Title order={level} size="h5" mt="sm">
        {section.titulo}
      </Title>
      <dl>
        {section.campos.map((field) => (
          <div key={field.campo}>
            <Text component="dt" fw={600} size="sm">
              {field.etiqueta}
            </Text>
            <Text component="dd" size="sm" ml={0} mb={4} style={{ whiteSpace: 'pre-wrap' }}>
              {field.valor}
            </Text>
          </div>
        ))}
      </dl>
      {section.subsecciones.map((sub) => (
        <Section key={sub.titulo} section={sub} level={4} />
      ))}
    </section>
  );
}

interface Props {
  id: number;
  /** Labels of the states, from the list answer. */
  labels: Record<string, string>;
  onBack: () => void;
  /** Called after a state change, so the list shows it. */
  onChanged: () => void;
}

/** One submission for staff: its data as the receipt shows it, downloads and the next state. */
export function ReceivedProcedureDetail({ id, labels, onBack, onChanged }: Props) {
  const [detail, setDetail] = useState<InboxDetail | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    inboxApi.detail(id).then(setDetail, () => setProblem('No se ha podido cargar el trámite.'));
  }, [id]);

  const download = async (load: () => Promise<Blob>, name: string) => {
    setProblem(null);
    try {
      downloadBlob(await load(), name);
    } catch {
      setProblem('No se ha podido descargar el documento.');
    }
  };

  const advance = async (estado: SubmissionState) => {
    setBusy(true);
    setProblem(null);
    try {
      const changed = await inboxApi.changeState(id, estado);
      setDetail((current) => (current ? { ...current, ...changed } : current));
      onChanged();
    } catch {
      setProblem('No se ha podido cambiar el estado. Recarga la página e inténtalo de nuevo.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <BackButton label="Volver a la lista" onClick={onBack} />
      <FormError message={problem} />
      {!detail && !problem && <Loader role="status" aria-label="Cargando el trámite" />}
      {detail && (
        <>
          <Title order={3}>
            {detail.registro} · {detail.procedimiento}
          </Title>
          <Group>
            <Badge>{labels[detail.estado] ?? detail.estado}</Badge>
            <Text size="sm">Presentado el {WHEN.format(new Date(detail.fecha))}</Text>
            <Text size="sm">CSV {detail.csv}</Text>
          </Group>
          {detail.correoOmitido && (
            <Alert color="yellow" title="Justificante no enviado por correo">
              {detail.correoOmitido}
            </Alert>
          )}
          <Group>
            <Button
              variant="light"
              onClick={() =>
                download(() => inboxApi.receipt(id), `justificante-${detail.registro.replace('/', '-')}.pdf`)
              }
            >
              Descargar justificante
            </Button>
            {detail.siguienteEstado && (
              <Button loading={busy} onClick={() => advance(detail.siguienteEstado as SubmissionState)}>
                Pasar a «{labels[detail.siguienteEstado] ?? detail.siguienteEstado}»
              </Button>
            )}
          </Group>
          {detail.secciones.map((section) => (
            <Section key={section.titulo} section={section} level={3} />
          ))}
          <Title order={3} size="h4">
            Documentos adjuntos
          </Title>
          {detail.archivos.length === 0 ? (
            <Text size="sm">No se adjuntaron documentos.</Text>
          ) : (
            <ScrollRegion label="Documentos adjuntos" minWidth={500}>
              <Table>
                <TableHead columns={['Documento', 'Tipo', 'Tamaño', 'Descarga']} />
                <Table.Tbody>
                  {detail.archivos.map((file) => (
                    <Table.Tr key={file.id}>
                      <Table.Td>{file.nombre}</Table.Td>
                      <Table.Td>{file.tipo}</Table.Td>
                      <Table.Td>{size(file.bytes)}</Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Descargar ${file.nombre}`}
                          onClick={() => download(() => inboxApi.attachment(id, file.id), file.nombre)}
                        >
                          Descargar
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollRegion>
          )}
          {detail.historial.length > 0 && (
            <>
              <Title order={3} size="h4">
                Historial
              </Title>
              <ul>
                {detail.historial.map((change) => (
                  <li key={`${change.estado}-${change.fecha}`}>
                    {labels[change.estado] ?? change.estado}: {WHEN.format(new Date(change.fecha))} (
                    {change.email ?? '—'})
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
