import { Alert, Loader, Table } from '@mantine/core';
import { useRequest } from '#web/api/use-request.ts';
import { ScrollRegion } from '#web/components/scroll-region/scroll-region.tsx';
import { TableHead } from '#web/components/table-head.tsx';
import { type AuditEntry, adminApi } from './admin-api.ts';

/** Spanish labels of the server's audit actions. */
const ACTIONS: Record<string, string> = {
  inicio_sesion: 'Inicio de sesión',
  inicio_sesion_fallido: 'Inicio de sesión fallido',
  inicio_sesion_bloqueado: 'Inicio de sesión bloqueado',
  cierre_sesion: 'Cierre de sesión',
  restablecimiento_solicitado: 'Restablecimiento de contraseña pedido',
  restablecimiento_completado: 'Contraseña restablecida',
  restablecimiento_fallido: 'Restablecimiento fallido',
  cuenta_creada: 'Cuenta creada',
  cuenta_actualizada: 'Cuenta actualizada',
  noticia_publicada: 'Noticia publicada',
  noticia_editada: 'Noticia editada',
  noticia_borrada: 'Noticia borrada',
  acta_publicada: 'Acta publicada',
  acta_borrada: 'Acta borrada',
  video_publicado: 'Vídeo publicado',
  video_editado: 'Vídeo editado',
  video_borrado: 'Vídeo borrado',
};

const WHEN = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'medium' });

function what(entry: AuditEntry): string {
  const { titulo, nombre, id } = entry.detalle;
  const label = typeof titulo === 'string' ? titulo : typeof nombre === 'string' ? nombre : '';
  return [label, typeof id === 'number' ? `(n.º ${id})` : ''].filter(Boolean).join(' ');
}

/** The latest 50 entries of the audit log: who, when, what. */
export function AuditLog() {
  const load = useRequest('auditoria', () => adminApi.audit());

  if (load.status === 'failed')
    return (
      <Alert color="red" role="alert">
        No se ha podido cargar el registro de actividad.
      </Alert>
    );
  if (load.status !== 'done') return <Loader role="status" aria-label="Cargando el registro de actividad" />;
  const entries = load.data;
  return (
    <ScrollRegion label="Registro de actividad" minWidth={600}>
      <Table striped>
        <TableHead columns={['Cuándo', 'Quién', 'Qué', 'Detalle']} />
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{WHEN.format(new Date(entry.ocurridoEn))}</Table.Td>
              <Table.Td>{entry.email ?? '—'}</Table.Td>
              <Table.Td>{ACTIONS[entry.accion] ?? entry.accion}</Table.Td>
              <Table.Td>{what(entry)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
